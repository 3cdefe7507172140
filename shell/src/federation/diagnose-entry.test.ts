// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagnoseEntry } from './diagnose-entry.ts';

const ENTRY = 'https://cdn.example/remotes/mfe-games/1.0.0/remoteEntry.js';

/** The network as the page sees it: the remote's server and the site's own origin answer or not. */
function network({ entry, site }: { entry: () => Promise<Response>; site: boolean }) {
  vi.stubGlobal('fetch', (input: string | URL) =>
    String(input) === ENTRY ? entry() : site ? Promise.resolve(new Response(null, { status: 200 })) : Promise.reject(new TypeError('Failed to fetch')),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('diagnoseEntry', () => {
  it('says the section is missing, not the connection, when its entry is not found', async () => {
    network({ entry: () => Promise.resolve(new Response('Not found', { status: 404 })), site: true });
    await expect(diagnoseEntry(ENTRY, undefined)).resolves.toBe('missing');
  });

  it('says the section is missing when its server refuses the connection but the site answers', async () => {
    network({ entry: () => Promise.reject(new TypeError('Failed to fetch')), site: true });
    await expect(diagnoseEntry(ENTRY, undefined)).resolves.toBe('missing');
  });

  it('blames the connection only when the site itself does not answer either, or the browser is offline', async () => {
    network({ entry: () => Promise.reject(new TypeError('Failed to fetch')), site: false });
    await expect(diagnoseEntry(ENTRY, undefined)).resolves.toBe('offline');
    network({ entry: () => Promise.reject(new TypeError('Failed to fetch')), site: true });
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    await expect(diagnoseEntry(ENTRY, undefined)).resolves.toBe('offline');
  });
});
