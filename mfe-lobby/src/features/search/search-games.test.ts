import { describe, expect, it } from 'vitest';
import type { Game } from '@casino/shared-kernel/api-contract';
import { ALL_GAMES, CRASH, DICE, FORTUNE_TIGER, GOLDEN_EMPIRE, gameFixture, ROYAL_OX, SUPER_ACE, WILD_PARTY } from '../../testing/lobby-fixtures.ts';
import { normalizeSearchText, searchGames } from './search-games.ts';

const names = (games: readonly Game[]) => games.map((game) => game.lang_key);
const asIs = (game: Game) => game.lang_key;

describe('search over the catalogue', () => {
  it('finds games by any part of their name, ignoring case and accents', () => {
    expect(names(searchGames(ALL_GAMES, 'tiger', asIs))).toEqual(['Fortune Tiger']);
    expect(names(searchGames(ALL_GAMES, 'FORTUNE', asIs))).toEqual(['Fortune Tiger']);
    const accented = [gameFixture({ id: 100, lang_key: 'Tígre Dourado' })];
    expect(names(searchGames(accented, 'tigre', asIs))).toEqual(['Tígre Dourado']);
  });

  it('puts names that start with the text before names that only contain it', () => {
    const games = [gameFixture({ id: 1, lang_key: 'Wild Ace' }), gameFixture({ id: 2, lang_key: 'Ace of Spades' }), gameFixture({ id: 3, lang_key: 'Palace' })];
    expect(names(searchGames(games, 'ace', asIs))).toEqual(['Ace of Spades', 'Wild Ace', 'Palace']);
  });

  it('finds words typed in any order', () => {
    expect(names(searchGames(ALL_GAMES, 'tiger fortune', asIs))).toEqual(['Fortune Tiger']);
  });

  it('finds a provider’s games by the provider’s name, after name matches', () => {
    expect(names(searchGames(ALL_GAMES, 'jili', asIs))).toEqual(names([SUPER_ACE, GOLDEN_EMPIRE]));
    expect(names(searchGames(ALL_GAMES, 'pgsoft', asIs))).toEqual(names([FORTUNE_TIGER, ROYAL_OX, WILD_PARTY]));
    expect(names(searchGames(ALL_GAMES, 'pg ox', asIs))).toEqual(['Royal Ox']);
  });

  it('searches the name the player reads (translated), and the server’s key', () => {
    const portuguese = (game: Game) => (game.id === DICE.id ? 'Dados' : game.lang_key);
    expect(names(searchGames(ALL_GAMES, 'dados', portuguese))).toEqual(['Dice']);
    expect(names(searchGames(ALL_GAMES, 'dice', portuguese))).toEqual(['Dice']);
  });

  it('keeps the catalogue’s order between equal matches, and matches nothing for blank text', () => {
    expect(names(searchGames(ALL_GAMES, 'originals', asIs))).toEqual(names([DICE, CRASH]));
    expect(searchGames(ALL_GAMES, '   ', asIs)).toEqual([]);
    expect(searchGames(ALL_GAMES, 'zzz', asIs)).toEqual([]);
  });

  it('normalises text as players type it', () => {
    expect(normalizeSearchText('  Fortune-Tíger!! ')).toBe('fortune tiger');
  });
});
