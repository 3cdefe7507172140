import { useEffect, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { loadRemote } from '@module-federation/runtime';
import type { RemoteProps } from '@casino/shared-kernel/remote';
import type { RemoteName } from '@casino/shared-kernel/remote-map';
import { RemoteErrorPanel, RemoteLoading } from '@casino/shared-kernel/ui';

/** What a remote exposes: its routed pages or its dialogs (platform.md). */
export type RemoteExpose = 'app' | 'dialogs';

type ParcelModule = { default: ParcelConfig<RemoteProps> };

/** Parcels already loaded, so that coming back to a remote mounts it without a loading flash. */
const loadedParcels = new Map<string, ParcelConfig<RemoteProps>>();

type AreaState =
  | { status: 'loading' }
  | { status: 'ready'; config: ParcelConfig<RemoteProps> }
  | { status: 'failed'; reason: 'unavailable' | 'crashed' };

export interface RemoteAreaProps {
  remote: RemoteName;
  expose: RemoteExpose;
  /** Props handed to the parcel (minus `remote`, which the area supplies). */
  parcelProps: Omit<RemoteProps, 'remote'>;
  className?: string;
}

/**
 * One remote's area of the page. It loads the remote's exposed parcel through the MF runtime and
 * mounts it with single-spa's `<Parcel>`. While loading it shows a placeholder; when the remote's
 * code cannot be fetched, or its mount fails, it shows the error panel, and Retry loads it again.
 * Nothing outside the area is affected.
 */
export function RemoteArea({ remote, expose, parcelProps, className }: RemoteAreaProps) {
  const id = `${remote}/${expose}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AreaState>(() => {
    const config = loadedParcels.get(id);
    return config ? { status: 'ready', config } : { status: 'loading' };
  });

  useEffect(() => {
    if (loadedParcels.has(id)) return;
    let current = true;
    loadRemote<ParcelModule>(id)
      .then((module) => {
        if (!module?.default) throw new Error(`${id} has no default export of single-spa lifecycles`);
        loadedParcels.set(id, module.default);
        if (current) setState({ status: 'ready', config: module.default });
      })
      .catch((error: unknown) => {
        console.error(`[shell] could not load ${id}`, error);
        if (current) setState({ status: 'failed', reason: 'unavailable' });
      });
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const retry = () => {
    setState(loadedParcels.has(id) ? { status: 'ready', config: loadedParcels.get(id)! } : { status: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <div className={className} data-testid={`remote-area.${remote}.${expose}`} data-status={state.status}>
      {state.status === 'loading' && <RemoteLoading remote={remote} />}
      {state.status === 'failed' && <RemoteErrorPanel remote={remote} reason={state.reason} onRetry={retry} />}
      {state.status === 'ready' && (
        <Parcel
          key={attempt}
          config={state.config}
          mountParcel={mountRootParcel}
          wrapWith="div"
          handleError={(error: Error) => {
            console.error(`[shell] ${id} failed to mount`, error);
            setState({ status: 'failed', reason: 'crashed' });
          }}
          remote={remote}
          {...parcelProps}
        />
      )}
    </div>
  );
}
