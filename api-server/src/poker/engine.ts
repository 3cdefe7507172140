import type { PokerLegalActions } from '@casino/shared-kernel/api-contract';
import type { Draw } from '../games/payout.ts';
import { newDeck, shuffleDeck, type Card } from './cards.ts';
import { evaluateHoldem, evaluateShortDeck, type HandCategory, type HandValue } from './evaluator.ts';

/**
 * One hand of poker, authoritative: the server deals, validates every action and settles the
 * pots. Chips are whole minor units; a hand never creates or loses one (the property tests
 * play thousands of bot hands to check it).
 */
export const POKER_VARIANTS = ['nlh', 'six-plus', 'aof'] as const;
export type PokerVariant = (typeof POKER_VARIANTS)[number];
export const STREETS = ['preflop', 'flop', 'turn', 'river'] as const;
export type Street = (typeof STREETS)[number];

export type PokerAction =
  | { type: 'fold' }
  | { type: 'check' }
  | { type: 'call' }
  /** A bet (nobody has bet this street) or a raise, to a street total of `to`. */
  | { type: 'raise'; to: number }
  | { type: 'all-in' };

export interface HandSetup {
  variant: PokerVariant;
  smallBlind: number;
  bigBlind: number;
  /** Paid by every player before the deal (6+ deals with antes); 0 for none. */
  ante: number;
  /** Seats with chips, in table order; at least two. */
  players: readonly { id: string; seat: number; stack: number }[];
  /** Index into `players` of the dealer button. */
  button: number;
}

export interface HandPlayer {
  id: string;
  seat: number;
  /** Chips behind (not yet put in the pot). */
  stack: number;
  hole: Card[];
  /** All this player put in the pot this hand, antes and blinds included. */
  committed: number;
  /** Put in on the current street. */
  streetBet: number;
  folded: boolean;
  allIn: boolean;
  /** Acted since the current street's last full raise (a short all-in does not reopen the raising). */
  actedAtRaise: number;
  hasActed: boolean;
}

export interface RecordedAction {
  street: Street;
  seat: number;
  /** 'ante', 'small-blind' and 'big-blind' are forced; the rest are the player's choices. */
  type: PokerAction['type'] | 'bet' | 'ante' | 'small-blind' | 'big-blind';
  /** Chips this action put in. */
  amount: number;
  /** The player's street total after it. */
  to: number;
}

export interface PotResult {
  amount: number;
  /** Seats that could win it, and those that did. */
  eligible: number[];
  winners: number[];
}

export interface ShownHand {
  seat: number;
  hole: Card[];
  category: HandCategory;
}

export interface HandOutcome {
  pots: PotResult[];
  /** Chips each seat won from the pots. */
  won: Record<number, number>;
  /** A bet nobody called, given back (it is in no pot). */
  returned: Record<number, number>;
  /** Hands shown: at a showdown every remaining player's; none when all but one folded. */
  shown: ShownHand[];
}

export interface HandState {
  setup: HandSetup;
  players: HandPlayer[];
  deck: Card[];
  board: Card[];
  street: Street;
  /** Index into `players` of who acts, or null when the hand is over. */
  toAct: number | null;
  currentBet: number;
  /** The size of the last full bet or raise this street: the least a raise must add. */
  minRaise: number;
  /** Counts full raises this street. */
  raiseCount: number;
  actions: RecordedAction[];
  outcome: HandOutcome | null;
}

export class PokerRuleError extends Error {}

/** What the player may do now: the kernel contract's shape, which the table view carries. */
export type LegalActions = PokerLegalActions;

const boardSize: Record<Street, number> = { preflop: 0, flop: 3, turn: 4, river: 5 };

function evaluate(variant: PokerVariant, cards: readonly Card[]): HandValue {
  return variant === 'six-plus' ? evaluateShortDeck(cards) : evaluateHoldem(cards);
}

function nextIndex(state: HandState, from: number, accept: (player: HandPlayer) => boolean): number | null {
  const n = state.players.length;
  for (let step = 1; step <= n; step += 1) {
    const index = (from + step) % n;
    if (accept(state.players[index] as HandPlayer)) return index;
  }
  return null;
}

function put(state: HandState, index: number, amount: number): number {
  const player = state.players[index] as HandPlayer;
  const paid = Math.min(amount, player.stack);
  player.stack -= paid;
  player.committed += paid;
  player.streetBet += paid;
  if (player.stack === 0) player.allIn = true;
  return paid;
}

function deal(state: HandState, count: number): Card[] {
  if (state.deck.length < count) throw new Error('The deck ran out');
  return state.deck.splice(0, count);
}

export function startHand(setup: HandSetup, draw: Draw): HandState {
  return dealHand(setup, shuffleDeck(newDeck(setup.variant === 'six-plus' ? 6 : 2), draw));
}

