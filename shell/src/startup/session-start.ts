import { casinoApi } from '@casino/shared-kernel/api';
import { kernelStore, signIn, tokenAtom, userInfoAtom } from '@casino/shared-kernel/state';
import { storedGameToken } from '@casino/shared-kernel/storage';
import { SIGN_IN_TOKEN_PARAMETER, signInTokenOf, withoutQueryParameter } from './query-keys.ts';

/** How the session started: which token signed in, or why none did. */
export type SessionStart =
  /** A sign-in link's `?token=` signed in (token login). */
  | 'link-token'
  /** The stored token was renewed for another term (token login). */
  | 'renewed'
  /** The stored game token still signs in (token verify). */
  | 'game-token'
  /** A visitor: no token to use. */
  | 'visitor'
  /** The token was refused: the kernel's client signed out (and opened the login dialog). */
  | 'refused'
  /** No answer (offline, time-out): the stored session is kept as it is. */
  | 'kept';

/**
 * After a token login (or verify) signs in, the player's user info: token logins return only the
 * token, so it is fetched (kernel `signIn` rules) unless the player changed in the meantime.
 */
async function loadUserInfo(token: string): Promise<void> {
  try {
    const info = await casinoApi.post('userInfo', undefined, { hideErrorMsg: true });
    if (kernelStore.get(tokenAtom) === token) kernelStore.set(userInfoAtom, info);
  } catch {
    // The layout shows what the stored user info says until the next refresh.
  }
}

/** Whether the call was answered (a refusal), rather than lost on the way (network, time-out). */
const wasAnswered = (error: unknown) => {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'token-invalid' || kind === 'envelope';
};

/**
 * The session at start (spec 2, 4, 7), before the player can act:
 * 1. a sign-in link's `?token=` logs in with `tokenLogin` and leaves the URL (it must not be
 *    bookmarked or shared); it replaces whoever was signed in;
 * 2. else a stored token is renewed with `tokenLogin` (another full term; the same user info);
 * 3. else a stored game token (kept from the query, spec 2) signs in when `tokenVerify` says it lives.
 * Signing in goes through the kernel's `signIn`, which announces it and asks for wallet, mail, red
 * dots, reward center and blind box. A refused token signs out through the kernel's policy of spec 8.
 */
/**
 * The device fields of a token sign-in: the device concern loads only when there is a token to
 * renew, so a visitor's first screen never downloads it.
 */
const tokenPayload = async (token: string) => (await import('@casino/shared-kernel/device')).deviceFields({ token });

export async function startSession(url: URL = new URL(location.href)): Promise<SessionStart> {
  const linkToken = signInTokenOf(url);
  if (linkToken) history.replaceState(history.state, '', withoutQueryParameter(url, SIGN_IN_TOKEN_PARAMETER));
  const before = kernelStore.get(tokenAtom);
  const token = linkToken ?? before;
  // Another sign-in or a sign-out while the call ran wins over this answer.
  const unchanged = () => kernelStore.get(tokenAtom) === before;

  if (token !== '') {
    try {
      const answer = await casinoApi.post('tokenLogin', await tokenPayload(token), { hideErrorMsg: linkToken === null });
      if (!unchanged()) return 'kept';
      const sameSession = answer.accessToken === before;
      signIn({ ...answer, userInfo: sameSession ? kernelStore.get(userInfoAtom) : null });
      await loadUserInfo(answer.accessToken);
      return linkToken ? 'link-token' : 'renewed';
    } catch (error) {
      return wasAnswered(error) ? 'refused' : 'kept';
    }
  }

  const gameToken = storedGameToken.get();
  if (!gameToken) return 'visitor';
  try {
    const { accessExpire } = await casinoApi.post('tokenVerify', await tokenPayload(gameToken), { hideErrorMsg: true });
    if (!unchanged()) return 'kept';
    signIn({ accessToken: gameToken, accessExpire });
    await loadUserInfo(gameToken);
    return 'game-token';
  } catch (error) {
    // A dead game token is forgotten, so that it is not tried at every start.
    if (wasAnswered(error)) storedGameToken.remove();
    return wasAnswered(error) ? 'refused' : 'visitor';
  }
}
