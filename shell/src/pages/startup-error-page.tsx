import styles from './pages.module.css';

/**
 * Shown instead of a blank page when the shell cannot start (no brand map, or a malformed one):
 * it says what is wrong, for ops, and offers a reload, for players.
 */
export function StartupErrorPage({ source, problems }: { source: string; problems: readonly string[] }) {
  return (
    <main className={styles.startupError} role="alert" data-testid="startup-error">
      <h1>The site could not start</h1>
      <p>We are working on it. Please try again in a few minutes.</p>
      <details open>
        <summary>{source} failed</summary>
        <ul data-testid="startup-error.problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </details>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
