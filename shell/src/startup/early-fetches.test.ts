// @vitest-environment happy-dom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { EARLY_FETCHES_GLOBAL } from './early-fetches.ts';

/** The page's early fetches, kept on the window for both copies of the module. */
const pageState = () => globalThis as unknown as Record<string, unknown>;

/** A fresh page and module per test: the early fetches are started once per page. */
async function withFetch(answer: (path: string) => Response | Promise<Response>) {
  vi.resetModules();
  delete pageState()[EARLY_FETCHES_GLOBAL];
  localStorage.clear();
  const fetched: string[] = [];
  // A plain function, not vi.fn: a spy handles the promises it returns, which would hide an unhandled rejection.
  vi.stubGlobal('fetch', async (url: URL) => {
    const path = url.pathname.replace(/^\//, '');
    fetched.push(path);
    return answer(path);
  });
  const module = await import('./early-fetches.ts');
  return { ...module, fetched };
}

const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('the start-up files fetched from the first script', () => {
  it('fetches the brand the query names at once, and hands each fetch out once', async () => {
    const { startEarlyFetches, fetchStartupFile, fetched } = await withFetch(() => json({}));
    startEarlyFetches('http://site.test/?brand=brasil#/');
    expect(fetched).toEqual(['brands/brasil/remotes.json', 'brands/brasil/client.json']);
    await fetchStartupFile('brands/brasil/remotes.json');
    expect(fetched).toHaveLength(2);
    // A second read of the map (a later check for a new pin) goes to the network.
    await fetchStartupFile('brands/brasil/remotes.json');
    expect(fetched).toHaveLength(3);
  });

  it('follows the host mapping, and leaves the mapping readable for start-up', async () => {
    const { startEarlyFetches, fetchStartupFile, fetched } = await withFetch((path) =>
      path === 'brands/hosts.json' ? json({ format: 1, hosts: { 'brasil.site.test': 'brasil' } }) : json({}),
    );
    startEarlyFetches('http://brasil.site.test/');
    await settle();
    expect(fetched).toEqual(['brands/hosts.json', 'brands/brasil/remotes.json', 'brands/brasil/client.json']);
    await expect((await fetchStartupFile('brands/hosts.json')).json()).resolves.toMatchObject({ hosts: { 'brasil.site.test': 'brasil' } });
  });

  it('asks for each file once when start-up reads the mapping ahead of the first script', async () => {
    const { startEarlyFetches, fetchStartupFile, fetched } = await withFetch((path) =>
      path === 'brands/hosts.json'
        ? json({ format: 1, hosts: {} })
        : path.endsWith('remotes.json')
          ? json({ format: 1, brand: 'india', remotes: { 'mfe-lobby': { version: '1.2.0', entry: '/remotes/mfe-lobby/1.2.0/remoteEntry.js' } } })
          : json({}),
    );
    onTestFinished(() => {
      document.head.innerHTML = '';
    });
    startEarlyFetches('http://site.test/#/');
    // Start-up takes the mapping and asks for the brand's files before the first script has.
    await fetchStartupFile('brands/hosts.json');
    const map = fetchStartupFile('brands/india/remotes.json');
    const client = fetchStartupFile('brands/india/client.json');
    await expect((await map).json()).resolves.toMatchObject({ brand: 'india' });
    await client;
    await settle();
    expect(fetched).toEqual(['brands/hosts.json', 'brands/india/remotes.json', 'brands/india/client.json']);
    // The first page's entry is preloaded all the same, from the same answer.
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname)).toEqual([
      '/remotes/mfe-lobby/1.2.0/remoteEntry.js',
    ]);
  });

  it("leaves its fetches to start-up's copy of the module: the boot script's are taken over, nothing is asked twice", async () => {
    // The page's inline boot script (boot.ts) is one copy of the module, start-up holds another.
    const boot = await withFetch((path) => (path === 'brands/hosts.json' ? json({ format: 1, hosts: {} }) : json({ brand: 'india' })));
    boot.startEarlyFetches('http://site.test/');
    await settle();
    expect(boot.fetched).toEqual(['brands/hosts.json', 'brands/india/remotes.json', 'brands/india/client.json']);
    vi.resetModules();
    const startUp = await import('./early-fetches.ts');
    await expect((await startUp.fetchStartupFile('brands/india/remotes.json')).json()).resolves.toEqual({ brand: 'india' });
    await startUp.fetchStartupFile('brands/hosts.json');
    expect(boot.fetched).toHaveLength(3);
  });

  describe('a repeat visit', () => {
    afterEach(() => {
      document.head.innerHTML = '';
      // The real storage back (one test blocks it) before it is emptied.
      vi.unstubAllGlobals();
      localStorage.clear();
    });
    const lobbyMap = (brand: string) =>
      json({ format: 1, brand, remotes: { 'mfe-lobby': { version: '1.2.0', entry: `/remotes/mfe-lobby/1.2.0/${brand}/remoteEntry.js` } } });
    const site = (mapped: string) => (path: string) =>
      path === 'brands/hosts.json' ? json({ format: 1, hosts: { 'site.test': mapped } }) : path.endsWith('remotes.json') ? lobbyMap(path.split('/')[1]!) : json({});
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname);

    it('keeps the brand the mapping gave, and next time asks for its files beside the mapping, not after it', async () => {
      const first = await withFetch(site('brasil'));
      first.startEarlyFetches('http://site.test/#/');
      await settle();
      expect(first.fetched).toEqual(['brands/hosts.json', 'brands/brasil/remotes.json', 'brands/brasil/client.json']);
      expect(localStorage.getItem('startupBrand')).toBe('brasil');

      // The next page load: module state gone, local storage kept.
      vi.resetModules();
      delete pageState()[EARLY_FETCHES_GLOBAL];
      document.head.innerHTML = '';
      const fetchedBefore = first.fetched.length;
      const next = await import('./early-fetches.ts');
      next.startEarlyFetches('http://site.test/#/');
      expect(first.fetched.slice(fetchedBefore)).toEqual(['brands/brasil/remotes.json', 'brands/brasil/client.json', 'brands/hosts.json']);
      await settle();
      expect(first.fetched).toHaveLength(fetchedBefore + 3);
      expect(preloads()).toEqual(['/remotes/mfe-lobby/1.2.0/brasil/remoteEntry.js']);
      await expect((await next.fetchStartupFile('brands/brasil/remotes.json')).json()).resolves.toMatchObject({ brand: 'brasil' });
    });

    it('follows the mapping when it now names another brand: the remembered one was only a wasted guess', async () => {
      const { startEarlyFetches, fetched } = await withFetch(site('india'));
      localStorage.setItem('startupBrand', 'brasil');
      startEarlyFetches('http://site.test/#/');
      await settle();
      expect(fetched).toEqual(['brands/brasil/remotes.json', 'brands/brasil/client.json', 'brands/hosts.json', 'brands/india/remotes.json', 'brands/india/client.json']);
      // Only this brand's entry: the guess's is never downloaded.
      expect(preloads()).toEqual(['/remotes/mfe-lobby/1.2.0/india/remoteEntry.js']);
      expect(localStorage.getItem('startupBrand')).toBe('india');
    });

    it('ignores a remembered value that is no brand id, and storage that cannot be read', async () => {
      const bad = await withFetch(site('india'));
      localStorage.setItem('startupBrand', '../evil');
      bad.startEarlyFetches('http://site.test/#/');
      expect(bad.fetched).toEqual(['brands/hosts.json']);
      await settle();

      const blocked = await withFetch(site('india'));
      localStorage.setItem('startupBrand', 'brasil');
      const refuse = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
      vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse });
      blocked.startEarlyFetches('http://site.test/#/');
      await settle();
      expect(blocked.fetched).toEqual(['brands/hosts.json', 'brands/india/remotes.json', 'brands/india/client.json']);
    });
  });

  it('takes india for a host the mapping does not name, or without a mapping', async () => {
    const unmapped = await withFetch((path) => (path === 'brands/hosts.json' ? json({ format: 1, hosts: {} }) : json({})));
    unmapped.startEarlyFetches('http://other.test/');
    await settle();
    expect(unmapped.fetched.slice(1)).toEqual(['brands/india/remotes.json', 'brands/india/client.json']);

    const missing = await withFetch((path) => (path === 'brands/hosts.json' ? new Response('', { status: 404 }) : json({})));
    missing.startEarlyFetches('http://other.test/');
    await settle();
    expect(missing.fetched.slice(1)).toEqual(['brands/india/remotes.json', 'brands/india/client.json']);
  });

  it('fetches nothing more for a broken mapping or a query brand that is no brand id', async () => {
    const broken = await withFetch(() => new Response('{"hosts":', { status: 200 }));
    broken.startEarlyFetches('http://site.test/');
    await settle();
    expect(broken.fetched).toEqual(['brands/hosts.json']);

    const bad = await withFetch(() => json({}));
    bad.startEarlyFetches('http://site.test/?brand=India!');
    expect(bad.fetched).toEqual([]);
  });

  it('keeps a failed early fetch for start-up to report, with no unhandled rejection meanwhile', async () => {
    // Node's own event: the page's global handler would log such a rejection as a start-up fault.
    type Listener = (reason: unknown) => void;
    const node = (globalThis as unknown as { process: { on(event: string, listener: Listener): void; off(event: string, listener: Listener): void } }).process;
    const unhandled = vi.fn();
    node.on('unhandledRejection', unhandled);
    try {
      const { startEarlyFetches, fetchStartupFile } = await withFetch(() => Promise.reject(new TypeError('offline')));
      startEarlyFetches('http://site.test/?brand=india');
      // Node reports a rejection left unhandled once the task that made it has run its promise callbacks.
      await settle();
      await expect(fetchStartupFile('brands/india/client.json')).rejects.toThrow('offline');
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      node.off('unhandledRejection', unhandled);
    }
  });

  describe('the first page’s remote entry', () => {
    afterEach(() => {
      document.head.innerHTML = '';
      sessionStorage.clear();
    });
    const map = (lobby: Record<string, unknown>) =>
      json({ format: 1, brand: 'india', remotes: { 'mfe-lobby': lobby, 'mfe-games': { version: '2.0.0', entry: '/remotes/mfe-games/2.0.0/remoteEntry.js' } } });
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname);

    it('is preloaded, with its integrity, once the map is in; the map stays readable for start-up', async () => {
      const { startEarlyFetches, fetchStartupFile } = await withFetch((path) =>
        path.endsWith('remotes.json') ? map({ version: '1.2.0', entry: '/remotes/mfe-lobby/1.2.0/remoteEntry.js', integrity: 'sha384-abc' }) : json({}),
      );
      startEarlyFetches('http://site.test/?brand=india#/');
      await settle();
      expect(preloads()).toEqual(['/remotes/mfe-lobby/1.2.0/remoteEntry.js']);
      expect(document.head.querySelector('link')?.integrity).toBe('sha384-abc');
      await expect((await fetchStartupFile('brands/india/remotes.json')).json()).resolves.toMatchObject({ brand: 'india' });
    });

    it('is the owner’s of the page opened, and none for a page of the shell', async () => {
      const games = await withFetch((path) =>
        path.endsWith('remotes.json') ? map({ version: '1.2.0', entry: '/remotes/mfe-lobby/1.2.0/remoteEntry.js' }) : json({}),
      );
      games.startEarlyFetches('http://site.test/?brand=india#/Gamedetail?id=3');
      await settle();
      expect(preloads()).toEqual(['/remotes/mfe-games/2.0.0/remoteEntry.js']);

      document.head.innerHTML = '';
      const shellPage = await withFetch((path) =>
        path.endsWith('remotes.json') ? map({ version: '1.2.0', entry: '/remotes/mfe-lobby/1.2.0/remoteEntry.js' }) : json({}),
      );
      shellPage.startEarlyFetches('http://site.test/?brand=india#/download');
      await settle();
      expect(preloads()).toEqual([]);
    });

    it('is left to start-up when a canary or a preview may change the version', async () => {
      const canary = await withFetch((path) =>
        path.endsWith('remotes.json')
          ? map({
              version: '1.2.0',
              entry: '/remotes/mfe-lobby/1.2.0/remoteEntry.js',
              canary: { version: '1.3.0', entry: '/remotes/mfe-lobby/1.3.0/remoteEntry.js', percent: 10 },
            })
          : json({}),
      );
      canary.startEarlyFetches('http://site.test/?brand=india#/');
      await settle();
      expect(preloads()).toEqual([]);

      const preview = await withFetch((path) =>
        path.endsWith('remotes.json') ? map({ version: '1.2.0', entry: '/remotes/mfe-lobby/1.2.0/remoteEntry.js' }) : json({}),
      );
      preview.startEarlyFetches('http://site.test/?brand=india&mf-preview=mfe-lobby@1.3.0#/');
      await settle();
      sessionStorage.setItem('mfPreview', 'mfe-lobby@1.3.0');
      preview.startEarlyFetches('http://site.test/?brand=india#/');
      await settle();
      expect(preloads()).toEqual([]);
    });

    it('is preloaded from start-up’s own reading of the map too, one link for both', async () => {
      const { preloadFirstPageEntry, startEarlyFetches } = await withFetch((path) =>
        path.endsWith('remotes.json') ? map({ version: '1.2.0', entry: '/remotes/mfe-lobby/1.2.0/remoteEntry.js' }) : json({}),
      );
      const parsed = { format: 1, brand: 'india', remotes: { 'mfe-lobby': { version: '1.2.0', entry: '/remotes/mfe-lobby/1.2.0/remoteEntry.js' } } };
      preloadFirstPageEntry(parsed, new URL('http://site.test/?brand=india#/'));
      expect(preloads()).toEqual(['/remotes/mfe-lobby/1.2.0/remoteEntry.js']);
      startEarlyFetches('http://site.test/?brand=india#/');
      await settle();
      expect(preloads()).toEqual(['/remotes/mfe-lobby/1.2.0/remoteEntry.js']);
      // A canary: start-up decides.
      document.head.innerHTML = '';
      preloadFirstPageEntry({ remotes: { 'mfe-lobby': { ...parsed.remotes['mfe-lobby'], canary: { version: '1.3.0' } } } }, new URL('http://site.test/#/'));
      expect(preloads()).toEqual([]);
    });

    it('is not tried from a broken map', async () => {
      const { startEarlyFetches } = await withFetch((path) => (path.endsWith('remotes.json') ? new Response('{"remotes":', { status: 200 }) : json({})));
      startEarlyFetches('http://site.test/?brand=india#/');
      await settle();
      expect(preloads()).toEqual([]);
    });
  });
});
