import type { DatabaseSync } from 'node:sqlite';
import { MONEY_TYPE, type FairRound, type LatestBetLog } from '@casino/shared-kernel/api-contract';
import { maskName } from '@casino/shared-kernel/format';
import type { GameEngine } from '../catalogue/game-catalogue.ts';
import { inTransaction, integer, real, text, type Row } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import type { DomainContext } from '../server/casino-domain.ts';
import { INSUFFICIENT_BALANCE, LEDGER_CAUSE, type Balances } from '../wallet/ledger.ts';
import { playCrash } from './crash-engine.ts';
import { diceMultiplier, playDice } from './dice-engine.ts';
import type { GameLaunches, Launch, PlayMoneyType } from './launches.ts';
import type { FairSeeds, RoundFairness } from './fair-seeds.ts';
import { rtpBasisPoints, type Draw } from './payout.ts';
import type { RoundParams, RoundRequest } from './round-request.ts';
import { PAYLINES, playSlot } from './slot-engine.ts';

/** A settled round as the page and the lists show it. Amounts in minor units; times in Unix seconds. */
export interface RoundView {
  id: number;
  game_id: number;
  engine: GameEngine;
  money_type: number;
  stake: number;
  win: number;
  /** win ÷ stake, four decimals. */
  multiplier: number;
  params: Record<string, unknown>;
  result: Record<string, unknown>;
  /** The balance played right after this round's stake and win. */
  balance_after: number;
  create_time: number;
  /** The seeds and nonce the round drew from (provably fair); null for rounds from before the scheme. */
  fair: RoundFairness | null;
}

/** What `POST …/round` answers. `replayed`: the nonce had already played, nothing moved this time. */
export interface RoundAnswer {
  round: RoundView;
  /** The balance played now. */
  balance: number;
  replayed: boolean;
}

/** How many rounds `latestBetLogs` lists, and recents. */
export const LATEST_BETS_LIMIT = 20;
export const RECENTS_LIMIT = 20;
/** How many rounds the game record can verify. */
export const FAIR_ROUNDS_LIMIT = 100;

export function balanceOf(balances: Balances, moneyType: PlayMoneyType): number {
  return moneyType === MONEY_TYPE.COIN ? balances.bonus : moneyType === MONEY_TYPE.GOLD ? balances.gold : balances.cash;
}

/**
 * Gold is the site's play money: its stakes neither count as turnover for the bet tasks (which
 * unlock cash for withdrawal) nor as VIP betting. Cash and bonus stakes count.
 */
export const countsAsTurnover = (moneyType: PlayMoneyType) => moneyType !== MONEY_TYPE.GOLD;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The draw of one round by the game's engine: what the page shows and the win in minor units. */
function drawRound(rtpBp: number, stake: number, params: RoundParams, draw: Draw): { result: Record<string, unknown>; win: number } {
  if (params.engine === 'dice') {
    const bet = { target: params.target, direction: params.direction };
    const { outcome, win } = playDice(rtpBp, stake, bet, draw);
    const multiplier = diceMultiplier(rtpBp, bet);
    return {
      result: {
        roll: outcome.roll / 100,
        target: outcome.target,
        direction: outcome.direction,
        chance: outcome.chance,
        payout_multiplier: round4(multiplier.numerator / multiplier.denominator),
        won: outcome.won,
      },
      win,
    };
  }
  if (params.engine === 'crash') {
    const { outcome, win } = playCrash(rtpBp, stake, params.cashout, draw);
    return { result: { crash_point: outcome.crashPoint / 100, cashout: outcome.cashout / 100, won: outcome.won }, win };
  }
  const { outcome, win } = playSlot(rtpBp, stake, draw);
  return {
    result: {
      stops: outcome.stops,
      grid: outcome.grid,
      // Pays in multiples of the line bet (the stake ÷ 5).
      lines: outcome.lines.map((line) => ({ line: line.line, rows: PAYLINES[line.line], pay: line.pay / 10 })),
      line_pay: outcome.payTenths / 10,
    },
    win,
  };
}

/** The params as stored: what the player chose, in the page's units. */
function paramsJson(params: RoundParams): Record<string, unknown> {
  if (params.engine === 'dice') return { target: params.target, direction: params.direction };
  if (params.engine === 'crash') return { cashout: params.cashout / 100 };
  return {};
}

