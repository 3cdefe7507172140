import type { ReactNode } from 'react';
import { Button } from '@casino/shared-kernel/ui-core';
import { useGamesText } from './games-text.ts';
import styles from './games-page.module.css';

export interface GamesPageProps {
  /** The page's heading as the player reads it. */
  title: ReactNode;
  /** Which page it is (`data-page`), e.g. `games.detail`; `data-testid="page"` marks every routed page. */
  page: string;
  /** Left of the heading: a way back. */
  back?: ReactNode;
  /** Right of the heading: the page's own actions. */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The frame of every page of this remote: the shell's page contract (`page`, owner) and one heading. */
export function GamesPage({ title, page, back, actions, className, children }: GamesPageProps) {
  return (
    <article className={[styles.page, className ?? ''].filter(Boolean).join(' ')} data-testid="page" data-owner="mfe-games" data-page={page}>
      <header className={styles.header}>
        {back}
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </article>
  );
}

export interface NoticeProps {
  /** What happened or what to do, in a sentence. */
  text: ReactNode;
  /** The way on: sign in, retry, back to the lobby. */
  action?: ReactNode;
  tone?: 'info' | 'error';
  testId?: string;
}

/** An empty, signed-out or failed state in place of content: never a blank area. */
export function Notice({ text, action, tone = 'info', testId }: NoticeProps) {
  return (
    <div className={styles.notice} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <p>{text}</p>
      {action}
    </div>
  );
}

/** A failed load: what failed and Retry. The API client has already toasted the server's message unless told not to. */
export function LoadFailed({ text, onRetry, testId }: { text: string; onRetry: () => void; testId?: string }) {
  const t = useGamesText();
  return (
    <Notice
      tone="error"
      testId={testId}
      text={text}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common_retry')}
        </Button>
      }
    />
  );
}
