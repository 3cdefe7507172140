// A site whose build can change under an open tab, for the update banner: build-tools' static server
// over a temporary copy of the built static root, on a free port of 127.0.0.1, with `/api/` proxied
// to the suite's api-server. "Serving a new build" rewrites the copy's `sw.js`: a worker whose bytes
// changed is a new worker to the browser's update check, exactly as a deploy makes one.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createStaticServer, DEFAULT_STATIC_ROOT } from '@casino/build-tools/static-root';
import { API_PORT } from '../playwright.config.ts';

/** What the marked workers answer to, and with: the build number each copy of `sw.js` was given. */
const BUILD_QUESTION = 'E2E_WHICH_BUILD';

/**
 * Appended to the real worker: it answers {@link BUILD_QUESTION} with its build number, so a test can
 * ask the worker that controls the page which build it is (the script URL is `/sw.js` for both).
 */
const buildMark = (build: number) => `
;self.addEventListener('message', (event) => {
  if (event.data && event.data.type === '${BUILD_QUESTION}') event.source.postMessage({ type: '${BUILD_QUESTION}', build: ${build} });
});
`;

export class ChangingSite {
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-pwa-site-'));
  private readonly builtWorker: string;
  private server: Awaited<ReturnType<typeof createStaticServer>> | undefined;
  private port = 0;

  constructor() {
    if (!existsSync(path.join(DEFAULT_STATIC_ROOT, 'sw.js'))) {
      throw new Error(`No built site with a service worker in ${DEFAULT_STATIC_ROOT}: run "npx -y pnpm@12.21.0 build" first.`);
    }
    cpSync(DEFAULT_STATIC_ROOT, this.dir, { recursive: true });
    this.builtWorker = readFileSync(path.join(this.dir, 'sw.js'), 'utf8');
  }

  /** Starts the static server over the copy (build 1 served). */
  async start(): Promise<void> {
    this.serveBuild(1);
    this.server = await createStaticServer({ root: this.dir, apiUpstream: `http://127.0.0.1:${API_PORT}` });
    await this.server.listen({ host: '127.0.0.1', port: 0 });
    const address = this.server.server.address();
    if (address === null || typeof address === 'string') throw new Error('The static server has no port.');
    this.port = address.port;
  }

  /** The site's origin (127.0.0.1 is a secure context: service workers register). */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Serves build `build`: the built worker, marked with its number (a new number, new bytes). */
  serveBuild(build: number): void {
    writeFileSync(path.join(this.dir, 'sw.js'), this.builtWorker + buildMark(build));
  }

  async stop(): Promise<void> {
    await this.server?.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The build number of the worker that controls the page; null when none does (or it does not answer). */
export function controllingBuild(page: Page): Promise<number | null> {
  return page.evaluate(
    (question) =>
      new Promise<number | null>((resolve) => {
        const container = navigator.serviceWorker;
        const controller = container.controller;
        if (!controller) return resolve(null);
        const timer = setTimeout(() => resolve(null), 3_000);
        const onMessage = (event: MessageEvent<{ type?: string; build?: number }>) => {
          if (event.data?.type !== question) return;
          clearTimeout(timer);
          container.removeEventListener('message', onMessage);
          resolve(event.data.build ?? null);
        };
        container.addEventListener('message', onMessage);
        container.startMessages();
        controller.postMessage({ type: question });
      }),
    BUILD_QUESTION,
  );
}
