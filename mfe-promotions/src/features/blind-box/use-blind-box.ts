import { casinoApi } from '@casino/shared-kernel/api';
import type { BlindBoxWheel } from '@casino/shared-kernel/api-contract';
import { userInfoAtom, useAtomValue } from '@casino/shared-kernel/state';
import { useServerData, type ServerData } from '../common/use-server-data.ts';

// The info call needs a round key before the server has named one: the last one it answered, or
// any text at first (the server answers today's round whatever key the info call carries).
let lastUnionKey = 'today';

/** The blind box and wheel of the signed-in player (`get/blind_box_wheel_info`). */
export function useBlindBox(): ServerData<BlindBoxWheel> & { playerId: number } {
  const playerId = useAtomValue(userInfoAtom)?.id ?? 0;
  const data = useServerData(async () => {
    const info = await casinoApi.get('blindBoxWheelInfo', { union_key: lastUnionKey, player_id: playerId });
    lastUnionKey = info.union_key || lastUnionKey;
    return info;
  }, playerId);
  return { ...data, playerId };
}
