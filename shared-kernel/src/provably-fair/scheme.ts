/**
 * The provably fair scheme of the originals (dice, crash, the slot, the poker deck): pure and
 * synchronous, the same code on the api-server and in the browser. A round's outcome comes only
 * from HMAC-SHA256(server seed, `client seed:nonce[:cursor]`): each 32-byte block gives eight
 * 32-bit words (big-endian, four bytes each), the word w being the float w / 2³² in [0, 1). A
 * game reads the words in order through a {@link Draw}; draw(n) = ⌊w × n / 2³²⌋ is exact in
 * doubles (w × n < 2⁵³ for every n the games ask, checked).
 */

/** A whole number from 0 to n − 1 (the engines' draw): here the next word of the round's stream. */
export type Draw = (n: number) => number;

export const WORD_RANGE = 2 ** 32;
export const WORDS_PER_BLOCK = 8;
/** The largest n below 2³² that a word maps without rounding: w × n stays below 2⁵³. */
export const MAX_EXACT_RANGE = 2 ** 21;

/** A server seed is 32 random bytes, shown as 64 hex digits. */
export const SERVER_SEED_BYTES = 32;
/** A client seed: 1 to 64 printable ASCII characters other than ":" (the message's separator). */
export const CLIENT_SEED_PATTERN = /^[\x20-\x39\x3b-\x7e]{1,64}$/;

/** The HMAC message of block `cursor`: `client:nonce` for the first block, `client:nonce:cursor` after. */
export function hmacMessage(clientSeed: string, nonce: number, cursor: number): string {
  return cursor === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${cursor}`;
}

/** How many HMAC blocks a round of `words` words needs. */
export const blocksFor = (words: number) => Math.ceil(words / WORDS_PER_BLOCK);

/** The 32-bit words of the blocks, in order, four bytes each, big-endian. */
export function wordsOf(blocks: readonly Uint8Array[]): number[] {
  const words: number[] = [];
  for (const block of blocks) {
    const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
    for (let offset = 0; offset + 4 <= block.byteLength; offset += 4) words.push(view.getUint32(offset, false));
  }
  return words;
}

/** The float a word stands for, in [0, 1). */
export const floatOf = (word: number) => word / WORD_RANGE;

/** ⌊w × n / 2³²⌋: one of n values, for n up to 2²¹ or n = 2³² (the word itself). */
export function wordToIndex(word: number, n: number): number {
  if (n === WORD_RANGE) return word;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_EXACT_RANGE) throw new Error(`A word cannot map exactly onto ${n} values`);
  return Math.floor((word * n) / WORD_RANGE);
}

/** A draw that reads the words in order; running out means the round asked for more blocks than it said. */
export function wordDraw(words: readonly number[]): Draw & { used: () => number } {
  let next = 0;
  const draw = (n: number) => {
    const word = words[next];
    if (word === undefined) throw new Error(`The round needs more than ${words.length} words`);
    next += 1;
    return wordToIndex(word, n);
  };
  return Object.assign(draw, { used: () => next });
}

/** ⌊a / b⌋ in integers (the double quotient can round across a whole number). */
function floorDivide(a: number, b: number): number {
  let quotient = Math.floor(a / b);
  if (quotient * b > a) quotient -= 1;
  else if ((quotient + 1) * b <= a) quotient += 1;
  return quotient;
}

// ---- Dice: word 1 is the roll, word 2 settles a fraction of a minor unit of the win.
/** The roll: 0.00 to 99.99, i.e. one of 10 000 hundredths. */
export const DICE_OUTCOMES = 10_000;
export const DICE_WORDS = 2;
export const diceRoll = (draw: Draw) => draw(DICE_OUTCOMES);

// ---- Crash: word 1 is the crash point, word 2 settles a fraction of a minor unit of the win.
/** The highest crash point shown (hundredths): a curve has to stop somewhere. */
export const CRASH_POINT_CAP = 100_000_000;
export const CRASH_WORDS = 2;
/**
 * The crash point in hundredths: ⌊RTP × 100 / (1 − w / 2³²)⌋, at least 1.00× (an instant crash).
 * It is the bet's own: the same for every cash-out. P(crash ≥ x) = RTP / x up to one word:
 * exactly ⌊bp × 2³² / (100 c)⌋ of the 2³² words reach c hundredths, bp the RTP in basis points.
 */
export function crashPointOfWord(word: number, rtpBasisPoints: number): number {
  const point = floorDivide(rtpBasisPoints * WORD_RANGE, 100 * (WORD_RANGE - word));
  return Math.min(CRASH_POINT_CAP, Math.max(100, point));
}
export const crashPoint = (draw: Draw, rtpBasisPoints: number) => crashPointOfWord(draw(WORD_RANGE), rtpBasisPoints);

// ---- Slot: words 1–3 are the reels' stops, word 4 settles a fraction of a minor unit of the win.
export const SLOT_REELS = 3;
export const SLOT_REEL_LENGTH = 20;
export const SLOT_WORDS = 4;
export const slotStops = (draw: Draw) => Array.from({ length: SLOT_REELS }, () => draw(SLOT_REEL_LENGTH));

// ---- Poker: a Fisher–Yates shuffle of the deck, one word per swap (51 for 52 cards).
export const shuffleWords = (cards: number) => Math.max(0, cards - 1);
/** Shuffles a copy: for i from the last card down to 1, swap card i with card draw(i + 1). */
export function fisherYates<T>(cards: readonly T[], draw: Draw): T[] {
  const deck = [...cards];
  for (let index = deck.length - 1; index > 0; index -= 1) {
    const other = draw(index + 1);
    const card = deck[index] as T;
    deck[index] = deck[other] as T;
    deck[other] = card;
  }
  return deck;
}

/** The games the scheme covers and how many words a round of each reads. */
export const FAIR_GAME_WORDS = { dice: DICE_WORDS, crash: CRASH_WORDS, slot: SLOT_WORDS } as const;
export type FairGame = keyof typeof FAIR_GAME_WORDS;

/** What a verifier recomputes of a round: the outcome fields the round stored. */
export type FairOutcome = { game: 'dice'; roll: number } | { game: 'crash'; crashPoint: number } | { game: 'slot'; stops: number[] };

/** The outcome a round's words give (the win's rounding word aside). */
export function fairOutcome(game: FairGame, words: readonly number[], rtpBasisPoints: number): FairOutcome {
  const draw = wordDraw(words);
  if (game === 'dice') return { game, roll: diceRoll(draw) };
  if (game === 'crash') return { game, crashPoint: crashPoint(draw, rtpBasisPoints) };
  return { game, stops: slotStops(draw) };
}

const HEX = /^(?:[0-9a-f]{2})*$/;
export function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
export function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> {
  if (!HEX.test(hex)) throw new Error('Not lowercase hex bytes');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}
