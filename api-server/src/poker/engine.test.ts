import { describe, expect, it } from 'vitest';
import { card, newDeck, seededDraw, type Card } from './cards.ts';
import {
  act,
  dealHand,
  legalActions,
  startHand,
  timeoutAction,
  PokerRuleError,
  type HandSetup,
  type HandState,
  type PokerAction,
  type PokerVariant,
} from './engine.ts';
import { botAction } from './bots.ts';
import type { Draw } from '../games/payout.ts';

const SUIT = { s: 0, h: 1, d: 2, c: 3 } as const;
const RANK: Record<string, number> = { T: 10, J: 11, Q: 12, K: 13, A: 14 };
function cards(text: string): Card[] {
  return text.split(' ').map((c) => card(RANK[c[0] as string] ?? Number(c[0]), SUIT[c[1] as keyof typeof SUIT]));
}

function table(stacks: number[], options: Partial<HandSetup> = {}): HandSetup {
  return {
    variant: 'nlh',
    smallBlind: 1,
    bigBlind: 2,
    ante: 0,
    button: 0,
    players: stacks.map((stack, seat) => ({ id: `p${seat}`, seat, stack })),
    ...options,
  };
}

/** A deck dealing `holes[i]` to players[i] and then `board`, the rest after. */
function rigged(setup: HandSetup, holes: string[], board: string): Card[] {
  const n = setup.players.length;
  const hole = holes.map(cards);
  const order = Array.from({ length: n }, (_, step) => (setup.button + 1 + step) % n);
  const top: Card[] = [];
  for (const round of [0, 1]) for (const index of order) top.push((hole[index] as Card[])[round] as Card);
  const [f1, f2, f3, turn, river] = cards(board) as [Card, Card, Card, Card, Card];
  const used = new Set([...top, f1, f2, f3, turn, river]);
  const rest = newDeck().filter((c) => !used.has(c));
  const burn = (): Card => rest.shift() as Card;
  return [...top, burn(), f1, f2, f3, burn(), turn, burn(), river, ...rest];
}

function play(state: HandState, actions: PokerAction[]): void {
  for (const action of actions) act(state, action);
}

describe('betting order and blinds', () => {
  it('heads-up the button posts the small blind, acts first before the flop and last after it', () => {
    const state = startHand(table([100, 100], { button: 1 }), seededDraw(1));
    expect(state.players.map((p) => p.streetBet)).toEqual([2, 1]);
    expect(state.toAct).toBe(1);
    play(state, [{ type: 'call' }, { type: 'check' }]);
    expect(state.street).toBe('flop');
    expect(state.board).toHaveLength(3);
    expect(state.toAct).toBe(0);
  });

  it('three-handed the button acts first before the flop, the small blind first after it; the big blind has the option', () => {
    const state = startHand(table([100, 100, 100]), seededDraw(2));
    expect(state.toAct).toBe(0);
    play(state, [{ type: 'call' }, { type: 'call' }]);
    expect(state.toAct).toBe(2);
    expect(legalActions(state)).toMatchObject({ check: true, fold: false, raise: { min: 4, max: 100 } });
    act(state, { type: 'check' });
    expect(state.street).toBe('flop');
    expect(state.toAct).toBe(1);
  });

  it('a raise must add at least the last raise; a short all-in does not reopen the raising', () => {
    const state = startHand(table([100, 14, 100]), seededDraw(3));
    expect(() => act(state, { type: 'raise', to: 3 })).toThrow(PokerRuleError);
    act(state, { type: 'raise', to: 10 }); // button: raise of 8
    expect(legalActions(state).raise).toEqual({ min: 14, max: 14 });
    act(state, { type: 'all-in' }); // small blind: to 14, a raise of only 4
    expect(state.currentBet).toBe(14);
    expect(legalActions(state).raise).toEqual({ min: 22, max: 100 }); // the big blind had not acted
    act(state, { type: 'call' });
    expect(state.toAct).toBe(0);
    expect(legalActions(state)).toMatchObject({ call: 4, raise: null, allIn: 0 });
    expect(() => act(state, { type: 'raise', to: 30 })).toThrow(PokerRuleError);
    act(state, { type: 'call' });
    expect(state.street).toBe('flop');
  });

  it('refuses what is not legal and changes nothing', () => {
    const state = startHand(table([100, 100, 100]), seededDraw(4));
    const before = JSON.stringify(state);
    expect(() => act(state, { type: 'check' })).toThrow(PokerRuleError);
    expect(() => act(state, { type: 'raise', to: 101 })).toThrow(PokerRuleError);
    expect(() => act(state, { type: 'raise', to: 4.5 })).toThrow(PokerRuleError);
    expect(JSON.stringify(state)).toBe(before);
    play(state, [{ type: 'call' }, { type: 'call' }]);
    expect(() => act(state, { type: 'fold' })).toThrow(PokerRuleError);
  });

  it('a player who times out checks when it is free and folds to a bet', () => {
    const state = startHand(table([100, 100, 100]), seededDraw(5));
    expect(timeoutAction(state)).toEqual({ type: 'fold' });
    play(state, [{ type: 'call' }, { type: 'call' }]);
    expect(timeoutAction(state)).toEqual({ type: 'check' });
  });
});

