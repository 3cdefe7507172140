// The demo engines' return to player, proved exactly: every stop, roll or draw is enumerated (or
// the closed form written out) and the sums compared in integers, never sampled.
import { describe, expect, it } from 'vitest';
import { CRASH_MAX_CASHOUT, CRASH_MIN_CASHOUT, crashPointFor, crashWinChance, playCrash } from './crash-engine.ts';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, DICE_OUTCOMES, diceMultiplier, diceWins, playDice, type DiceBet } from './dice-engine.ts';
import { cryptoDraw, payWhole, rtpBasisPoints, type Draw } from './payout.ts';
import { PAYLINES, REEL_LENGTH, REEL_STRIPS, SLOT_SYMBOLS, SLOT_WIN_DIVISOR, linePay, playSlot, slotOutcome, slotPaytable } from './slot-engine.ts';

/** RTPs of the catalogue (slots 96–97.5 %, crash 97 %, dice 99 %) and a few far from them. */
const RTPS = [96, 96.1, 96.5, 97, 97.5, 99, 99.99, 88.88, 50, 12.34, 0.01];

/** A draw that answers the given values in turn (then 0). */
const scripted =
  (...values: number[]): Draw =>
  () =>
    values.shift() ?? 0;

describe('the engines on node:crypto', () => {
  it('play many rounds within the draw’s range, paying only whole minor units', () => {
    for (let index = 0; index < 300; index += 1) {
      const wins = [
        playSlot(9650, 137, cryptoDraw).win,
        playDice(9900, 137, { target: 7, direction: 'under' }, cryptoDraw).win,
        playCrash(9700, 137, 101, cryptoDraw).win,
        playCrash(9700, 137, CRASH_MAX_CASHOUT, cryptoDraw).win,
      ];
      for (const win of wins) expect(Number.isSafeInteger(win) && win >= 0).toBe(true);
    }
  });
});

describe('rtpBasisPoints', () => {
  it('reads percent with two decimals as whole basis points', () => {
    expect(rtpBasisPoints(96.5)).toBe(9650);
    expect(rtpBasisPoints(96.1)).toBe(9610);
    expect(rtpBasisPoints(12.34)).toBe(1234);
  });

  it('refuses an RTP of 0, 100 or more', () => {
    expect(() => rtpBasisPoints(0)).toThrow();
    expect(() => rtpBasisPoints(100)).toThrow();
    expect(() => rtpBasisPoints(120)).toThrow();
  });
});

describe('payWhole', () => {
  it('pays a fraction of a minor unit as whole ones with exactly its expectation', () => {
    for (const [numerator, denominator] of [
      [15150, 100],
      [7, 3],
      [99_999, 9_800],
      [1, 50],
      [123_456_789_012, 97],
    ] as const) {
      let total = 0;
      for (let value = 0; value < denominator; value += 1) total += payWhole(numerator, denominator, () => value);
      expect(total).toBe(numerator);
    }
  });

  it('pays an exact amount without drawing', () => {
    expect(
      payWhole(300, 100, () => {
        throw new Error('no draw needed');
      }),
    ).toBe(3);
  });
});

