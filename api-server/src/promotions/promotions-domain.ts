import { ACTIVITY_TYPE } from '@casino/shared-kernel/api-contract';
import * as z from 'zod';
import { isActivityRunning } from '../catalogue/activities.ts';
import { refuse } from '../server/api-refusal.ts';
import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';
import type { EndpointRoutes } from '../server/endpoint-routes.ts';
import { AgentTurntable } from './agent-turntable.ts';
import { BlindBox } from './blind-box.ts';
import { customerInfo } from './customer-service.ts';
import { DownloadAward } from './download-award.ts';
import { GiftPackets } from './gift-packets.ts';
import { GoldPanning } from './gold-panning.ts';
import { InviteTurntable } from './invite-turntable.ts';
import { Invitations } from './invitations.ts';
import { PicCaptchas } from './pic-captchas.ts';
import { ownPlayerId } from './player-facts.ts';
import { PromotionConfigs, defaultPromotionConfig } from './promotion-config.ts';
import type { PromotionsDeps } from './promotions-deps.ts';
import { RewardCenterView } from './reward-center.ts';

export const ACTIVITY_INFO_MESSAGES = {
  otherActivity: `activity_id: only the invitation turntable (${ACTIVITY_TYPE.INVITE_TURNTABLE}) has details here`,
  unknownActivity: 'activity_id: no running activity has this id',
} as const;

const devCaptchaQuery = z.object({ key: z.string().min(1).max(64) });

/**
 * The promotions domain: the download award, gold panning with its picture captcha, gift packets,
 * the invitation page and turntable, the agent turntable, blind box and wheel, the reward center,
 * red dots and customer service. Every prize is paid through the ledger (cause promotion) in the
 * transaction that records it, under a request key that makes it one-time.
 *
 * Access: visitors may read what is public — customer service, the red dots and the reward center
 * (without dots), the turntable's pool — and get a picture captcha (sign-in may need one); every
 * call that reads or changes a player's promotions needs a player.
 */
export function createPromotionsDomain(context: DomainContext): CasinoDomain {
  const configs = new PromotionConfigs(context.db);
  const deps: PromotionsDeps = { context, configs };
  const captchas = new PicCaptchas(context.db, context.now, context.config.mode === 'development');
  const download = new DownloadAward(deps);
  const goldPanning = new GoldPanning(deps, captchas);
  const giftPackets = new GiftPackets(deps);
  const inviteTurntable = new InviteTurntable(deps);
  const agentTurntable = new AgentTurntable(deps);
  const invitations = new Invitations(deps);
  const blindBox = new BlindBox(deps);
  const rewardCenter = new RewardCenterView(deps, { download, goldPanning, inviteTurntable, blindBox });

  const routes: EndpointRoutes = {
    downloadTakeAward: { access: 'player', handle: ({ brand, session }) => download.take(brand, session.playerId) },
    goldRushingInfo: { access: 'player', handle: ({ brand, session }) => goldPanning.info(brand, session.playerId) },
    picCaptcha: {
      access: 'visitor',
      handle: ({ brand, session, origin }) => captchas.issue({ brand: brand.brand, playerId: session?.playerId, deviceId: origin.deviceId }),
    },
    goldRushingTakeAward: {
      access: 'player',
      handle: ({ brand, session, origin }, payload) =>
        goldPanning.take(
          brand,
          { brand: brand.brand, playerId: session.playerId, deviceId: origin.deviceId },
          { captchaKey: payload.captcha_key, captcha: payload.captcha },
        ),
    },
    goldRushingShare: { access: 'player', handle: ({ brand, session }) => goldPanning.share(brand, session.playerId) },
    genGiftPacket: { access: 'player', handle: ({ brand, session }) => giftPackets.generate(brand, session.playerId) },
    rewardCenterList: { access: 'visitor', handle: ({ brand, session }) => rewardCenter.list(brand, session?.playerId) },
    hallRed: { access: 'visitor', handle: ({ brand, session }) => rewardCenter.hallRed(brand, session?.playerId) },
    customerInfo: { access: 'visitor', handle: ({ brand }) => customerInfo(deps, brand) },
    activityInfo: {
      access: 'player',
      handle: ({ brand, session }, { activity_id: activityId }) => {
        if (activityId !== ACTIVITY_TYPE.INVITE_TURNTABLE) {
          const running = Object.values(ACTIVITY_TYPE).some((type) => type === activityId && isActivityRunning(brand.brand, type));
          throw refuse(running ? ACTIVITY_INFO_MESSAGES.otherActivity : ACTIVITY_INFO_MESSAGES.unknownActivity);
        }
        return inviteTurntable.info(brand, session.playerId);
      },
    },
    inviteRewardRecord: { access: 'player', handle: ({ brand, session }, { page, limit }) => inviteTurntable.records(brand, session.playerId, page, limit) },
    invitePool: { access: 'visitor', handle: ({ brand }) => inviteTurntable.pool(brand) },
    inviteRotate: { access: 'player', handle: ({ brand, session }) => inviteTurntable.rotate(brand, session.playerId) },
    agentTurntable: { access: 'player', handle: ({ brand, session }) => agentTurntable.spin(brand, session.playerId) },
    inviteInfo: { access: 'player', handle: ({ brand, session }, { invite_type: inviteType }) => invitations.info(brand, session.playerId, inviteType) },
    blindBoxWithdrawList: { access: 'player', handle: (call, { player_id: playerId }) => blindBox.withdrawals(call.brand, ownPlayerId(call, playerId)) },
    blindBoxInviteList: { access: 'player', handle: (call, { player_id: playerId }) => blindBox.invitees(call.brand, ownPlayerId(call, playerId)) },
    blindBoxWheelInfo: { access: 'player', handle: (call, { player_id: playerId }) => blindBox.info(call.brand, ownPlayerId(call, playerId)) },
    dailyBlindBoxReward: {
      access: 'player',
      handle: (call, { player_id: playerId, union_key: unionKey, index }) => blindBox.openBox(call.brand, ownPlayerId(call, playerId), unionKey, index),
    },
    blindBoxWheelReward: {
      access: 'player',
      handle: (call, { player_id: playerId, union_key: unionKey }) => blindBox.spin(call.brand, ownPlayerId(call, playerId), unionKey),
    },
    blindBoxWheelWithdraw: { access: 'player', handle: (call, { player_id: playerId }) => blindBox.withdraw(call.brand, ownPlayerId(call, playerId)) },
  };

  return {
    routes,
    registerDevRoutes(app) {
      // What the picture said, as /dev/outbox tells one-time codes: for tests and scripted sessions.
      app.get('/dev/pic-captcha', (request, reply) => {
        const query = devCaptchaQuery.safeParse(request.query);
        const answer = query.success ? captchas.devAnswer(query.data.key) : undefined;
        if (answer === undefined) return reply.code(404).send({ error: 'no captcha with this key was issued by this process' });
        return { answer };
      });
    },
    seed({ brand }) {
      // The defaults become the brand's stored settings, so an operator has a row to edit.
      const config = defaultPromotionConfig(brand.currency);
      if (config) configs.store(brand.brand, config, Math.floor(context.now() / 1000));
    },
  };
}
