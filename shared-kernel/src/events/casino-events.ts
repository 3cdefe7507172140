import { createEventBus, type ReplayDeclaration } from './event-bus.ts';

/**
 * The cross-remote contract: every event a remote or the shell may emit or hear, with its payload.
 * Names are `area:thing-happened`. The kernel issue grows this map; remotes never invent events.
 */
export interface CasinoEvents {
  /** The player signed in or out (`token` empty when signed out). */
  'auth:changed': { token: string };
  /** An action needs a signed-in player: the shell opens the login or register dialog. */
  'auth:required': { dialog: 'login' | 'register' };
  /** Balances may have moved: wallet views refetch. */
  'wallet:changed': { reason: string };
  'dialog:opened': { name: string };
  'dialog:closed': { name: string };
  'language:changed': { language: string };
  /** The shell reports a page view after each navigation. */
  'page:viewed': { path: string };
}

/** Whether a late subscriber hears the last payload: state-like events replay, moments do not. */
const replay: ReplayDeclaration<CasinoEvents> = {
  'auth:changed': true,
  'auth:required': false,
  'wallet:changed': false,
  'dialog:opened': false,
  'dialog:closed': false,
  'language:changed': true,
  'page:viewed': false,
};

/** The one bus of the site; a singleton because the kernel is shared as one. */
export const casinoBus = createEventBus<CasinoEvents>(replay);