describe('slot', () => {
  it('has 20-stop strips of 1 seven, 2 bars, 3 bells, 4 grapes, 4 lemons, 6 cherries', () => {
    for (const strip of REEL_STRIPS) {
      expect(strip).toHaveLength(REEL_LENGTH);
      const counts = Object.fromEntries(SLOT_SYMBOLS.map((symbol) => [symbol, strip.filter((item) => item === symbol).length]));
      expect(counts).toEqual({ seven: 1, bar: 2, bell: 3, grape: 4, lemon: 4, cherry: 6 });
    }
  });

  it('pays exactly the RTP over all 8000 reel stops, for every RTP', () => {
    for (const rtp of RTPS) {
      const basisPoints = rtpBasisPoints(rtp);
      const paytable = slotPaytable(basisPoints);
      let tenths = 0;
      for (let a = 0; a < REEL_LENGTH; a += 1) {
        for (let b = 0; b < REEL_LENGTH; b += 1) {
          for (let c = 0; c < REEL_LENGTH; c += 1) tenths += slotOutcome([a, b, c], paytable).payTenths;
        }
      }
      // Mean win per unit staked = tenths / (8000 × 50), which must equal basis points / 10 000.
      expect(tenths * 10_000).toBe(basisPoints * REEL_LENGTH ** 3 * SLOT_WIN_DIVISOR);
    }
  });

  it('pays more for rarer lines, the sevens most', () => {
    for (const rtp of [96, 97.5, 50]) {
      const { threeOfAKind, twoCherries, oneCherry } = slotPaytable(rtpBasisPoints(rtp));
      const ladder = [
        oneCherry,
        twoCherries,
        threeOfAKind.cherry,
        threeOfAKind.lemon,
        threeOfAKind.grape,
        threeOfAKind.bell,
        threeOfAKind.bar,
        threeOfAKind.seven,
      ];
      expect([...ladder].sort((x, y) => x - y)).toEqual(ladder);
    }
    // 96.5 %: 509× the line bet for three sevens, the figure the page shows.
    expect(slotPaytable(9650).threeOfAKind.seven).toBe(5090);
  });

  it('reads a line left to right: three alike, two cherries, one cherry', () => {
    const paytable = slotPaytable(9650);
    expect(linePay(['bell', 'bell', 'bell'], paytable)).toBe(250);
    expect(linePay(['cherry', 'cherry', 'bell'], paytable)).toBe(30);
    expect(linePay(['cherry', 'bell', 'cherry'], paytable)).toBe(10);
    expect(linePay(['bell', 'cherry', 'cherry'], paytable)).toBe(0);
  });

  it('shows the window of the stops and pays each line on it', () => {
    // Reel 1 from stop 12: seven, grape, cherry; reel 2 from 5: seven, grape, lemon; reel 3 from 10: seven, cherry, lemon.
    const outcome = slotOutcome([12, 5, 10], slotPaytable(9650));
    expect(outcome.grid).toEqual([
      ['seven', 'seven', 'seven'],
      ['grape', 'grape', 'cherry'],
      ['cherry', 'lemon', 'lemon'],
    ]);
    // Top row: three sevens; bottom row and the rising diagonal start with a cherry.
    expect(outcome.lines).toEqual([
      { line: 1, pay: 5090 },
      { line: 2, pay: 10 },
      { line: 4, pay: 10 },
    ]);
    expect(PAYLINES[1]).toEqual([0, 0, 0]);
  });

  it('plays a spin: stops drawn, win = stake × pays ÷ 50', () => {
    const { outcome, win } = playSlot(9650, 1_000, scripted(12, 5, 10));
    expect(outcome.payTenths).toBe(5110);
    expect(win).toBe(102_200);
  });
});

describe('dice', () => {
  const bets: DiceBet[] = [];
  for (let target = DICE_MIN_TARGET; target <= DICE_MAX_TARGET; target += 1) bets.push({ target, direction: 'under' }, { target, direction: 'over' });

  it('returns exactly the RTP over all 10 000 rolls, for every target, direction and RTP', () => {
    for (const bet of bets) {
      let wins = 0;
      for (let roll = 0; roll < DICE_OUTCOMES; roll += 1) if (diceWins(roll, bet)) wins += 1;
      for (const rtp of RTPS) {
        const basisPoints = rtpBasisPoints(rtp);
        const { numerator, denominator } = diceMultiplier(basisPoints, bet);
        // Σ win per unit staked = wins × numerator / denominator over 10 000 rolls = basis points / 10 000.
        expect(wins * numerator * 10_000).toBe(basisPoints * denominator * DICE_OUTCOMES);
      }
    }
  });

  it('pays RTP ÷ chance: 1.98× at 50 % for 99 %, 49.5× at 2 %', () => {
    expect(diceMultiplier(9900, { target: 50, direction: 'under' })).toEqual({ numerator: 9900, denominator: 5000 });
    const two = diceMultiplier(9900, { target: 98, direction: 'over' });
    expect(two.numerator / two.denominator).toBe(49.5);
  });

  it('splits the rolls at the target: under wins below it, over wins at it and above', () => {
    expect(diceWins(4999, { target: 50, direction: 'under' })).toBe(true);
    expect(diceWins(5000, { target: 50, direction: 'under' })).toBe(false);
    expect(diceWins(5000, { target: 50, direction: 'over' })).toBe(true);
    expect(diceWins(4999, { target: 50, direction: 'over' })).toBe(false);
  });

  it('plays a roll and pays the stake × multiplier, a fraction rounded fairly', () => {
    expect(playDice(9900, 1_000, { target: 50, direction: 'under' }, scripted(1234))).toMatchObject({
      outcome: { roll: 1234, won: true, chance: 50 },
      win: 1_980,
    });
    expect(playDice(9900, 1_000, { target: 50, direction: 'under' }, scripted(7000))).toMatchObject({ outcome: { won: false }, win: 0 });
    // 99 / 7 = 14.142857…×: 100 × 9900 / 700 = 1414.28… minor units, paid 1414 or 1415.
    expect(playDice(9900, 100, { target: 7, direction: 'under' }, scripted(0, 699)).win).toBe(1414);
    expect(playDice(9900, 100, { target: 7, direction: 'under' }, scripted(0, 0)).win).toBe(1415);
  });
});

