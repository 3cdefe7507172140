import type { DatabaseSync } from 'node:sqlite';
import { GAME_CATEGORY_KEYS, GAME_PROVIDERS } from '@casino/shared-kernel/api-contract';
import { integer, real, text, type Row } from '../db/database.ts';

/** The demo originals every catalogue game launches (themed by its provider). */
export const GAME_ENGINES = ['slot', 'dice', 'crash'] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

/** The lobby category keys of spec 9 that hold games (`game_manufacturer` groups by provider instead). */
export const GAME_CATEGORIES = GAME_CATEGORY_KEYS;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export { GAME_PROVIDERS };
export type GameProvider = (typeof GAME_PROVIDERS)[number];

/** A catalogue game, as the lobby lists it and a launch plays it. */
export interface CatalogueGame {
  /** game_id of the calls. */
  id: number;
  /** The provider's id: getGameUrl's `game_id`. */
  thirdGameId: string;
  /** getGameUrl's `game_type`. */
  provider: string;
  name: string;
  langKey: string;
  category: string;
  engine: GameEngine;
  /** Return to player, percent (e.g. 96.5); the engine pays exactly this on average. */
  rtp: number;
  /** How far a session's return may swing around the RTP, percent points (shown, not used). */
  rtpWave: number;
  popular: boolean;
  sortIndex: number;
  isShowName: boolean;
  isPicNeedCut: boolean;
}

/** The poker game codes of spec 9 are catalogue ids too, so their stats and their games line up. */
const POKER_GAMES: readonly { id: number; name: string }[] = [
  { id: 10001, name: "Hold'em NLH" },
  { id: 10002, name: 'Short Deck 6+' },
  { id: 10003, name: 'All-in or Fold' },
];

const ORIGINALS: readonly { name: string; engine: GameEngine }[] = [
  { name: 'Dice', engine: 'dice' },
  { name: 'Crash', engine: 'crash' },
  { name: 'Fruit Slot', engine: 'slot' },
  { name: 'Limbo', engine: 'crash' },
  { name: 'Hi-Lo Dice', engine: 'dice' },
  { name: 'Rocket Rush', engine: 'crash' },
  { name: 'Lucky Sevens', engine: 'slot' },
  { name: 'Range Dice', engine: 'dice' },
];

const ADJECTIVES = [
  'Fortune',
  'Lucky',
  'Golden',
  'Mystic',
  'Wild',
  'Royal',
  'Dragon',
  'Jungle',
  'Treasure',
  'Samba',
  'Carnival',
  'Diamond',
  'Ocean',
  'Pharaoh',
  'Phoenix',
  'Thunder',
  'Sakura',
  'Mega',
  'Rio',
  'Aztec',
  'Viking',
  'Neon',
  'Candy',
  'Safari',
];
const NOUNS = [
  'Tiger',
  'Ox',
  'Rabbit',
  'Mouse',
  'Gems',
  'Riches',
  'Fiesta',
  'Bonanza',
  'Kingdom',
  'Spins',
  'Quest',
  'Reels',
  'Party',
  'Temple',
  'Heist',
  'Wolf',
  'Koi',
  'Crown',
  'Lotus',
  'Nights',
];
const LIVE_TABLES = [
  'Roulette',
  'Baccarat',
  'Dragon Tiger',
  'Sic Bo',
  'Andar Bahar',
  'Teen Patti',
  'Blackjack',
  'Fan Tan',
  'Crazy Dice',
  'Lightning Wheel',
  'Football Studio',
  'Monopoly Wheel',
];
const SPORTS = ['Football Cup', 'Cricket League', 'Virtual Racing', 'Penalty Shootout', 'Basketball Dunk', 'Tennis Rally', 'Horse Derby', 'Esports Arena'];

