import { describe, expect, it } from 'vitest';
import { AWARD_STATUS, shouldAutoOpenGoldPanning, takeableAward, type AutoOpenFacts } from './gold-panning-rules.ts';

const ready = { status: AWARD_STATUS.READY, limit_seconds: 0 };
const waiting = { status: AWARD_STATUS.WAITING, limit_seconds: 1800 };
const taken = { status: AWARD_STATUS.TAKEN, limit_seconds: 0 };

const met: AutoOpenFacts = {
  openDialogs: ['promotions.reward-center'],
  balances: { money: 50, coin: 49 },
  user: { first_pay_date: '2026-11-20' },
  awards: [taken, ready, waiting],
};

describe('gold panning opens by itself', () => {
  it('when no watched dialog is open, cash plus bonus is under 1, the player has paid, and the second award is due', () => {
    expect(shouldAutoOpenGoldPanning(met)).toBe(true);
  });

  it('not while the notice or a recharge dialog is open', () => {
    // The announcement (notice popup) opens under this name: the shell's dialog of spec 2.
    expect(shouldAutoOpenGoldPanning({ ...met, openDialogs: ['shell.announcement'] })).toBe(false);
    expect(shouldAutoOpenGoldPanning({ ...met, openDialogs: ['wallet.deposit'] })).toBe(false);
  });

  it('not from 1 upwards, nor before the wallet is known', () => {
    expect(shouldAutoOpenGoldPanning({ ...met, balances: { money: 60, coin: 40 } })).toBe(false);
    expect(shouldAutoOpenGoldPanning({ ...met, balances: null })).toBe(false);
  });

  it('not for a player who never paid', () => {
    expect(shouldAutoOpenGoldPanning({ ...met, user: { first_pay_date: '' } })).toBe(false);
    expect(shouldAutoOpenGoldPanning({ ...met, user: null })).toBe(false);
  });

  it('not while the second award still waits or has time left', () => {
    expect(shouldAutoOpenGoldPanning({ ...met, awards: [ready, waiting] })).toBe(false);
    expect(shouldAutoOpenGoldPanning({ ...met, awards: [taken, { status: AWARD_STATUS.READY, limit_seconds: 5 }] })).toBe(false);
    expect(shouldAutoOpenGoldPanning({ ...met, awards: [ready] })).toBe(false);
  });
});

describe('the award to take', () => {
  it('is the first not taken, once ready', () => {
    expect(takeableAward([taken, ready, waiting])).toBe(1);
    expect(takeableAward([taken, waiting, waiting])).toBeNull();
    expect(takeableAward([taken, taken])).toBeNull();
    expect(takeableAward([ready, waiting])).toBe(0);
  });
});
