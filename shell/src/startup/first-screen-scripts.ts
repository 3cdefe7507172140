// Runs in the shell's first script: no imports (see early-fetches.ts).

/**
 * Runs `boundary` once the first screen's chunks are installed. index.html runs them as deferred
 * scripts after main.js (FirstScreenScriptsPlugin): the browser compiles them off the main thread
 * and they only register their modules. Crossing the async boundary before they ran would make the
 * runtime insert a script tag for each, compiled on the main thread in the same task (~60 ms of
 * the first screen's blocking time, measured). Deferred scripts all run before DOMContentLoaded.
 */
export function afterFirstScreenScripts(boundary: () => void, doc: Document = document, timing: Performance = performance): void {
  const navigation = timing.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const contentLoaded = doc.readyState === 'complete' || (doc.readyState === 'interactive' && (navigation?.domContentLoadedEventStart ?? 0) > 0);
  if (contentLoaded) boundary();
  else doc.addEventListener('DOMContentLoaded', () => boundary(), { once: true });
}
