import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { RegistryError } from '../registry/registry-error.ts';
import type { Registry } from '../registry/registry.ts';
import { actorName, createTokenCheck, DEFAULT_TEAM_CANARY_MAX, roleRefusal, type OpsToken, type TeamRequest } from './ops-tokens.ts';
import { registerRegistryRoutes } from './registry-routes.ts';
import { registerRolloutRoutes } from '../rollout/rollout-routes.ts';
import type { Rollouts } from '../rollout/rollouts.ts';
import { BEACON_PATH, registerBeaconRoutes, type BeaconOptions } from '../signals/beacon-routes.ts';

export interface RegistryServerOptions {
  registry: Registry;
  tokens: readonly OpsToken[];
  /** The largest canary a team token may run; its rollouts hold there for ops. */
  teamCanaryMax?: number;
  /** Fastify's (pino) logger: JSON lines on stdout in production, off in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Largest publish request in bytes (a build travels base64-encoded in JSON). */
  publishBodyLimit?: number;
  /** Proxies (nginx) whose X-Forwarded-For names the client: the beacon limit is per player's address, not nginx's. */
  trustProxy?: string | false;
  /**
   * Where players' load signals are counted, and who may send them: served here when given
   * (development), else on a listener of their own (`createBeaconServer`).
   */
  beacons?: BeaconOptions | undefined;
  rollouts: Rollouts;
}

const CONSOLE_DIR = path.join(import.meta.dirname, '..', 'console');

/** The console is a page of this origin only: no inline script, no framing, no third parties. */
const CONSOLE_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-cache',
};

/**
 * The console's files, read once. Its script is written in TypeScript (type-checked with the
 * package) and served with the types stripped, so the console needs no bundler or build step.
 */
function consoleFiles() {
  const read = (file: string) => readFileSync(path.join(CONSOLE_DIR, file), 'utf8');
  return {
    html: read('index.html'),
    css: read('console.css'),
    script: stripTypeScriptTypes(read('console-app.ts')),
  };
}

const codeForStatus = (status: number) =>
  ({ 400: 'invalid-payload', 401: 'unauthorized', 404: 'not-found', 413: 'payload-too-large', 415: 'unsupported-media-type', 429: 'rate-limited' })[status] ??
  'bad-request';

/**
 * Every error as `{ error, message }` (plus `problems` when there are several); `notFound` may
 * explain a 404 better than "no route".
 */
function answerInEnvelope(app: FastifyInstance, notFound: (request: FastifyRequest) => string | undefined = () => undefined): void {
  app.setErrorHandler((error: FastifyError | RegistryError, request, reply) => {
    if (error instanceof RegistryError) {
      return reply.code(error.status).send({ error: error.code, message: error.message, ...(error.problems ? { problems: error.problems } : {}) });
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ error: codeForStatus(status), message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal', message: 'The registry failed to handle this request; the service log has the details.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: 'not-found', message: notFound(request) ?? `No route ${request.method} ${request.url.split('?')[0] ?? ''}.` }),
  );
}

/**
 * The registry's player-facing part alone: `POST /api/beacons` (and its preflight), nothing of the
 * ops API or console, so a front end can expose it to every browser while the ops listener stays
 * private. Its own body limit is the beacon's.
 */
export function createBeaconServer(options: { beacons: BeaconOptions; logger?: FastifyServerOptions['logger']; trustProxy?: string | false }): FastifyInstance {
  const { beacons, logger = false, trustProxy = false } = options;
  const app = Fastify({ logger, bodyLimit: 16 * 1024, trustProxy });
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  answerInEnvelope(app);
  registerBeaconRoutes(app, beacons);
  return app;
}

/**
 * The registry service: its JSON API under `/api` behind named ops tokens, and the ops console
 * at `/console/` (with players' beacons too when they have no listener of their own). Every error
 * is `{ error, message }` (plus `problems` when there are several).
 */
export async function createRegistryServer(options: RegistryServerOptions): Promise<FastifyInstance> {
  const { registry, tokens, logger = false, publishBodyLimit = 64 * 1024 * 1024, beacons, rollouts, trustProxy = false, teamCanaryMax = DEFAULT_TEAM_CANARY_MAX } = options;
  const app = Fastify({
    logger: logger === true ? { level: 'info', redact: ['req.headers.authorization'] } : logger,
    // Bodies are small except on publish, which raises its own limit.
    bodyLimit: 256 * 1024,
    trustProxy,
  });

  const tokenName = createTokenCheck(tokens);
  const actors = new WeakMap<FastifyRequest, string>();
  const tokenOf = new WeakMap<FastifyRequest, OpsToken>();
  const actorOf = (request: FastifyRequest) => {
    const actor = actors.get(request);
    if (actor === undefined) throw new Error('No actor for an authenticated route');
    return actor;
  };
  /** How far a rollout the caller starts may go on its own: a team's holds at its cap for ops to promote. */
  const autoPromotes = (request: FastifyRequest) => (tokenOf.get(request)?.team ?? null) === null;

  app.addHook('onRequest', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (!url.startsWith('/api/')) return;
    void reply.header('Cache-Control', 'no-store');
    // Health is for monitors, beacons come from players' browsers: neither carries a token.
    if (url === '/api/health' || url === BEACON_PATH) return;
    const authorization = request.headers.authorization;
    const name = tokenName(authorization);
    if (name === undefined) {
      void reply.header('WWW-Authenticate', 'Bearer realm="remote-registry"');
      throw new RegistryError(
        'unauthorized',
        authorization ? 'The ops token is not valid.' : 'Send an ops token: "Authorization: Bearer <token>" (CLI: --token or REGISTRY_TOKEN).',
      );
    }
    const token = tokens.find((candidate) => candidate.name === name);
    if (!token) throw new Error(`Token ${name} matched but is not configured`);
    tokenOf.set(request, token);
    actors.set(request, actorName(token));
  });

  app.addHook('preHandler', async (request) => {
    const token = tokenOf.get(request);
    if (!token) return;
    const params = request.params as Record<string, string | undefined> | undefined;
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as TeamRequest) : {};
    const refusal = roleRefusal(token, request.method, request.routeOptions.url ?? '', params?.remote, body, teamCanaryMax);
    if (refusal !== undefined) {
      request.log.warn({ actor: actorName(token), method: request.method, url: request.url }, 'refused by role');
      throw new RegistryError('forbidden', refusal);
    }
  });

  answerInEnvelope(app, (request) =>
    !beacons && request.url.split('?')[0] === BEACON_PATH
      ? 'Beacons are taken on the registry\'s beacon listener (--beacon-port), apart from the ops API.'
      : undefined,
  );

  registerRegistryRoutes(app, { registry, actorOf, publishBodyLimit, rollouts });
  registerRolloutRoutes(app, { rollouts, actorOf, autoPromotes });
  if (beacons) registerBeaconRoutes(app, beacons);

  const files = consoleFiles();
  app.get('/', (_request, reply) => reply.redirect('/console/'));
  app.get('/console', (_request, reply) => reply.redirect('/console/'));
  app.get('/console/', (_request, reply) => reply.headers(CONSOLE_HEADERS).type('text/html; charset=utf-8').send(files.html));
  app.get('/console/console.css', (_request, reply) => reply.headers(CONSOLE_HEADERS).type('text/css; charset=utf-8').send(files.css));
  app.get('/console/console-app.js', (_request, reply) =>
    reply.headers(CONSOLE_HEADERS).type('text/javascript; charset=utf-8').send(files.script),
  );

  return app;
}
