import { createEventBus, type ReplayDeclaration } from './event-bus.ts';

/** Why the signed-in state changed. */
export type AuthChangeReason =
  /** The state read from storage at start (so a late subscriber learns it by replay). */
  | 'restored'
  | 'signed-in'
  | 'signed-out'
  /** The server refused the token (code 1013, or 500 "Authorization token error"). */
  | 'forced-sign-out';

/** One prize of a "you won" moment, in the server's integer units of its kind. */
export interface WonReward {
  /** Which balance it went to: cash (money), bonus (coin) or gold. */
  kind: 'cash' | 'bonus' | 'gold';
  amount: number;
  /** The units `amount` is in: 100 (minor units, `MONEY_SCALE`) or 10000 (gold panning, turntables). */
  scale: number;
}

/** The kinds of toast (spec 8). */
export type ToastType = 'info' | 'success' | 'warning' | 'error';

/**
 * The cross-remote contract: every event a remote or the shell may emit or hear, with its payload.
 * Names are `area:thing-happened`; remotes never invent events, they add them here.
 *
 * Events named `…:refresh-requested` and `…:changed` with a `reason` ask the owner of that data to
 * fetch it again; the helpers in `@casino/shared-kernel/state` emit most of them.
 */
export interface CasinoEvents {
  /** The player signed in or out (`token` empty when signed out). Replayed: it is a state. */
  'auth:changed': { token: string; signedIn: boolean; reason: AuthChangeReason };
  /**
   * An action needs a signed-in player (spec 4, 6). `requireLogin()` has already opened the dialog,
   * so listeners need not (opening it again is harmless: a dialog is open once).
   */
  'auth:required': { dialog: 'login' | 'register' };
  /** Balances may have moved: wallet views refetch. */
  'wallet:changed': { reason: string };
  'dialog:opened': { name: string };
  'dialog:closed': { name: string };
  /** A toast appeared; the toast list itself is `toastsAtom`. */
  'toast:shown': { id: number; type: ToastType; text: string; ms: number };
  /** The player's language. Replayed, so a late i18n instance or remote starts in the right one. */
  'language:changed': { language: string };
  /** The mail inbox changed or may have: the unread badge and the inbox refetch. */
  'mail:changed': { reason: string };
  /** The red dots may have changed: their owner refetches them into `redDotsAtom`. */
  'red-dots:changed': { reason: string };
  /** Ask the reward center to load its list again (spec 4: after login). */
  'reward-center:refresh-requested': { reason: string };
  /** Ask the blind box to load its state again (spec 4: after login). */
  'blind-box:refresh-requested': { reason: string };
  /** The shell reports a page view after each navigation. */
  'page:viewed': { path: string };
  /**
   * A claim or a spin paid out (mail award, turntable, blind box, gold panning…): the promotions
   * remote plays the lottery reward animation (spec 2) for it, whoever emitted it.
   */
  'reward:won': { rewards: WonReward[]; source: string };
  /** A remote threw while rendering and its boundary shows the error panel: the shell reports it (load beacons). */
  'remote:crashed': { remote: string; version: string };
}

/**
 * Whether a late subscriber hears the last payload: states replay (auth, language), moments and
 * requests do not (a replayed toast would show twice; a replayed refresh would fetch for nothing).
 */
export const CASINO_EVENT_REPLAY: ReplayDeclaration<CasinoEvents> = {
  'auth:changed': true,
  'auth:required': false,
  'wallet:changed': false,
  'dialog:opened': false,
  'dialog:closed': false,
  'toast:shown': false,
  'language:changed': true,
  'mail:changed': false,
  'red-dots:changed': false,
  'reward-center:refresh-requested': false,
  'blind-box:refresh-requested': false,
  'page:viewed': false,
  'reward:won': false,
  'remote:crashed': false,
};

/** The one bus of the site; a singleton because the kernel is shared as one. */
export const casinoBus = createEventBus<CasinoEvents>(CASINO_EVENT_REPLAY);
