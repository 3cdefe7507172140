/** An idle period this long means the page has nothing queued (Chrome's longest is 50 ms). */
export const QUIET_MS = 40;

/** However busy the page stays after its load, the work runs by then (ms). */
export const LATEST_AFTER_LOAD_MS = 4_000;

/**
 * Runs `work` once the page has loaded and then had a quiet moment: an idle period of at least
 * {@link QUIET_MS}, so the first screen has been drawn and its requests have gone. For what the
 * player does not see on the page (the tab icon, the install manifest): their requests were early
 * ones, each holding one of HTTP/1.1's six connections while the first screen's scripts waited.
 * Without `requestIdleCallback` (Safari before 18) it runs a second after the load.
 */
export function atFirstQuietMoment(work: () => void, win: Window = window): void {
  const waitForQuiet = () => {
    if (typeof win.requestIdleCallback !== 'function') {
      win.setTimeout(work, 1_000);
      return;
    }
    const latest = win.performance.now() + LATEST_AFTER_LOAD_MS;
    const next = () => win.requestIdleCallback(check, { timeout: Math.max(0, latest - win.performance.now()) });
    const check = (deadline: IdleDeadline) => (deadline.timeRemaining() >= QUIET_MS || deadline.didTimeout ? work() : next());
    next();
  };
  if (win.document.readyState === 'complete') waitForQuiet();
  else win.addEventListener('load', waitForQuiet, { once: true });
}
