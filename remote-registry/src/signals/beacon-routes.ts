import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { BRAND_ID_PATTERN, REMOTE_NAMES, VERSION_PATTERN } from '@casino/shared-kernel/remote-map';
import { RegistryError } from '../registry/registry-error.ts';
import type { BeaconTokens } from './beacon-tokens.ts';
import { LOAD_OUTCOMES, PageLoadMismatch, type LoadCountsStore } from './load-counts.ts';

/** A beacon is a few reports; 8 KiB holds the largest batch the schema allows with room to spare. */
export const BEACON_BODY_LIMIT = 8 * 1024;
export const BEACON_PATH = '/api/beacons';

/** A random id a page makes for itself (the shell: four random 32-bit numbers joined by "-"). */
const randomId = (what: string) => z.string(`must be the ${what}`).regex(/^[A-Za-z0-9_-]{7,64}$/, `must be the ${what} (7 to 64 letters, digits, "-" or "_")`);

/** One batch from a player's browser: what happened to which versions since its last beacon. */
export const beaconBody = z.strictObject({
  format: z.literal(1, 'must be 1'),
  brand: z.string().regex(BRAND_ID_PATTERN, 'must be a brand id such as "india"'),
  /** The token the brand map handed to the page. */
  token: z.string('must be the token of the brand map (its beacons.token)').max(64),
  /** The page load's own id: what it reports counts once. */
  pageLoad: randomId("page load's id"),
  /** The browser's beacon id (distinct devices decide rollouts). */
  device: randomId("browser's beacon id"),
  counts: z
    .array(
      z.strictObject({
        remote: z.enum(REMOTE_NAMES, { error: `must be one of ${REMOTE_NAMES.join(', ')}` }),
        version: z.string().max(64).regex(VERSION_PATTERN, 'must be a version such as "1.4.0"'),
        outcome: z.enum(LOAD_OUTCOMES, { error: `must be one of ${LOAD_OUTCOMES.join(', ')}` }),
        // A tab reports at most once a minute; no tab loads a remote a thousand times in between.
        count: z.number('must be a number').int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be at most 1000'),
      }),
    )
    .min(1, 'must list at least one count')
    .max(60, 'must list at most 60 counts'),
});

export interface BeaconOptions {
  counts: LoadCountsStore;
  /** Checks the brand maps' tokens, and hashes client addresses. */
  tokens: BeaconTokens;
  /** Origins accepted for every brand besides the brand's own host names (development, a staging CDN). */
  extraOrigins: readonly string[];
  /** Beacons one client address may send per minute; more get 429 and count nothing. */
  perMinuteLimit: number;
  now: () => number;
}

/**
 * A fixed one-minute window per client address: enough for the busiest office of players behind
 * one address, far below what would flood the database.
 */
function rateLimiter(limit: number, now: () => number) {
  let windowStart = 0;
  const seen = new Map<string, number>();
  return (client: string): boolean => {
    const at = now();
    if (at - windowStart >= 60_000) {
      windowStart = at;
      seen.clear();
    }
    const count = (seen.get(client) ?? 0) + 1;
    seen.set(client, count);
    return count <= limit;
  };
}

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).hostname;
  } catch {
    return undefined;
  }
};

/**
 * `POST /api/beacons`: load signals from the brand's pages. No ops token (browsers send it); instead
 * it takes only what is hard to forge in bulk: pages of the brand's own origins (its host names in
 * `hosts.json`, or an origin ops configured), carrying the short-lived token the brand's map handed
 * to the page, so many a minute per client address (the real one: behind a front end, only a trusted
 * proxy's X-Forwarded-For is believed), and each page load's report of a version and outcome counted
 * once however often it is sent. Rollouts then want their minimum from as many distinct devices,
 * each address vouching for a few at most (load-counts.ts). Bodies are at most 8 KiB and name
 * published versions only. `navigator.sendBeacon` posts text/plain, which needs no preflight; JSON
 * is accepted too (its preflight is answered for the same origins). Every refusal is
 * `{error, message}` naming what was wrong.
 */
