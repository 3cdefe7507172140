import { ACTIVITY_TYPE, parseApiRequest } from '@casino/shared-kernel/api-contract';
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
import { RedeemCodes, type RedeemCode } from './redeem-codes.ts';
import { RewardCenterView } from './reward-center.ts';

export const ACTIVITY_INFO_MESSAGES = {
  otherActivity: `activity_id: only the invitation turntable (${ACTIVITY_TYPE.INVITE_TURNTABLE}) has details here`,
  unknownActivity: 'activity_id: no running activity has this id',
} as const;

const devCaptchaQuery = z.object({ key: z.string().min(1).max(64) });
const devGoldPanningAdvance = z.object({
  player_id: z.int('must be a player id').positive('must be a player id'),
  seconds: z.int('must be whole seconds').positive('must be above 0').max(86_400, 'must be at most a day (86400)'),
});

/** The largest prize and use count a code made through the dev route may have. */
const DEV_CODE_MAX_AMOUNT = 100_000_000;
const DEV_CODE_MAX_USES = 1_000_000;

const EXPIRY_FORMS = 'must be Unix seconds or an ISO 8601 date-time such as "2030-01-31T23:59:59Z"';

/** `POST /dev/redeem-codes`: a new code of a brand. `expires_at` in Unix seconds or as an ISO 8601 date-time. */
const devRedeemCodeBody = z.object(
  {
    brand: z.string('must be a brand name, e.g. "india"'),
    code: z.string('must be text: 4 to 32 letters or digits'),
    prize_type: z.enum(['bonus', 'cash'], 'must be "bonus" or "cash"'),
    amount: z
      .int('must be a whole number of minor units')
      .positive('must be above 0')
      .max(DEV_CODE_MAX_AMOUNT, `must be at most ${DEV_CODE_MAX_AMOUNT} minor units`),
    max_uses: z.int('must be a whole number').positive('must be above 0').max(DEV_CODE_MAX_USES, `must be at most ${DEV_CODE_MAX_USES}`),
    expires_at: z.union([z.int(EXPIRY_FORMS).positive(EXPIRY_FORMS), z.iso.datetime({ offset: true, error: EXPIRY_FORMS })], EXPIRY_FORMS),
    depositors_only: z.boolean('must be true or false').default(false),
  },
  'must be a JSON object',
);
const devRedeemCodeQuery = z.object({ brand: z.string('must name a brand, e.g. ?brand=india') });

/** `field: problem; …` for a dev route's 400, telling a missing field from a wrong one. */
function devProblems(error: z.ZodError, input: unknown): string {
  return error.issues
    .map((issue) => {
      const [field] = issue.path;
      const missing = issue.path.length === 1 && typeof input === 'object' && input !== null && !Object.hasOwn(input, String(field));
      return `${issue.path.join('.') || 'body'}: ${missing ? 'is missing' : issue.message}`;
    })
    .join('; ');
}

/** A code as the dev routes answer it. */
const devCodeView = (code: RedeemCode) => ({
  brand: code.brand,
  code: code.code,
  prize_type: code.prize,
  amount: code.amount,
  max_uses: code.maxUses,
  uses: code.uses,
  depositors_only: code.depositorsOnly,
  created_at: code.createdAt,
  expires_at: code.expiresAt,
});

/**
 * The promotions domain: the download award, gold panning with its picture captcha, gift packets,
 * the invitation page and turntable, the agent turntable, blind box and wheel, the reward center
 * with its redeem codes, red dots and customer service. Every prize is paid through the ledger
 * (cause promotion) in the transaction that records it, under a request key that makes it one-time.
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
  const redeemCodes = new RedeemCodes(deps);
  const rewardCenter = new RewardCenterView(deps, { download, goldPanning, inviteTurntable, blindBox, redeemCodes });

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
    openGiftPacket: { access: 'player', handle: ({ brand, session }, { packet }) => giftPackets.open(brand, session.playerId, packet) },
    rewardCenterList: { access: 'visitor', handle: ({ brand, session }) => rewardCenter.list(brand, session?.playerId) },
    redeemCode: { access: 'player', handle: ({ brand, session }, { code }) => redeemCodes.redeem(brand, session.playerId, code) },
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
      // Testers skip gold panning's waits: today's taken awards count as taken that much earlier.
      app.post('/dev/gold-panning/advance', (request, reply) => {
        const body = devGoldPanningAdvance.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: devProblems(body.error, request.body) });
        return { moved: goldPanning.devAdvance(body.data.player_id, body.data.seconds) };
      });
      // Testers make the codes they need: a prize, a use limit, an expiry, optionally for depositors only.
      app.post('/dev/redeem-codes', (request, reply) => {
        const body = devRedeemCodeBody.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: devProblems(body.error, request.body) });
        const { brand, prize_type: prize, amount, max_uses: maxUses, depositors_only: depositorsOnly } = body.data;
        const problems: string[] = [];
        if (!context.brands.has(brand)) problems.push(`brand: no brand "${brand}" (known: ${[...context.brands.keys()].join(', ')})`);
        const code = parseApiRequest('redeemCode', { code: body.data.code });
        if (!code.success) problems.push(...code.problems);
        const expiresAt = typeof body.data.expires_at === 'number' ? body.data.expires_at : Math.floor(Date.parse(body.data.expires_at) / 1000);
        const now = Math.floor(context.now() / 1000);
        if (expiresAt <= now) problems.push(`expires_at: must be in the future (now is ${now}, ${new Date(now * 1000).toISOString()})`);
        if (problems.length > 0 || !code.success) return reply.code(400).send({ error: problems.join('; ') });
        const created = redeemCodes.create({ brand, code: code.data.code, prize, amount, maxUses, depositorsOnly, expiresAt });
        if (!created) return reply.code(409).send({ error: `code: ${brand} already has the code ${code.data.code}` });
        return reply.code(201).send({ code: devCodeView(created) });
      });
      app.get('/dev/redeem-codes', (request, reply) => {
        const query = devRedeemCodeQuery.safeParse(request.query);
        if (!query.success) return reply.code(400).send({ error: devProblems(query.error, request.query) });
        if (!context.brands.has(query.data.brand)) return reply.code(400).send({ error: `brand: no brand "${query.data.brand}"` });
        return { list: redeemCodes.list(query.data.brand).map(devCodeView) };
      });
    },
    seed({ brand }) {
      // The defaults become the brand's stored settings, so an operator has a row to edit.
      const config = defaultPromotionConfig(brand.currency);
      if (config) configs.store(brand.brand, config, Math.floor(context.now() / 1000));
      redeemCodes.seed(brand.brand, brand.currency);
    },
  };
}
