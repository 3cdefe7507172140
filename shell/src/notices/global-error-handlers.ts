/** What the handlers need of `window`: both events are dispatched there. */
export interface ErrorEventTarget {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
}

/**
 * Spec 8: the global error and unhandled-rejection handlers swallow errors silently. A player sees
 * nothing (no toast: a failed call has already said what the player needs to know, and a stray
 * script error is not the player's business); developers still find each one in the console, once,
 * with the shell's prefix, instead of the browser's own "Uncaught" report.
 *
 * Returns the function that removes both handlers.
 */
export function installGlobalErrorHandlers(
  target: ErrorEventTarget = window,
  log: (message: string, detail: unknown) => void = (message, detail) => console.error(message, detail),
): () => void {
  const onError = (event: Event) => {
    event.preventDefault();
    const { error, message } = event as ErrorEvent;
    log('[shell] uncaught error', error ?? message);
  };
  const onRejection = (event: Event) => {
    event.preventDefault();
    log('[shell] unhandled rejection', (event as PromiseRejectionEvent).reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
