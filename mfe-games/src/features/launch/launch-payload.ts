import { GAME_LAUNCH_MODE, MONEY_TYPE } from '@casino/shared-kernel/api-constants';
import type { Game, GameUrlPayload } from '@casino/shared-kernel/api-contract';
import type { Layout } from '@casino/shared-kernel/state';

/**
 * The launch of a game (spec 7, the pre-load frame's payload, the only launch payload the spec
 * shows): `game_id` from the game's `third_game_id`, `game_type` from its provider, cash
 * (`money_type` 2), `mod` 2 on a phone and 1 on a desktop. Null for a game the lobby lists without a
 * provider id: it cannot be launched.
 */
export function gameLaunchPayload(game: Pick<Game, 'third_game_id' | 'provider'>, layout: Layout): GameUrlPayload | null {
  if (!game.third_game_id || !game.provider) return null;
  return {
    game_id: game.third_game_id,
    game_type: game.provider,
    money_type: MONEY_TYPE.CASH,
    mod: layout === 'phone' ? GAME_LAUNCH_MODE.MOBILE : GAME_LAUNCH_MODE.DESKTOP,
  };
}
