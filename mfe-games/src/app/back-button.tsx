import { useNavigate } from '@casino/shared-kernel/routing';
import { useGamesText } from './games-text.ts';
import styles from './back-button.module.css';

/** Whether the site's history has an entry before this one (react-router keeps its index in `history.state`). */
function canGoBack(): boolean {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number' && (state as { idx: number }).idx > 0;
}

/**
 * Back to where the player came from inside the site, or to `fallback` when the page was opened
 * directly (a shared link, a reload in a new tab): never out of the site.
 */
export function BackButton({ fallback, onBack, testId, label }: { fallback: string; onBack?: () => void; testId?: string; label?: string }) {
  const t = useGamesText();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.back}
      aria-label={label ?? t('common_back')}
      data-testid={testId}
      onClick={() => {
        onBack?.();
        if (canGoBack()) void navigate(-1);
        else void navigate(fallback, { replace: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" fill="currentColor" />
      </svg>
    </button>
  );
}