/** Deals from a deck in the given order (hole cards one at a time from the left of the button, then burn and board). */
export function dealHand(setup: HandSetup, deck: Card[]): HandState {
  if (setup.players.length < 2) throw new PokerRuleError('A hand needs two players with chips');
  if (setup.players.some((p) => !Number.isSafeInteger(p.stack) || p.stack <= 0)) throw new PokerRuleError('Every player needs chips');
  const state: HandState = {
    setup,
    players: setup.players.map((p) => ({
      id: p.id,
      seat: p.seat,
      stack: p.stack,
      hole: [],
      committed: 0,
      streetBet: 0,
      folded: false,
      allIn: false,
      actedAtRaise: -1,
      hasActed: false,
    })),
    deck,
    board: [],
    street: 'preflop',
    toAct: null,
    currentBet: 0,
    minRaise: setup.bigBlind,
    raiseCount: 0,
    actions: [],
    outcome: null,
  };
  const n = state.players.length;
  if (setup.ante > 0) {
    state.players.forEach((player, index) => {
      const paid = put(state, index, setup.ante);
      state.actions.push({ street: 'preflop', seat: player.seat, type: 'ante', amount: paid, to: 0 });
      // An ante is dead money: it is not part of the street's bet to call.
      player.streetBet = 0;
    });
  }
  // Heads-up the button posts the small blind and acts first before the flop.
  const smallBlind = n === 2 ? setup.button : (setup.button + 1) % n;
  const bigBlind = (smallBlind + 1) % n;
  for (const [index, type, amount] of [
    [smallBlind, 'small-blind', setup.smallBlind],
    [bigBlind, 'big-blind', setup.bigBlind],
  ] as const) {
    const player = state.players[index] as HandPlayer;
    if (player.allIn) continue;
    const paid = put(state, index, amount);
    state.actions.push({ street: 'preflop', seat: player.seat, type, amount: paid, to: player.streetBet });
  }
  state.currentBet = Math.max(...state.players.map((p) => p.streetBet));
  for (let round = 0; round < 2; round += 1) {
    for (let step = 1; step <= n; step += 1) (state.players[(setup.button + step) % n] as HandPlayer).hole.push(...deal(state, 1));
  }
  state.toAct = nextIndex(state, bigBlind, (p) => needsAction(state, p));
  advanceIfClosed(state);
  return state;
}

function canAct(player: HandPlayer): boolean {
  return !player.folded && !player.allIn;
}

export function legalActions(state: HandState): LegalActions {
  if (state.toAct === null) throw new PokerRuleError('The hand is over');
  const player = state.players[state.toAct] as HandPlayer;
  const toCall = Math.min(state.currentBet - player.streetBet, player.stack);
  const allInTo = player.streetBet + player.stack;
  const othersCanAct = state.players.some((p, i) => i !== state.toAct && canAct(p));
  if (state.setup.variant === 'aof') {
    return { fold: toCall > 0, check: toCall === 0 && state.street !== 'preflop', call: 0, raise: null, allIn: player.stack };
  }
  const reopened = !player.hasActed || state.raiseCount > player.actedAtRaise;
  const minTo = state.currentBet === 0 ? state.setup.bigBlind : state.currentBet + state.minRaise;
  const raise = reopened && othersCanAct && allInTo > state.currentBet ? { min: Math.min(minTo, allInTo), max: allInTo } : null;
  return {
    fold: toCall > 0,
    check: toCall === 0,
    call: toCall,
    raise,
    allIn: raise || toCall === player.stack ? player.stack : 0,
  };
}

/** Applies the action of the player to act; throws PokerRuleError (and changes nothing) when it is not legal. */
export function act(state: HandState, action: PokerAction): void {
  const legal = legalActions(state);
  const index = state.toAct as number;
  const player = state.players[index] as HandPlayer;
  const record = (type: RecordedAction['type'], amount: number): void => {
    state.actions.push({ street: state.street, seat: player.seat, type, amount, to: player.streetBet });
  };
  const raiseTo = (to: number): void => {
    const before = state.currentBet;
    const paid = put(state, index, to - player.streetBet);
    if (to > before) {
      const increment = to - before;
      if (increment >= state.minRaise || before === 0) {
        state.minRaise = Math.max(increment, state.setup.bigBlind);
        state.raiseCount += 1;
      }
      state.currentBet = to;
    }
    record(player.allIn ? 'all-in' : before === 0 ? 'bet' : 'raise', paid);
  };
  switch (action.type) {
    case 'fold':
      if (!legal.fold) throw new PokerRuleError('Nothing to fold to: check');
      player.folded = true;
      record('fold', 0);
      break;
    case 'check':
      if (!legal.check) throw new PokerRuleError('There is a bet to call');
      record('check', 0);
      break;
    case 'call':
      if (legal.call === 0) throw new PokerRuleError('Nothing to call');
      record(player.stack === legal.call ? 'all-in' : 'call', put(state, index, legal.call));
      break;
    case 'raise': {
      const to = action.to;
      if (!legal.raise) throw new PokerRuleError('Raising is not open to this player');
      if (!Number.isSafeInteger(to) || to < legal.raise.min || to > legal.raise.max) {
        throw new PokerRuleError(`A raise goes to ${legal.raise.min}–${legal.raise.max}`);
      }
      raiseTo(to);
      break;
    }
    case 'all-in': {
      if (legal.allIn === 0) throw new PokerRuleError('All-in is not open to this player');
      const to = player.streetBet + player.stack;
      if (to <= state.currentBet) record('all-in', put(state, index, player.stack));
      else raiseTo(to);
      break;
    }
  }
  player.hasActed = true;
  player.actedAtRaise = state.raiseCount;
  state.toAct = nextIndex(state, index, (p) => needsAction(state, p));
  advanceIfClosed(state);
}

