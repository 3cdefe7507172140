import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../i18n/failure-text.ts';

/**
 * One request per click: while `run`'s work is on its way a second run does nothing (a double
 * click sends once). A refusal becomes `error`: the server's message, shown beside the form.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const run = useCallback(async (work: () => Promise<void>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError('');
    try {
      await work();
      return true;
    } catch (failure) {
      if (mounted.current) setError(failureText(failure));
      return false;
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);
  return { busy, error, run, setError };
}