describe('pots', () => {
  it('everyone folding to the big blind: the blind wins the small blind, its own uncalled blind comes back', () => {
    const state = startHand(table([100, 100, 100]), seededDraw(6));
    play(state, [{ type: 'fold' }, { type: 'fold' }]);
    expect(state.toAct).toBeNull();
    expect(state.outcome).toMatchObject({ pots: [{ amount: 2, winners: [2] }], returned: { 2: 1 }, shown: [] });
    expect(state.players.map((p) => p.stack)).toEqual([100, 99, 101]);
  });

  it('returns the part of an all-in nobody could match', () => {
    const setup = table([100, 300, 500]);
    const state = dealHand(setup, rigged(setup, ['As Ad', 'Ks Kd', 'Qs Qd'], '2c 7h 9d Jc 3s'));
    play(state, [{ type: 'fold' }, { type: 'all-in' }, { type: 'call' }]);
    expect(state.outcome?.pots).toEqual([{ amount: 600, eligible: [1, 2], winners: [1] }]);
    expect(state.players.map((p) => p.stack)).toEqual([100, 600, 200]);
    const short = dealHand(setup, rigged(setup, ['As Ad', 'Ks Kd', 'Qs Qd'], '2c 7h 9d Jc 3s'));
    play(short, [{ type: 'raise', to: 6 }, { type: 'fold' }, { type: 'fold' }]);
    expect(short.outcome).toMatchObject({ pots: [{ amount: 5, winners: [0] }], returned: { 0: 4 } });
    expect(short.players.map((p) => p.stack)).toEqual([103, 299, 498]);
  });

  it('splits a main pot and side pots by what each all-in player covered', () => {
    const setup = table([100, 300, 500]);
    // Button (100) has aces, small blind (300) kings, big blind (500) queens: the shortest stack wins most.
    const state = dealHand(setup, rigged(setup, ['As Ad', 'Ks Kd', 'Qs Qd'], '2c 7h 9d Jc 3s'));
    play(state, [{ type: 'all-in' }, { type: 'all-in' }]);
    // Nobody is left to answer a raise: the big blind can only call (or fold).
    expect(legalActions(state)).toMatchObject({ call: 298, raise: null, allIn: 0 });
    act(state, { type: 'call' });
    expect(state.board).toEqual(cards('2c 7h 9d Jc 3s'));
    expect(state.outcome?.pots).toEqual([
      { amount: 300, eligible: [0, 1, 2], winners: [0] },
      { amount: 400, eligible: [1, 2], winners: [1] },
    ]);
    expect(state.outcome?.returned).toEqual({});
    expect(state.players.map((p) => p.stack)).toEqual([300, 400, 200]);
    expect(state.outcome?.shown.map((s) => s.category)).toEqual(['pair', 'pair', 'pair']);
  });

  it('a split pot gives the odd chip to the first winner left of the button', () => {
    const setup = table([100, 100, 100], { ante: 1 });
    const state = dealHand(setup, rigged(setup, ['2s 3d', '4h 5c', '2h 3c'], 'Th Jh Qh Kh Ah'));
    play(state, [{ type: 'fold' }, { type: 'call' }, { type: 'check' }]);
    for (let street = 0; street < 3; street += 1) play(state, [{ type: 'check' }, { type: 'check' }]);
    expect(state.outcome?.pots).toEqual([{ amount: 7, eligible: [1, 2], winners: [1, 2] }]);
    expect(state.outcome?.won).toEqual({ 0: 0, 1: 4, 2: 3 });
    expect(state.players.map((p) => p.stack)).toEqual([99, 101, 100]);
  });

  it('all-in or fold offers only those two', () => {
    const state = startHand(table([40, 40, 40], { variant: 'aof' }), seededDraw(7));
    expect(legalActions(state)).toEqual({ fold: true, check: false, call: 0, raise: null, allIn: 40 });
    expect(() => act(state, { type: 'call' })).toThrow(PokerRuleError);
    play(state, [{ type: 'all-in' }, { type: 'all-in' }, { type: 'fold' }]);
    expect(state.outcome).not.toBeNull();
    expect(state.board).toHaveLength(5);
  });
});

