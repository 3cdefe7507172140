import { Link } from '@casino/shared-kernel/routing';
import styles from './pages.module.css';

/** What a lobby page shows for a category, provider or article the lobby does not have. */
export function NotFound({ text, linkText, to }: { text: string; linkText: string; to: string }) {
  return (
    <div className={styles.empty} data-testid="lobby.not-found">
      <p>{text}</p>
      <Link className={styles.emptyLink} to={to}>
        {linkText}
      </Link>
    </div>
  );
}