function roundView(row: Row, fair: RoundFairness | null): RoundView {
  const stake = integer(row, 'stake');
  const win = integer(row, 'win');
  return {
    id: integer(row, 'id'),
    game_id: integer(row, 'game_id'),
    engine: text(row, 'engine') as GameEngine,
    money_type: integer(row, 'money_type'),
    stake,
    win,
    multiplier: round4(win / stake),
    params: JSON.parse(text(row, 'params')) as Record<string, unknown>,
    result: JSON.parse(text(row, 'result')) as Record<string, unknown>,
    balance_after: integer(row, 'balance_after'),
    create_time: integer(row, 'created_at'),
    fair,
  };
}

/**
 * Rounds of the demo games: each settled whole in one transaction (stake, draw, ledger, round
 * row, turnover, VIP betting, recents), and the lists built on them.
 */
export class GameRounds {
  private readonly db: DatabaseSync;
  private readonly context: DomainContext;
  private readonly launches: GameLaunches;
  private readonly seeds: FairSeeds;

  constructor(context: DomainContext, launches: GameLaunches, seeds: FairSeeds) {
    this.db = context.db;
    this.context = context;
    this.launches = launches;
    this.seeds = seeds;
  }

  private withFairness(rows: Row[]): RoundView[] {
    const fairness = this.seeds.fairnessOf(rows.map((row) => integer(row, 'id')));
    return rows.map((row) => roundView(row, fairness.get(integer(row, 'id')) ?? null));
  }

