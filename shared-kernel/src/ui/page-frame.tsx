import { useKernelText } from '@casino/shared-kernel/i18n';
import type { ReactNode } from 'react';
import { StoreFacts } from './store-facts.tsx';
import styles from './page.module.css';

export interface PageFrameProps {
  /** The page's title as the player sees it. */
  title: string;
  /** Who renders it: `shell` or a remote's name (for the tests and the developers' pages). */
  owner: string;
  /**
   * A developers' page (`/__dev__design`, a remote's standalone page): it also shows the owner's
   * name and the shared values (language, layout). Never on a page a player sees.
   */
  dev?: boolean;
  children?: ReactNode;
}

/** The frame of a routed page: its title and content; on a developers' page, its owner and the shared values too. */
export function PageFrame({ title, owner, dev = false, children }: PageFrameProps) {
  return (
    <article className={styles.page} data-testid="page" data-owner={owner}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {dev && (
          <span className={styles.owner} data-testid="page.owner">
            {owner}
          </span>
        )}
      </header>
      {dev && <StoreFacts />}
      {children}
    </article>
  );
}

/** What a remote shows for a path it does not own: the shell's route table sent it here by mistake. */
export function NotOwnedPage({ owner }: { owner: string }) {
  const t = useKernelText();
  return (
    <PageFrame title={t('page_not_found')} owner={owner}>
      <p>{t('page_not_found_text')}</p>
    </PageFrame>
  );
}
