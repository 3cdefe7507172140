import { refuse } from '../server/api-refusal.ts';
import type { Players } from './players.ts';

export const AWARD_MESSAGES = {
  proveFirst: 'Awards go to verified accounts: bind your phone number or e-mail address with the code sent to it, then take this award',
} as const;

/**
 * Who may take an award (guest accounts cost nothing to make, so awards paid to them could be farmed
 * from many addresses): a promotion's prize or a mail's award is cash or bonus,
 * money that is withdrawn or wagered, so it goes only to an account that proved a phone number, an
 * e-mail address or a provider identity, unless the brand's promotion settings give guests awards
 * (`guestAwards`). A guest keeps the award mail and takes it once proven.
 */
export class AwardEligibility {
  private readonly players: Players;
  private readonly guestAwards: (brand: string) => boolean;

  constructor(players: Players, guestAwards: (brand: string) => boolean) {
    this.players = players;
    this.guestAwards = guestAwards;
  }

  /** Refuses an award to an account that has proved nothing, unless its brand pays guests too. */
  assert(playerId: number): void {
    const player = this.players.find(playerId);
    if (!player) throw new Error(`No player ${playerId}`);
    if (this.players.isProven(playerId) || this.guestAwards(player.brand)) return;
    throw refuse(AWARD_MESSAGES.proveFirst);
  }
}
