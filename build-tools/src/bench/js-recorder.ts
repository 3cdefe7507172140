import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page, Request, Response } from '@playwright/test';
import { inlineScripts } from '../static-root/security-headers.ts';

export interface JsFile {
  url: string;
  rawBytes: number;
  /** Size after gzip -9 of the decoded body: independent of the encoding the server chose. */
  gzipBytes: number;
  /** The body's bytes as the server sent them (brotli to Chromium, from the build's `.br` files). */
  sentBytes: number;
}

export interface PageRecorder {
  /** Records JS responses from now on (earlier ones are ignored). */
  start(): void;
  /** Resolves once no request has been in flight for `quietMs`. */
  networkIdle(quietMs?: number, timeoutMs?: number): Promise<void>;
  /** The JS responses recorded since `start`, bodies read, each URL once; the page's inline scripts too. */
  files(): Promise<JsFile[]>;
}

const isJs = (response: Response): boolean => new URL(response.url()).pathname.endsWith('.js') || response.request().resourceType() === 'script';

async function readJs(response: Response): Promise<JsFile | undefined> {
  if (!response.ok()) {
    console.warn(`warning: ${response.url()} answered ${response.status()}, not counted`);
    return undefined;
  }
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    url: response.url(),
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    sentBytes: sizes.responseBodySize,
  };
}

/**
 * The page's inline scripts (the shell's boot script), each counted as a file of its own: JS the
 * visit runs as much as a script file's, though it comes inside the HTML (its `sentBytes`: its text
 * alone compressed with brotli, as the page's share of what was sent).
 */
async function readInlineScripts(response: Response): Promise<JsFile[]> {
  if (!response.ok()) return [];
  const html = await response.text();
  const page = new URL(response.url());
  return inlineScripts(html)
    .filter((script) => script.trim() !== '')
    .map((script, index) => {
      const text = Buffer.from(script);
      return {
        url: new URL(`/index.html#inline-script-${index + 1}`, page).href,
        rawBytes: text.length,
        gzipBytes: gzipSync(text, { level: 9 }).length,
        sentBytes: brotliCompressSync(text).length,
      };
    });
}

/** Attach before the first navigation so that every request of the page is seen. */
export function recordPage(page: Page): PageRecorder {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  let recording = false;
  const pending: Promise<JsFile | undefined>[] = [];
  const inlinePending: Promise<JsFile[]>[] = [];

  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const settle = (request: Request): void => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response) => {
    if (recording && isJs(response)) pending.push(readJs(response));
    if (recording && response.request().resourceType() === 'document' && response.frame() === page.mainFrame()) inlinePending.push(readInlineScripts(response));
  });

  return {
    start() {
      recording = true;
    },
    // Playwright's `waitForLoadState('networkidle')` only covers document loads; a hash change loads
    // no document, so idleness is tracked here from the page's own request events.
    async networkIdle(quietMs = 500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline) {
          const urls = [...inFlight].map((request) => request.url()).join(', ');
          throw new Error(`network not idle after ${timeoutMs} ms (in flight: ${urls || 'none'})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async files() {
      // One URL is one download: a chunk index.html preloads answers the chunk loader's script tag
      // from the memory cache, which the page reports as a second response.
      const byUrl = new Map<string, JsFile>();
      for (const file of [...(await Promise.all(pending)), ...(await Promise.all(inlinePending)).flat()])
        if (file && !byUrl.has(file.url)) byUrl.set(file.url, file);
      return [...byUrl.values()];
    },
  };
}
