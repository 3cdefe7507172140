import { createRoot } from 'react-dom/client';
import { RemoteMapError } from '@casino/shared-kernel/remote-map';
import { ShellApp } from './app/shell-app.tsx';
import { resolveBrand } from './federation/brand.ts';
import { loadRemoteMap } from './federation/load-remote-map.ts';
import { registerBrandRemotes } from './federation/register-remotes.ts';
import './global.css';

// Brand maps change without a deploy of the shell, so they are always revalidated.
const fetchFresh = (path: string) => fetch(new URL(path, document.baseURI), { cache: 'no-cache' });

async function start(root: ReturnType<typeof createRoot>) {
  try {
    const brand = await resolveBrand(new URL(location.href), () => fetchFresh('brands/hosts.json'));
    const remoteMap = await loadRemoteMap(brand, fetchFresh);
    registerBrandRemotes(remoteMap);
    root.render(<ShellApp config={{ brand, remoteMap }} />);
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
