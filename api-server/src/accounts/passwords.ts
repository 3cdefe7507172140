import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt at N=2^14, r=8: about 16 MiB and tens of milliseconds a hash, run on libuv's thread pool
// so a login never blocks other requests. The parameters are stored with each hash, so raising
// them later leaves existing passwords readable.
const COST = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_BYTES = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
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
