import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellApp } from './app/shell-app.tsx';
import { resolveBrand } from './federation/brand.ts';
import { loadRemoteMap } from './federation/load-remote-map.ts';
import { registerRunningRemotes, replaceRemote } from './federation/register-remotes.ts';
import { RemoteVersions, type Previews } from './federation/remote-versions.ts';
import { remoteOfHash } from './federation/preload-entry.ts';
import { loadParcel } from './federation/remote-area.tsx';
import { mayPreview } from './preview/may-preview.ts';
import { isStartupFileProblem, loadClientJson } from './startup/client-json.ts';
import { showLoadingScreen } from './startup/loading-screen.ts';
import { fetchFresh, fetchStartupFile } from './startup/early-fetches.ts';
import { installGlobalErrorHandlers } from './notices/global-error-handlers.ts';
import { watchLoginNotices } from './auth/shell-dialogs-mount.tsx';
import { startPwa } from './pwa/start-pwa.ts';
import './global.css';

/** The device id decides canaries; the device concern loads only for a brand running one. */
const deviceId = () => import('@casino/shared-kernel/device-id').then((device) => device.deviceId());

/** What the start-up error page lists: one file's problems, or each failed file's, named. */
function startupFailure(errors: readonly unknown[]): { source: string; problems: string[] } {
  const described = errors.map((error) =>
    isStartupFileProblem(error) ? { source: error.source, problems: [...error.problems] } : { source: 'The start-up', problems: [(error as Error).message] },
  );
  if (described.length === 1) return described[0]!;
  return { source: 'The start-up', problems: described.flatMap(({ source, problems }) => problems.map((problem) => `${source}: ${problem}`)) };
}

async function start(root: ReturnType<typeof createRoot>) {
  installGlobalErrorHandlers();
  // The loading screen index.html painted, now with its fake progress (spec 2).
  const loading = showLoadingScreen();
  // The API-dependent start-up downloads while the brand's files are fetched.
  const startupModule = import('./startup/run-startup.ts');
  try {
    // The first files come from the fetches main.ts started (or fetched now); later reads go to the network.
    const brand = await resolveBrand(new URL(location.href), () => fetchStartupFile('brands/hosts.json'));
    startPwa(brand);
    // The brand's remote map and API config, fetched together; every failed one is reported.
    const results = await Promise.allSettled([loadRemoteMap(brand, fetchStartupFile), loadClientJson(brand, fetchStartupFile), startupModule]);
    const failed = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    if (failed.length > 0) throw new AggregateError(failed);
    const [map, client, { runStartup }] = results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as [
      Awaited<ReturnType<typeof loadRemoteMap>>,
      Awaited<ReturnType<typeof loadClientJson>>,
      Awaited<typeof startupModule>,
    ];
    // A forced sign-out at start (a stored token refused) keeps its reason for the login dialog,
    // though the dialogs' mount has not run yet.
    watchLoginNotices();
    // configureApi runs here, before anything can call casinoApi.
    const { ended } = runStartup(client, loading);
    let previews: Previews = {};
    let previewNotices: string[] = [];
    // Only a tester's tab downloads the preview code.
    if (mayPreview(new URL(location.href))) {
      const { startPreviews } = await import('./preview/preview-requests.ts');
      ({ previews, notices: previewNotices } = await startPreviews(map, fetchFresh));
    }
    const versions = await RemoteVersions.start({
      map,
      previews,
      previewNotices,
      deviceId,
      fetchMap: () => loadRemoteMap(brand, fetchFresh),
      replaceRemote,
    });
    registerRunningRemotes(versions.running);
    // The first page's remote (entry, then parcel, in the version this tab runs) downloads while the
    // shell renders, not after: one load, which the page's area takes when it mounts; a failure is
    // the area's to show.
    const firstOwner = remoteOfHash(location.hash);
    if (firstOwner) loadParcel(firstOwner, 'app', versions.running.get(firstOwner).entry).catch(() => undefined);
    // A transition: React draws the shell in slices of a few milliseconds, not in one long task.
    startTransition(() => root.render(<ShellApp config={{ brand, versions, api: { apiHost: client.apiHost, wsUrl: client.wsUrl ?? '' } }} />));
    void ended.then(() => loading.finish());
  } catch (error) {
    loading.remove();
    console.error('[shell] start-up failed', error);
    const { source, problems } = startupFailure(error instanceof AggregateError ? error.errors : [error]);
    // Only a broken start needs this page, so a good first visit does not download it.
    const { StartupErrorPage } = await import('./pages/startup-error-page.tsx');
    root.render(<StartupErrorPage source={source} problems={problems} />);
  }
}

void start(createRoot(document.getElementById('root')!));
