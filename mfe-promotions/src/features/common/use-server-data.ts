import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface ServerData<T> {
  /** null until the first answer. */
  data: T | null;
  /** The last call failed (its message was the API client's toast). */
  failed: boolean;
  /** Asks again (after a claim, a spin, a Retry). */
  reload: () => void;
  /** Replaces the data with what an action answered, without asking again. */
  set: (data: T) => void;
}

/** Data of one or more calls, asked when `key` changes (a player's sign-in) and by `reload`. */
export function useServerData<T>(load: () => Promise<T>, key: unknown): ServerData<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const loadNow = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    loadNow().then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setFailed(false);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { data, failed, reload, set: setData };
}
