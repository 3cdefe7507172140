import { describe, expect, it } from 'vitest';
import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { CRASH, DICE, FORTUNE_TIGER, GOLDEN_EMPIRE, lobbyFixture, ROULETTE, ROYAL_OX, SUPER_ACE, WILD_PARTY } from '../../testing/lobby-fixtures.ts';
import {
  catalogueGames,
  dashboardTypes,
  findGame,
  gamesOfType,
  gameTypes,
  POPULAR_LIST,
  PROVIDERS_CATEGORY,
  providerIcon,
  providerInitials,
  providers,
  withFavoriteFlag,
} from './catalogue.ts';
import { categoryList, firstPages, gamesOfProvider } from './page-lists.ts';

const ids = (games: readonly { id: number }[]) => games.map((game) => game.id);

describe('the lobby catalogue', () => {
  it('lists the categories in sort_index order', () => {
    expect(gameTypes(lobbyFixture()).map((type) => type.lang_key)).toEqual(['lobby_Original', 'lobby_slots', 'lobby_live', 'game_manufacturer']);
  });

  it('gives a category all its games, or those of one second-level list', () => {
    const slots = gameTypes(lobbyFixture())[1]!;
    expect(ids(gamesOfType(slots))).toEqual(ids([FORTUNE_TIGER, ROYAL_OX, WILD_PARTY, SUPER_ACE, GOLDEN_EMPIRE]));
    const jili = slots.second_type_list.find((second) => second.lang_key === 'JILI')!;
    expect(ids(gamesOfType(slots, jili.id))).toEqual(ids([SUPER_ACE, GOLDEN_EMPIRE]));
  });

  it('knows every game once, whatever lists hold it', () => {
    const games = catalogueGames(lobbyFixture());
    expect(new Set(ids(games)).size).toBe(games.length);
    expect(games).toHaveLength(8);
    expect(findGame(lobbyFixture(), ROULETTE.id)?.lang_key).toBe('Roulette');
    expect(findGame(lobbyFixture(), 404)).toBeUndefined();
  });

  it('reads a cached copy that lacks lists as empty instead of failing', () => {
    const old = { game_type_list: [] } as unknown as LobbyInfo;
    expect(catalogueGames(old)).toEqual([]);
    expect(providers(old)).toEqual([]);
    expect(categoryList(old, POPULAR_LIST, null).games).toEqual([]);
    expect(catalogueGames(null)).toEqual([]);
  });

  it('lists the providers of the bottom list in its order, with their games, and any provider it lacks after them', () => {
    const info = lobbyFixture({
      bottom_list: [{ name: 'JILI', icon_url: '/jili.svg', sort_index: 2 }, { name: 'PGSoft', icon_url: '/pg.svg', sort_index: 1 }, { broken: true }],
    });
    expect(providers(info)).toEqual([
      { name: 'PGSoft', iconUrl: '/pg.svg', games: 3 },
      { name: 'JILI', iconUrl: '/jili.svg', games: 2 },
      { name: 'Originals', iconUrl: '', games: 2 },
      { name: 'EVO', iconUrl: '', games: 1 },
    ]);
    expect(ids(gamesOfProvider(info, 'JILI'))).toEqual(ids([SUPER_ACE, GOLDEN_EMPIRE]));
  });

  it('gives the providers spec 9 maps their icon, and others their initials', () => {
    expect(providerIcon({ name: 'PGSoft', iconUrl: '/pg.svg', games: 1 })).toBe('/pg.svg');
    expect(providerIcon({ name: 'Acme Gaming', iconUrl: '/acme.svg', games: 1 })).toBe('');
    expect(providerInitials('PragmaticPlay')).toBe('PP');
    expect(providerInitials('acme')).toBe('AC');
  });

  it('gives /moreGameList a category filtered by one of its providers; an unknown provider filter shows all', () => {
    const info = lobbyFixture();
    const slots = categoryList(info, 'lobby_slots', 'JILI');
    expect(slots).toMatchObject({
      found: true,
      filter: 'JILI',
      filters: [
        { key: 'PGSoft', count: 3 },
        { key: 'JILI', count: 2 },
      ],
    });
    expect(ids(slots.games)).toEqual(ids([SUPER_ACE, GOLDEN_EMPIRE]));
    expect(categoryList(info, 'lobby_slots', 'Nobody')).toMatchObject({ filter: null });
    expect(categoryList(info, 'lobby_slots', 'Nobody').games).toHaveLength(5);
    expect(categoryList(info, 'lobby_nothing', null).found).toBe(false);
  });

  it('gives the popular list as a category of its own', () => {
    const popular = categoryList(lobbyFixture(), POPULAR_LIST, 'Originals');
    expect(popular.found).toBe(true);
    expect(ids(popular.games)).toEqual([DICE.id]);
    expect(popular.filters.map((filter) => filter.key)).toEqual(['Originals', 'PGSoft', 'JILI']);
  });

  it('pages a list', () => {
    const items = Array.from({ length: 50 }, (_, index) => index);
    expect(firstPages(items, 1, 24)).toEqual({ shown: items.slice(0, 24), total: 50, more: true });
    expect(firstPages(items, 3, 24)).toEqual({ shown: items, total: 50, more: false });
    expect(firstPages(items, 0, 24).shown).toHaveLength(24);
  });

  it('sets a favourite flag everywhere the game is listed, and nowhere else', () => {
    const info = withFavoriteFlag(lobbyFixture(), DICE.id, true);
    expect(info.poputar_list.find((game) => game.id === DICE.id)?.is_favorite).toBe(true);
    expect(info.self_list.find((game) => game.id === DICE.id)?.is_favorite).toBe(true);
    expect(findGame(info, DICE.id)?.is_favorite).toBe(true);
    expect(
      catalogueGames(info)
        .filter((game) => game.is_favorite)
        .map((game) => game.id),
    ).toEqual([DICE.id]);
    expect(findGame(withFavoriteFlag(info, DICE.id, false), DICE.id)?.is_favorite).toBe(false);
    expect(findGame(info, CRASH.id)?.is_favorite).toBe(false);
  });
});

describe('the operator’s switch game_platform_show', () => {
  it('takes the providers out of the Dashboard’s categories only when false', () => {
    const info = lobbyFixture();
    const keys = (types: { lang_key: string }[]) => types.map((type) => type.lang_key);
    expect(keys(dashboardTypes(info))).toContain(PROVIDERS_CATEGORY);
    expect(keys(dashboardTypes({ ...info, game_platform_show: false }))).toEqual(keys(gameTypes(info)).filter((key) => key !== PROVIDERS_CATEGORY));
    // The games stay reachable: the catalogue still holds every game.
    expect(catalogueGames({ ...info, game_platform_show: false })).toEqual(catalogueGames(info));
  });
});
