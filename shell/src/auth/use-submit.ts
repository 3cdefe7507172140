import { useCallback, useRef, useState } from 'react';
import { failureText } from './auth-api.ts';

/**
 * Runs a form's action at most once at a time: a second submit while one is in flight is dropped
 * (the kernel's Button also ignores clicks for 200 ms, but Enter in a field submits too). A failure
 * shows inline as the server's message, translated; the fields keep what the player typed.
 */
export function useSubmit() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    setError('');
    try {
      await action();
      return true;
    } catch (failure) {
      setError(failureText(failure));
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy, error, setError };
}
