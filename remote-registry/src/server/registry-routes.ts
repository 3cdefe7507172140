import { REMOTE_NAMES } from '@casino/shared-kernel/remote-map';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from '../registry/registry.ts';
import type { Rollouts } from '../rollout/rollouts.ts';
import type { WriteContext } from '../registry/registry-types.ts';
import {
  auditQuery,
  brandParams,
  brandRemoteParams,
  canaryBody,
  createBrandBody,
  hostBody,
  hostParams,
  parse,
  pinBody,
  previewsBody,
  beaconsBody,
  publishBody,
  reasonBody,
  remoteParams,
  shellCheckBody,
  versionParams,
} from './api-schemas.ts';

export interface RouteOptions {
  registry: Registry;
  /** The token name the auth hook found for a request. */
  actorOf: (request: FastifyRequest) => string;
  /** Largest publish request (the build travels base64-encoded in JSON). */
  publishBodyLimit: number;
  /** Hand-made canary moves end or yield to a rollout of the same remote. */
  rollouts: Rollouts;
}

export const ifMatchOf = (request: FastifyRequest) => {
  const header = request.headers['if-match'];
  return Array.isArray(header) ? header.join(',') : header;
};

/** The registry's HTTP API under /api; every route but /api/health sits behind the ops token. */
export function registerRegistryRoutes(app: FastifyInstance, { registry, actorOf, publishBodyLimit, rollouts }: RouteOptions): void {
  const write = (request: FastifyRequest, reason: string): WriteContext => ({ actor: actorOf(request), reason, ifMatch: ifMatchOf(request) });
  const logWrite = (request: FastifyRequest, fields: Record<string, unknown>) => request.log.info({ actor: actorOf(request), ...fields }, 'registry write');
  const withEtag = <T extends { etag: string }>(reply: FastifyReply, body: T) => {
    void reply.header('ETag', body.etag);
    return body;
  };

  // Degraded is 503 so a monitor watching the status alone sees it; the API keeps serving so ops can repair.
  app.get('/api/health', (_request, reply) => {
    const problems = registry.servingProblems();
    const ok = problems.length === 0;
    return reply.code(ok ? 200 : 503).send({ ok, status: ok ? 'ok' : 'degraded', problems });
  });

  app.get('/api/shell', () => registry.shellVersions());

  // Before a new shell goes live: 200 with what it was checked against, 422 naming what it would strand.
  app.post('/api/shell/check', (request) => {
    const body = parse(shellCheckBody, request.body, 'shell check');
    const { shell, checked } = registry.checkShell(body.manifest);
    return {
      ok: true,
      shell,
      checked,
      message: `This shell runs every version brands run (${checked.length} checked: ${checked.join(', ') || 'none'}).`,
    };
  });

  // Published versions

  app.get('/api/remotes', () => ({
    remotes: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, registry.versions(remote)])),
  }));

  app.get('/api/remotes/:remote/versions', (request) => {
    const { remote } = parse(remoteParams, request.params, 'remote');
    return { versions: registry.versions(remote) };
  });

  app.get('/api/remotes/:remote/versions/:version', (request) => {
    const { remote, version } = parse(versionParams, request.params, 'version');
    return registry.version(remote, version);
  });

  app.post('/api/remotes/:remote/versions', { bodyLimit: publishBodyLimit }, async (request, reply) => {
    const { remote } = parse(remoteParams, request.params, 'remote');
    const body = parse(publishBody, request.body, 'publish request');
    const files = new Map(body.files.map((file) => [file.path, Buffer.from(file.base64, 'base64')]));
    const published = registry.publish({ remote, files, version: body.version, actor: actorOf(request), reason: body.reason });
    logWrite(request, { action: 'publish', remote, version: published.version, integrity: published.integrity });
    return reply.code(201).send(published);
  });

  // Brands

  app.get('/api/brands', () => ({ brands: registry.brands() }));

  app.post('/api/brands', async (request, reply) => {
    const body = parse(createBrandBody, request.body, 'brand');
    const status = registry.createBrand({ ...body, actor: actorOf(request) });
    logWrite(request, { action: 'brand-create', brand: status.brand });
    return reply.code(201).header('ETag', status.etag).send(status);
  });

  app.get('/api/brands/:brand', (request, reply) => {
    const { brand } = parse(brandParams, request.params, 'brand');
    return withEtag(reply, registry.brand(brand));
  });

  app.patch('/api/brands/:brand', (request, reply) => {
    const { brand } = parse(brandParams, request.params, 'brand');
    if (typeof request.body === 'object' && request.body !== null && 'beaconPercent' in request.body) {
      const beacons = parse(beaconsBody, request.body, 'brand change');
      const { status, unchanged } = registry.setBeaconPercent(brand, beacons.beaconPercent, write(request, beacons.reason));
      if (unchanged !== null) return withEtag(reply, { ...status, message: unchanged });
      logWrite(request, { action: 'beacons', brand, beaconPercent: beacons.beaconPercent });
      return withEtag(reply, status);
    }
    const body = parse(previewsBody, request.body, 'brand change');
    const { status, unchanged } = registry.setPreviewsAllowed(brand, body.previewsAllowed, write(request, body.reason));
    if (unchanged !== null) return withEtag(reply, { ...status, message: unchanged });
    logWrite(request, { action: 'previews', brand, previewsAllowed: body.previewsAllowed });
    return withEtag(reply, status);
  });

  app.post('/api/brands/:brand/remotes/:remote/pin', (request, reply) => {
    const { brand, remote } = parse(brandRemoteParams, request.params, 'brand and remote');
    const body = parse(pinBody, request.body, 'pin');
    const status = registry.pin(brand, remote, body.version, write(request, body.reason));
    logWrite(request, { action: 'pin', brand, remote, version: body.version });
    return withEtag(reply, status);
  });

  app.post('/api/brands/:brand/remotes/:remote/canary', (request, reply) => {
    const { brand, remote } = parse(brandRemoteParams, request.params, 'brand and remote');
    const body = parse(canaryBody, request.body, 'canary');
    rollouts.requireNoLive(brand, remote, 'changing the canary by hand');
    const status = registry.canary(brand, remote, body.version, body.percent, write(request, body.reason));
    logWrite(request, { action: 'canary', brand, remote, version: body.version, percent: body.percent });
    return withEtag(reply, status);
  });

  for (const action of ['promote', 'abort', 'rollback'] as const) {
    app.post(`/api/brands/:brand/remotes/:remote/${action}`, (request, reply) => {
      const { brand, remote } = parse(brandRemoteParams, request.params, 'brand and remote');
      const body = parse(reasonBody, request.body, action);
      const status = registry[action](brand, remote, write(request, body.reason));
      rollouts.reconcile(brand, remote);
      logWrite(request, { action, brand, remote, pinned: status.remotes[remote].pinned });
      return withEtag(reply, status);
    });
  }

  // Host names

  app.get('/api/hosts', (_request, reply) => withEtag(reply, registry.hosts()));

  app.put('/api/hosts/:host', (request, reply) => {
    const { host } = parse(hostParams, request.params, 'host');
    const body = parse(hostBody, request.body, 'host');
    const hosts = registry.setHost(host, body.brand, write(request, body.reason));
    logWrite(request, { action: 'host-set', host, brand: body.brand });
    return withEtag(reply, hosts);
  });

  app.delete('/api/hosts/:host', (request, reply) => {
    const { host } = parse(hostParams, request.params, 'host');
    const body = parse(reasonBody, request.body, 'host removal');
    const hosts = registry.removeHost(host, write(request, body.reason));
    logWrite(request, { action: 'host-remove', host });
    return withEtag(reply, hosts);
  });

  // Audit

  app.get('/api/audit', (request) => {
    const query = parse(auditQuery, request.query, 'audit query');
    const entries = registry.auditLog(query);
    return { entries, next: entries.length === query.limit ? (entries.at(-1)?.id ?? null) : null };
  });
}
