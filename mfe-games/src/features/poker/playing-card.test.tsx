// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayingCard } from './playing-card.tsx';

afterEach(cleanup);

const drawn = (code: number) => {
  render(<PlayingCard code={code} />);
  const card = screen.getByRole('img');
  cleanup();
  return { name: card.getAttribute('aria-label'), text: card.textContent, red: card.className.includes('red') };
};

describe('a playing card from its spec code', () => {
  it('names each suit block and rank as a person says it, red for hearts and diamonds', () => {
    expect(drawn(30)).toEqual({ name: 'Ace of spades', text: 'A♠', red: false });
    expect(drawn(18)).toEqual({ name: 'Two of spades', text: '2♠', red: false });
    expect(drawn(44)).toEqual({ name: 'Queen of hearts', text: 'Q♥', red: true });
    expect(drawn(50)).toEqual({ name: 'Two of diamonds', text: '2♦', red: true });
    expect(drawn(75)).toEqual({ name: 'Jack of clubs', text: 'J♣', red: false });
    expect(drawn(74)).toEqual({ name: 'Ten of clubs', text: '10♣', red: false });
  });

  it('draws the jokers, and a code that is no card face down', () => {
    expect(drawn(81).name).toBe('Small joker');
    expect(drawn(82)).toMatchObject({ name: 'Big joker', red: true });
    for (const code of [0, 17, 31, 79]) expect(drawn(code)).toEqual({ name: 'Card face down', text: '', red: false });
  });
});
