import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText, sendCode } from './auth-api.ts';
import { CODE_RESEND_SECONDS } from './auth-rules.ts';

/**
 * Sends a one-time code and counts down the 60 seconds before another may be asked for. The
 * countdown reads the clock on each tick (a throttled tab stays right). A refusal (the server's own
 * 60-second rule, a bad number) comes back as its message and starts no countdown.
 */
export function useSendCode() {
  const [until, setUntil] = useState(0);
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const inFlight = useRef(false);

  useEffect(() => {
    if (until === 0) return;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) setUntil(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const send = useCallback(async (target: string): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSending(true);
    setError('');
    try {
      await sendCode(target);
      setUntil(Date.now() + CODE_RESEND_SECONDS * 1000);
      return true;
    } catch (failure) {
      setError(failureText(failure));
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);

  return { send, sending, secondsLeft: left, error, setError };
}
