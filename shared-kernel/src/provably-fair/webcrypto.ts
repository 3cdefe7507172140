import { blocksFor, bytesOfHex, hexOf, hmacMessage, wordsOf } from './scheme.ts';

/** The platform's WebCrypto (a browser's, or Node's `globalThis.crypto`). */
const subtle = () => {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (!crypto?.subtle) throw new Error('WebCrypto is not available: a round cannot be verified here');
  return crypto.subtle;
};

/** SHA-256 of the server seed's bytes, hex: the hash shown before any bet. */
export async function serverSeedHash(serverSeedHex: string): Promise<string> {
  const digest = await subtle().digest('SHA-256', bytesOfHex(serverSeedHex));
  return hexOf(new Uint8Array(digest));
}

/** The HMAC blocks of a round, computed in the browser: block i signs `client:nonce[:i]` with the server seed's bytes. */
export async function roundBlocks(serverSeedHex: string, clientSeed: string, nonce: number, words: number): Promise<Uint8Array[]> {
  const key = await subtle().importKey('raw', bytesOfHex(serverSeedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const encoder = new TextEncoder();
  const blocks: Uint8Array[] = [];
  for (let cursor = 0; cursor < blocksFor(words); cursor += 1) {
    blocks.push(new Uint8Array(await subtle().sign('HMAC', key, encoder.encode(hmacMessage(clientSeed, nonce, cursor)))));
  }
  return blocks;
}

/** The first `words` words of a round's stream. */
export async function roundWords(serverSeedHex: string, clientSeed: string, nonce: number, words: number): Promise<number[]> {
  return wordsOf(await roundBlocks(serverSeedHex, clientSeed, nonce, words)).slice(0, words);
}