export function registerBeaconRoutes(app: FastifyInstance, options: BeaconOptions): void {
  const { counts, tokens, extraOrigins, perMinuteLimit, now } = options;
  const allow = rateLimiter(perMinuteLimit, now);
  const extra = new Set(extraOrigins.map((origin) => origin.replace(/\/+$/, '')));

  const originAllowed = (origin: string | undefined, brand: string | undefined) => {
    if (origin === undefined) return false;
    if (extra.has(origin)) return true;
    const host = hostOf(origin);
    if (host === undefined) return false;
    const servedBrand = counts.brandOfHost(host);
    return brand === undefined ? servedBrand !== undefined : servedBrand === brand;
  };
  const corsHeaders = (reply: FastifyReply, origin: string) =>
    reply.headers({ 'Access-Control-Allow-Origin': origin, Vary: 'Origin', 'Access-Control-Max-Age': '86400' });

  app.options(BEACON_PATH, (request, reply) => {
    const origin = request.headers.origin;
    if (!originAllowed(origin, undefined) || origin === undefined) return reply.code(403).send({ error: 'forbidden', message: 'This origin may not send beacons.' });
    corsHeaders(reply, origin);
    return reply.code(204).headers({ 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' }).send();
  });

  app.post(BEACON_PATH, { bodyLimit: BEACON_BODY_LIMIT }, (request: FastifyRequest, reply) => {
    const origin = request.headers.origin;
    const knownOrigin = origin !== undefined && originAllowed(origin, undefined);
    if (knownOrigin) corsHeaders(reply, origin);
    if (!allow(request.ip)) {
      void reply.header('Retry-After', '60');
      throw new RegistryError('rate-limited', `More than ${perMinuteLimit} beacons a minute from this address: nothing was counted.`);
    }
    const body = parseBeacon(request.body);
    if (!counts.brandExists(body.brand)) throw new RegistryError('invalid-payload', `Invalid beacon: brand: there is no brand "${body.brand}".`);
    if (!knownOrigin || !originAllowed(origin, body.brand)) {
      throw new RegistryError(
        'forbidden',
        origin === undefined
          ? 'A beacon must come from a page of the brand (no Origin header).'
          : `${origin} does not serve ${body.brand}: beacons are accepted from the brand's own host names only.`,
      );
    }
    const token = tokens.check(body.brand, body.token);
    if (!token.ok) {
      throw new RegistryError(
        'forbidden',
        token.reason === 'expired'
          ? `The beacon token expired (they last ${tokens.lifetimeMs / 60_000} minutes): the page reads a fresh one with ${body.brand}'s brand map. Nothing was counted.`
          : `The beacon token is not one ${body.brand}'s brand map handed out: nothing was counted.`,
      );
    }
    const unknown = body.counts.filter((report) => !counts.isPublished(report.remote, report.version));
    if (unknown.length > 0) {
      throw new RegistryError('invalid-payload', `Invalid beacon: ${unknown.map((report) => `${report.remote} ${report.version}`).join(', ')} is not a published version.`);
    }
    try {
      counts.recordPageLoad({ brand: body.brand, pageLoad: body.pageLoad, device: body.device, address: tokens.addressKey(request.ip), at: now(), reports: body.counts });
    } catch (error) {
      if (error instanceof PageLoadMismatch) throw new RegistryError('invalid-payload', `Invalid beacon: ${error.message}.`);
      throw error;
    }
    return reply.code(204).send();
  });
}

function parseBeacon(raw: unknown) {
  let data = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw) as unknown;
    } catch {
      throw new RegistryError('invalid-payload', 'Invalid beacon: the body is not JSON.');
    }
  }
  const result = beaconBody.safeParse(data ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`);
  throw new RegistryError('invalid-payload', `Invalid beacon: ${problems.join('; ')}`, problems);
}
