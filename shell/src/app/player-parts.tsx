import { useEffect } from 'react';
import { watchMailUnread } from '../layout/mail-unread.ts';
import { watchRedDots } from '../layout/red-dots.ts';
import { RealityCheckHost } from '../responsible-gaming/reality-check.tsx';
import { PreloadFrame } from '../startup/preload-frame.tsx';
import { startWalletSyncLate } from '../startup/wallet-sync.ts';

/**
 * What only a signed-in player runs, in the `player` chunk (with the header's user menu): a
 * visitor's first screen does not download it. Mounted once a player is signed in and kept: the
 * wallet, the red dots and the unread mails follow every later sign-in and sign-out (`auth:changed`
 * replays, so the sign-in that loaded this is heard too), the reality check watches the game frame,
 * and the pre-load frame launches the first Original once.
 */
export default function PlayerParts() {
  useEffect(() => startWalletSyncLate(), []);
  useEffect(() => watchRedDots(), []);
  useEffect(() => watchMailUnread(), []);
  return (
    <>
      <RealityCheckHost />
      <PreloadFrame />
    </>
  );
}
