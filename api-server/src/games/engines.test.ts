// The demo engines' return to player, proved exactly: every stop, roll or draw is enumerated (or
// the closed form written out) and the sums compared in integers, never sampled.
import { describe, expect, it } from 'vitest';
import { CRASH_WORDS, DICE_WORDS, SLOT_WORDS, WORD_RANGE, crashPointOfWord, wordToIndex } from '@casino/shared-kernel/provably-fair';
import { CRASH_MAX_CASHOUT, CRASH_MIN_CASHOUT, CRASH_POINT_CAP, crashWinChance, playCrash } from './crash-engine.ts';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, DICE_OUTCOMES, diceMultiplier, diceWins, playDice, type DiceBet } from './dice-engine.ts';
import { roundDraw, newServerSeed } from './fair-stream.ts';
import { payWhole, rtpBasisPoints, type Draw } from './payout.ts';
import { PAYLINES, REEL_LENGTH, REEL_STRIPS, SLOT_SYMBOLS, SLOT_WIN_DIVISOR, linePay, playSlot, slotOutcome, slotPaytable } from './slot-engine.ts';

/** RTPs of the catalogue (slots 96–97.5 %, crash 97 %, dice 99 %) and a few far from them. */
const RTPS = [96, 96.1, 96.5, 97, 97.5, 99, 99.99, 88.88, 50, 12.34, 0.01];

/** A draw that answers the given values in turn (then 0). */
const scripted =
  (...values: number[]): Draw =>
  () =>
    values.shift() ?? 0;

