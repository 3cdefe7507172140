import { createHash, timingSafeEqual } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@casino/shared-kernel/remote-map';

/**
 * A named token: the name is who the audit log says acted, the secret what the caller sends. `team`
 * null is an ops token (everything); a team token may read, publish its remote and run its canaries
 * and rollouts up to a cap, never pin it (see {@link roleRefusal}).
 */
export interface OpsToken {
  name: string;
  secret: string;
  team: RemoteName | null;
}

const isRemoteName = (value: string): value is RemoteName => (REMOTE_NAMES as readonly string[]).includes(value);

/** Shorter secrets are refused at start: guessable tokens would guard every pin. */
export const MIN_SECRET_LENGTH = 24;
const NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

/**
 * Reads tokens written as `name=secret` (ops) or `name@<remote>=secret` (that remote's team), several separated by commas (`REGISTRY_TOKENS`, or one per
 * `--token`). Throws naming what is wrong, so a misconfigured service never starts.
 */
export function parseOpsTokens(specs: readonly string[]): OpsToken[] {
  const tokens = specs
    .flatMap((spec) => spec.split(','))
    .map((pair) => pair.trim())
    .filter((pair) => pair.length > 0)
    .map((pair) => {
      const at = pair.indexOf('=');
      const [name = '', team, ...extra] = pair.slice(0, at).trim().split('@');
      const secret = pair.slice(at + 1).trim();
      if (at < 0 || !NAME.test(name) || extra.length > 0) {
        throw new Error(`Ops token "${pair.slice(0, 12)}…" must be written name=secret or name@<remote>=secret, the name of letters, digits, ".", "_" or "-".`);
      }
      if (team !== undefined && !isRemoteName(team)) throw new Error(`Ops token ${name}: "${team}" is not a remote (${REMOTE_NAMES.join(', ')}).`);
      if (secret.length < MIN_SECRET_LENGTH) throw new Error(`Ops token ${name}: the secret must be at least ${MIN_SECRET_LENGTH} characters.`);
      return { name, secret, team: team ?? null };
    });
  if (tokens.length === 0) throw new Error('No ops token configured: set REGISTRY_TOKENS=name=secret (or --token name=secret).');
  const names = tokens.map((token) => token.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`Ops token name ${twice} is configured twice.`);
  return tokens;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Returns a check from an `Authorization` header to the token's name. Secrets are compared as
 * SHA-256 digests with `timingSafeEqual` (equal lengths, constant time), against every token
 * without stopping at a match, so timing tells nothing about any secret.
 */
export function createTokenCheck(tokens: readonly OpsToken[]): (authorization: string | undefined) => string | undefined {
  const known = tokens.map((token) => ({ name: token.name, digest: digest(token.secret) }));
  return (authorization) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match?.[1]) return undefined;
    const given = digest(match[1]);
    let name: string | undefined;
    for (const token of known) {
      if (timingSafeEqual(given, token.digest) && name === undefined) name = token.name;
    }
    return name;
  };
}

/** The largest canary a team token may set by hand (`--team-canary-max`); above it, and every pin, needs ops. */
export const DEFAULT_TEAM_CANARY_MAX = 50;

/** What a team token may do to its own remote: the rest (pin, promote, rollback, brands, hosts) needs ops. */
const TEAM_ACTIONS = ['canary', 'abort', 'rollout', 'rollout/pause', 'rollout/resume'] as const;
const TEAM_ROUTES = ['/api/remotes/:remote/versions', ...TEAM_ACTIONS.map((action) => `/api/brands/:brand/remotes/:remote/${action}`)];

/** What a team's write asks for, as far as its role is concerned (from the request body). */
export interface TeamRequest {
  /** A hand-made canary's percent. */
  percent?: unknown;
  /** A rollout's steps. */
  steps?: unknown;
}

/**
 * What each role may do: undefined when allowed, else the refusal a team token gets. A team token
 * publishes its remote and runs its canaries up to `teamCanaryMax` percent, by hand or by a rollout
 * (which holds at that step for ops rather than promote itself), and may abort, pause or resume
 * them. Nothing it may do makes its version a brand's pin: pin, promote, rollback, a canary above
 * the cap (100% is a pin in all but name) and a rollout's steps above the cap all need ops.
 */
export function roleRefusal(
  token: Pick<OpsToken, 'name' | 'team'>,
  method: string,
  route: string,
  remote: string | undefined,
  body: TeamRequest = {},
  teamCanaryMax = DEFAULT_TEAM_CANARY_MAX,
): string | undefined {
  const { team } = token;
  if (team === null || method === 'GET' || method === 'HEAD') return undefined;
  const may = `it can publish ${team}, run its canaries and rollouts up to ${teamCanaryMax}% of devices, and abort, pause or resume them`;
  if (!TEAM_ROUTES.includes(route)) {
    const what = route.endsWith('/promote') ? 'promoting a canary makes it the brand\'s pin, which' : 'pins, promotes, rollbacks, brands and hosts';
    return `${token.name} is the ${team} team's token: ${may}; ${what} need${route.endsWith('/promote') ? 's' : ''} an ops token.`;
  }
  if (remote !== team) return `${token.name} is the ${team} team's token: it can publish and roll out ${team} only, not ${remote ?? 'another remote'}.`;
  if (route.endsWith('/canary') && typeof body.percent === 'number' && body.percent > teamCanaryMax) {
    return `${token.name} is the ${team} team's token: its canaries run for at most ${teamCanaryMax}% of devices (asked ${body.percent}%); more, and promoting, need an ops token.`;
  }
  if (route.endsWith('/rollout') && Array.isArray(body.steps)) {
    const above = body.steps.filter((step): step is number => typeof step === 'number' && step > teamCanaryMax && step < 100);
    if (above.length > 0) {
      return `${token.name} is the ${team} team's token: its rollouts step up to ${teamCanaryMax}% of devices (not ${above.join(', ')}%), then wait for ops to promote.`;
    }
  }
  return undefined;
}

/** The audit's actor: the token's name, with its role for a team token. */
export const actorName = (token: Pick<OpsToken, 'name' | 'team'>): string => (token.team === null ? token.name : `${token.name} (${token.team} team)`);
