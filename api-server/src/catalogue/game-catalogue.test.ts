import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, GAME_PROVIDERS, catalogueSeed } from './game-catalogue.ts';

describe('the game catalogue seed', () => {
  const games = catalogueSeed();

  it('holds at least 150 games over every lobby category and every provider of spec 9', () => {
    expect(games.length).toBeGreaterThanOrEqual(150);
    expect(new Set(games.map((game) => game.category))).toEqual(new Set(GAME_CATEGORIES));
    expect(new Set(games.map((game) => game.provider))).toEqual(new Set(GAME_PROVIDERS));
  });

  it('gives every game a unique id and provider id, and the poker codes their own ids', () => {
    expect(new Set(games.map((game) => game.id)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.thirdGameId)).size).toBe(games.length);
    expect(games.filter((game) => game.category === 'game_poker').map((game) => game.id)).toEqual([10001, 10002, 10003]);
  });

  it('states a return to player below 100 % for every game', () => {
    for (const game of games) {
      expect(game.rtp).toBeGreaterThan(90);
      expect(game.rtp).toBeLessThan(100);
    }
  });
});
