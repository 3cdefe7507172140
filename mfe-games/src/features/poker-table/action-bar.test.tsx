// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionBar } from './action-bar.tsx';
import { betChoices } from './bet-amounts.ts';
import type { LegalActions, TableSeat } from './table-api.ts';

const money = (raw: number) => `₹${(raw / 100).toFixed(2)}`;
const seat = (seatNo: number, bet: number): TableSeat => ({
  seat: seatNo,
  name: seatNo === 0 ? 'player' : `bot${seatNo}`,
  stack: 10_000,
  bet,
  folded: false,
  all_in: false,
  hole: [],
  you: seatNo === 0,
  button: seatNo === 0,
});

/** Preflop on the button: blinds 50/100 in, 100 to call, a raise to 200 up to the whole 10,000. */
const PREFLOP = { seats: [seat(0, 0), seat(1, 50), seat(2, 100)], pot: 150, small_blind: 50 };
const FACING_BLIND: LegalActions = { fold: true, check: false, call: 100, raise: { min: 200, max: 10_000 }, allIn: 10_000 };

function renderBar(table: typeof PREFLOP, legal: LegalActions) {
  const onAct = vi.fn();
  render(<ActionBar table={table} legal={legal} busy={false} money={money} onAct={onAct} />);
  return onAct;
}

afterEach(cleanup);

describe('the action bar', () => {
  it('facing the big blind: Fold, Call and Raise from the minimum, the presets sized from the pot after calling', () => {
    const onAct = renderBar(PREFLOP, FACING_BLIND);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '½ pot',
      '¾ pot',
      'Pot',
      'All-in',
      'Fold',
      'Call ₹1.00',
      'Raise to ₹2.00',
    ]);
    // ¾ pot: the 100 to call, then ¾ of the 250 pot after calling, on the small blind's steps: to 300.
    fireEvent.click(screen.getByRole('button', { name: '¾ pot' }));
    expect(screen.getByRole('button', { name: '¾ pot' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Raise to ₹3.00' }));
    expect(onAct).toHaveBeenLastCalledWith({ action: 'raise', to: 300 });
    fireEvent.click(screen.getByRole('button', { name: 'Call ₹1.00' }));
    expect(onAct).toHaveBeenLastCalledWith({ action: 'call' });
    fireEvent.click(screen.getByRole('button', { name: 'Fold' }));
    expect(onAct).toHaveBeenLastCalledWith({ action: 'fold' });
  });

  it('the slider stays within the legal range, and its top is the all-in', () => {
    const onAct = renderBar(PREFLOP, FACING_BLIND);
    const slider = screen.getByRole('slider', { name: /Bet amount/ });
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual(['200', '10000', '50']);
    fireEvent.change(slider, { target: { value: '1250' } });
    expect(screen.getByRole('button', { name: 'Raise to ₹12.50' })).toBeTruthy();
    fireEvent.change(slider, { target: { value: '9990' } });
    fireEvent.click(screen.getByRole('button', { name: 'All-in ₹100.00' }));
    expect(onAct).toHaveBeenLastCalledWith({ action: 'all-in' });
  });

  it('nobody has bet: Check and Bet, no Fold, and the pot preset bets the pot', () => {
    const onAct = renderBar(
      { seats: [seat(0, 0), seat(1, 0)], pot: 600, small_blind: 50 },
      { fold: false, check: true, call: 0, raise: { min: 100, max: 5_000 }, allIn: 5_000 },
    );
    expect(screen.queryByRole('button', { name: 'Fold' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bet ₹6.00' }));
    expect(onAct).toHaveBeenLastCalledWith({ action: 'raise', to: 600 });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onAct).toHaveBeenLastCalledWith({ action: 'check' });
  });

  it('all-in or fold: only Fold and All-in, no slider', () => {
    const onAct = renderBar(PREFLOP, { fold: true, check: false, call: 0, raise: null, allIn: 2_000 });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Fold', 'All-in ₹20.00']);
    expect(screen.queryByRole('slider')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All-in ₹20.00' }));
    expect(onAct).toHaveBeenLastCalledWith({ action: 'all-in' });
  });

  it('a raise that cannot be reopened leaves Fold and Call; a call of the whole stack is the call', () => {
    renderBar(PREFLOP, { fold: true, check: false, call: 800, raise: null, allIn: 800 });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Fold', 'Call ₹8.00']);
  });

  it('every button waits while an action is on its way', () => {
    render(<ActionBar table={PREFLOP} legal={FACING_BLIND} busy money={money} onAct={vi.fn()} />);
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });
});

describe('bet sizes', () => {
  it('clamps a preset below the minimum raise up to it, and one above the stack down to it', () => {
    const short = betChoices(
      { seats: [seat(0, 0), seat(1, 400)], pot: 500, small_blind: 50 },
      { fold: true, check: false, call: 400, raise: { min: 800, max: 900 }, allIn: 900 },
    );
    expect(short.presets).toEqual({ half: 850, 'three-quarters': 900, pot: 900, 'all-in': 900 });
    const deep = betChoices(
      { seats: [seat(0, 0), seat(1, 400)], pot: 500, small_blind: 50 },
      { fold: true, check: false, call: 400, raise: { min: 800, max: 50_000 }, allIn: 50_000 },
    );
    // ½ pot: 400 + ½ × (500 + 400) = 850.
    expect(deep.presets).toEqual({ half: 850, 'three-quarters': 1_100, pot: 1_300, 'all-in': 50_000 });
  });
});
