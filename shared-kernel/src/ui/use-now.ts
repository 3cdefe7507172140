import { useSyncExternalStore } from 'react';

/** How often "now" moves for what shows by time (events ending): a minute is fine enough. */
const TICK_MS = 60_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const each of listeners) each();
    }, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

const snapshot = () => now;

/**
 * The time (ms), moving once a minute, one timer for the whole page: renders stay pure, and an
 * event or news item that ends leaves the page (the lobby and the promotions show them by time).
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
