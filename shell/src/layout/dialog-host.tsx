import { useEffect, useRef, useState } from 'react';
import { dialogOwner, isSignedInAtom, openDialogsAtom, SELF_OPENING_DIALOGS, useAtomValue } from '@casino/shared-kernel/state';
import { isRemoteName, type RemoteName } from '@casino/shared-kernel/remote-map';
import { RemoteArea } from '../federation/remote-area.tsx';
import { useShellConfig } from '../app/shell-context.ts';
import { atFirstQuietMoment } from '../startup/first-quiet-moment.ts';
import styles from './layout.module.css';

/**
 * Mounts each owner's `./dialogs` parcel the first time one of its dialogs opens (or, for the
 * owners of `SELF_OPENING_DIALOGS`, at a signed-in page's first quiet moment), and keeps it
 * mounted: the owner renders its open dialogs from the shared store.
 */
export function DialogHost() {
  const { brand, versions } = useShellConfig();
  const open = useAtomValue(openDialogsAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const [owners, setOwners] = useState<readonly RemoteName[]>([]);
  // The owners of dialogs that open by themselves watch for their moment from the page's first
  // quiet moment on, for a signed-in player (their rules are about the player's money and awards).
  const [watching, setWatching] = useState(false);
  useEffect(() => {
    if (!signedIn || watching) return;
    let live = true;
    atFirstQuietMoment(() => {
      if (live) setWatching(true);
    });
    return () => {
      live = false;
    };
  }, [signedIn, watching]);

  // Owners only ever join the list (render-time update, no effect): a parcel stays mounted.
  const needed = new Set(open.map((dialog) => dialogOwner(dialog.name)).filter(isRemoteName));
  const watchers = watching ? SELF_OPENING_DIALOGS.map(dialogOwner).filter(isRemoteName) : [];
  const added = [...new Set([...needed, ...watchers])].filter((owner) => !owners.includes(owner));
  if (added.length > 0) setOwners([...owners, ...added]);

  // Opening an owner's first dialog is entering its area (the wallet has no route of its own): a
  // version pinned since reaches the tab then.
  const openOwners = [...needed].sort().join(' ');
  const wasOpen = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const nowOpen = new Set(openOwners.split(' ').filter(isRemoteName));
    for (const owner of nowOpen) if (!wasOpen.current.has(owner)) void versions.enter(owner);
    wasOpen.current = nowOpen;
  }, [openOwners, versions]);

  return (
    <div className={styles.dialogLayer}>
      {owners.map((owner) => (
        <RemoteArea
          key={owner}
          remote={owner}
          expose="dialogs"
          running={versions.running}
          parcelProps={{ brand }}
        />
      ))}
    </div>
  );
}
