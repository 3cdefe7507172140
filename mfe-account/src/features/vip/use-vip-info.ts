import { useCallback, useEffect, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import type { VipInfo } from '@casino/shared-kernel/api-contract';

/** POST /api/user/vip for the signed-in player: the ladder and the player's progress; null until it answers. */
export function useVipInfo() {
  const [info, setInfo] = useState<VipInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    casinoApi
      .post('vipInfo', {}, { hideErrorMsg: true, signal: controller.signal })
      .then((answer) => {
        setInfo(answer);
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { info, failed, retry };
}
