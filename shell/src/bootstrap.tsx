import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ShellApp } from './app/shell-app.tsx';
import { renewLoadBeacons, startLoadBeacons } from './federation/load-beacons.ts';
import { loadRemoteMap } from './federation/load-remote-map.ts';
import { registerRunningRemotes, replaceRemote } from './federation/register-remotes.ts';
import { RemoteVersions, type Previews } from './federation/remote-versions.ts';
import { remoteOfHash } from './federation/preload-entry.ts';
import { loadParcel } from './federation/remote-area.tsx';
import { mayPreview } from './preview/may-preview.ts';
import { isStartupFileProblem } from './startup/client-json.ts';
import { fetchFresh } from './startup/early-fetches.ts';
import type { ApiStart } from './startup/api-start.ts';
import './global.css';
// Not used here: every remote's page runs on the kernel's remote concern (its lifecycles, router
// and error boundary). Loaded with the shell's first screen, it is the copy the first page's remote
// takes (the share strategy is loaded-first), so that page does not wait a round trip after its
// entry for the remote's own copy. Its bytes replace that copy's on a first visit.
import '@casino/shared-kernel/remote';

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

/**
 * Start-up's second stage, once the first screen's scripts have all run: the versions this tab
 * runs (previews, canaries), the first page's remote loading, and the shell's first render. The
 * first stage (`startApi`) has started the API calls meanwhile; when it failed, the start-up error
 * page shows instead.
 */
export async function drawShell(started: Promise<ApiStart>, root = createRoot(document.getElementById('root')!)): Promise<void> {
  // Set once the first stage has succeeded: a failed one has removed its loading screen itself.
  let loading: ApiStart['loading'] | undefined;
  try {
    const { brand, map, ended, loading: screen } = await started;
    loading = screen;
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
      fetchMap: async () => {
        const fresh = await loadRemoteMap(brand, fetchFresh);
        renewLoadBeacons(fresh.beacons);
        return fresh;
      },
      replaceRemote,
    });
    registerRunningRemotes(versions.running);
    startLoadBeacons(brand, map.beacons);
    // The first page's remote (entry, then parcel, in the version this tab runs) downloads while the
    // shell renders, not after: one load, which the page's area takes when it mounts; a failure is
    // the area's to show.
    const firstOwner = remoteOfHash(location.hash);
    if (firstOwner) loadParcel(firstOwner, 'app', versions.running.get(firstOwner).entry).catch(() => undefined);
    // A transition: React draws the shell in slices of a few milliseconds, not in one long task.
    startTransition(() => root.render(<ShellApp config={{ brand, versions }} />));
    void ended.then(() => screen.finish());
  } catch (error) {
    loading?.remove();
    console.error('[shell] start-up failed', error);
    const { source, problems } = startupFailure(error instanceof AggregateError ? error.errors : [error]);
    // Only a broken start needs this page, so a good first visit does not download it.
    const { StartupErrorPage } = await import('./pages/startup-error-page.tsx');
    root.render(<StartupErrorPage source={source} problems={problems} />);
  }
}
