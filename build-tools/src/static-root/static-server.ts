import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { API_SECURITY_HEADERS, renderHeader, resolveSecuritySettings, staticRootSecurityHeaders, type SecuritySettingName } from './security-headers.ts';

/** Files that name no content hash and must be revalidated on every use. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'hosts.json', 'versions.json', 'mf-manifest.json', 'remoteEntry.js', 'sw.js']);

/** Brotli's level for answers compressed as they are sent: nginx's `brotli_comp_level` (deploy/nginx). */
export const REQUEST_TIME_BROTLI_LEVEL = 5;

/** The suffix of a file's precompressed copies beside it. */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/** `main.a2062fe59c.js`: a name with a content hash of at least 8 hex digits. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/** The Cache-Control a file of the static root is served with. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (!ALWAYS_REVALIDATE.has(name) && CONTENT_HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Remote code, versions indexes and brand maps may be fetched by a shell on another origin (CDN,
 * preview host); the shell's own chunks too when its page and its files are served apart. Chunks
 * load with `crossorigin="anonymous"` and `integrity`: cross-origin, a response without this header
 * is refused by the browser before its hash is even checked.
 */
export function needsCors(urlPath: string): boolean {
  return urlPath.startsWith('/remotes/') || urlPath.startsWith('/brands/') || urlPath.startsWith('/static/');
}

export interface StaticServerOptions {
  root: string;
  logger?: boolean;
  /**
   * The api-server behind `/api/` (and its development routes under `/dev/`), e.g.
   * `http://127.0.0.1:4330`, as nginx proxies it in production: the site, its API, the payment
   * page and the game pages share one origin, so the strict CSP's `'self'` covers them.
   */
  apiUpstream?: string | undefined;
  /**
   * The security headers' settings (CSP origins, frame ancestors, permissions policy), as nginx
   * takes them from the environment; the defaults otherwise. The headers are production's, from
   * the one definition in security-headers.ts.
   */
  securitySettings?: Partial<Record<SecuritySettingName, string>>;
}

/** The api-server's body limit (its `BODY_LIMIT`), which nginx's `/api/` applies too. */
export const API_BODY_LIMIT = 64 * 1024;
const API_BODY_TOO_LARGE = 'Request body is too large (64 KiB at most)';

/** A stream's bytes, or null once more than `limit` arrived (the rest is left unread; the answer closes the connection). */
function readUpTo(stream: Readable, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stream.off('data', onData);
      stream.pause();
      resolve(null);
    };
    stream.on('data', onData);
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

/**
 * Serves the static root as production does: compression, CORS for remote code and maps,
 * `no-cache` for the files that point at versions, `immutable` for content-hashed ones.
 */
export async function createStaticServer({ root, logger = false, apiUpstream, securitySettings = {} }: StaticServerOptions): Promise<FastifyInstance> {
  // Nothing the site posts is larger than the API takes (its 64 KiB): refused here, as nginx does.
  const app = Fastify({ logger, bodyLimit: API_BODY_LIMIT });
  // A body refused before it reaches the api-server still answers the API's envelope, as nginx's
  // `/api/` does (Fastify's own error JSON is no envelope the client knows): by its announced
  // length at once, and by what arrived for a body sent without one.
  const tooLarge = (reply: FastifyReply) =>
    reply.code(413).header('Cache-Control', 'no-store').header('Connection', 'close').send({ code: 500, msg: API_BODY_TOO_LARGE, data: null });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') && Number(request.headers['content-length'] ?? 0) > API_BODY_LIMIT) return tooLarge(reply);
    return undefined;
  });
  // A chunked body announces no length and the proxy streams it on: counted here, and refused as
  // soon as it passes the limit, before any of it reaches the api-server (whose own refusal would
  // cut the stream the proxy is still writing, and answer 500).
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!request.url.startsWith('/api/') || request.headers['content-length'] !== undefined) return payload;
    const body = await readUpTo(payload, API_BODY_LIMIT);
    if (body === null) throw Object.assign(new Error(API_BODY_TOO_LARGE), { statusCode: 413 });
    return Readable.from([body]);
  });
  // What nginx adds: the site's headers to every static answer (404s too), with a document's
  // policies for a document's path; the API's few to the proxied API, whose own headers (a game
  // page's policy) stand.
  const siteHeaders = staticRootSecurityHeaders(root, resolveSecuritySettings({ ...process.env, ...securitySettings }));
  const apiHeaders = API_SECURITY_HEADERS.map(([name, template]) => [name, renderHeader(template, {})] as const);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/dev/')) {
      // Only where the api-server sent none: a game page's own policy stands.
      for (const [name, value] of apiHeaders) if (!reply.hasHeader(name)) reply.header(name, value);
    } else {
      for (const [name, value] of siteHeaders(request.url.split('?')[0] ?? '/')) reply.header(name, value);
    }
    return payload;
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.url.startsWith('/api/') && error.statusCode === 413) return tooLarge(reply);
    return reply.send(error);
  });
  // Before the proxy, so the API's JSON is compressed too, as nginx does (a lobby answer: 134 KB → 8 KB).
  // brotli or gzip, as nginx sends (deploy/nginx): at request time brotli's level 5, nginx's
  // `brotli_comp_level`, fast enough for every answer; no zstd, which nginx does not send (offered
  // first, the plugin's default level made the first visit's JS larger than gzip does). Content-
  // hashed scripts and styles come from their `.br` files instead (see `preCompressed` below).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: REQUEST_TIME_BROTLI_LEVEL } },
  });
  if (apiUpstream) {
    for (const prefix of ['/api', '/dev']) {
      await app.register(fastifyHttpProxy, {
        upstream: apiUpstream,
        prefix,
        rewritePrefix: prefix,
        // The api-server tells brands apart by host name, as behind nginx (`proxy_set_header Host`).
        replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, host: request.headers.host ?? headers.host }) },
      });
    }
  }
  await app.register(fastifyStatic, {
    root,
    // A list: with `preCompressed`, a single name is not looked up for `/` (the page would be a 404).
    index: ['index.html'],
    cacheControl: false,
    // `x.js.br` beside `x.js` (the build writes them, at brotli's highest level) goes to a browser
    // that takes br, as nginx's `brotli_static`; else the file, compressed here.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // The rules are the served file's, whichever copy of it was read.
      const served = filePath.replace(PRECOMPRESSED_SUFFIX, '');
      reply.header('Cache-Control', cacheControlFor(served));
      const urlPath = '/' + path.relative(root, served).split(path.sep).join('/');
      if (needsCors(urlPath)) reply.header('Access-Control-Allow-Origin', '*');
    },
  });
  return app;
}
