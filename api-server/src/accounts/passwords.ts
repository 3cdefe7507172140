import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt at N=2^14, r=8: about 16 MiB and tens of milliseconds a hash, run on libuv's thread pool
// so a login never blocks the event loop, and never more than two at once (MAX_CONCURRENT_HASHES). The parameters are stored with each hash, so raising
// them later leaves existing passwords readable.
const COST = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_BYTES = 64;
const SALT_BYTES = 16;

/**
 * At most this many hashes at once. libuv's pool has 4 threads, shared with WebCrypto (every
 * request's signature HMAC) and the file system: 16 concurrent wrong logins held all four, and the
 * wallet read's p99 went from 5 ms to 1.5 s. The others wait their turn here, off the pool.
 */
export const MAX_CONCURRENT_HASHES = 2;
let hashing = 0;
const waitingForHash: (() => void)[] = [];

/** How many hashes are on the pool now (for the tests and the load benchmark). */
export const hashesRunning = () => hashing;

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < MAX_CONCURRENT_HASHES) hashing += 1;
  // The slot is handed over by the one finishing, so the count never drops between two holders.
  else await new Promise<void>((resolve) => waitingForHash.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingForHash.shift();
    if (next) next();
    else hashing -= 1;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return inHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

const format = (salt: Buffer, key: Buffer) => `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;

/** A slow, salted hash of a password: `scrypt$N$r$p$salt$key`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, await derive(password, salt, COST));
}

/** The same, blocking: for the seed, which runs before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, scryptSync(password.normalize('NFKC'), salt, KEY_BYTES, COST));
}

// Compared against when an account has no password, so "no such account" costs the same time as
// "wrong password" and the answer time does not tell which accounts exist.
const DECOY = hashPasswordSync('decoy password, never matches');

/** Whether `password` matches `stored`; a missing or unreadable hash never matches. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = (stored ?? DECOY).split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: COST.maxmem };
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), options);
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
