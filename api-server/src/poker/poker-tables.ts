import { randomInt } from 'node:crypto';
import type { PokerTableView } from '@casino/shared-kernel/api-contract';
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction, integer, text } from '../db/database.ts';
import type { Draw } from '../games/payout.ts';
import type { PlayMoneyType } from '../games/launches.ts';
import { refuse } from '../server/api-refusal.ts';
import { LEDGER_CAUSE, type Ledger } from '../wallet/ledger.ts';
import { botAction } from './bots.ts';
import {
  act,
  legalActions,
  PokerRuleError,
  startHand,
  timeoutAction,
  type HandState,
  type PokerAction,
  type PokerVariant,
} from './engine.ts';
import { netOf, pokerStatsOf, recordForViewer, recordHand, type HandRecord, type PokerStatCounts } from './hand-record.ts';

/** The deck's shuffle draws from the operating system's cryptographic source (not yet the provably fair stream of the originals). */
const cryptoDraw: Draw = (n) => randomInt(n);

/**
 * A poker game's table, in minor units of the money played. No rake: the demo tables take
 * nothing from a pot, so a player's net is exactly what they won from the bots.
 */
export interface TableRules {
  variant: PokerVariant;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  /** Buy-in range; AOF plays one fixed stack, so min = max. */
  minBuyIn: number;
  maxBuyIn: number;
  /** What a bot sits with, and tops back up to between hands. */
  botStack: number;
}

export const POKER_TABLES: Readonly<Record<number, TableRules>> = {
  10001: { variant: 'nlh', smallBlind: 50, bigBlind: 100, ante: 0, minBuyIn: 4_000, maxBuyIn: 10_000, botStack: 10_000 },
  10002: { variant: 'six-plus', smallBlind: 50, bigBlind: 100, ante: 50, minBuyIn: 4_000, maxBuyIn: 10_000, botStack: 10_000 },
  10003: { variant: 'aof', smallBlind: 50, bigBlind: 100, ante: 0, minBuyIn: 2_000, maxBuyIn: 2_000, botStack: 2_000 },
};

/** The time bank: a player who has not acted this long after their turn came times out. */
export const ACTION_SECONDS = 30;
/** A seated player gone this long (a closed tab) is stood up and cashed out. */
export const ABANDONED_SECONDS = 10 * 60;
export const HANDS_LIMIT = 20;

const PLAYER = 'player';

interface TableState {
  seats: number;
  bots: { id: string; seat: number; stack: number }[];
  /** Seat of the dealer button. */
  button: number;
  hand: HandState | null;
  startStacks: number[];
  /** Unix seconds by which the player must act. */
  deadline: number | null;
  lastHand: HandRecord | null;
  /** AOF: the player's chips above the fixed stack, kept off the table during a hand. */
  aside: number;
}

interface Session {
  id: number;
  playerId: number;
  gameId: number;
  moneyType: PlayMoneyType;
  buyIn: number;
  stack: number;
  table: TableState;
}

/** What the player sees of their table: the kernel contract's shape, which the game frame reads. */
export type TableView = PokerTableView;

/** The seat's owner as a buy-in names them. */
export interface PokerPlayer {
  playerId: number;
  brand: string;
  gameId: number;
  moneyType: PlayMoneyType;
  /** The sign-in the table was opened in: its session time limit closes the table's door too. */
  sessionTokenHash: string;
}

/**
 * Responsible gaming at the door: throws (an ApiRefusal) when the player may not put `buyIn` at
 * stake now (a break, the session time limit, a wager or loss limit). Called inside the buy-in's transaction, as a bet's check is.
 */
export type BuyInCheck = (player: PokerPlayer, buyIn: number) => void;

export class PokerTables {
  private readonly db: DatabaseSync;
  private readonly ledger: Ledger;
  private readonly now: () => number;
  private readonly checkBuyIn: BuyInCheck;
  private readonly draw: Draw;

