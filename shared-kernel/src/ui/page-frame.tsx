import { useKernelText } from '@casino/shared-kernel/i18n';
import type { ReactNode } from 'react';
import { StoreFacts } from './store-facts.tsx';
import styles from './page.module.css';

export interface PageFrameProps {
  /** The page's title as the player sees it. */
  title: string;
  /** Who renders it: `shell` or a remote's name. */
  owner: string;
  children?: ReactNode;
}

/** The frame of a routed page: its title, the owner that rendered it, and the shared values. */
export function PageFrame({ title, owner, children }: PageFrameProps) {
  return (
    <article className={styles.page} data-testid="page" data-owner={owner}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <span className={styles.owner} data-testid="page.owner">
          {owner}
        </span>
      </header>
      <StoreFacts />
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
