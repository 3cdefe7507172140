import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { API_HEADERS, ENDPOINTS, ENVELOPE_CODE, HTTP_STATUS_TEXT, errorEnvelope, type EndpointName } from '@casino/shared-kernel/api-contract';
import { accountRoutes } from '../accounts/account-routes.ts';
import { messageConfigsFor, signingKeysFor } from '../brands/brand-keys.ts';
import type { ApiServerConfig } from '../config.ts';
import { closeDuringBreaks } from '../responsible-gaming/responsible-gaming-domain.ts';
import type { CasinoServices } from '../services.ts';
import { siteRoutes } from '../site/site-routes.ts';
import { walletRoutes } from '../wallet/wallet-routes.ts';
import { RateLimits } from './rate-limits.ts';
import { ApiPipeline, INTERNAL_ERROR, type CallOutcome } from './api-pipeline.ts';
import { IdempotentAnswers } from './idempotency.ts';
import { UsedSignatures } from './used-signatures.ts';
import type { EndpointRoutes } from './endpoint-routes.ts';
import { registerAssetRoutes, registerDevRoutes } from './service-routes.ts';

export interface ApiServerOptions {
  config: ApiServerConfig;
  services: CasinoServices;
  /** Fastify's (pino) logger: JSON lines in production, off in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Calls to leave unanswered (HTTP 501), as on a server that has not built them: for tests of that answer. */
  withoutCalls?: readonly EndpointName[] | undefined;
}

/** Largest request body: payloads of spec 7 are a few hundred bytes. */
export const BODY_LIMIT = 64 * 1024;

/** The request headers a browser may send cross-origin: spec 7's, plus the JSON content type. */
const ALLOWED_HEADERS = [...Object.values(API_HEADERS), 'Content-Type'].join(', ');

/**
 * One access line per request instead of Fastify's two (incoming, completed): half the logging
 * cost on the hot reads, and the query (which may carry payload fields) stays out of the log.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/**
 * Every call some domain answers; the others get "service not implemented". Two domains answering
 * one call is a wiring mistake, refused at start.
 */
export function apiRoutes(services: CasinoServices): EndpointRoutes {
  const routes: Record<string, unknown> = {};
  const parts: EndpointRoutes[] = [
    accountRoutes(services.accounts),
    walletRoutes(services.ledger, services.betTasks),
    siteRoutes(services.siteSettings),
    ...services.domains.map((domain) => domain.routes),
  ];
  for (const part of parts) {
    for (const [name, route] of Object.entries(part)) {
      if (name in routes) throw new Error(`Two domains answer the call ${name}`);
      routes[name] = route;
    }
  }
  // Responsible gaming: a time-out or self-exclusion closes games, promotions and mail awards.
  return closeDuringBreaks(routes as EndpointRoutes, services.gamingLimits);
}

/**
 * The casino API: every call of the kernel's endpoint table at its method and path, the optional
 * message envelope, the service's assets, and in development the outbox of codes. Every answer
 * under /api is the envelope `{code, msg, data}`.
 */
export async function createApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const { config, services, logger = false, withoutCalls = [] } = options;
  const routes: Record<string, unknown> = { ...apiRoutes(services) };
  for (const name of withoutCalls) delete routes[name];
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT, logController: new AccessLog(), trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false });

  // The signature covers the body's bytes as sent, so keep them beside the parsed JSON. Fastify's
  // own parser still does the parsing (it refuses __proto__ and constructor poisoning).
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    rawBodies.set(request, bytes);
    if (bytes.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, bytes.toString('utf8'), done);
  });

  const pipeline = new ApiPipeline({
    mode: config.mode,
    brands: services.brands,
    hosts: services.hosts,
    signingKeys: signingKeysFor(services.brands, config),
    messageConfigs: messageConfigsFor(services.brands, config),
    routes: routes as EndpointRoutes,
    accounts: services.accounts,
    now: services.signatureNow,
    rawBody: (request) => rawBodies.get(request),
    rateLimits: new RateLimits(config.rateLimitScale),
    idempotentAnswers: new IdempotentAnswers(services.db, services.now),
    usedSignatures: new UsedSignatures(),
  });

  const corsAllowed = (origin: string) => (config.corsOrigins.length === 0 ? config.mode === 'development' : config.corsOrigins.includes(origin));
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && corsAllowed(origin)) void reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    if (request.url.startsWith('/api/')) void reply.header('Cache-Control', 'no-store');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT')
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .code(204)
        .send();
    }
    return undefined;
  });

  const answer = (reply: FastifyReply, outcome: CallOutcome) => reply.code(outcome.status).send(outcome.body);
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const { method, path } = ENDPOINTS[name];
    app.route({ method, url: path, handler: async (request, reply) => answer(reply, await pipeline.direct(request, name)) });
  }
  app.post(config.messagePath, async (request, reply) => answer(reply, await pipeline.sealed(request)));

  app.get('/health', () => ({ ok: true }));
  registerAssetRoutes(app, services);
  for (const domain of services.domains) domain.registerPublicRoutes?.(app);
  if (config.mode === 'development') {
    registerDevRoutes(app, services);
    for (const domain of services.domains) domain.registerDevRoutes?.(app);
  }

  // Failures before a handler runs (unreadable JSON, a body too large, an unknown content type)
  // still answer the envelope, with the HTTP status that names the transport problem.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(errorEnvelope(ENVELOPE_CODE.SERVER_ERROR, `${HTTP_STATUS_TEXT[status] ?? HTTP_STATUS_TEXT[400] ?? 'wrong request'}: ${error.message}`));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorEnvelope(ENVELOPE_CODE.SERVER_ERROR, INTERNAL_ERROR));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        errorEnvelope(
          ENVELOPE_CODE.SERVER_ERROR,
          `${HTTP_STATUS_TEXT[404] ?? 'Request address error'}: no call ${request.method} ${request.url.split('?')[0] ?? ''}`,
        ),
      ),
  );

  return app;
}
