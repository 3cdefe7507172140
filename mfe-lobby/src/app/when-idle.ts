/**
 * Runs `run` at a moment the page has nothing else to do (`requestIdleCallback`, else a short
 * timer); returns the cancel. The time-out keeps a busy page (an animation, a long load) from
 * holding the work back for good.
 */
export function whenIdle(run: () => void, timeoutMs = 1_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 16);
  return () => clearTimeout(id);
}
