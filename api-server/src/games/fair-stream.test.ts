// The server's side of the published test vectors: node:crypto's HMAC and the engines' own draws
// must give what the kernel publishes (its suite checks the same vectors with WebCrypto).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CRASH_WORDS,
  DICE_WORDS,
  FAIR_GAME_WORDS,
  FAIR_TEST_VECTORS,
  SLOT_WORDS,
  WORD_RANGE,
  fairOutcome,
  fisherYates,
  hexOf,
  roundWords as browserRoundWords,
  serverSeedHash as browserSeedHash,
  shuffleWords,
  wordDraw,
} from '@casino/shared-kernel/provably-fair';
import { playCrash } from './crash-engine.ts';
import { playDice } from './dice-engine.ts';
import { roundDraw, roundWords, serverSeedHash } from './fair-stream.ts';
import { playSlot } from './slot-engine.ts';
import { createHmac } from 'node:crypto';

describe('the published test vectors, on the server', () => {
  for (const vector of FAIR_TEST_VECTORS) {
    it(`${vector.clientSeed}:${vector.nonce}`, () => {
      const { serverSeed, clientSeed, nonce } = vector;
      expect(serverSeedHash(serverSeed)).toBe(vector.serverSeedHash);
      expect(hexOf(createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(`${clientSeed}:${nonce}`).digest())).toBe(vector.hmac);
      expect(roundWords(serverSeed, clientSeed, nonce, 4).map((word) => word / WORD_RANGE)).toEqual(vector.floats);
      const dice = playDice(vector.dice.rtpBasisPoints, 100, { target: 50, direction: 'under' }, roundDraw(serverSeed, clientSeed, nonce, DICE_WORDS));
      expect(dice.outcome.roll).toBe(vector.dice.roll);
      const crash = playCrash(vector.crash.rtpBasisPoints, 100, 200, roundDraw(serverSeed, clientSeed, nonce, CRASH_WORDS));
      expect(crash.outcome.crashPoint).toBe(vector.crash.crashPoint);
      expect(playSlot(9650, 100, roundDraw(serverSeed, clientSeed, nonce, SLOT_WORDS)).outcome.stops).toEqual(vector.slot.stops);
      const deck = Array.from({ length: 52 }, (_, card) => card);
      expect(fisherYates(deck, wordDraw(roundWords(serverSeed, clientSeed, nonce, shuffleWords(52))))).toEqual(vector.deck);
    });
  }
});

describe('a round replayed from its seeds', () => {
  it('gives the same result every time; another client seed or nonce gives another stream', () => {
    const seed = 'ab'.repeat(32);
    const play = (client: string, nonce: number) => playSlot(9650, 100, roundDraw(seed, client, nonce, SLOT_WORDS));
    expect(play('me', 1)).toEqual(play('me', 1));
    const stream = (client: string, nonce: number) => roundWords(seed, client, nonce, 8).join();
    expect(stream('me', 1)).not.toBe(stream('me', 2));
    expect(stream('me', 1)).not.toBe(stream('you', 1));
  });
});

describe('the server and the browser code, on any seeds', () => {
  const seeds = fc.record({
    serverSeed: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex')),
    clientSeed: fc.stringMatching(/^[a-zA-Z0-9 _.!-]{1,64}$/),
    nonce: fc.nat({ max: 10_000_000 }),
  });

  it('agree on the hash and on every game’s result (node:crypto + engines against WebCrypto + the mapping)', async () => {
    await fc.assert(
      fc.asyncProperty(seeds, async ({ serverSeed, clientSeed, nonce }) => {
        expect(await browserSeedHash(serverSeed)).toBe(serverSeedHash(serverSeed));
        const browser = async (game: 'dice' | 'crash' | 'slot', rtp: number) =>
          fairOutcome(game, await browserRoundWords(serverSeed, clientSeed, nonce, FAIR_GAME_WORDS[game]), rtp);
        const draw = (words: number) => roundDraw(serverSeed, clientSeed, nonce, words);
        expect(await browser('dice', 9900)).toEqual({
          game: 'dice',
          roll: playDice(9900, 100, { target: 50, direction: 'over' }, draw(DICE_WORDS)).outcome.roll,
        });
        expect(await browser('crash', 9700)).toEqual({ game: 'crash', crashPoint: playCrash(9700, 100, 150, draw(CRASH_WORDS)).outcome.crashPoint });
        expect(await browser('slot', 9650)).toEqual({ game: 'slot', stops: playSlot(9650, 100, draw(SLOT_WORDS)).outcome.stops });
      }),
      { numRuns: 200 },
    );
  });

  it('fix the result once the hash is shown: another client seed or nonce moves the stream, the same inputs never do', () => {
    fc.assert(
      fc.property(seeds, fc.stringMatching(/^[a-z]{1,8}$/), ({ serverSeed, clientSeed, nonce }, extra) => {
        const stream = (client: string, at: number) => roundWords(serverSeed, client, at, 8).join();
        expect(stream(clientSeed, nonce)).toBe(stream(clientSeed, nonce));
        expect(stream(`${clientSeed}${extra}`, nonce)).not.toBe(stream(clientSeed, nonce));
        expect(stream(clientSeed, nonce + 1)).not.toBe(stream(clientSeed, nonce));
      }),
      { numRuns: 200 },
    );
  });
});
