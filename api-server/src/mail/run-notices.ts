import type { StatementSync } from 'node:sqlite';
import { DEFAULT_RUN_NOTICE_GOLD_RANGE, MONEY_TYPE, WINNER_TICKER_MAX, type WinningNotice, type WinningRecord } from '@casino/shared-kernel/api-contract';
import { MONEY_SCALE, maskName } from '@casino/shared-kernel/format';
import { AVATAR_COUNT } from '../accounts/players.ts';
import type { Brand } from '../brands/brands.ts';
import { integer, text } from '../db/database.ts';
import type { DomainContext } from '../server/casino-domain.ts';
import { LEDGER_CAUSE } from '../wallet/ledger.ts';

/** How the client plays the ticker: a win every 3 s, each staying 2 s after it has played. */
export const WINNER_TICKER_CONFIG = { intervalTime: 3_000, afterPlayTime: 2_000 } as const;

/** The entries a ticker holds: the real wins first, generated ones fill it up to this. */
export const WINNER_TICKER_FILL = 30;

/** A real win is big enough for the ticker from the bottom of the run-notice range (in currency units) up. */
export const BIG_WIN_MINIMUM = DEFAULT_RUN_NOTICE_GOLD_RANGE[0] * MONEY_SCALE;

/** How far back real wins count: the ticker shows what is happening, not last month. */
export const REAL_WIN_SECONDS = 7 * 86_400;

/**
 * The ticker reads only the newest ledger rows (a range of the primary key), so its cost stays the
 * same however long the ledger grows; on a busy site these rows span far less than a week anyway.
 */
const LEDGER_ROWS_READ = 200_000;

/** Generated entries stay put for this long, then change, as a live ticker's would. */
const GENERATED_SLOT_SECONDS = 600;

/**
 * Every visitor's lobby asks for the ticker: an answer is reused for this long per brand. Short
 * enough that a win shows within seconds.
 */
const CACHE_MS = 10_000;

/**
 * The promotions domain's blind-box wheel payouts: a `promotion` movement whose reference starts
 * with this (`blind_box_wheel:withdraw:<n>`) is a wheel withdrawal, which the blind-wheel notice shows.
 */
export const BLIND_WHEEL_REFERENCE_PREFIX = 'blind_box_wheel:withdraw:';

/** The games domain's rounds: a bet's and a win's movement reference is `game-round-<round id>`. */
const GAME_ROUND_REFERENCE = /^game-round-(\d+)$/;

/** A blind-wheel notice: who just took their wheel money out, and how much. */
export interface BlindWheelRecord {
  nickname: string;
  uid: number;
  face_id: number;
  /** Minor units of `money_type`. */
  amount: number;
  money_type: number;
  /** Unix seconds. */
  create_time: number;
  [field: string]: unknown;
}

const words = (...lines: string[]) => lines.join(' ').split(' ');
// First names as players of each market pick them; a generated entry never names a real player.
const PLAYER_NAMES: Readonly<Record<string, readonly string[]>> = {
  india: words(
    'Aarav Vivaan Aditya Arjun Reyansh Krishna Ishaan Rohan Rahul Amit Deepak Karan Rajesh Suresh Vikram',
    'Priya Ananya Saanvi Kavya Sneha Pooja Neha Meera Divya Lakshmi Harpreet Manoj Sanjay Abhishek Nikhil',
  ),
  brasil: words(
    'Joao Gabriel Lucas Matheus Pedro Rafael Thiago Bruno Gustavo Felipe Rodrigo Diego Leonardo Marcos Vinicius',
    'Ana Maria Juliana Fernanda Camila Beatriz Larissa Leticia Mariana Carla Patricia Aline Renata Bianca Daniela',
  ),
};

