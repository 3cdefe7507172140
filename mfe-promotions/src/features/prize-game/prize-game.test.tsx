// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPromotionsTexts } from '../../i18n/promotions-texts.ts';
import { PrizeGame } from './prize-game.tsx';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const prizes = ['₹1', '₹2', '₹5', '₹10', '₹20', '₹50'].map((label) => ({ label }));

function renderGame(draw: () => Promise<number>, onLanded = vi.fn()) {
  render(<PrizeGame kind="wheel" prizes={prizes} label="Lucky wheel" actionLabel="Spin" canPlay draw={draw} onLanded={onLanded} testId="game" />);
  return onLanded;
}

describe('a prize game (reduced motion: it lands as soon as the server answers)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks the server once per spin and lands on the prize it awarded', async () => {
    const answer = deferred<number>();
    const draw = vi.fn(() => answer.promise);
    const onLanded = renderGame(draw);
    const spin = screen.getByRole('button', { name: 'Spin' });
    fireEvent.click(spin);
    fireEvent.click(spin);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('game').getAttribute('data-phase')).toBe('accelerating');
    await act(async () => answer.resolve(4));
    expect(onLanded).toHaveBeenCalledWith(4);
    expect(screen.getByTestId('game').getAttribute('data-phase')).toBe('idle');
    expect(screen.getByTestId('game').getAttribute('data-landed')).toBe('4');
  });

  it('goes back to idle, with no prize, when the server refuses', async () => {
    const answer = deferred<number>();
    const onLanded = renderGame(() => answer.promise);
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await act(async () => answer.reject(new Error('No spins left')));
    expect(onLanded).not.toHaveBeenCalled();
    expect(screen.getByTestId('game').getAttribute('data-phase')).toBe('idle');
    expect(screen.getByRole('button', { name: 'Spin' }).hasAttribute('disabled')).toBe(false);
  });

  it('names its picture after the game and its prizes', async () => {
    await loadPromotionsTexts();
    renderGame(() => Promise.resolve(0));
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Lucky wheel: ₹1, ₹2, ₹5, ₹10, ₹20, ₹50');
  });
});