/** Any legal action, at random: reaches corners the bots avoid. */
function randomAction(state: HandState, draw: Draw): PokerAction {
  const legal = legalActions(state);
  const options: PokerAction[] = [];
  if (legal.fold) options.push({ type: 'fold' });
  if (legal.check) options.push({ type: 'check' });
  if (legal.call > 0) options.push({ type: 'call' });
  if (legal.allIn > 0) options.push({ type: 'all-in' });
  if (legal.raise) options.push({ type: 'raise', to: legal.raise.min + draw(legal.raise.max - legal.raise.min + 1) });
  return options[draw(options.length)] as PokerAction;
}

function playOut(variant: PokerVariant, seed: number, chooser: (state: HandState, draw: Draw) => PokerAction): HandState {
  const draw = seededDraw(seed);
  const count = 2 + draw(5);
  const fixed = 20 + draw(80);
  const stacks = Array.from({ length: count }, () => (variant === 'aof' ? fixed : 1 + draw(400)));
  const setup = table(stacks, { variant, button: draw(count), ante: variant === 'six-plus' ? 1 : 0 });
  const state = startHand(setup, draw);
  const before = stacks.reduce((a, b) => a + b, 0);
  let steps = 0;
  while (state.toAct !== null) {
    act(state, chooser(state, draw));
    steps += 1;
    if (steps > 500) throw new Error('A hand that does not end');
  }
  const after = state.players.reduce((sum, p) => sum + p.stack, 0);
  if (after !== before) throw new Error(`Seed ${seed} (${variant}): ${before} chips became ${after}`);
  if (state.players.some((p) => p.stack < 0 || !Number.isSafeInteger(p.stack))) throw new Error(`Seed ${seed}: a stack went wrong`);
  const dealt = [...state.players.flatMap((p) => p.hole), ...state.board];
  const full = newDeck(variant === 'six-plus' ? 6 : 2);
  if (new Set(dealt).size !== dealt.length || dealt.some((c) => !full.includes(c))) throw new Error(`Seed ${seed}: a card was dealt twice`);
  if (new Set([...dealt, ...state.deck]).size !== dealt.length + state.deck.length) throw new Error(`Seed ${seed}: a dealt card stayed in the deck`);
  return state;
}

describe('thousands of hands', () => {
  it('bot against bot: chips are conserved exactly and no card is dealt twice, in every variant', () => {
    const showdowns = { nlh: 0, 'six-plus': 0, aof: 0 };
    for (const variant of ['nlh', 'six-plus', 'aof'] as const) {
      for (let seed = 1; seed <= 2000; seed += 1) {
        const state = playOut(variant, seed, botAction);
        if ((state.outcome?.shown.length ?? 0) > 1) showdowns[variant] += 1;
      }
    }
    // The bots play poker rather than folding everything: a fair share of hands reach a showdown.
    expect(showdowns.nlh).toBeGreaterThan(200);
    expect(showdowns['six-plus']).toBeGreaterThan(200);
    expect(showdowns.aof).toBeGreaterThan(200);
  }, 60_000);

  it('random legal actions: the same holds with every bet size, short all-in and fold', () => {
    for (const variant of ['nlh', 'six-plus', 'aof'] as const) {
      for (let seed = 1; seed <= 2000; seed += 1) playOut(variant, seed + 10_000, randomAction);
    }
  }, 60_000);

  it('the same seed plays the same hand', () => {
    const a = playOut('nlh', 42, botAction);
    const b = playOut('nlh', 42, botAction);
    expect(b.actions).toEqual(a.actions);
    expect(b.board).toEqual(a.board);
  });
});
