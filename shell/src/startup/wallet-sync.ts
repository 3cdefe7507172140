import { casinoApi } from '@casino/shared-kernel/api';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, tokenAtom, walletAtom } from '@casino/shared-kernel/state';

/** A tab that comes back to the front refetches the balances, at most this often (a game in another tab moved money). */
export const WALLET_REFRESH_ON_RETURN_MS = 10_000;

let generation = 0;
let lastFetchAt = Number.NEGATIVE_INFINITY;

/**
 * Loads the signed-in player's balances (`GET /api/wallet`) into the kernel's `walletAtom`. An
 * answer that arrives after a newer refresh, a sign-out or another player's sign-in is dropped.
 * Visitors have no wallet (null). Resolves with what the atom holds afterwards.
 */
export async function refreshWallet(): Promise<void> {
  const token = kernelStore.get(tokenAtom);
  const mine = ++generation;
  if (token === '') {
    kernelStore.set(walletAtom, null);
    return;
  }
  lastFetchAt = Date.now();
  try {
    const wallet = await casinoApi.get('walletInfo', undefined, { hideErrorMsg: true });
    if (mine === generation && kernelStore.get(tokenAtom) === token) kernelStore.set(walletAtom, wallet);
  } catch {
    // The balances shown stay until the next refresh; a refused token has signed out already.
  }
}

/**
 * Keeps `walletAtom` in step with the server once a player is signed in (a visitor's first screen
 * goes without this code: it is in the `player` chunk, app/player-parts.tsx): after sign-in (the kernel's `signIn`
 * emits `wallet:changed`), whenever anyone says money moved (`wallet:changed`: a deposit, a
 * withdrawal, a claim, a game round), and when the tab returns to the front. Returns the stop.
 */
export function startWalletSync(doc: Document = document): () => void {
  const offChanged = casinoBus.on('wallet:changed', () => void refreshWallet());
  // A sign-out empties the atom itself (kernel); an answer still on its way must not refill it.
  const offAuth = casinoBus.on('auth:changed', ({ signedIn }) => {
    if (!signedIn) generation++;
  });
  const onVisible = () => {
    if (doc.visibilityState === 'visible' && kernelStore.get(tokenAtom) !== '' && Date.now() - lastFetchAt >= WALLET_REFRESH_ON_RETURN_MS) {
      void refreshWallet();
    }
  };
  doc.addEventListener('visibilitychange', onVisible);
  return () => {
    offChanged();
    offAuth();
    doc.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * {@link startWalletSync} started once the `player` chunk is in, after a sign-in: when that sign-in
 * has been announced already (`auth:changed` replays its last payload), its `wallet:changed` came
 * before anyone listened, so the wallet is fetched once now. A session still as restored from
 * storage waits for start-up's token login to sign in: the stored token may be refused, and a
 * second refusal would empty the login dialog's reason.
 */
export function startWalletSyncLate(doc: Document = document): () => void {
  const stop = startWalletSync(doc);
  const auth = casinoBus.last('auth:changed');
  if (auth?.signedIn === true && auth.reason === 'signed-in') void refreshWallet();
  return stop;
}
