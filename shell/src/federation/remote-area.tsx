import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import Parcel from 'single-spa-react/parcel';
import type { ParcelConfig } from 'single-spa';
import { mountRootParcel } from './mount-parcel.ts';
import type { RemoteProps } from '@casino/shared-kernel/remote';
import type { RemoteName } from '@casino/shared-kernel/remote-map';
import { RemoteErrorPanel, RemoteLoading, type RemoteErrorPanelProps } from '@casino/shared-kernel/ui-core';
import { reportLoad } from './load-beacons.ts';
import { loadRemoteModule } from './register-remotes.ts';
import type { RunningRemotes, RunningState } from './running-remotes.ts';

/** What a remote exposes: its routed pages or its dialogs (platform.md). */
export type RemoteExpose = 'app' | 'dialogs';

type ParcelModule = { default: ParcelConfig<RemoteProps> };

/**
 * Parcels already loaded, by entry and expose, so that coming back to a remote mounts it without a
 * loading flash. The entry names the version: a switched version is a new key, never the old code.
 */
const loadedParcels = new Map<string, ParcelConfig<RemoteProps>>();

/** Loads in flight, by entry and expose: one load per parcel, whoever asks first (see loadParcel). */
const loadingParcels = new Map<string, Promise<ParcelConfig<RemoteProps>>>();

/**
 * A remote's exposed parcel, loaded once however many ask: start-up asks for the first page's
 * before the shell's first render (its download then overlaps the shell's), and the page's area
 * takes the same load instead of starting another (two loads of one remote raced). A failed load
 * is forgotten, so that Retry loads again.
 */
export function loadParcel(remote: RemoteName, expose: RemoteExpose, entry: string): Promise<ParcelConfig<RemoteProps>> {
  const key = `${entry}#${expose}`;
  const cached = loadedParcels.get(key);
  if (cached) return Promise.resolve(cached);
  let loading = loadingParcels.get(key);
  if (!loading) {
    const id = `${remote}/${expose}`;
    loading = loadRemoteModule<ParcelModule>(remote, expose).then((module) => {
      if (!module?.default) throw new Error(`${id} has no default export of single-spa lifecycles`);
      loadedParcels.set(key, module.default);
      return module.default;
    });
    const settled = () => loadingParcels.delete(key);
    loading.then(settled, settled);
    loadingParcels.set(key, loading);
  }
  return loading;
}

/** The parcel on screen and the entry (version) it came from. */
interface Shown {
  key: string;
  version: string;
  config: ParcelConfig<RemoteProps>;
}

interface Failure {
  key: string;
  /** `load`: the parcel could not be loaded (why is the loading plugin's finding); `crashed`: it threw mounting. */
  reason: 'load' | 'crashed';
}

type PanelReason = RemoteErrorPanelProps['reason'];

/**
 * What the panel tells the player about a parcel that could not be loaded, from what the loading
 * plugin found: "check your connection" only when the connection may be why. `null` while the
 * failed entry is still being looked at (the area keeps its loading placeholder: a moment).
 * A parcel whose version the plugin saw no failure of loaded but was no parcel: it failed to start.
 */
export function loadFailureReason(failure: RunningState['failed'][RemoteName]): PanelReason | null {
  switch (failure) {
    case 'checking':
      return null;
    case 'integrity':
      return 'updating';
    case 'missing':
      return 'missing';
    case 'offline':
    case 'script':
      return 'unavailable';
    case 'start':
    case undefined:
      return 'start-failed';
  }
}

/** Entries whose load this tab reported (their app and dialogs are one load of the version). */
const reportedLoads = new Set<string>();

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
  const { remotes, fellBack, failed: entryFailures } = useSyncExternalStore(running.subscribe, running.snapshot);
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
    let current = true;
    // Also for a parcel loaded by now (start-up's early load may end between this render and this
    // effect): the promise is then already resolved, and an area on screen keeps what it shows.
    loadParcel(remote, expose, entry)
      .then((config) => {
        // A fallback was reported by the loading plugin when it was taken.
        if (!reportedLoads.has(entry) && running.snapshot().fellBack[remote] === undefined) reportLoad(remote, version, 'loaded');
        reportedLoads.add(entry);
        // A transition, like every render of a remote: the area's parcel mounts with the page
        // answering in between, not in one task with whatever else is pending.
        if (current) startTransition(() => setShown((before) => (before?.key === key ? before : { key, version, config })));
      })
      .catch((error: unknown) => {
        console.error(`[shell] could not load ${remote}/${expose} (${version})`, error);
        // An entry that failed was reported by the loading plugin; this one loaded but could not start.
        if (running.snapshot().failed[remote] === undefined) reportLoad(remote, version, 'init-failed');
        if (current) setFailure({ key, reason: 'load' });
      });
    return () => {
      current = false;
    };
  }, [key, remote, expose, entry, version, attempt, running]);

  const failed = failure?.key === key ? (failure.reason === 'load' ? loadFailureReason(entryFailures[remote]) : failure.reason) : null;
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
            reportLoad(remote, shown.version, 'crashed');
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