/** What a player who lets the clock run out does: checks when that is free, folds otherwise. */
export function timeoutAction(state: HandState): PokerAction {
  return legalActions(state).check ? { type: 'check' } : { type: 'fold' };
}

function live(state: HandState): HandPlayer[] {
  return state.players.filter((p) => !p.folded);
}

/** Who still owes an action this street: a bet to match, or no turn yet while someone else can still bet. */
function needsAction(state: HandState, player: HandPlayer): boolean {
  if (!canAct(player)) return false;
  if (player.streetBet < state.currentBet) return true;
  return !player.hasActed && state.players.some((other) => other !== player && canAct(other));
}

function advanceIfClosed(state: HandState): void {
  for (;;) {
    if (live(state).length === 1) return finish(state);
    if (state.players.some((p) => needsAction(state, p))) return;
    if (state.street === 'river') return finish(state);
    const next = STREETS[STREETS.indexOf(state.street) + 1] as Street;
    state.street = next;
    state.deck.splice(0, 1); // the burn card
    state.board.push(...deal(state, boardSize[next] - state.board.length));
    state.currentBet = 0;
    state.minRaise = state.setup.bigBlind;
    state.raiseCount = 0;
    for (const player of state.players) {
      player.streetBet = 0;
      player.hasActed = false;
      player.actedAtRaise = -1;
    }
    state.toAct = nextIndex(state, state.setup.button, (p) => needsAction(state, p));
  }
}

/**
 * Pots by layers of what players put in: each layer up to an all-in amount is a pot that the
 * players who put in at least that much (and did not fold) can win. A bet nobody called comes back.
 * Odd chips of a split go to the winners first left of the button.
 */
function finish(state: HandState): void {
  state.toAct = null;
  const players = state.players;
  const won: Record<number, number> = {};
  for (const player of players) won[player.seat] = 0;
  // A bet nobody matched comes back to whoever made it before the pots are counted.
  const returned: Record<number, number> = {};
  const byCommitted = [...players].sort((a, b) => b.committed - a.committed);
  const top = byCommitted[0] as HandPlayer;
  const excess = top.committed - (byCommitted[1] as HandPlayer).committed;
  if (excess > 0) {
    top.committed -= excess;
    top.stack += excess;
    returned[top.seat] = excess;
  }
  const levels = [...new Set(players.map((p) => p.committed))].filter((level) => level > 0).sort((a, b) => a - b);
  const showdown = live(state).length > 1;
  const values = new Map<number, HandValue>();
  if (showdown) {
    // Deal out the board when the betting ended early (everyone all-in).
    while (state.board.length < 5) {
      state.deck.splice(0, 1);
      state.board.push(...deal(state, 1));
    }
    for (const player of live(state)) values.set(player.seat, evaluate(state.setup.variant, [...player.hole, ...state.board]));
  }
  const pots: PotResult[] = [];
  let previous = 0;
  for (const level of levels) {
    const amount = players.reduce((sum, p) => sum + Math.max(0, Math.min(p.committed, level) - previous), 0);
    let eligible = players.filter((p) => !p.folded && p.committed >= level);
    // Only folded players reached this layer (they put in more than every live player): the live ones take it.
    if (eligible.length === 0) eligible = live(state);
    previous = level;
    let winners: HandPlayer[];
    if (eligible.length === 1) winners = eligible;
    else {
      const best = Math.max(...eligible.map((p) => (values.get(p.seat) as HandValue).score));
      winners = eligible.filter((p) => (values.get(p.seat) as HandValue).score === best);
    }
    const last = pots.at(-1);
    const eligibleSeats = eligible.map((p) => p.seat);
    const winnerSeats = winners.map((p) => p.seat);
    if (last && last.eligible.join() === eligibleSeats.join()) last.amount += amount;
    else pots.push({ amount, eligible: eligibleSeats, winners: winnerSeats });
  }
  const n = players.length;
  const order = Array.from({ length: n }, (_, step) => (players[(state.setup.button + 1 + step) % n] as HandPlayer).seat);
  for (const pot of pots) {
    const share = Math.floor(pot.amount / pot.winners.length);
    let odd = pot.amount - share * pot.winners.length;
    for (const seat of order) {
      if (!pot.winners.includes(seat)) continue;
      won[seat] = (won[seat] ?? 0) + share + (odd > 0 ? 1 : 0);
      if (odd > 0) odd -= 1;
    }
  }
  for (const player of players) player.stack += won[player.seat] ?? 0;
  const shown: ShownHand[] = showdown
    ? live(state).map((p) => ({ seat: p.seat, hole: [...p.hole], category: (values.get(p.seat) as HandValue).category }))
    : [];
  state.outcome = { pots, won, returned, shown };
}
