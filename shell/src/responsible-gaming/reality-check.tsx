import { Suspense } from 'react';
import { useLocation } from '@casino/shared-kernel/routing';
import { isSignedInAtom, useAtomValue } from '@casino/shared-kernel/state';
import { lazyPart, withTexts } from '../app/lazy-part.tsx';

/** The route of the game frame: where play happens, so where the reality check shows. */
const PLAY_ROUTE = '/webgame';

// The timer and its dialog download when a signed-in player opens a game, not with the first screen,
// with their texts.
const RealityCheckTimer = lazyPart<object>('reality check', () => withTexts(import('./reality-check-timer.tsx')));

/**
 * The reality check (issue 25, UKGC RTS 13): while a signed-in player is on the game frame and has
 * chosen an interval, every interval of play the server's facts of this session (how long, the
 * net result) show in a modal dialog over the frame, which cannot be played until the player
 * chooses "Continue" (the next check counts from then) or "Leave to the lobby".
 */
export function RealityCheckHost() {
  const { pathname } = useLocation();
  const signedIn = useAtomValue(isSignedInAtom);
  // Mounted only while playing: leaving the frame drops its timer and any check on screen.
  return signedIn && pathname === PLAY_ROUTE ? (
    <Suspense fallback={null}>
      <RealityCheckTimer />
    </Suspense>
  ) : null;
}
