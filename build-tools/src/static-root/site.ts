import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from './static-server.ts';
import { WORKSPACE_ROOT } from './workspace.ts';

/** How long a first start may take: it creates and seeds the database. */
const API_START_TIMEOUT_MS = 60_000;
/** How long the api-server may take to stop before it is killed. */
const API_STOP_TIMEOUT_MS = 10_000;

export interface SiteOptions {
  root: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
  apiPort: number;
  /** The api-server's environment on top of this process's (API_DATA_DIR, API_LOG_LEVEL, …). */
  apiEnv?: Record<string, string>;
  /** Where the api-server's output goes: shown (the start command) or dropped (a benchmark). */
  apiOutput?: 'inherit' | 'ignore';
}

export interface RunningSite {
  /** `http://host:port` of the site, which proxies /api/ to the api-server. */
  origin: string;
  apiUrl: string;
  /** Resolves when the api-server stops by itself (it should not): its exit code. */
  apiExit: Promise<number | null>;
  close(): Promise<void>;
}

/**
 * The composed site as the README's start command runs it: the api-server in its own process (its
 * own data folder) and the static root in front of it, proxying /api/ and /dev/ to it as nginx
 * does in production, so the site, its API and the api-server's pages share one origin.
 */
export async function startSite(options: SiteOptions): Promise<RunningSite> {
  const { root, host, port, apiPort, apiEnv = {}, apiOutput = 'inherit' } = options;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // The api-server's own URLs (payment page, game pages, pictures) stay root-relative (an empty
  // public URL): each brand's host name (india.localhost, brasil.localhost, …) then reaches them
  // through this proxy on its own origin, which its CSP's 'self' allows.
  const server = await createStaticServer({ root, apiUpstream: apiUrl });
  await server.listen({ port, host });
  const origin = originOf(server, host);
  const api: ChildProcess = spawn(process.execPath, [path.join(WORKSPACE_ROOT, 'api-server/src/main.ts')], {
    // Its request log stays quiet (warnings and errors only) unless API_LOG_LEVEL says otherwise.
    env: { API_MODE: 'development', API_LOG_LEVEL: 'warn', API_PUBLIC_URL: '', ...process.env, ...apiEnv, API_PORT: String(apiPort), API_HOST: '127.0.0.1' },
    stdio: ['ignore', apiOutput, apiOutput],
  });
  const apiExit = new Promise<number | null>((resolve) => api.once('exit', (code) => resolve(code)));
  const close = async () => {
    if (api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      // It closes its server and database and exits at once; one that hangs must not keep its port.
      const hung = setTimeout(() => api.kill('SIGKILL'), API_STOP_TIMEOUT_MS);
      await apiExit;
      clearTimeout(hung);
    }
    await server.close();
  };
  try {
    await waitForApi(apiUrl, apiExit);
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, apiUrl, apiExit, close };
}

function originOf(server: FastifyInstance, host: string): string {
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the static server has no port');
  return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
}

async function waitForApi(apiUrl: string, exited: Promise<number | null>): Promise<void> {
  let stopped: number | null | undefined;
  void exited.then((code) => {
    stopped = code;
  });
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopped !== undefined) throw new Error(`The api-server stopped while starting (exit code ${stopped ?? 'none'})`);
    try {
      if ((await fetch(`${apiUrl}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`The api-server did not answer ${apiUrl}/health within ${API_START_TIMEOUT_MS / 1000} s`);
}
