import { ACTIVITY_TYPE, type ActivityType, type RedDots, type RewardCenter } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { isActivityRunning } from '../catalogue/activities.ts';
import type { BlindBox } from './blind-box.ts';
import type { DownloadAward } from './download-award.ts';
import type { GoldPanning } from './gold-panning.ts';
import type { InviteTurntable } from './invite-turntable.ts';
import { hasDeposited, playerFacts, type PlayerFacts } from './player-facts.ts';
import type { PromotionsDeps } from './promotions-deps.ts';
import type { RedeemCodes } from './redeem-codes.ts';

/** The reward center's order: the events with something to collect first, then the deposit offers. */
const REWARD_CENTER_ORDER: readonly ActivityType[] = [
  ACTIVITY_TYPE.INVITE_TURNTABLE,
  ACTIVITY_TYPE.BLIND_BOX,
  ACTIVITY_TYPE.GOLD_RUSHING,
  ACTIVITY_TYPE.DOWNLOAD,
  ACTIVITY_TYPE.GIFT_PACKET,
  ACTIVITY_TYPE.FIRST_RECHARGE,
  ACTIVITY_TYPE.SECOND_RECHARGE,
  ACTIVITY_TYPE.REPEAT_PAY,
  ACTIVITY_TYPE.RECHARGE_REWARD,
  ACTIVITY_TYPE.CASH_BACK,
];

/** The promotions of this domain that a red dot can point at, and the redeem codes behind the reward center's switch. */
export interface Claimables {
  download: DownloadAward;
  goldPanning: GoldPanning;
  inviteTurntable: InviteTurntable;
  blindBox: BlindBox;
  /** Not a dot: whether the redeem-code entry shows. */
  redeemCodes: RedeemCodes;
}

/**
 * The reward center (`/api/rewardCenter/list`) and the lobby's red dots (`/api/hall/getRed`),
 * computed from this domain's own state: a dot shows where the player can collect something now.
 * Events other domains run (deposit offers, cashback) are listed without a dot until those domains
 * offer a way to ask them. A visitor sees the list with no dots.
 */
export class RewardCenterView {
  private readonly deps: PromotionsDeps;
  private readonly claimables: Claimables;

  constructor(deps: PromotionsDeps, claimables: Claimables) {
    this.deps = deps;
    this.claimables = claimables;
  }

  list(brand: Brand, playerId: number | undefined): RewardCenter {
    const events = this.runningEvents(brand);
    const activityList = events.map((activityId, position) => ({
      activity_id: activityId,
      red: playerId !== undefined && this.red(brand, playerId, activityId),
      sort: position + 1,
    }));
    return {
      // The redeem-code entry shows while the brand has a code that can still be redeemed.
      code_redemption_switch: this.claimables.redeemCodes.available(brand.brand),
      award_num: activityList.filter((entry) => entry.red).length,
      activity_num: activityList.length,
      activity_list: activityList,
    };
  }

  hallRed(brand: Brand, playerId: number | undefined): RedDots {
    const facts = playerId === undefined ? undefined : playerFacts(this.deps.context.db, playerId);
    const events = this.runningEvents(brand).map((activityId) => ({ activityId, red: playerId !== undefined && this.red(brand, playerId, activityId) }));
    return {
      activity_list: events.map(({ activityId, red }) => ({ activity_id: activityId, is_show_red: red, is_agent_binding: facts?.parentId != null })),
      actnew_list: events.map(({ activityId, red }) => ({ activity_id: activityId, is_show_red: red, is_show: this.shown(activityId, facts, playerId) })),
      down_load_status: playerId !== undefined && isActivityRunning(brand.brand, ACTIVITY_TYPE.DOWNLOAD) && !this.claimables.download.claimed(playerId) ? 1 : 0,
    };
  }

  private runningEvents(brand: Brand): ActivityType[] {
    return REWARD_CENTER_ORDER.filter((activityId) => isActivityRunning(brand.brand, activityId));
  }

  private red(brand: Brand, playerId: number, activityId: ActivityType): boolean {
    const { download, goldPanning, inviteTurntable, blindBox } = this.claimables;
    switch (activityId) {
      case ACTIVITY_TYPE.DOWNLOAD:
        return !download.claimed(playerId);
      case ACTIVITY_TYPE.GOLD_RUSHING:
        return goldPanning.claimable(brand, playerId);
      case ACTIVITY_TYPE.INVITE_TURNTABLE:
        return inviteTurntable.claimable(brand, playerId);
      case ACTIVITY_TYPE.BLIND_BOX:
        return blindBox.claimable(brand, playerId);
      default:
        return false;
    }
  }

  /**
   * Whether the new-events strip shows an event to this player: gold panning to depositors, the
   * download award until taken, and the deposit offers by deposit count (spec 4: first offer at
   * pay_count 0, second at 1, the daily gift pack from 2).
   */
  private shown(activityId: ActivityType, facts: PlayerFacts | undefined, playerId: number | undefined): boolean {
    const payCount = facts?.payCount ?? 0;
    switch (activityId) {
      case ACTIVITY_TYPE.GOLD_RUSHING:
        return facts !== undefined && hasDeposited(facts);
      case ACTIVITY_TYPE.DOWNLOAD:
        return playerId === undefined || !this.claimables.download.claimed(playerId);
      case ACTIVITY_TYPE.FIRST_RECHARGE:
        return payCount === 0;
      case ACTIVITY_TYPE.SECOND_RECHARGE:
        return payCount === 1;
      case ACTIVITY_TYPE.REPEAT_PAY:
        return payCount >= 2;
      default:
        return true;
    }
  }
}
