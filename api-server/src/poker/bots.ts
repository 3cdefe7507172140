import type { Draw } from '../games/payout.ts';
import { ACE, cardRank, cardSuit, type Card } from './cards.ts';
import { legalActions, type HandPlayer, type HandState, type PokerAction } from './engine.ts';
import { evaluateHoldem, evaluateShortDeck, HAND_CATEGORIES } from './evaluator.ts';

/**
 * Chen's formula: a preflop score of two hole cards (about −1 for 7-2 offsuit, 20 for aces),
 * the usual yardstick of tight-aggressive starting hands.
 */
export function chenScore(hole: readonly Card[]): number {
  const [a, b] = [...hole].sort((x, y) => cardRank(y) - cardRank(x)) as [Card, Card];
  const high = cardRank(a);
  const low = cardRank(b);
  const points = (rank: number): number => (rank === ACE ? 10 : rank === 13 ? 8 : rank === 12 ? 7 : rank === 11 ? 6 : rank / 2);
  let score = points(high);
  if (high === low) return Math.max(5, score * 2);
  if (cardSuit(a) === cardSuit(b)) score += 2;
  const gap = high - low - 1;
  score -= gap === 0 ? 0 : gap === 1 ? 1 : gap === 2 ? 2 : gap === 3 ? 4 : 5;
  if (gap <= 1 && high < 12) score += 1;
  return Math.ceil(score);
}

/** Players still to act behind this one before the flop: fewer behind, wider the range. */
function playersBehind(state: HandState, index: number): number {
  return state.players.filter((p, i) => i !== index && !p.folded && !p.allIn && !p.hasActed).length;
}

function pot(state: HandState): number {
  return state.players.reduce((sum, p) => sum + p.committed, 0);
}

/** A rough share of the pot a made hand wins at a showdown, by category (and top pair). */
function madeHandEquity(state: HandState, player: HandPlayer): number {
  const cards = [...player.hole, ...state.board];
  const value = state.setup.variant === 'six-plus' ? evaluateShortDeck(cards) : evaluateHoldem(cards);
  const category = HAND_CATEGORIES.indexOf(value.category);
  if (category === 1) {
    const topBoard = Math.max(...state.board.map(cardRank));
    const paired = player.hole.some((c) => cardRank(c) >= topBoard && state.board.some((b) => cardRank(b) === cardRank(c)));
    const pocket = cardRank(player.hole[0] as Card) === cardRank(player.hole[1] as Card) && cardRank(player.hole[0] as Card) > topBoard;
    return paired || pocket ? 0.62 : 0.4;
  }
  return [0.12, 0.4, 0.72, 0.82, 0.86, 0.88, 0.92, 0.97, 0.99][category] as number;
}

function raiseTo(state: HandState, target: number): PokerAction {
  const legal = legalActions(state);
  if (!legal.raise) return legal.call > 0 ? { type: 'call' } : { type: 'check' };
  const to = Math.max(legal.raise.min, Math.min(legal.raise.max, Math.round(target)));
  return to === legal.raise.max ? { type: 'all-in' } : { type: 'raise', to };
}

function passive(state: HandState, callWhen: boolean): PokerAction {
  const legal = legalActions(state);
  if (legal.check) return { type: 'check' };
  return callWhen ? { type: 'call' } : { type: 'fold' };
}

/**
 * A table bot: tight-aggressive by hand strength and position before the flop, value bets and
 * pot-odds calls after it, a continuation bet now and then. Deterministic under `draw`.
 */
export function botAction(state: HandState, draw: Draw): PokerAction {
  const index = state.toAct;
  if (index === null) throw new Error('Nobody is to act');
  const player = state.players[index] as HandPlayer;
  const legal = legalActions(state);
  const bigBlind = state.setup.bigBlind;
  const toCall = legal.call;
  const potOdds = toCall / (pot(state) + toCall);
  const chen = chenScore(player.hole);
  const behind = playersBehind(state, index);
  if (state.setup.variant === 'aof') {
    const pushAt = toCall > bigBlind ? 10 : behind >= 3 ? 9 : behind >= 1 ? 7 : 5;
    if (chen >= pushAt) return { type: 'all-in' };
    return legal.check ? { type: 'check' } : { type: 'fold' };
  }
  const roll = draw(100);
  if (state.street === 'preflop') {
    const raised = state.currentBet > bigBlind;
    const openAt = behind >= 4 ? 9 : behind >= 2 ? 8 : 6;
    if (!raised) {
      const limpers = state.players.filter((p) => p.hasActed && !p.folded && p.streetBet === bigBlind).length;
      if (chen >= openAt || (chen >= openAt - 2 && roll < 15)) return raiseTo(state, (3 + limpers) * bigBlind);
      return passive(state, chen >= openAt - 3 && toCall <= bigBlind / 2);
    }
    if (chen >= 12 || (chen >= 10 && roll < 30)) return raiseTo(state, state.currentBet * 3);
    return passive(state, chen >= 8 && potOdds < 0.35);
  }
  const equity = madeHandEquity(state, player);
  const potNow = pot(state);
  if (toCall === 0) {
    const aggressor = state.actions.some((a) => a.seat === player.seat && a.street === 'preflop' && (a.type === 'raise' || a.type === 'bet'));
    if (equity >= 0.62 || (aggressor && state.street === 'flop' && roll < 50) || roll < 8) {
      return raiseTo(state, player.streetBet + (equity >= 0.8 ? 0.75 : 0.5) * potNow);
    }
    return { type: 'check' };
  }
  if (equity >= 0.85 && roll < 60) return raiseTo(state, state.currentBet * 2 + potNow / 2);
  return passive(state, equity > potOdds + 0.1);
}
