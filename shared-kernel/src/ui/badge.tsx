import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** Counts above this show as `9+` (spec 4 and 9, "mail badge cap 9"). */
export const BADGE_MAX = 9;

export interface BadgeProps {
  /** The unread count; nothing shows at 0. Leave out for a dot that always shows. */
  count?: number;
  /** A red dot instead of a number (the spec's red dots: something new, count not shown). */
  dot?: boolean;
  /** Highest number shown before `max+` (9 by default). */
  max?: number;
  /** Read out after the number (e.g. "unread messages"), or instead of a dot (e.g. "New"). */
  label?: string;
  /** What the badge sits on (an icon, a tab); without it the badge stands inline. */
  children?: ReactNode;
  className?: string;
  /** Namespaced test id of the badge itself. */
  testId?: string;
}

/**
 * An unread count or a red dot. A count shows up to 9 and then `9+`; 0 (or less) shows nothing, and
 * so does a dot whose count is 0. With children, it sits on their top-right corner.
 */
export function Badge({ count, dot = false, max = BADGE_MAX, label, children, className, testId }: BadgeProps) {
  const visible = count === undefined ? dot : Number.isFinite(count) && count > 0;
  const shown = count !== undefined && count > max ? `${max}+` : String(count ?? '');
  const badge = visible ? (
    <span className={[dot ? styles.dot : styles.count, children != null ? styles.attached : '', className ?? ''].filter(Boolean).join(' ')} data-testid={testId}>
      {dot ? null : shown}
      {label ? <span className={styles.visuallyHidden}>{dot ? label : ` ${label}`}</span> : null}
    </span>
  ) : null;
  if (children == null) return badge;
  return (
    <span className={styles.anchor}>
      {children}
      {badge}
    </span>
  );
}
