import { OwnedDialogs, type DialogRegistry } from '@casino/shared-kernel/ui';

/** This remote owns no dialogs yet (platform.md); the parcel is its contract for when it does. */
export const gamesDialogs: DialogRegistry = {};

export function GamesDialogs() {
  return <OwnedDialogs owner="mfe-games" dialogs={gamesDialogs} />;
}
