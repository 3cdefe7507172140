import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SERVER_SEED_BYTES, blocksFor, hmacMessage, wordDraw, wordsOf, type Draw } from '@casino/shared-kernel/provably-fair';

/**
 * The api-server's side of the kernel's provably fair scheme: the same messages and words, the
 * HMAC from node:crypto, synchronous so a round still settles in one transaction.
 */
export function newServerSeed(): string {
  return randomBytes(SERVER_SEED_BYTES).toString('hex');
}

/** SHA-256 of the seed's 32 bytes, hex: what the player sees before betting. */
export function serverSeedHash(serverSeed: string): string {
  return createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
}

/** The first `count` words of round `nonce` under the seed pair. */
export function roundWords(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const key = Buffer.from(serverSeed, 'hex');
  const blocks = Array.from(
    { length: blocksFor(count) },
    (_, cursor) =>
      new Uint8Array(
        createHmac('sha256', key)
          .update(hmacMessage(clientSeed, nonce, cursor))
          .digest(),
      ),
  );
  return wordsOf(blocks).slice(0, count);
}

/** The draw of one round: the words of `client:nonce`, read in order by the game's engine. */
export function roundDraw(serverSeed: string, clientSeed: string, nonce: number, count: number): Draw & { used: () => number } {
  return wordDraw(roundWords(serverSeed, clientSeed, nonce, count));
}
