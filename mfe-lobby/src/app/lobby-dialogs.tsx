import { OwnedDialogs, type DialogRegistry } from '@casino/shared-kernel/ui';

/** This remote owns no dialogs yet (platform.md); the parcel is its contract for when it does. */
export const lobbyDialogs: DialogRegistry = {};

export function LobbyDialogs() {
  return <OwnedDialogs owner="mfe-lobby" dialogs={lobbyDialogs} />;
}
