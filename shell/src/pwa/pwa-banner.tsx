import type { ReactNode } from 'react';
import styles from './pwa-banners.module.css';

/** One banner of the PWA stack (install, update, push): a title, a line of text and its actions. */
export function PwaBanner({
  id,
  role,
  testId,
  title,
  text,
  children,
}: {
  id: string;
  role: 'region' | 'alert';
  testId: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const titleId = `pwa-${id}-title`;
  return (
    <section className={styles.banner} role={role} aria-labelledby={titleId} data-testid={testId}>
      <div className={styles.texts}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
      </div>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