describe('crash', () => {
  it('wins with P(crash ≥ x) = RTP / x, so every cash-out returns exactly the RTP (closed form)', () => {
    const wrong: string[] = [];
    for (const rtp of RTPS) {
      const basisPoints = rtpBasisPoints(rtp);
      for (let cashout = CRASH_MIN_CASHOUT; cashout <= CRASH_MAX_CASHOUT; cashout += 1) {
        const { numerator, denominator } = crashWinChance(basisPoints, cashout);
        // P(win) × x = (bp / (100 c)) × (c / 100) = bp / 10 000, and a probability below 1.
        if (numerator * cashout * 10_000 !== basisPoints * denominator * 100 || numerator >= denominator) wrong.push(`${rtp} % at ${cashout}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('decides the win by one draw whose winning values number exactly the basis points (enumerated)', () => {
    for (const cashout of [101, 150, 200, 1_000]) {
      for (const basisPoints of [9700, 9650, 5000]) {
        const { denominator } = crashWinChance(basisPoints, cashout);
        let wins = 0;
        for (let value = 0; value < denominator; value += 1) {
          // The first draw decides; the ones after it (rounding, the crash point shown) answer 0.
          if (playCrash(basisPoints, 100, cashout, scripted(value)).outcome.won) wins += 1;
        }
        expect(wins).toBe(basisPoints);
      }
    }
  });

  it('pays stake × cash-out, and shows a crash point on the right side of it', () => {
    const won = playCrash(9700, 1_000, 250, scripted(0, 2 ** 47));
    expect(won).toMatchObject({ win: 2_500, outcome: { won: true, crashPoint: 500 } });
    const lost = playCrash(9700, 1_000, 250, scripted(10_000, 0));
    expect(lost.win).toBe(0);
    expect(lost.outcome.crashPoint).toBeLessThan(250);
  });

  it('draws the crash point from the law P(crash ≥ y) = RTP / y, whichever way the round went', () => {
    const r = 0.97;
    const cashout = 200;
    // Over a fine grid of u, the share of crash points at or above y in each branch, weighted by
    // the branch's probability, must give r / y (up to the grid's resolution).
    const steps = 20_000;
    const pWin = r / 2;
    for (const y of [101, 150, 199, 200, 300, 1_000]) {
      let above = 0;
      for (let step = 0; step < steps; step += 1) {
        const u = (step + 0.5) / steps;
        if (crashPointFor(9700, cashout, true, u) >= y) above += pWin;
        if (crashPointFor(9700, cashout, false, u) >= y) above += 1 - pWin;
      }
      expect(above / steps).toBeCloseTo(Math.min(1, (r * 100) / y), 3);
    }
    expect(crashPointFor(9700, 150, true, 0)).toBe(150);
    expect(crashPointFor(9700, 150, false, 0.999_999)).toBe(100);
  });
});