describe('the engines on the provably fair stream', () => {
  it('play many rounds within the words a round computes, paying only whole minor units', () => {
    const seed = newServerSeed();
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const draw = (words: number) => roundDraw(seed, 'client', nonce, words);
      const wins = [
        playSlot(9650, 137, draw(SLOT_WORDS)).win,
        playDice(9900, 137, { target: 7, direction: 'under' }, draw(DICE_WORDS)).win,
        playCrash(9700, 137, 101, draw(CRASH_WORDS)).win,
        playCrash(9700, 137, CRASH_MAX_CASHOUT, draw(CRASH_WORDS)).win,
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

describe('over the 2³² words of the fair stream (exact, in integers)', () => {
  /** How many words map onto each of n values: ⌈(i + 1) × 2³² / n⌉ − ⌈i × 2³² / n⌉. */
  const wordsPerValue = (n: number) =>
    Array.from({ length: n }, (_, value) => {
      const ceil = (k: number) => (BigInt(k) * BigInt(WORD_RANGE) + BigInt(n) - 1n) / BigInt(n);
      return ceil(value + 1) - ceil(value);
    });

  it('maps the words onto the values the engines draw as evenly as 2³² allows, the boundaries checked', () => {
    for (const n of [20, 50, 100, 9_800, 10_000]) {
      const counts = wordsPerValue(n);
      expect(counts.reduce((sum, count) => sum + count, 0n)).toBe(BigInt(WORD_RANGE));
      let first = 0n;
      for (const [value, count] of counts.entries()) {
        expect(wordToIndex(Number(first), n)).toBe(value);
        if (first > 0n) expect(wordToIndex(Number(first) - 1, n)).toBe(value - 1);
        first += count;
      }
    }
  });

  it('dice: every target and direction returns the RTP within 1.2 × 10⁻⁸', () => {
    const perRoll = wordsPerValue(DICE_OUTCOMES);
    let worst = 0;
    for (let target = DICE_MIN_TARGET; target <= DICE_MAX_TARGET; target += 1) {
      for (const direction of ['under', 'over'] as const) {
        const bet = { target, direction };
        let winning = 0n;
        for (const [roll, count] of perRoll.entries()) if (diceWins(roll, bet)) winning += count;
        for (const rtp of [99, 96.5]) {
          const basisPoints = rtpBasisPoints(rtp);
          const { numerator, denominator } = diceMultiplier(basisPoints, bet);
          // Return per unit staked = winning / 2³² × numerator / denominator, against bp / 10 000.
          const scale = BigInt(WORD_RANGE) * BigInt(denominator) * 10_000n;
          const gap = winning * BigInt(numerator) * 10_000n - BigInt(basisPoints) * BigInt(WORD_RANGE) * BigInt(denominator);
          worst = Math.max(worst, Math.abs(Number((gap * 10n ** 12n) / scale) / 1e12));
        }
      }
    }
    expect(worst).toBeLessThan(1.2e-8);
  });

  it('slot: returns the RTP within 10⁻⁸ over every stop weighted by its words', () => {
    const perStop = wordsPerValue(REEL_LENGTH);
    for (const rtp of [96, 96.5, 97.5]) {
      const basisPoints = rtpBasisPoints(rtp);
      const paytable = slotPaytable(basisPoints);
      let tenths = 0n;
      for (let a = 0; a < REEL_LENGTH; a += 1) {
        for (let b = 0; b < REEL_LENGTH; b += 1) {
          for (let c = 0; c < REEL_LENGTH; c += 1) {
            const weight = (perStop[a] ?? 0n) * (perStop[b] ?? 0n) * (perStop[c] ?? 0n);
            tenths += BigInt(slotOutcome([a, b, c], paytable).payTenths) * weight;
          }
        }
      }
      // Return per unit staked = tenths / (2⁹⁶ × 50), against bp / 10 000.
      const scale = BigInt(WORD_RANGE) ** 3n * BigInt(SLOT_WIN_DIVISOR) * 10_000n;
      const gap = tenths * 10_000n - BigInt(basisPoints) * BigInt(WORD_RANGE) ** 3n * BigInt(SLOT_WIN_DIVISOR);
      expect(Math.abs(Number((gap * 10n ** 12n) / scale) / 1e12)).toBeLessThan(1e-8);
    }
  });
});

describe('crash', () => {
  it('reaches a cash-out of c on exactly ⌊bp × 2³² / (100 c)⌋ words: the threshold word and the one below it', () => {
    const wrong: string[] = [];
    for (const rtp of RTPS) {
      const basisPoints = rtpBasisPoints(rtp);
      for (let cashout = CRASH_MIN_CASHOUT; cashout <= CRASH_MAX_CASHOUT; cashout += 1) {
        const { numerator } = crashWinChance(basisPoints, cashout);
        // The crash point grows with the word, so the words reaching c are the top `numerator` ones.
        const threshold = WORD_RANGE - numerator;
        if (crashPointOfWord(threshold, basisPoints) < cashout || (threshold > 0 && crashPointOfWord(threshold - 1, basisPoints) >= cashout)) {
          wrong.push(`${rtp} % at ${cashout}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('returns the RTP at every cash-out, exactly computed, less at most one word’s share (under 2.4 × 10⁻⁷)', () => {
    let worst = 0;
    for (const rtp of [97, 99.99, 50]) {
      const basisPoints = rtpBasisPoints(rtp);
      for (let cashout = CRASH_MIN_CASHOUT; cashout <= CRASH_MAX_CASHOUT; cashout += 1) {
        const { numerator, denominator } = crashWinChance(basisPoints, cashout);
        // Return per unit staked = P(win) × c / 100, as an exact fraction against bp / 10 000.
        const shortfall = Number(BigInt(basisPoints) * BigInt(denominator) * 100n - BigInt(numerator) * BigInt(cashout) * 10_000n) / (denominator * 1_000_000);
        expect(shortfall).toBeGreaterThanOrEqual(0);
        worst = Math.max(worst, shortfall);
      }
    }
    expect(worst).toBeLessThan(2.4e-7);
  });

  it('crashes at 1.00× on the lowest words (the house edge) and climbs without bound to the cap', () => {
    expect(crashPointOfWord(0, 9700)).toBe(100);
    expect(crashPointOfWord(WORD_RANGE / 2, 9700)).toBe(194);
    expect(crashPointOfWord(WORD_RANGE - 1, 9700)).toBe(CRASH_POINT_CAP);
  });

  it('pays stake × cash-out when the crash point reaches it, the same crash point whatever the cash-out', () => {
    const word = WORD_RANGE / 2; // crash at 1.94×
    expect(playCrash(9700, 1_000, 150, scripted(word))).toEqual({ win: 1_500, outcome: { cashout: 150, crashPoint: 194, won: true } });
    expect(playCrash(9700, 1_000, 194, scripted(word))).toMatchObject({ win: 1_940, outcome: { won: true } });
    expect(playCrash(9700, 1_000, 195, scripted(word))).toEqual({ win: 0, outcome: { cashout: 195, crashPoint: 194, won: false } });
  });
});
