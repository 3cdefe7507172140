/**
 * Why an entry script failed to load, which the browser does not say: a script refused for its
 * integrity fires the same `error` event as one that could not be fetched. So the entry is fetched
 * again (not from the cache) and hashed:
 * - `offline`: it cannot be fetched, and neither can the site's own files (or the browser says it
 *   is offline): the player's connection;
 * - `missing`: it cannot be fetched though the site answers (not found, a server error, refused):
 *   the section is not there, whatever the player's connection;
 * - `integrity`: it is there but is not the file the registry recorded (being replaced, or tampered);
 * - `script`: it is there and matches: the network failed only while the page loaded it.
 * (An entry that throws while running does not come here: the loading plugin sees that itself.)
 * Loaded only when an entry has failed: nothing of this is on a good page load's path.
 */
export type EntryFailure = 'offline' | 'missing' | 'integrity' | 'script';

const ALGORITHMS: Record<string, string> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };

/** A small file of the site's own origin, asked for to tell the player's connection from the remote's server. */
const SITE_PROBE = 'brands/hosts.json';

async function siteAnswers(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  try {
    // Any answer, even an error status, proves the connection.
    await fetch(new URL(SITE_PROBE, document.baseURI), { method: 'HEAD', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

export async function diagnoseEntry(url: string, integrity: string | undefined): Promise<EntryFailure> {
  let bytes: ArrayBuffer;
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'omit', mode: 'cors' });
    if (!response.ok) return 'missing';
    bytes = await response.arrayBuffer();
  } catch {
    return (await siteAnswers()) ? 'missing' : 'offline';
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
