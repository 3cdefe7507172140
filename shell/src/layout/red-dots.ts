import { casinoBus } from '@casino/shared-kernel/events';
import type { RedDots } from '@casino/shared-kernel/api-contract';
import { isSignedInAtom, kernelStore, redDotsAtom, tokenAtom } from '@casino/shared-kernel/state';

/** Fetches the red dots (`POST /api/hall/getRed`); the API and device concerns load on first use. */
export async function fetchRedDots(): Promise<RedDots> {
  const [{ casinoApi }, { currentUserAgent, describeUserAgent }] = await Promise.all([
    import('@casino/shared-kernel/api'),
    import('@casino/shared-kernel/device'),
  ]);
  const { userAgent, maxTouchPoints } = currentUserAgent();
  return casinoApi.call('hallRed', { device_model: describeUserAgent(userAgent, maxTouchPoints).deviceModel }, { hideErrorMsg: true });
}

/**
 * Keeps `redDotsAtom` filled for a signed-in player: at start (the restored session), after
 * sign-in and whenever `red-dots:changed` asks. Requests that come together share one fetch; an
 * answer for a player who signed out (or another who signed in) meanwhile is dropped. A visitor
 * has no dots and is never asked for. Returns the unsubscribe.
 */
export function watchRedDots(fetchDots: () => Promise<RedDots> = fetchRedDots): () => void {
  let inFlight: Promise<void> | undefined;
  const refresh = () => {
    if (inFlight || !kernelStore.get(isSignedInAtom)) return;
    const token = kernelStore.get(tokenAtom);
    inFlight = fetchDots()
      .then((dots) => {
        if (kernelStore.get(tokenAtom) === token) kernelStore.set(redDotsAtom, dots);
      })
      .catch((error: unknown) => console.warn('[layout] red dots not loaded', error))
      .finally(() => {
        inFlight = undefined;
      });
  };
  const offAuth = casinoBus.on('auth:changed', ({ signedIn }) => {
    if (signedIn) refresh();
  });
  const offDots = casinoBus.on('red-dots:changed', refresh);
  return () => {
    offAuth();
    offDots();
  };
}