  constructor(db: DatabaseSync, ledger: Ledger, now: () => number, checkBuyIn: BuyInCheck, draw: Draw = cryptoDraw) {
    this.db = db;
    this.ledger = ledger;
    this.now = now;
    this.checkBuyIn = checkBuyIn;
    this.draw = draw;
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  /** Takes the buy-in from the wallet and seats the player with bots; the first hand is dealt. */
  sit(player: PokerPlayer, buyIn: number, seats: number): TableView {
    const rules = rulesOf(player.gameId);
    if (!Number.isSafeInteger(buyIn) || buyIn < rules.minBuyIn || buyIn > rules.maxBuyIn) {
      throw refuse(`The buy-in is ${rules.minBuyIn} to ${rules.maxBuyIn}`);
    }
    if (!Number.isInteger(seats) || seats < 2 || seats > 6) throw refuse('A table seats 2 to 6 players');
    return inTransaction(this.db, () => {
      this.closeAbandoned(player.playerId);
      if (this.openRow(player.playerId)) throw refuse('You are already seated at a poker table');
      this.checkBuyIn(player, buyIn);
      const now = this.seconds();
      const table: TableState = {
        seats,
        bots: Array.from({ length: seats - 1 }, (_, index) => ({ id: `bot${index + 1}`, seat: index + 1, stack: rules.botStack })),
        button: this.draw(seats),
        hand: null,
        startStacks: [],
        deadline: null,
        lastHand: null,
        aside: 0,
      };
      const inserted = this.db
        .prepare(
          'INSERT INTO poker_sessions (player_id, brand, game_id, money_type, buy_in, stack, table_state, opened_at, last_action_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(player.playerId, player.brand, player.gameId, player.moneyType, buyIn, buyIn, JSON.stringify(table), now, now);
      const id = Number(inserted.lastInsertRowid);
      this.ledger.move({
        playerId: player.playerId,
        requestKey: `poker:${id}:buy-in`,
        cause: LEDGER_CAUSE.POKER_BUY_IN,
        reference: `poker-${id}`,
        entries: [{ moneyType: player.moneyType, amount: -buyIn }],
      });
      const session: Session = { id, playerId: player.playerId, gameId: player.gameId, moneyType: player.moneyType, buyIn, stack: buyIn, table };
      this.dealNext(session);
      this.save(session);
      return this.view(session);
    });
  }

  /** The player's table as it stands (a turn past its time bank is played as a timeout first). */
  state(playerId: number): TableView | null {
    return inTransaction(this.db, () => {
      this.closeAbandoned(playerId);
      const session = this.open(playerId);
      if (!session) return null;
      this.applyTimeout(session);
      this.save(session);
      return this.view(session);
    });
  }

  /** The player's action; `actionCount` is the hand's version the player saw. */
  act(playerId: number, action: PokerAction, actionCount: number): TableView {
    return inTransaction(this.db, () => {
      const session = this.open(playerId);
      if (!session) throw refuse('You are not seated at a poker table');
      this.applyTimeout(session);
      const hand = session.table.hand;
      if (!hand || hand.toAct === null || (hand.players[hand.toAct] as { id: string }).id !== PLAYER) throw refuse('It is not your turn');
      if (hand.actions.length !== actionCount) throw refuse('The table has moved on: look again before acting');
      try {
        act(hand, action);
      } catch (error) {
        if (error instanceof PokerRuleError) throw refuse(error.message);
        throw error;
      }
      this.playBots(session);
      this.touch(session);
      this.save(session);
      return this.view(session);
    });
  }

  /**
   * Deals the next hand once the last one is over. A new hand is play: a break or the session time
   * limit reached since the buy-in ends the table's hands (the check of a stake of nothing: the
   * chips on the table are no new stake); the player can still leave with the stack.
   */
  deal(player: PokerPlayer): TableView {
    return inTransaction(this.db, () => {
      const session = this.open(player.playerId);
      if (!session) throw refuse('You are not seated at a poker table');
      if (session.table.hand?.outcome === null) throw refuse('The hand is still being played');
      if (session.stack === 0) throw refuse('You have no chips left: leave the table and buy in again');
      this.checkBuyIn(player, 0);
      this.dealNext(session);
      this.touch(session);
      this.save(session);
      return this.view(session);
    });
  }

  /** Stands the player up: a hand in play is finished as if they let the clock run out; the stack goes back to the wallet. */
  leave(playerId: number): TableView {
    return inTransaction(this.db, () => {
      const session = this.open(playerId);
      if (!session) throw refuse('You are not seated at a poker table');
      return this.close(session);
    });
  }

  /** Every session left open (a crash, a closed tab) is finished and cashed out: run at start-up. */
  closeAllAbandoned(): number {
    const rows = this.db
      .prepare('SELECT player_id FROM poker_sessions WHERE closed_at IS NULL AND last_action_at <= ?')
      .all(this.seconds() - ABANDONED_SECONDS);
    for (const row of rows) inTransaction(this.db, () => this.closeAbandoned(integer(row, 'player_id')));
    return rows.length;
  }

  /** The player's last hands of a game, newest first, as they may see them. */
  hands(playerId: number, gameId: number, limit = HANDS_LIMIT): { id: number; session_id: number; net: number; created_at: number; hand: HandRecord }[] {
    return this.db
      .prepare('SELECT id, session_id, net, record, created_at FROM poker_hands WHERE player_id = ? AND game_id = ? ORDER BY id DESC LIMIT ?')
      .all(playerId, gameId, limit)
      .map((row) => ({
        id: integer(row, 'id'),
        session_id: integer(row, 'session_id'),
        net: integer(row, 'net'),
        created_at: integer(row, 'created_at'),
        hand: recordForViewer(JSON.parse(text(row, 'record')) as HandRecord, PLAYER),
      }));
  }

  /** Spec 3's stats of one poker game from every hand the player played of it. */
  stats(playerId: number, gameId: number): PokerStatCounts {
    const records = this.db
      .prepare('SELECT record FROM poker_hands WHERE player_id = ? AND game_id = ?')
      .all(playerId, gameId)
      .map((row) => JSON.parse(text(row, 'record')) as HandRecord);
    return pokerStatsOf(records, PLAYER);
  }

  private closeAbandoned(playerId: number): void {
    const session = this.open(playerId);
    if (session && this.lastActionAt(session.id) <= this.seconds() - ABANDONED_SECONDS) this.close(session);
  }

  private close(session: Session): TableView {
    const hand = session.table.hand;
    if (hand && hand.outcome === null) {
      while (hand.toAct !== null) act(hand, this.isPlayerTurn(hand) ? timeoutAction(hand) : botAction(hand, this.draw));
      this.finishHand(session);
    }
    const now = this.seconds();
    if (session.stack > 0) {
      this.ledger.move({
        playerId: session.playerId,
        requestKey: `poker:${session.id}:cash-out`,
        cause: LEDGER_CAUSE.POKER_CASH_OUT,
        reference: `poker-${session.id}`,
        entries: [{ moneyType: session.moneyType, amount: session.stack }],
      });
    }
    session.table.deadline = null;
    this.db
      .prepare('UPDATE poker_sessions SET stack = 0, table_state = ?, closed_at = ?, cash_out = ? WHERE id = ?')
      .run(JSON.stringify(session.table), now, session.stack, session.id);
    const view = this.view(session);
    return { ...view, closed: true, cash_out: session.stack, to_act: null, legal: null };
  }

  private isPlayerTurn(hand: HandState): boolean {
    return hand.toAct !== null && (hand.players[hand.toAct] as { id: string }).id === PLAYER;
  }

  private applyTimeout(session: Session): void {
    const hand = session.table.hand;
    const deadline = session.table.deadline;
    if (!hand || !this.isPlayerTurn(hand) || deadline === null || this.seconds() < deadline) return;
    act(hand, timeoutAction(hand));
    this.playBots(session);
  }

  /** Bots act until it is the player's turn or the hand is over. */
  private playBots(session: Session): void {
    const hand = session.table.hand as HandState;
    while (hand.toAct !== null && !this.isPlayerTurn(hand)) act(hand, botAction(hand, this.draw));
    if (hand.toAct === null) this.finishHand(session);
    else session.table.deadline = this.seconds() + ACTION_SECONDS;
  }

  private finishHand(session: Session): void {
    const hand = session.table.hand as HandState;
    const record = recordHand(hand, session.table.startStacks);
    const playerSeat = hand.players.find((p) => p.id === PLAYER) as { seat: number; stack: number };
    session.stack = playerSeat.stack + session.table.aside;
    session.table.aside = 0;
    for (const bot of session.table.bots) bot.stack = (hand.players.find((p) => p.id === bot.id) as { stack: number }).stack;
    session.table.lastHand = record;
    session.table.deadline = null;
    this.db
      .prepare('INSERT INTO poker_hands (session_id, player_id, game_id, net, record, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(session.id, session.playerId, session.gameId, netOf(record, playerSeat.seat), JSON.stringify(record), this.seconds());
  }

  private dealNext(session: Session): void {
    const rules = rulesOf(session.gameId);
    const table = session.table;
    // The bots are the house's: each tops up to its stack between hands, so a table never runs dry.
    for (const bot of table.bots) bot.stack = rules.variant === 'aof' ? rules.botStack : Math.max(bot.stack, rules.botStack);
    if (table.hand) table.button = (table.button + 1) % table.seats;
    // All-in or fold plays every hand with the same fixed stack: whatever the player won above it waits aside.
    const inPlay = rules.variant === 'aof' ? Math.min(session.stack, rules.maxBuyIn) : session.stack;
    table.aside = session.stack - inPlay;
    const players = [{ id: PLAYER, seat: 0, stack: inPlay }, ...table.bots];
    table.startStacks = players.map((p) => p.stack);
    table.hand = startHand(
      { variant: rules.variant, smallBlind: rules.smallBlind, bigBlind: rules.bigBlind, ante: rules.ante, button: table.button, players },
      this.draw,
    );
    this.playBots(session);
  }

  private touch(session: Session): void {
    this.db.prepare('UPDATE poker_sessions SET last_action_at = ? WHERE id = ?').run(this.seconds(), session.id);
  }

  private lastActionAt(id: number): number {
    const row = this.db.prepare('SELECT last_action_at FROM poker_sessions WHERE id = ?').get(id);
    return row ? integer(row, 'last_action_at') : 0;
  }

  private save(session: Session): void {
    this.db.prepare('UPDATE poker_sessions SET stack = ?, table_state = ? WHERE id = ?').run(session.stack, JSON.stringify(session.table), session.id);
  }

  private openRow(playerId: number) {
    return this.db.prepare('SELECT * FROM poker_sessions WHERE player_id = ? AND closed_at IS NULL').get(playerId);
  }

  private open(playerId: number): Session | null {
    const row = this.openRow(playerId);
    if (!row) return null;
    return {
      id: integer(row, 'id'),
      playerId,
      gameId: integer(row, 'game_id'),
      moneyType: integer(row, 'money_type') as PlayMoneyType,
      buyIn: integer(row, 'buy_in'),
      stack: integer(row, 'stack'),
      table: JSON.parse(text(row, 'table_state')) as TableState,
    };
  }

  private view(session: Session): TableView {
    const table = session.table;
    const rules = rulesOf(session.gameId);
    const hand = table.hand;
    const shown = new Set(hand?.outcome?.shown.map((s) => s.seat) ?? []);
    const seats = hand
      ? hand.players.map((p) => ({
          seat: p.seat,
          name: p.id,
          stack: p.stack,
          bet: p.streetBet,
          folded: p.folded,
          all_in: p.allIn,
          hole: p.id === PLAYER || shown.has(p.seat) ? [...p.hole] : [],
          you: p.id === PLAYER,
          button: p.seat === table.button,
        }))
      : [];
    const playerTurn = hand !== null && this.isPlayerTurn(hand);
    return {
      session_id: session.id,
      game_id: session.gameId,
      variant: rules.variant,
      small_blind: rules.smallBlind,
      big_blind: rules.bigBlind,
      ante: rules.ante,
      buy_in: session.buyIn,
      seats,
      board: hand ? [...hand.board] : [],
      pot: hand && hand.outcome === null ? hand.players.reduce((sum, p) => sum + p.committed, 0) : 0,
      street: hand && hand.outcome === null ? hand.street : null,
      action_count: hand ? hand.actions.length : 0,
      to_act: hand && hand.toAct !== null ? (hand.players[hand.toAct] as { seat: number }).seat : null,
      legal: playerTurn && hand ? legalActions(hand) : null,
      deadline: playerTurn ? table.deadline : null,
      last_hand: table.lastHand ? recordForViewer(table.lastHand, PLAYER) : null,
      closed: false,
      cash_out: null,
      now: this.seconds(),
    };
  }
}

export function rulesOf(gameId: number): TableRules {
  const rules = POKER_TABLES[gameId];
  if (!rules) throw refuse(`There is no poker table ${gameId}`);
  return rules;
}
