import { describe, expect, it } from 'vitest';
import { gameLaunchPayload } from './game-launch.ts';

const dice = { third_game_id: 'orig-dice', provider: 'Originals' };

describe('the launch payload (spec 7)', () => {
  it('takes game_id from third_game_id and game_type from the provider, plays cash, mod 1 on a desktop', () => {
    expect(gameLaunchPayload(dice, 'desktop')).toEqual({ game_id: 'orig-dice', game_type: 'Originals', money_type: 2, mod: 1 });
  });

  it('asks for the mobile game (mod 2) on a phone', () => {
    expect(gameLaunchPayload({ third_game_id: 'pg-lucky-ox', provider: 'PGSoft' }, 'phone')).toEqual({
      game_id: 'pg-lucky-ox',
      game_type: 'PGSoft',
      money_type: 2,
      mod: 2,
    });
  });

  it('launches nothing for a game without a provider id or provider', () => {
    expect(gameLaunchPayload({ provider: 'Originals' }, 'desktop')).toBeNull();
    expect(gameLaunchPayload({ third_game_id: '', provider: 'Originals' }, 'desktop')).toBeNull();
    expect(gameLaunchPayload({ third_game_id: 'orig-dice', provider: '' }, 'phone')).toBeNull();
  });
});
