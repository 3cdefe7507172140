// Runs in the page's inline boot script (boot.ts), before the shared modules and start-up's code
// have arrived; start-up's first stage holds a second copy, which takes the boot script's fetches
// over. No shared imports (the boot script has no share scope), nothing validated here: start-up
// validates what it takes from here exactly as what it fetches itself.
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

/** The page's early fetches, kept on the window: the boot script's copy of this module and start-up's share them. */
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

/** The window property the boot script leaves its fetches under for start-up's copy of this module. */
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

/** The map's first page entry is preloaded once `isBrand` says the map is this page's brand's. */
function preloadFromMap(map: Promise<Response | undefined>, url: URL, isBrand: Promise<boolean>): void {
  Promise.all([isBrand, map])
    .then(([confirmed, response]) => (confirmed && response?.ok ? response.json() : undefined))
    .then((file: unknown) => preloadFirstPageEntry(file, url))
    // A broken map is start-up's to report; the preload is only a head start.
    .catch(() => undefined);
}

function fetchBrandFiles(brand: string, url: URL, isBrand: Promise<boolean> = Promise.resolve(true)): void {
  preloadFromMap(start(`brands/${brand}/remotes.json`).copy, url, isBrand);
  start(`brands/${brand}/client.json`);
}

/**
 * Where the brand the host mapping gave this site is kept (local storage, per origin as the
 * mapping's answer is): the next visit asks for that brand's files at once, beside the mapping,
 * instead of a round trip after it.
 */
export const STARTUP_BRAND_KEY = 'startupBrand';

function rememberedBrand(): string | undefined {
  try {
    const brand = localStorage.getItem(STARTUP_BRAND_KEY);
    return brand !== null && BRAND_ID.test(brand) ? brand : undefined;
  } catch {
    return undefined;
  }
}

function rememberBrand(brand: string): void {
  try {
    localStorage.setItem(STARTUP_BRAND_KEY, brand);
  } catch {
    // Storage blocked: the next visit waits for the mapping, as a first one does.
  }
}

/**
 * Starts fetching the files start-up needs first (`brands/hosts.json`, then the brand's
 * `remotes.json` and `client.json`) while the shell's code downloads, instead of after: on a
 * phone's network that takes two round trips off the first paint. The first page's remote entry
 * follows the map. The brand is chosen as start-up chooses it (`?brand=`, else the host mapping,
 * else india); a guess start-up does not share only costs a request it never uses. A repeat visit
 * asks for the brand the mapping gave last time at once ({@link STARTUP_BRAND_KEY}). Once per page:
 * the boot script runs it (every page the build writes has one; on a page without it, start-up
 * fetches each file when it first asks for it).
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
  // A repeat visit: the brand the mapping gave last time, asked for beside the mapping. Its entry is
  // preloaded only once the mapping says it still is this site's brand; else it was a wasted guess.
  const guess = rememberedBrand();
  let confirmGuess: (confirmed: boolean) => void = () => undefined;
  if (guess) fetchBrandFiles(guess, url, new Promise<boolean>((resolve) => (confirmGuess = resolve)));
  start('brands/hosts.json')
    .copy.then(async (response) => {
      if (!response?.ok) return DEFAULT_BRAND;
      const file: unknown = await response.json();
      const brand = (file as { hosts?: Record<string, unknown> } | null)?.hosts?.[url.hostname];
      return typeof brand === 'string' && BRAND_ID.test(brand) ? brand : DEFAULT_BRAND;
    })
    .then(
      (brand) => {
        rememberBrand(brand);
        confirmGuess(brand === guess);
        if (brand !== guess) fetchBrandFiles(brand, url);
      },
      // A broken mapping: start-up decides what to show; nothing more is fetched early.
      () => confirmGuess(false),
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
