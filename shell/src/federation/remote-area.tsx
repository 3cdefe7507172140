import { useEffect, useState, useSyncExternalStore } from 'react';
import Parcel from 'single-spa-react/parcel';
import type { ParcelConfig } from 'single-spa';
import { mountRootParcel } from './mount-parcel.ts';
import type { RemoteProps } from '@casino/shared-kernel/remote';
import type { RemoteName } from '@casino/shared-kernel/remote-map';
import { RemoteErrorPanel, RemoteLoading } from '@casino/shared-kernel/ui';
import { loadRemoteModule } from './register-remotes.ts';
import type { RunningRemotes } from './running-remotes.ts';

/** What a remote exposes: its routed pages or its dialogs (platform.md). */
export type RemoteExpose = 'app' | 'dialogs';

type ParcelModule = { default: ParcelConfig<RemoteProps> };

/**
 * Parcels already loaded, by entry and expose, so that coming back to a remote mounts it without a
 * loading flash. The entry names the version: a switched version is a new key, never the old code.
 */
const loadedParcels = new Map<string, ParcelConfig<RemoteProps>>();

/** The parcel on screen and the entry (version) it came from. */
interface Shown {
  key: string;
  version: string;
  config: ParcelConfig<RemoteProps>;
}

interface Failure {
  key: string;
  reason: 'unavailable' | 'crashed';
}

export interface RemoteAreaProps {
  remote: RemoteName;
  expose: RemoteExpose;
  /** What runs of each remote in this tab; the area follows its remote's version. */
  running: RunningRemotes;
  /** Props handed to the parcel (minus `remote` and `version`, which the area supplies). */
  parcelProps: Omit<RemoteProps, 'remote' | 'version'>;
  className?: string;
}

/**
 * One remote's area of the page. It loads the remote's exposed parcel through the MF runtime and
 * mounts it with single-spa's `<Parcel>`. While loading it shows a placeholder; when the remote's
 * code cannot be fetched, or its mount fails, it shows the error panel, and Retry loads it again.
 * When the tab switches the remote to another version, the old parcel stays until the new one has
 * loaded, then the new one is mounted in its place. Nothing outside the area is affected.
 */
export function RemoteArea({ remote, expose, running, parcelProps, className }: RemoteAreaProps) {
  const { remotes, fellBack } = useSyncExternalStore(running.subscribe, running.snapshot);
  const { entry, version } = remotes[remote];
  const key = `${entry}#${expose}`;
  const [shown, setShown] = useState<Shown | null>(() => {
    const config = loadedParcels.get(key);
    return config ? { key, version, config } : null;
  });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);

  // A version loaded before (back to a pin after a preview) needs no effect: shown at once.
  const cached = loadedParcels.get(key);
  if (cached && shown?.key !== key) setShown({ key, version, config: cached });

  useEffect(() => {
    if (loadedParcels.has(key)) return;
    let current = true;
    const id = `${remote}/${expose}`;
    loadRemoteModule<ParcelModule>(remote, expose)
      .then((module) => {
        if (!module?.default) throw new Error(`${id} has no default export of single-spa lifecycles`);
        loadedParcels.set(key, module.default);
        if (current) setShown({ key, version, config: module.default });
      })
      .catch((error: unknown) => {
        console.error(`[shell] could not load ${id} (${version})`, error);
        if (current) setFailure({ key, reason: 'unavailable' });
      });
    return () => {
      current = false;
    };
  }, [key, remote, expose, version, attempt]);

  const failed = failure?.key === key ? failure.reason : null;
  const status = failed ? 'failed' : shown ? 'ready' : 'loading';
  // The version on screen: the last-known-good when the chosen one could not be loaded.
  const shownVersion = shown && (shown.key === key ? (fellBack[remote] ?? shown.version) : shown.version);
  const retry = () => {
    setFailure(null);
    setAttempt((n) => n + 1);
  };

  return (
    <div
      className={className}
      data-testid={`remote-area.${remote}.${expose}`}
      data-status={status}
      data-version={failed ? undefined : (shownVersion ?? undefined)}
    >
      {status === 'loading' && <RemoteLoading remote={remote} />}
      {failed && <RemoteErrorPanel remote={remote} reason={failed} onRetry={retry} />}
      {shown && !failed && (
        <Parcel
          // A new version or a retry mounts afresh; single-spa cannot swap a parcel's code.
          key={`${shown.key}:${attempt}`}
          config={shown.config}
          mountParcel={mountRootParcel}
          wrapWith="div"
          handleError={(error: Error) => {
            console.error(`[shell] ${remote}/${expose} (${shown.version}) failed to mount`, error);
            setFailure({ key: shown.key, reason: 'crashed' });
          }}
          remote={remote}
          version={shownVersion ?? shown.version}
          {...parcelProps}
        />
      )}
    </div>
  );
}
