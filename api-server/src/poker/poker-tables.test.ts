import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { MONEY_TYPE } from '@casino/shared-kernel/api-contract';
import { Players } from '../accounts/players.ts';
import { loadBrands, type Brand } from '../brands/brands.ts';
import { GamingLimits } from '../responsible-gaming/gaming-limits.ts';
import { openDatabase } from '../db/database.ts';
import { seedDatabase } from '../db/seed.ts';
import { ApiRefusal } from '../server/api-refusal.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { LEDGER_CAUSE, Ledger, auditLedger } from '../wallet/ledger.ts';
import { seededDraw } from './cards.ts';
import { ABANDONED_SECONDS, ACTION_SECONDS, PokerTables, type BuyInCheck, type TableView } from './poker-tables.ts';
import type { PokerAction } from './engine.ts';

const dirs = tempDirs();
afterAll(() => dirs.cleanup());

let db: DatabaseSync;
let ledger: Ledger;
let tables: PokerTables;
let limits: GamingLimits;
let clock: number;
let playerId: number;

const NLH = 10001;
const START = 1_000_00;

beforeEach(() => {
  db = openDatabase(dirs.make('poker')).db;
  clock = Date.UTC(2026, 10, 1);
  ledger = new Ledger(db, () => clock);
  const accounts = new Players(db, ledger, () => clock);
  seedDatabase({ db, ledger, players: accounts, domains: [] });
  playerId = accounts.create({ brand: 'india', name: 'poker', nickName: 'Poker', channelId: 1, ip: '', deviceId: '', finger: '' }).id;
  ledger.move({ playerId, requestKey: 'grant', cause: LEDGER_CAUSE.SEED_GRANT, entries: [{ moneyType: MONEY_TYPE.CASH, amount: START }] });
  limits = new GamingLimits(db, () => clock);
  tables = new PokerTables(db, ledger, () => clock, checkBuyIn, seededDraw(11));
});

/** The service's check (games-domain): the brand's responsible gaming, as a bet's. */
const checkBuyIn: BuyInCheck = ({ brand, playerId: id, moneyType, sessionTokenHash }, buyIn) => {
  const known = loadBrands(db).get(brand) as Brand;
  limits.checkBet(known, id, moneyType, buyIn, known.language, sessionTokenHash);
};

const seat = (gameId = NLH) => ({ playerId, brand: 'india', gameId, moneyType: MONEY_TYPE.CASH as 2, sessionTokenHash: 'a-sign-in' });
const cash = () => ledger.balances(playerId).cash;

/** A calling station that sometimes raises: reaches showdowns, side pots and folds. */
function choose(view: TableView, turn: number): PokerAction {
  const legal = view.legal;
  if (!legal) throw new Error('Not our turn');
  if (legal.raise && turn % 5 === 0) return { type: 'raise', to: legal.raise.min };
  if (legal.check) return { type: 'check' };
  if (turn % 7 === 0) return { type: 'fold' };
  return legal.call > 0 ? { type: 'call' } : { type: 'all-in' };
}

