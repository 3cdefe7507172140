/**
 * Why an entry script failed, which the browser does not say: a script refused for its integrity
 * fires the same `error` event as one that could not be fetched. So the entry is fetched again
 * (not from the cache) and hashed:
 * - `network`: it cannot be fetched now either (offline, 404, timeout);
 * - `integrity`: it is there but is not the file the registry recorded (being replaced, or tampered);
 * - `script`: it is there and matches: it failed while running, or the network failed only then.
 * Loaded only when an entry has failed: nothing of this is on a good page load's path.
 */
export type EntryFailure = 'network' | 'integrity' | 'script';

const ALGORITHMS: Record<string, string> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };

export async function diagnoseEntry(url: string, integrity: string | undefined): Promise<EntryFailure> {
  let bytes: ArrayBuffer;
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'omit', mode: 'cors' });
    if (!response.ok) return 'network';
    bytes = await response.arrayBuffer();
  } catch {
    return 'network';
  }
  if (!integrity) return 'script';
  const [prefix = '', expected = ''] = integrity.split('-', 2);
  const algorithm = ALGORITHMS[prefix];
  // No way to hash here (an insecure context has no crypto.subtle): the file came, so it is the file.
  if (!algorithm || !globalThis.crypto?.subtle) return 'integrity';
  const digest = new Uint8Array(await crypto.subtle.digest(algorithm, bytes));
  const actual = btoa(String.fromCharCode(...digest));
  return actual === expected ? 'script' : 'integrity';
}
