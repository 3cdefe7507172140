import { GAME_LAUNCH_MODE, MONEY_TYPE } from './enums.ts';
import type { Game, GameUrlPayload } from './games.ts';

/**
 * The launch of a game (spec 7, the pre-load frame's payload, the only launch payload the spec
 * shows): `game_id` from the game's `third_game_id`, `game_type` from its provider, cash
 * (`money_type` 2), `mod` 2 on a phone and 1 on a desktop. Null for a game listed without a
 * provider id: it cannot be launched. One rule for the shell's pre-load frame and the games' player.
 */
export function gameLaunchPayload(game: Pick<Game, 'third_game_id' | 'provider'>, layout: 'phone' | 'desktop'): GameUrlPayload | null {
  if (!game.third_game_id || !game.provider) return null;
  return {
    game_id: game.third_game_id,
    game_type: game.provider,
    money_type: MONEY_TYPE.CASH,
    mod: layout === 'phone' ? GAME_LAUNCH_MODE.MOBILE : GAME_LAUNCH_MODE.DESKTOP,
  };
}
