import { registerPlugins, registerRemotes } from '@module-federation/runtime';
import { REMOTE_NAMES, type RemoteMap } from '@casino/shared-kernel/remote-map';
import { remoteLoadingPlugin } from './remote-loading-plugin.ts';

/** Tells the MF runtime where each remote of the brand lives, before anything loads one. */
export function registerBrandRemotes(map: RemoteMap): void {
  registerPlugins([remoteLoadingPlugin(map)]);
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name, entry: map.remotes[name].entry, entryGlobalName: name })),
  );
}
