import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** `text`: lines of text; `rect`: a card or picture; `circle`: an avatar or icon. */
  shape?: 'text' | 'rect' | 'circle';
  /** CSS width (number = px); text lines default to the container's width, the last line shorter. */
  width?: number | string;
  /** CSS height (number = px); a circle uses its width when left out. */
  height?: number | string;
  /** Number of lines for `text`. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder shape shown while content loads, so the page keeps its layout. Decorative
 * (`aria-hidden`): mark the loading region `aria-busy` or give it a status text. The shimmer stops
 * when the player asks for reduced motion.
 */
export function Skeleton({ shape = 'rect', width, height, lines = 1, className }: SkeletonProps) {
  const classes = (extra: string) => [styles.bone, extra, className ?? ''].filter(Boolean).join(' ');
  if (shape === 'text') {
    return (
      <span className={styles.lines} style={{ width }} aria-hidden="true">
        {Array.from({ length: Math.max(1, lines) }, (_, index) => (
          <span key={index} className={classes(styles.text ?? '')} style={index > 0 && index === lines - 1 ? { width: '60%' } : undefined} />
        ))}
      </span>
    );
  }
  const style: CSSProperties = { width, height: height ?? (shape === 'circle' ? width : undefined) };
  return <span className={classes(styles[shape] ?? '')} style={style} aria-hidden="true" />;
}