  /**
   * Plays one round of the launch's game. The same nonce again answers the first round and
   * moves nothing (a retry, a double click); a nonce already used for another bet is refused.
   * Synchronous on purpose: no other request runs between the balance check and the ledger.
   */
  play(launch: Launch, request: RoundRequest): RoundAnswer {
    const { context } = this;
    const { playerId, game, moneyType } = launch;
    return inTransaction(this.db, () => {
      const params = JSON.stringify(paramsJson(request.params));
      const existing = this.db.prepare('SELECT * FROM game_rounds WHERE player_id = ? AND nonce = ?').get(playerId, request.nonce);
      if (existing) {
        const same =
          integer(existing, 'game_id') === game.id &&
          integer(existing, 'money_type') === moneyType &&
          integer(existing, 'stake') === request.stake &&
          text(existing, 'params') === params;
        if (!same) throw refuse('This round nonce was already used for a different bet: send a new nonce for each round');
        this.launches.touch(launch);
        return {
          round: this.withFairness([existing])[0] ?? roundView(existing, null),
          balance: balanceOf(context.ledger.balances(playerId), moneyType),
          replayed: true,
        };
      }

      const brand = context.brands.get(launch.brand);
      // Responsible gaming: a break, the session time limit, the wager and loss limits, checked in the round's transaction.
      if (brand) context.gamingLimits.checkBet(brand, playerId, moneyType, request.stake, brand.language, launch.sessionTokenHash);
      const before = balanceOf(context.ledger.balances(playerId), moneyType);
      if (request.stake > before) throw refuse(INSUFFICIENT_BALANCE);
      // The outcome comes only from the player's seeds and the next nonce (provably fair).
      const seed = this.seeds.take(playerId, game.engine);
      const { result, win } = drawRound(rtpBasisPoints(game.rtp), request.stake, request.params, seed.draw);
      const balanceAfter = before - request.stake + win;
      const at = Math.floor(context.now() / 1000);
      const inserted = this.db
        .prepare(
          `INSERT INTO game_rounds (player_id, brand, game_id, engine, money_type, nonce, stake, win, rtp, params, result, all_in, balance_after, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          playerId,
          launch.brand,
          game.id,
          game.engine,
          moneyType,
          request.nonce,
          request.stake,
          win,
          game.rtp,
          params,
          JSON.stringify(result),
          request.stake === before ? 1 : 0,
          balanceAfter,
          at,
        );
      const roundId = Number(inserted.lastInsertRowid);
      this.seeds.record(roundId, seed);
      const reference = `game-round-${roundId}`;
      context.ledger.move({ playerId, requestKey: `${reference}-bet`, cause: LEDGER_CAUSE.BET, reference, entries: [{ moneyType, amount: -request.stake }] });
      if (win > 0) context.ledger.move({ playerId, requestKey: `${reference}-win`, cause: LEDGER_CAUSE.WIN, reference, entries: [{ moneyType, amount: win }] });
      if (countsAsTurnover(moneyType)) {
        context.betTasks.recordTurnover(playerId, request.stake);
        this.db.prepare('UPDATE players SET bet_total = bet_total + ? WHERE id = ?').run(request.stake, playerId);
      }
      this.db
        .prepare(
          'INSERT INTO recent_games (player_id, game_id, last_round_id) VALUES (?, ?, ?) ON CONFLICT (player_id, game_id) DO UPDATE SET last_round_id = excluded.last_round_id',
        )
        .run(playerId, game.id, roundId);
      this.launches.touch(launch);
      const row = this.db.prepare('SELECT * FROM game_rounds WHERE id = ?').get(roundId);
      if (!row) throw new Error(`Round ${roundId} was not stored`);
      return { round: this.withFairness([row])[0] ?? roundView(row, null), balance: balanceOf(context.ledger.balances(playerId), moneyType), replayed: false };
    });
  }

  /** The player's last rounds of one game, newest first. */
  playerRounds(playerId: number, gameId: number, limit: number): RoundView[] {
    const rows = this.db.prepare('SELECT * FROM game_rounds WHERE player_id = ? AND game_id = ? ORDER BY id DESC LIMIT ?').all(playerId, gameId, limit);
    return this.withFairness(rows);
  }

  /**
   * GET /api/latestBet/logs: the latest rounds of a game on this brand, every player's, names
   * masked (spec 9). Gold rounds stay out: the ticker shows money, and gold is play money.
   */
  latestBets(brand: string, gameId: number): LatestBetLog[] {
    return this.db
      .prepare(
        `SELECT r.stake, r.win, r.created_at, r.game_id, p.uid, p.nick_name, p.avatar_id
           FROM game_rounds r JOIN players p ON p.id = r.player_id
          WHERE r.brand = ? AND r.game_id = ? AND r.money_type <> ?
          ORDER BY r.id DESC LIMIT ?`,
      )
      .all(brand, gameId, MONEY_TYPE.GOLD, LATEST_BETS_LIMIT)
      .map((row) => ({
        uid: integer(row, 'uid'),
        nickname: maskName(text(row, 'nick_name')),
        face_id: integer(row, 'avatar_id'),
        game_id: integer(row, 'game_id'),
        bet_amount: integer(row, 'stake'),
        win_amount: integer(row, 'win'),
        create_time: integer(row, 'created_at'),
      }));
  }

  /**
   * GET /api/game/fairRounds: the player's last rounds of the originals with how each was drawn,
   * newest first, for the game record's verification (the server seed only once rotated out).
   */
  fairRounds(playerId: number, gameName: (gameId: number) => string): FairRound[] {
    const rows = this.db
      .prepare('SELECT r.* FROM game_rounds r JOIN fair_rounds f ON f.round_id = r.id WHERE r.player_id = ? ORDER BY r.id DESC LIMIT ?')
      .all(playerId, FAIR_ROUNDS_LIMIT);
    return this.withFairness(rows).flatMap((round) => {
      const row = rows.find((candidate) => integer(candidate, 'id') === round.id);
      if (!round.fair || !row) return [];
      const { game: _family, ...fair } = round.fair;
      return [
        {
          id: round.id,
          game_id: round.game_id,
          game_name: gameName(round.game_id),
          engine: round.engine,
          rtp: real(row, 'rtp'),
          money_type: round.money_type,
          stake: round.stake,
          win: round.win,
          params: round.params,
          result: round.result,
          create_time: round.create_time,
          fair,
        },
      ];
    });
  }

  /** The ids of the games the player played last, most recent first. */
  recentGameIds(playerId: number): number[] {
    return this.db
      .prepare('SELECT game_id FROM recent_games WHERE player_id = ? ORDER BY last_round_id DESC LIMIT ?')
      .all(playerId, RECENTS_LIMIT)
      .map((row) => integer(row, 'game_id'));
  }
}
