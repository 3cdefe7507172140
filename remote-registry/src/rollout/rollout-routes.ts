import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { brandParams, brandRemoteParams, parse, reason, reasonBody, version } from '../server/api-schemas.ts';
import { ifMatchOf } from '../server/registry-routes.ts';
import type { Rollouts } from './rollouts.ts';

export const rolloutBody = z.strictObject({
  version,
  steps: z.array(z.number('must be a number').int('must be whole percents').min(1, 'must be at least 1').max(100, 'must be at most 100')).min(1).max(20),
  bakeMs: z.number('must be a number').int().min(1000, 'must be at least 1000 (1s)').max(7 * 24 * 3_600_000, 'must be at most a week'),
  maxErrorRatio: z.number('must be a number').min(1, 'must be at least 1').max(1000),
  minLoads: z.number('must be a number').int('must be a whole number').min(1, 'must be at least 1').max(1_000_000),
  reason,
});
export type RolloutBody = z.infer<typeof rolloutBody>;

export interface RolloutRouteOptions {
  rollouts: Rollouts;
  actorOf: (request: FastifyRequest) => string;
  /** False for a team token: its rollout holds at its last step below 100 until ops promote it. */
  autoPromotes: (request: FastifyRequest) => boolean;
}

/** Progressive rollouts: start (If-Match, like every canary), pause, resume, and the list the console draws. */
export function registerRolloutRoutes(app: FastifyInstance, { rollouts, actorOf, autoPromotes }: RolloutRouteOptions): void {
  app.get('/api/rollouts', (request) => {
    const { brand } = parse(brandParams.partial(), request.query, 'rollouts query');
    return { rollouts: rollouts.list(brand) };
  });

  app.post('/api/brands/:brand/remotes/:remote/rollout', async (request, reply) => {
    const { brand, remote } = parse(brandRemoteParams, request.params, 'brand and remote');
    const body = parse(rolloutBody, request.body, 'rollout');
    const { rollout, status } = rollouts.start({
      brand,
      remote,
      version: body.version,
      steps: body.steps,
      bakeMs: body.bakeMs,
      maxErrorRatio: body.maxErrorRatio,
      minLoads: body.minLoads,
      autoPromote: autoPromotes(request),
      context: { actor: actorOf(request), reason: body.reason, ifMatch: ifMatchOf(request) },
    });
    request.log.info({ actor: actorOf(request), action: 'rollout', brand, remote, version: body.version, steps: body.steps }, 'registry write');
    return reply.code(201).header('ETag', status.etag).send({ rollout, status });
  });

  for (const action of ['pause', 'resume'] as const) {
    app.post(`/api/brands/:brand/remotes/:remote/rollout/${action}`, (request) => {
      const { brand, remote } = parse(brandRemoteParams, request.params, 'brand and remote');
      const body = parse(reasonBody, request.body, `rollout ${action}`);
      const rollout = rollouts[action](brand, remote, actorOf(request), body.reason);
      request.log.info({ actor: actorOf(request), action: `rollout-${action}`, brand, remote }, 'registry write');
      return { rollout };
    });
  }
}
