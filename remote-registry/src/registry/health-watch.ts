/**
 * Re-checks the files every brand map uses on a timer and reports as soon as the set of problems
 * changes (a file tampered with or deleted, or repaired), so a log watcher hears it without anyone
 * asking `/api/health`.
 */
export interface HealthWatchOptions {
  check: () => string[];
  intervalMs: number;
  onDegraded: (problems: string[]) => void;
  onRecovered: () => void;
}

export function watchServingHealth({ check, intervalMs, onDegraded, onRecovered }: HealthWatchOptions): () => void {
  let last = '';
  const run = () => {
    const problems = check();
    const key = problems.join('\n');
    if (key === last) return;
    if (problems.length > 0) onDegraded(problems);
    else onRecovered();
    last = key;
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
