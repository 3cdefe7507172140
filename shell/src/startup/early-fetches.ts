// Runs in the page's inline boot script (boot.ts) and again in the shell's first script, before the
// shared modules and the start-up code have arrived: no shared imports (a shared module cannot load
// before the async boundary of main.ts, and the boot script has no share scope), nothing validated
// here. Start-up validates what it takes from here exactly as what it fetches itself.
import { preloadEntryScript, remoteOfHash } from '../federation/preload-entry.ts';
import { mayPreview } from '../preview/may-preview.ts';

/** Brand maps, client configs and versions indexes change without a deploy of the shell: always revalidated. */
export const fetchFresh = (path: string): Promise<Response> => fetch(new URL(path, document.baseURI), { cache: 'no-cache' });

const BRAND_ID = /^[a-z][a-z0-9-]*$/;
const DEFAULT_BRAND = 'india';

interface EarlyFetch {
  response: Promise<Response>;
  /** A copy of the answer for the first script's own reading, taken before anyone reads its body. */
  copy: Promise<Response | undefined>;
  /** Taken by start-up: a later read of the path goes to the network. */
  handedOut: boolean;
}

/** The page's early fetches, kept on the window: the boot script's copy of this module and main.js's share them. */
interface EarlyFetches {
  /** Whether {@link startEarlyFetches} has run on this page (in either copy). */
  started: boolean;
  /**
   * The start-up files' fetches, by path: one request each, whoever asks first (the boot script,
   * or start-up when its own reading of the host mapping ran ahead; before, both then fetched the
   * brand's files). Start-up takes each once; later reads go to the network.
   */
  fetches: Map<string, EarlyFetch>;
}

/** The window property the boot script leaves its fetches under for main.js's copy of this module. */
export const EARLY_FETCHES_GLOBAL = '__casinoEarlyFetches';

const earlyFetches = (): EarlyFetches => {
  const page = globalThis as unknown as Record<typeof EARLY_FETCHES_GLOBAL, EarlyFetches | undefined>;
  page[EARLY_FETCHES_GLOBAL] ??= { started: false, fetches: new Map() };
  return page[EARLY_FETCHES_GLOBAL];
};

function start(path: string): EarlyFetch {
  const { fetches } = earlyFetches();
  const existing = fetches.get(path);
  if (existing) return existing;
  const response = fetchFresh(path);
  // Failures reach start-up when it takes the fetch; until then they are no unhandled rejection.
  response.catch(() => undefined);
  // Registered first, so it runs before any reader's: a body read cannot be copied any more.
  const copy = response.then(
    (answer) => answer.clone(),
    () => undefined,
  );
  const early: EarlyFetch = { response, copy, handedOut: false };
  fetches.set(path, early);
  return early;
}

/**
 * The entry of the remote that owns the page being opened starts downloading, before start-up has
 * run: that remote draws the first screen. Only for a pinned version (`file` is the brand's remote
 * map, parsed or not): with a canary or a preview in play, start-up decides which version this tab
 * runs. One download per entry, whoever asks first: the first script once the map is in, or
 * start-up's first stage once it has read the map, before the second stage can load the remote.
 */
export function preloadFirstPageEntry(file: unknown, url: URL): void {
  const owner = remoteOfHash(url.hash);
  if (!owner || mayPreview(url)) return;
  const remote = (file as { remotes?: Record<string, { entry?: unknown; integrity?: unknown; canary?: unknown } | undefined> } | null)?.remotes?.[owner];
  if (typeof remote?.entry !== 'string' || remote.canary !== undefined) return;
  preloadEntryScript(remote.entry, typeof remote.integrity === 'string' ? remote.integrity : undefined);
}

function preloadFromMap(map: Promise<Response | undefined>, url: URL): void {
  map
    .then((response) => (response?.ok ? response.json() : undefined))
    .then((file: unknown) => preloadFirstPageEntry(file, url))
    // A broken map is start-up's to report; the preload is only a head start.
    .catch(() => undefined);
}

function fetchBrandFiles(brand: string, url: URL): void {
  preloadFromMap(start(`brands/${brand}/remotes.json`).copy, url);
  start(`brands/${brand}/client.json`);
}

/**
 * Starts fetching the files start-up needs first (`brands/hosts.json`, then the brand's
 * `remotes.json` and `client.json`) while the shell's code downloads, instead of after: on a
 * phone's network that takes two round trips off the first paint. The first page's remote entry
 * follows the map. The brand is chosen as start-up chooses it (`?brand=`, else the host mapping,
 * else india); a guess start-up does not share only costs a request it never uses. Once per page:
 * the boot script runs it; main.js's call only does it on a page without one.
 */
export function startEarlyFetches(href: string = location.href): void {
  const state = earlyFetches();
  if (state.started) return;
  state.started = true;
  const url = new URL(href);
  const requested = url.searchParams.get('brand');
  if (requested) {
    if (BRAND_ID.test(requested)) fetchBrandFiles(requested, url);
    return;
  }
  start('brands/hosts.json')
    .copy.then(async (response) => {
      if (!response?.ok) return DEFAULT_BRAND;
      const file: unknown = await response.json();
      const brand = (file as { hosts?: Record<string, unknown> } | null)?.hosts?.[url.hostname];
      return typeof brand === 'string' && BRAND_ID.test(brand) ? brand : DEFAULT_BRAND;
    })
    // A broken or missing mapping: start-up decides what to show; nothing more is fetched early.
    .then(
      (brand) => fetchBrandFiles(brand, url),
      () => undefined,
    );
}

/**
 * `path` for start-up: the first script's fetch of it (started now when the first script has not
 * yet), once; a later read goes to the network.
 */
export function fetchStartupFile(path: string): Promise<Response> {
  const early = start(path);
  if (early.handedOut) return fetchFresh(path);
  early.handedOut = true;
  return early.response;
}
