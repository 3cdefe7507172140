// The README's start command, after the build: the api-server (its own process, its own data
// folder) and the static root in front of it, proxying /api/ to it as nginx does in production.
// Prints the URL to open and the demo players; Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createStaticServer } from './static-server.ts';
import { DEFAULT_STATIC_ROOT, WORKSPACE_ROOT } from './workspace.ts';

const root = process.env.STATIC_ROOT ?? DEFAULT_STATIC_ROOT;
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.API_PORT ?? 4330);
/** How long a first start may take: it creates and seeds the database. */
const API_START_TIMEOUT_MS = 60_000;

if (!existsSync(root)) {
  console.error(`No static root at ${root}: run "pnpm build" first.`);
  process.exit(1);
}

const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
// The api-server's own URLs (payment page, game pages, icons) must be the ones a browser reaches:
// the site's origin, which proxies them.
const api = spawn(process.execPath, [path.join(WORKSPACE_ROOT, 'api-server/src/main.ts')], {
  // Its request log stays quiet here (warnings and errors only) unless API_LOG_LEVEL says otherwise.
  env: { API_LOG_LEVEL: 'warn', ...process.env, API_PORT: String(apiPort), API_HOST: '127.0.0.1', API_PUBLIC_URL: process.env.API_PUBLIC_URL ?? origin },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let stopping = false;
api.on('exit', (code) => {
  if (stopping) return;
  console.error(`The api-server stopped (exit code ${code ?? 'none'}); stopping the site.`);
  process.exit(1);
});

async function waitForApi(): Promise<void> {
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${apiUrl}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`The api-server did not answer ${apiUrl}/health within ${API_START_TIMEOUT_MS / 1000} s`);
}

try {
  await waitForApi();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  api.kill('SIGTERM');
  process.exit(1);
}

const server = await createStaticServer({ root, apiUpstream: apiUrl });
await server.listen({ port, host });
console.log(`
  Casino site is running: ${origin}/
    brand india:  http://india.localhost:${port}/
    brand brasil: http://brasil.localhost:${port}/   (or ${origin}/?brand=brasil)
    API: ${origin}/api/ (the api-server on ${apiUrl}); one-time codes: ${origin}/dev/outbox
  Sign in with a demo player above. Press Ctrl+C to stop.
`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    api.kill('SIGTERM');
    void server.close().then(() => process.exit(0));
  });
}
