import type { ReactNode } from 'react';
import { layoutAtom, useAtomValue } from '@casino/shared-kernel/state';
import styles from './lobby.module.css';

export interface LobbyPageProps {
  /** The page's heading (h1). */
  title: ReactNode;
  /** The Dashboard's heading is for assistive technology only: the header already names the site. */
  titleHidden?: boolean;
  /** Next to the heading: a back link, a count. */
  aside?: ReactNode;
  /** Names the page for tests and styles (`dashboard`, `more-games`, …). */
  name: string;
  children: ReactNode;
}

/**
 * The frame of every lobby page: the site's page contract (`data-testid="page"`, the owner), the
 * layout it is drawn for (phone under 750 px, desktop from 750: the kernel's `layoutAtom`), its heading.
 */
export function LobbyPage({ title, titleHidden = false, aside, name, children }: LobbyPageProps) {
  const layout = useAtomValue(layoutAtom);
  return (
    <article className={styles.page} data-testid="page" data-owner="mfe-lobby" data-page={name} data-layout={layout}>
      <header className={titleHidden ? styles.hiddenHeader : styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {aside}
      </header>
      {children}
    </article>
  );
}
