/** What pressing Play leads to (spec 4, 6): sign in first, the game, or the low-balance popup. */
export type PlayDecision =
  /** A visitor: the register dialog (actions needing login open it). */
  | { kind: 'sign-in' }
  | { kind: 'play' }
  /** Cash below 1: no game. `popup` when the wallet's low-balance popup has not shown today to this player. */
  | { kind: 'low-balance'; popup: boolean };

export interface PlayFacts {
  signedIn: boolean;
  /** The player's cash in minor units; null when it could not be read (the game server refuses a stake it cannot pay). */
  cash: number | null;
  /** From {@link isLowBalance}; passed in so the rule stays with the money format. */
  isLow: (cash: number) => boolean;
  /** Whether the popup may still show today (see `lowBalancePopupDays`). */
  popupMayShow: boolean;
}

export function decidePlay({ signedIn, cash, isLow, popupMayShow }: PlayFacts): PlayDecision {
  if (!signedIn) return { kind: 'sign-in' };
  if (cash !== null && isLow(cash)) return { kind: 'low-balance', popup: popupMayShow };
  return { kind: 'play' };
}
