import { useCallback, useEffect, useRef, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';

/** Seconds before another one-time code may be asked for (the api-server refuses sooner). */
export const CODE_RESEND_SECONDS = 60;

/**
 * `POST /api/user/sendCode` to a phone number (digits with area code) or an e-mail address, and the
 * countdown before another may be sent: one implementation for sign-up, forgot password and the
 * account's phone and e-mail binding. The countdown reads the clock each tick (a throttled tab
 * stays right). A refusal comes back as `describeFailure`'s text of it and starts no countdown; a
 * second send while one is on its way sends nothing.
 */
export function useSendCode(describeFailure: (failure: unknown) => string) {
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
      await casinoApi.post('sendCode', { mobile_or_email: target }, { hideErrorMsg: true });
      setUntil(Date.now() + CODE_RESEND_SECONDS * 1000);
      return true;
    } catch (failure) {
      setError(describeFailure(failure));
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, [describeFailure]);

  return { send, sending, secondsLeft: left, error, setError };
}
