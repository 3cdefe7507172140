// The browser's side of the scheme: the published vectors recomputed with WebCrypto.
import { describe, expect, it } from 'vitest';
import {
  FAIR_TEST_VECTORS,
  fairOutcome,
  fisherYates,
  hexOf,
  hmacMessage,
  roundBlocks,
  roundWords,
  serverSeedHash,
  shuffleWords,
  wordDraw,
  wordToIndex,
  WORD_RANGE,
} from './index.ts';

describe('the published test vectors, recomputed with WebCrypto', () => {
  for (const vector of FAIR_TEST_VECTORS) {
    it(`${vector.clientSeed}:${vector.nonce}`, async () => {
      expect(await serverSeedHash(vector.serverSeed)).toBe(vector.serverSeedHash);
      const [first] = await roundBlocks(vector.serverSeed, vector.clientSeed, vector.nonce, 1);
      expect(first && hexOf(first)).toBe(vector.hmac);
      const words = await roundWords(vector.serverSeed, vector.clientSeed, vector.nonce, shuffleWords(52));
      expect(words.slice(0, 4).map((word) => word / WORD_RANGE)).toEqual(vector.floats);
      expect(fairOutcome('dice', words, vector.dice.rtpBasisPoints)).toEqual({ game: 'dice', roll: vector.dice.roll });
      expect(fairOutcome('crash', words, vector.crash.rtpBasisPoints)).toEqual({ game: 'crash', crashPoint: vector.crash.crashPoint });
      expect(fairOutcome('slot', words, 9650)).toEqual({ game: 'slot', stops: vector.slot.stops });
      const deck = Array.from({ length: 52 }, (_, card) => card);
      expect(fisherYates(deck, wordDraw(words))).toEqual(vector.deck);
    });
  }
});

describe('the scheme', () => {
  it('signs `client:nonce` for the first block and adds the cursor after it', () => {
    expect(hmacMessage('seed', 3, 0)).toBe('seed:3');
    expect(hmacMessage('seed', 3, 2)).toBe('seed:3:2');
  });

  it('reads a second block for words past the eighth (cursor 1)', async () => {
    const [vector] = FAIR_TEST_VECTORS;
    if (!vector) throw new Error('no vector');
    const blocks = await roundBlocks(vector.serverSeed, vector.clientSeed, vector.nonce, 9);
    expect(blocks).toHaveLength(2);
    expect(hexOf(blocks[1] ?? new Uint8Array())).not.toBe(vector.hmac);
  });

  it('changes the whole stream when the client seed changes', async () => {
    const [vector] = FAIR_TEST_VECTORS;
    if (!vector) throw new Error('no vector');
    const mine = await roundWords(vector.serverSeed, vector.clientSeed, vector.nonce, 8);
    const other = await roundWords(vector.serverSeed, `${vector.clientSeed}!`, vector.nonce, 8);
    expect(other.filter((word, index) => word === mine[index])).toEqual([]);
  });

  it('maps a word onto n values exactly: the lowest and highest words reach both ends', () => {
    expect(wordToIndex(0, 10_000)).toBe(0);
    expect(wordToIndex(WORD_RANGE - 1, 10_000)).toBe(9_999);
    expect(wordToIndex(WORD_RANGE - 1, WORD_RANGE)).toBe(WORD_RANGE - 1);
    expect(() => wordToIndex(5, 2 ** 22)).toThrow();
  });

  it('refuses to read past the words a round computed', () => {
    const draw = wordDraw([1]);
    draw(10);
    expect(() => draw(10)).toThrow();
  });
});