describe('a poker table', () => {
  it('takes the buy-in, plays hands, and cashes out buy-in plus the net of the hands', () => {
    let view = tables.sit(seat(), 10_000, 6);
    expect(cash()).toBe(START - 10_000);
    expect(view.seats).toHaveLength(6);
    let hands = 0;
    let turn = 0;
    while (hands < 40 && view.seats.find((s) => s.you)?.stack !== 0) {
      if (view.street === null) {
        hands += 1;
        if (view.seats.find((s) => s.you)?.stack === 0) break;
        view = tables.deal(seat());
        continue;
      }
      // Before a showdown the player never sees a bot's cards.
      expect(view.seats.filter((s) => !s.you).every((s) => s.hole.length === 0)).toBe(true);
      view = tables.act(playerId, choose(view, (turn += 1)), view.action_count);
    }
    const left = tables.leave(playerId);
    const recorded = tables.hands(playerId, NLH, 100);
    const net = recorded.reduce((sum, h) => sum + h.net, 0);
    expect(left.closed).toBe(true);
    expect(left.cash_out).toBe(10_000 + net);
    expect(cash()).toBe(START + net);
    expect(auditLedger(db)).toEqual([]);
    expect(tables.stats(playerId, NLH).t_played).toBe(recorded.length);
    expect(recorded.length).toBeGreaterThanOrEqual(hands);
    expect(recorded.some((h) => h.hand.shown.length > 1)).toBe(true);
    expect(tables.state(playerId)).toBeNull();
  });

  it('refuses a buy-in out of range, a second seat, and money the player does not have, moving nothing', () => {
    expect(() => tables.sit(seat(), 100, 6)).toThrow(ApiRefusal);
    tables.sit(seat(), 4_000, 2);
    expect(() => tables.sit(seat(), 4_000, 2)).toThrow('already seated');
    tables.leave(playerId);
    ledger.move({ playerId, requestKey: 'spend', cause: LEDGER_CAUSE.BET, entries: [{ moneyType: MONEY_TYPE.CASH, amount: -(cash() - 1_000) }] });
    expect(() => tables.sit(seat(), 4_000, 2)).toThrow('Insufficient balance');
    expect(cash()).toBe(1_000);
    expect(tables.state(playerId)).toBeNull();
  });

  it('acts once on a double click, refuses an illegal action, and folds a player whose time runs out', () => {
    let view = tables.sit(seat(), 10_000, 6);
    while (view.legal === null) view = tables.deal(seat());
    const count = view.action_count;
    expect(() => tables.act(playerId, { type: 'raise', to: 10_000_000 }, count)).toThrow(ApiRefusal);
    const after = tables.act(playerId, view.legal.check ? { type: 'check' } : { type: 'call' }, count);
    expect(() => tables.act(playerId, { type: 'call' }, count)).toThrow(ApiRefusal);
    view = after;
    while (view.legal === null) view = tables.deal(seat());
    clock += (ACTION_SECONDS + 1) * 1000;
    const timedOut = tables.state(playerId) as TableView;
    const mine = timedOut.action_count > view.action_count;
    expect(mine).toBe(true);
  });

  it('all-in or fold deals every hand with the fixed stack, keeping winnings above it aside', () => {
    let view = tables.sit(seat(10003), 2_000, 2);
    let wonAbove = false;
    for (let step = 0; step < 400 && !wonAbove; step += 1) {
      const you = view.seats.find((s) => s.you);
      if (view.street === null) {
        if (you?.stack === 0) {
          tables.leave(playerId);
          view = tables.sit(seat(10003), 2_000, 2);
          continue;
        }
        const total = you?.stack ?? 0;
        view = tables.deal(seat(10003));
        const inPlay = view.seats.find((s) => s.you);
        if (total > 2_000 && inPlay) {
          // Chips in play this hand: what is behind plus the blind already in the pot.
          expect(inPlay.stack + inPlay.bet).toBeLessThanOrEqual(2_000);
          wonAbove = true;
        }
        continue;
      }
      expect(view.legal).toMatchObject({ call: 0, raise: null, allIn: expect.any(Number) });
      view = tables.act(playerId, { type: 'all-in' }, view.action_count);
    }
    expect(wonAbove).toBe(true);
    tables.leave(playerId);
    const net = tables.hands(playerId, 10003, 1_000).reduce((sum, h) => sum + h.net, 0);
    expect(cash()).toBe(START + net);
    expect(auditLedger(db)).toEqual([]);
  });

  it('a closed tab or a crash: an abandoned seat is finished and cashed out', () => {
    const view = tables.sit(seat(10003), 2_000, 2);
    expect(view.variant).toBe('aof');
    clock += (ABANDONED_SECONDS + 1) * 1000;
    const restarted = new PokerTables(db, ledger, () => clock, checkBuyIn, seededDraw(12));
    expect(restarted.closeAllAbandoned()).toBe(1);
    const net = restarted.hands(playerId, 10003).reduce((sum, h) => sum + h.net, 0);
    expect(cash()).toBe(START + net);
    expect(auditLedger(db)).toEqual([]);
  });

  it('keeps a player on a break or at a wager or loss limit from buying in, moving nothing', () => {
    limits.set('india', playerId, 'wager', 'day', 15_000);
    tables.sit(seat(), 10_000, 6);
    const back = tables.leave(playerId).cash_out ?? 0;
    // The first buy-in was wagered: a second one would pass the day's 15,000.
    expect(() => tables.sit(seat(), 10_000, 6)).toThrow(ApiRefusal);
    expect(cash()).toBe(START - 10_000 + back);
    expect(tables.state(playerId)).toBeNull();
    tables.sit(seat(), 4_000, 6);
    tables.leave(playerId);

    clock += 25 * 3600 * 1000;
    // A loss limit: the whole buy-in could be lost, so it must fit what is left of the limit.
    limits.set('india', playerId, 'loss', 'week', 5_000);
    const before = cash();
    expect(() => tables.sit(seat(), 10_000, 6)).toThrow(/limit/i);
    expect(cash()).toBe(before);

    limits.breaks.take('india', playerId, 'time_out', '24h');
    expect(() => tables.sit(seat(10003), 2_000, 2)).toThrow(ApiRefusal);
    expect(cash()).toBe(before);
    expect(tables.state(playerId)).toBeNull();
    expect(auditLedger(db)).toEqual([]);
  });

  it('a break taken at the table ends its hands: no next hand is dealt, and leaving pays the stack back', () => {
    let view = tables.sit(seat(), 10_000, 2);
    while (view.street !== null) view = tables.act(playerId, { type: 'fold' }, view.action_count);
    limits.breaks.take('india', playerId, 'time_out', '24h');
    expect(() => tables.deal(seat())).toThrow(ApiRefusal);
    const stack = tables.state(playerId)?.seats.find((s) => s.you)?.stack ?? 0;
    expect(tables.leave(playerId).cash_out).toBe(stack);
    expect(auditLedger(db)).toEqual([]);
  });
});
