// Start-up's first stage. main.ts imports it before the first screen's scripts have all run: it and
// what it imports need React's core, jotai and the kernel's non-rendering entries only (the
// `shared-kernel` chunk, build-tools' create-app-config.ts), never react-dom or the router (the
// `shared-vendors` chunk, the largest file of a first visit). The API calls the first screen waits
// for then leave while that chunk still downloads.
import { resolveBrand } from '../federation/brand.ts';
import { loadRemoteMap } from '../federation/load-remote-map.ts';
import { installGlobalErrorHandlers } from '../notices/global-error-handlers.ts';
import { startPwa } from '../pwa/start-pwa.ts';
import { loadClientJson, type ClientJson } from './client-json.ts';
import { fetchStartupFile, preloadFirstPageEntry } from './early-fetches.ts';
import { afterFirstScreenScripts } from './first-screen-scripts.ts';
import { showLastBrandLook, showLoadingScreen, type LoadingScreen } from './loading-screen.ts';
import { runStartup } from './run-startup.ts';

/** What the first stage hands the second (bootstrap.tsx), which draws the shell. */
export interface ApiStart {
  brand: string;
  map: Awaited<ReturnType<typeof loadRemoteMap>>;
  client: ClientJson;
  loading: LoadingScreen;
  /** Settled when start-up's calls have (see runStartup): the loading screen goes then. */
  ended: Promise<void>;
}

/**
 * The start-up that needs no renderer: the error handlers, the loading screen and its fake progress
 * (spec 2), the brand (from the host mapping), its PWA, its remote map and client config (fetched
 * together, from the fetches main.ts started), then the API start-up (`runStartup`: the settings,
 * the session, the first lobby info, the marquee). Rejects with an `AggregateError` of every failed
 * start-up file (or of the one error), the loading screen gone.
 */
export async function startApi(): Promise<ApiStart> {
  installGlobalErrorHandlers();
  const loading = showLoadingScreen();
  try {
    const page = new URL(location.href);
    const brand = await resolveBrand(page, () => fetchStartupFile('brands/hosts.json'));
    showLastBrandLook(loading, brand);
    startPwa(brand);
    const results = await Promise.allSettled([loadRemoteMap(brand, fetchStartupFile), loadClientJson(brand, fetchStartupFile)]);
    const failed = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    if (failed.length > 0) throw new AggregateError(failed);
    const [map, client] = results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as [ApiStart['map'], ClientJson];
    // Here too, not only in the first script: its own reading of the map may come after the second
    // stage has asked for the remote, which then started the entry's download only after the
    // renderer had arrived.
    preloadFirstPageEntry(map, page);
    // configureApi runs here, before anything can call casinoApi.
    const { ended } = runStartup(client, loading, brand);
    return { brand, map, client, loading, ended };
  } catch (error) {
    loading.remove();
    throw error instanceof AggregateError ? error : new AggregateError([error]);
  }
}

/**
 * Start-up in two stages: the first ({@link startApi}) at once, the second (bootstrap.tsx: the
 * versions, the first page's remote, the first render) once the first screen's scripts have all
 * run. Imported from here, the second stage's chunk leaves out what this one already holds.
 */
export function startShell(): void {
  const started = startApi();
  // Settled either way: the second stage reports a failure, on the page.
  const settled = started.then(
    () => undefined,
    () => undefined,
  );
  afterFirstScreenScripts(() => {
    // After the first stage, so the renderer's start-up never holds the first calls up.
    settled
      .then(() => import(/* webpackChunkName: "start-draw" */ '../bootstrap.tsx'))
      .then(({ drawShell }) => drawShell(started))
      .catch((error: unknown) => console.error('[shell] the shell could not be drawn', error));
  });
}