/** A small seeded generator (mulberry32): the same brand and slot draw the same entries. */
function seededRandom(seed: string): () => number {
  let state = 2_166_136_261;
  for (const char of seed) state = Math.imul(state ^ (char.codePointAt(0) ?? 0), 16_777_619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A player's handle as people write them: a name, a name and digits, a name and a year. */
function handle(names: readonly string[], random: () => number): string {
  const name = names[Math.floor(random() * names.length)] ?? 'Player';
  const style = random();
  if (style < 0.45) return name;
  if (style < 0.8) return `${name}${10 + Math.floor(random() * 990)}`;
  return `${name.toLowerCase()}_${1975 + Math.floor(random() * 30)}`;
}

/** An amount of the run-notice range in minor units, small ones more often, as wins are. */
function runNoticeAmount(random: () => number): number {
  const [low, high] = DEFAULT_RUN_NOTICE_GOLD_RANGE;
  return Math.round((low + (high - low) * random() ** 3) * MONEY_SCALE);
}

/**
 * One entry per player, game and amount, the newest: a player repeating one bet (a dice roll at the
 * same stake and target) won the same sum round after round, and those rounds filled half the ticker
 * with one line.
 */
function distinctWins(wins: readonly WinningRecord[]): WinningRecord[] {
  const seen = new Set<string>();
  return wins.filter((win) => {
    const key = `${win.uid}:${win.game_id}:${win.amount}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The winner ticker and the blind-wheel notices (spec 3/9), per brand: the latest real events from
 * the ledger, joined to their players (names masked, spec 9), topped up with generated entries in
 * the run-notice range of the brand's currency so neither is ever empty. Generated entries carry
 * uid 0: no player's id is ever put on a win that player did not have.
 */
export class RunNotices {
  private readonly context: DomainContext;
  private readonly cache = new Map<string, { at: number; notice: WinningNotice }>();
  private gameIds: readonly number[] = [];
  private roundGameStatement: StatementSync | null | undefined;

  constructor(context: DomainContext) {
    this.context = context;
  }

  /** `winning_notice`: at most {@link WINNER_TICKER_MAX} wins, the real ones first. */
  winningNotice(brand: Brand): WinningNotice {
    const now = this.context.now();
    const cached = this.cache.get(brand.brand);
    if (cached && now - cached.at >= 0 && now - cached.at < CACHE_MS) return cached.notice;
    const real = this.realWins(brand, now);
    const notice: WinningNotice = {
      group: [...real, ...this.generatedWins(brand, now, Math.max(0, WINNER_TICKER_FILL - real.length))].slice(0, WINNER_TICKER_MAX),
      config: { ...WINNER_TICKER_CONFIG, amountInterval: [...DEFAULT_RUN_NOTICE_GOLD_RANGE] },
    };
    this.cache.set(brand.brand, { at: now, notice });
    return notice;
  }

  /** `blind_wheel_notice`: the latest wheel withdrawals, topped up like the ticker. */
  blindWheelNotice(brand: Brand): BlindWheelRecord[] {
    const now = this.context.now();
    const rows = this.context.db
      .prepare(
        `SELECT l.amount, l.money_type, l.created_at, p.uid, p.nick_name, p.avatar_id FROM ledger l
           JOIN money_movements m ON m.id = l.movement_id
           JOIN players p ON p.id = l.player_id
         WHERE l.id > (SELECT COALESCE(MAX(id), 0) FROM ledger) - ? AND l.cause = ? AND l.amount > 0 AND l.money_type IN (?, ?)
           AND m.reference GLOB ? AND l.created_at >= ? AND p.brand = ?
         ORDER BY l.id DESC LIMIT ?`,
      )
      .all(
        LEDGER_ROWS_READ,
        LEDGER_CAUSE.PROMOTION,
        MONEY_TYPE.CASH,
        MONEY_TYPE.COIN,
        `${BLIND_WHEEL_REFERENCE_PREFIX}*`,
        Math.floor(now / 1000) - REAL_WIN_SECONDS,
        brand.brand,
        WINNER_TICKER_FILL,
      );
    const real: BlindWheelRecord[] = rows.map((row) => ({
      nickname: maskName(text(row, 'nick_name')),
      uid: integer(row, 'uid'),
      face_id: integer(row, 'avatar_id'),
      amount: integer(row, 'amount'),
      money_type: integer(row, 'money_type'),
      create_time: integer(row, 'created_at'),
    }));
    const random = this.slotRandom(brand, now, 'blind-wheel');
    const names = PLAYER_NAMES[brand.brand] ?? PLAYER_NAMES.india ?? [];
    let at = real.at(-1)?.create_time ?? Math.floor(now / 1000);
    const generated: BlindWheelRecord[] = [];
    for (let index = real.length; index < WINNER_TICKER_FILL; index += 1) {
      at -= 30 + Math.floor(random() * 600);
      generated.push({
        nickname: maskName(handle(names, random)),
        uid: 0,
        face_id: Math.floor(random() * AVATAR_COUNT),
        amount: runNoticeAmount(random),
        money_type: MONEY_TYPE.CASH,
        create_time: at,
      });
    }
    return [...real, ...generated];
  }

  private realWins(brand: Brand, now: number): WinningRecord[] {
    const rows = this.context.db
      .prepare(
        `SELECT l.amount, m.reference, p.uid, p.nick_name, p.avatar_id FROM ledger l
           JOIN money_movements m ON m.id = l.movement_id
           JOIN players p ON p.id = l.player_id
         WHERE l.id > (SELECT COALESCE(MAX(id), 0) FROM ledger) - ? AND l.cause = ? AND l.money_type IN (?, ?) AND l.amount >= ?
           AND l.created_at >= ? AND p.brand = ?
         ORDER BY l.id DESC LIMIT ?`,
      )
      .all(
        LEDGER_ROWS_READ,
        LEDGER_CAUSE.WIN,
        MONEY_TYPE.CASH,
        MONEY_TYPE.COIN,
        BIG_WIN_MINIMUM,
        Math.floor(now / 1000) - REAL_WIN_SECONDS,
        brand.brand,
        WINNER_TICKER_MAX,
      );
    const wins = rows.map((row) => ({
      nickname: maskName(text(row, 'nick_name')),
      amount: integer(row, 'amount'),
      game_id: this.gameOfWin(text(row, 'reference')),
      face_id: integer(row, 'avatar_id'),
      uid: integer(row, 'uid'),
    }));
    return distinctWins(wins);
  }

  /**
   * The game a win was in: the games domain's round it names, or a reference naming the game
   * (`game:<id>`); 0 when neither says, as a ticker entry never shows a game the win was not in.
   */
  private gameOfWin(reference: string): number {
    const round = GAME_ROUND_REFERENCE.exec(reference);
    if (round) {
      const row = this.roundGame()?.get(Number(round[1]));
      return row ? integer(row, 'game_id') : 0;
    }
    const named = /(?:^|[^a-z])game:(\d+)/i.exec(reference);
    const id = named ? Number(named[1]) : 0;
    return id > 0 && this.context.catalogue.byId(id) ? id : 0;
  }

  /** The game of a round, from the games domain's rounds table (when this database has it). */
  private roundGame(): StatementSync | undefined {
    if (this.roundGameStatement === undefined) {
      const exists = this.context.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'game_rounds'").get();
      this.roundGameStatement = exists ? this.context.db.prepare('SELECT game_id FROM game_rounds WHERE id = ?') : null;
    }
    return this.roundGameStatement ?? undefined;
  }

  private generatedWins(brand: Brand, now: number, count: number): WinningRecord[] {
    const random = this.slotRandom(brand, now, 'winning');
    const names = PLAYER_NAMES[brand.brand] ?? PLAYER_NAMES.india ?? [];
    const games = this.playableGameIds();
    return Array.from({ length: count }, () => ({
      nickname: maskName(handle(names, random)),
      amount: runNoticeAmount(random),
      game_id: games[Math.floor(random() * games.length)] ?? 0,
      face_id: Math.floor(random() * AVATAR_COUNT),
      uid: 0,
    }));
  }

  private slotRandom(brand: Brand, now: number, kind: string): () => number {
    return seededRandom(`${kind}:${brand.brand}:${Math.floor(now / 1000 / GENERATED_SLOT_SECONDS)}`);
  }

  /** The games a generated win may be in: the catalogue without poker (a table game, not a jackpot). */
  private playableGameIds(): readonly number[] {
    if (this.gameIds.length === 0)
      this.gameIds = this.context.catalogue
        .all()
        .filter((game) => game.category !== 'game_poker')
        .map((game) => game.id);
    return this.gameIds;
  }
}