/** Which provider deals which kind of game, how many, and what they play. */
const PROVIDER_LINES: readonly { provider: GameProvider; prefix: string; category: GameCategory; count: number }[] = [
  { provider: 'PGSoft', prefix: 'pg', category: 'lobby_slots', count: 26 },
  { provider: 'PragmaticPlay', prefix: 'pp', category: 'lobby_slots', count: 26 },
  { provider: 'JILI', prefix: 'jili', category: 'lobby_slots', count: 20 },
  { provider: 'JDB', prefix: 'jdb', category: 'lobby_slots', count: 14 },
  { provider: 'TADA', prefix: 'tada', category: 'lobby_web', count: 14 },
  { provider: 'FC', prefix: 'fc', category: 'lobby_Gold Games', count: 12 },
  { provider: 'EVO', prefix: 'evo', category: 'lobby_live', count: LIVE_TABLES.length },
  { provider: 'SPIRIT', prefix: 'spirit', category: 'lobby_sports', count: SPORTS.length },
  { provider: 'Popular', prefix: 'pop', category: 'lobby_salon', count: 10 },
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A slot pays 96–97.5 %, dice 99 %, crash 97 %: the usual figures of each kind of game. */
function rtpOf(engine: GameEngine, index: number): number {
  if (engine === 'dice') return 99;
  if (engine === 'crash') return 97;
  return 96 + ((index * 37) % 16) / 10;
}

/**
 * The catalogue the first start writes: 176 games over every category of spec 9 and every
 * provider, deterministic so that every fresh database (and every test) has the same ids.
 */
export function catalogueSeed(): CatalogueGame[] {
  const games: CatalogueGame[] = [];
  const used = new Set<string>();
  const add = (game: Omit<CatalogueGame, 'id' | 'sortIndex' | 'rtpWave' | 'isShowName' | 'isPicNeedCut' | 'langKey'> & { id?: number }) => {
    const id = game.id ?? games.filter((existing) => existing.id < 10_000).length + 1;
    games.push({
      ...game,
      id,
      langKey: game.name,
      sortIndex: games.length + 1,
      rtpWave: game.engine === 'slot' ? 1.5 : 0.5,
      isShowName: true,
      isPicNeedCut: false,
    });
  };
  ORIGINALS.forEach(({ name, engine }, index) =>
    add({ thirdGameId: `orig-${slug(name)}`, provider: 'Originals', name, category: 'lobby_Original', engine, rtp: rtpOf(engine, index), popular: index < 3 }),
  );
  PROVIDER_LINES.forEach(({ provider, prefix, category, count }, line) => {
    for (let index = 0, made = 0; made < count; index += 1) {
      let name: string;
      if (category === 'lobby_live') name = LIVE_TABLES[index] ?? `Table ${index}`;
      else if (category === 'lobby_sports') name = SPORTS[index] ?? `Match ${index}`;
      else name = `${ADJECTIVES[(line * 7 + index * 5) % ADJECTIVES.length] ?? 'Lucky'} ${NOUNS[(line * 3 + index) % NOUNS.length] ?? 'Spins'}`;
      const thirdGameId = `${prefix}-${slug(name)}`;
      if (used.has(thirdGameId)) continue;
      used.add(thirdGameId);
      // Tables and matches play as dice or crash; slots, web and gold games mostly spin reels.
      const engine: GameEngine =
        category === 'lobby_live' || category === 'lobby_salon'
          ? made % 2 === 0
            ? 'dice'
            : 'crash'
          : category === 'lobby_sports'
            ? 'crash'
            : made % 5 === 4
              ? 'dice'
              : 'slot';
      add({ thirdGameId, provider, name, category, engine, rtp: rtpOf(engine, games.length), popular: made < 2 });
      made += 1;
    }
  });
  POKER_GAMES.forEach(({ id, name }) =>
    add({ id, thirdGameId: `poker-${id}`, provider: 'Popular', name, category: 'game_poker', engine: 'dice', rtp: 99, popular: false }),
  );
  return games;
}

function catalogueGame(row: Row): CatalogueGame {
  const engine = text(row, 'engine');
  return {
    id: integer(row, 'id'),
    thirdGameId: text(row, 'third_game_id'),
    provider: text(row, 'provider'),
    name: text(row, 'name'),
    langKey: text(row, 'lang_key'),
    category: text(row, 'category'),
    engine: (GAME_ENGINES as readonly string[]).includes(engine) ? (engine as GameEngine) : 'slot',
    rtp: real(row, 'rtp'),
    rtpWave: real(row, 'rtp_wave'),
    popular: integer(row, 'popular') === 1,
    sortIndex: integer(row, 'sort_index'),
    isShowName: integer(row, 'is_show_name') === 1,
    isPicNeedCut: integer(row, 'is_pic_need_cut') === 1,
  };
}

/** Writes the catalogue (first start only). */
export function seedCatalogue(db: DatabaseSync): void {
  const insert = db.prepare(
    'INSERT INTO games (id, third_game_id, provider, name, lang_key, category, engine, rtp, rtp_wave, popular, sort_index, is_show_name, is_pic_need_cut) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const game of catalogueSeed()) {
    insert.run(
      game.id,
      game.thirdGameId,
      game.provider,
      game.name,
      game.langKey,
      game.category,
      game.engine,
      game.rtp,
      game.rtpWave,
      game.popular ? 1 : 0,
      game.sortIndex,
      game.isShowName ? 1 : 0,
      game.isPicNeedCut ? 1 : 0,
    );
  }
}

/** The game catalogue, read-only at run time; the lobby lists it, a launch looks a game up in it. */
export class GameCatalogue {
  private readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  /** Every game, in lobby order. */
  all(): CatalogueGame[] {
    return this.db.prepare('SELECT * FROM games ORDER BY sort_index, id').all().map(catalogueGame);
  }

  byId(id: number): CatalogueGame | undefined {
    const row = this.db.prepare('SELECT * FROM games WHERE id = ?').get(id);
    return row ? catalogueGame(row) : undefined;
  }

  /** The game a launch names: the provider's id and the provider (getGameUrl's game_id and game_type). */
  byThirdGameId(thirdGameId: string, provider?: string): CatalogueGame | undefined {
    const row = this.db.prepare('SELECT * FROM games WHERE third_game_id = ?').get(thirdGameId);
    if (!row) return undefined;
    const game = catalogueGame(row);
    return provider === undefined || provider === game.provider ? game : undefined;
  }
}
