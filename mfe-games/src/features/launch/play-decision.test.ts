import { describe, expect, it } from 'vitest';
import { isLowBalance } from '@casino/shared-kernel/format';
import { decidePlay } from './play-decision.ts';

describe('what Play leads to', () => {
  const facts = { signedIn: true, cash: 50_00, isLow: isLowBalance, popupMayShow: true };

  it('asks a visitor to sign in, whatever else', () => {
    expect(decidePlay({ ...facts, signedIn: false, cash: null })).toEqual({ kind: 'sign-in' });
  });

  it('plays with enough cash, or when the balance could not be read (the game refuses a stake it cannot pay)', () => {
    expect(decidePlay(facts)).toEqual({ kind: 'play' });
    expect(decidePlay({ ...facts, cash: null })).toEqual({ kind: 'play' });
  });

  it('stops below 1 with the popup, or without it once it has shown today', () => {
    expect(decidePlay({ ...facts, cash: 99 })).toEqual({ kind: 'low-balance', popup: true });
    expect(decidePlay({ ...facts, cash: 0, popupMayShow: false })).toEqual({ kind: 'low-balance', popup: false });
  });
});
