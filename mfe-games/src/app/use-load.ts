import { useCallback, useEffect, useState } from 'react';

/** Where a load is: waiting for its answer, answered, or failed (with what the API said). */
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

interface Settled<T> {
  key: string;
  attempt: number;
  result: Loaded<T>;
}

/**
 * Loads `load()` for `key` and again whenever the key changes or `retry` is called. An answer for
 * an older key or attempt is dropped, so a fast navigation never shows the previous game's data;
 * the signal aborts the call that is no longer wanted. `key` null means nothing to load (loading).
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, result: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, result: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
    // `load` is read for the key it belongs to; a new closure with the same key loads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const current = settled && settled.key === key && settled.attempt === attempt ? settled.result : ({ status: 'loading' } as const);
  return { ...current, retry };
}
