import { createRoot } from 'react-dom/client';
import { RemoteMapError } from '@casino/shared-kernel/remote-map';
import { ShellApp } from './app/shell-app.tsx';
import { resolveBrand } from './federation/brand.ts';
import { loadRemoteMap } from './federation/load-remote-map.ts';
import { registerRunningRemotes, replaceRemote } from './federation/register-remotes.ts';
import { RemoteVersions, type Previews } from './federation/remote-versions.ts';
import { mayPreview } from './preview/preview-key.ts';
import './global.css';

// Brand maps and versions indexes change without a deploy of the shell: always revalidated.
const fetchFresh = (path: string) => fetch(new URL(path, document.baseURI), { cache: 'no-cache' });

/** The device id decides canaries; the device concern loads only for a brand running one. */
const deviceId = () => import('@casino/shared-kernel/device').then((device) => device.deviceId());

async function start(root: ReturnType<typeof createRoot>) {
  try {
    const brand = await resolveBrand(new URL(location.href), () => fetchFresh('brands/hosts.json'));
    const map = await loadRemoteMap(brand, fetchFresh);
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
    root.render(<ShellApp config={{ brand, versions }} />);
  } catch (error) {
    console.error('[shell] start-up failed', error);
    const source = error instanceof RemoteMapError ? error.source : 'The start-up';
    const problems = error instanceof RemoteMapError ? error.problems : [(error as Error).message];
    // Only a broken start needs this page, so a good first visit does not download it.
    const { StartupErrorPage } = await import('./pages/startup-error-page.tsx');
    root.render(<StartupErrorPage source={source} problems={problems} />);
  }
}

void start(createRoot(document.getElementById('root')!));
