import type { FastifyInstance } from 'fastify';
import type { EndpointName } from '@casino/shared-kernel/api-contract';
import * as z from 'zod';
import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';
import type { EndpointRoute, EndpointRoutes } from '../server/endpoint-routes.ts';
import type { GamingLimits } from './gaming-limits.ts';
import { GamingSessions } from './gaming-sessions.ts';
import { gamingStatement } from './statements.ts';
import type { DevelopmentClock } from '../server/development-clock.ts';

/** At most a year per call: enough for any cool-down, time-out or expiry a test lives through. */
const MAX_ADVANCE_SECONDS = 366 * 24 * 60 * 60;
const advanceBody = z.object({ seconds: z.int().min(1).max(MAX_ADVANCE_SECONDS) });

/**
 * Responsible gaming (issue 25): the player's limits. The deposit and bet paths call
 * `context.gamingLimits` themselves; this domain answers the player's calls and, in development,
 * owns the clock's advance route.
 */
export function createResponsibleGamingDomain(context: DomainContext, clock: DevelopmentClock | undefined): CasinoDomain {
  const limits = context.gamingLimits;
  const sessions = new GamingSessions(context.db, context.now, limits.sessionLimits);
  return {
    routes: {
      gamingLimits: {
        access: 'player',
        handle: ({ brand, session }) => limits.view(brand.brand, session.playerId),
      },
      setGamingLimit: {
        access: 'player',
        handle: ({ brand, session }, payload) => limits.set(brand.brand, session.playerId, payload.kind, payload.period, payload.amount),
      },
      confirmGamingLimit: {
        access: 'player',
        handle: ({ brand, session }, payload) => limits.confirm(brand.brand, session.playerId, payload.kind, payload.period),
      },
      takeGamingBreak: {
        access: 'player',
        handle: ({ brand, session }, payload) => {
          limits.breaks.take(brand.brand, session.playerId, payload.kind, payload.duration);
          return limits.view(brand.brand, session.playerId);
        },
      },
      gamingSession: {
        access: 'player',
        handle: ({ session }) => sessions.session(session.playerId, session.tokenHash),
      },
      setSessionLimit: {
        access: 'player',
        handle: ({ session }, payload) => {
          limits.sessionLimits.set(session.playerId, payload.minutes);
          return sessions.session(session.playerId, session.tokenHash);
        },
      },
      gamingStatement: {
        access: 'player',
        handle: ({ session }, payload) => gamingStatement(context.db, session.playerId, payload.from, payload.to),
      },
      setRealityCheck: {
        access: 'player',
        handle: ({ session }, payload) => {
          sessions.setRealityCheck(session.playerId, payload.minutes);
          return sessions.session(session.playerId, session.tokenHash);
        },
      },
    },

    registerDevRoutes(app: FastifyInstance) {
      if (!clock) return;
      app.get('/dev/clock', () => ({ now: clock.now(), offset_seconds: clock.offsetSeconds }));
      app.post('/dev/clock/advance', (request, reply) => {
        const body = advanceBody.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: `seconds: must be a whole number from 1 to ${MAX_ADVANCE_SECONDS}` });
        const now = clock.advance(body.data.seconds);
        return { now, offset_seconds: clock.offsetSeconds };
      });
      app.post('/dev/clock/reset', () => ({ now: clock.reset(), offset_seconds: clock.offsetSeconds }));
    },
  };
}

/**
 * The calls a break closes besides deposits and bets (which `GamingLimits` checks itself): opening
 * a game, and every promotion or mail award that pays.
 */
export const CLOSED_DURING_A_BREAK: readonly EndpointName[] = [
  'gameUrl',
  'downloadTakeAward',
  'goldRushingTakeAward',
  'genGiftPacket',
  'openGiftPacket',
  'redeemCode',
  'inviteRotate',
  'agentTurntable',
  'dailyBlindBoxReward',
  'blindBoxWheelReward',
  'blindBoxWheelWithdraw',
  'mailClaim',
  'mailClaimAll',
];

/**
 * The routes with {@link CLOSED_DURING_A_BREAK} refusing a player on a break before their own
 * handler runs, and `pushFcm` storing no push token during a break (marketing stops; the browser
 * registers again at its next sign-in after the break).
 */
export function closeDuringBreaks(routes: EndpointRoutes, limits: GamingLimits): EndpointRoutes {
  const guarded: Record<string, unknown> = { ...routes };
  const push = routes.pushFcm as EndpointRoute<'pushFcm'> | undefined;
  if (push?.access === 'player') {
    const handle = push.handle;
    guarded.pushFcm = {
      ...push,
      handle: (context: Parameters<typeof handle>[0], payload: Parameters<typeof handle>[1]) =>
        limits.breaks.current(context.session.playerId) === null ? handle(context, payload) : {},
    };
  }
  for (const name of CLOSED_DURING_A_BREAK) {
    const route = routes[name] as EndpointRoute<EndpointName> | undefined;
    if (route?.access !== 'player') continue;
    const handle = route.handle;
    guarded[name] = {
      ...route,
      handle: (context: Parameters<typeof handle>[0], payload: Parameters<typeof handle>[1]) => {
        limits.breaks.assertPlaying(context.brand.brand, context.session.playerId, context.language);
        // A session that has lasted its time limit opens no more games.
        if (name === 'gameUrl') limits.sessionLimits.assertWithinSession(context.session.playerId, context.session.tokenHash, context.language);
        return handle(context, payload);
      },
    };
  }
  return guarded as EndpointRoutes;
}
