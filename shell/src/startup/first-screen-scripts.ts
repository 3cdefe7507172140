// Runs in the shell's first script and start-up's first stage: no imports (see early-fetches.ts).

/**
 * Runs `boundary` once the first screen's deferred scripts have all run, or failed (index.html,
 * FirstScreenScriptsPlugin; they all run before DOMContentLoaded). Start-up's second stage waits
 * for it: every chunk it asks for is then installed, or its failed tag gone from the page
 * (`retryFailedFirstScreenScripts`), so the chunk loader downloads that one again instead of
 * failing the stage.
 */
export function afterFirstScreenScripts(boundary: () => void, doc: Document = document, timing: Performance = performance): void {
  const navigation = timing.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const contentLoaded = doc.readyState === 'complete' || (doc.readyState === 'interactive' && (navigation?.domContentLoadedEventStart ?? 0) > 0);
  if (contentLoaded) boundary();
  else doc.addEventListener('DOMContentLoaded', () => boundary(), { once: true });
}

/**
 * The first screen's deferred scripts carry their chunk's loader key (`data-rspack`,
 * FirstScreenScriptsPlugin), so the chunk loader, asked for a chunk before its script has run,
 * waits for that tag instead of adding another. It would wait the same way, for its two minutes, on
 * a tag whose download had already failed: a failed tag leaves the page, and the loader asked after
 * that (start-up's second stage) adds a fresh one, which downloads again; one already waiting on it
 * fails at once. Called from main.js, the first deferred script: the others' errors fire in their
 * turn, after it.
 */
export function retryFailedFirstScreenScripts(doc: Document = document): void {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[data-rspack]')) {
    script.addEventListener('error', () => script.remove(), { once: true });
  }
}
