import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../testing/fake-builds.ts';
import { startTestRegistry, type TestRegistry } from '../testing/test-registry.ts';

const dirs = tempDirs();
let registry: TestRegistry;

beforeAll(async () => {
  registry = await startTestRegistry(dirs);
});
afterAll(async () => {
  await registry.close();
  dirs.cleanup();
});

describe('ops console', () => {
  it('is served at /console/ without a token, under a strict Content-Security-Policy', async () => {
    const root = await fetch(`${registry.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/console/');
    const page = await fetch(`${registry.url}/console/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'self'/);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const html = await page.text();
    expect(html).toContain('<script type="module" src="console-app.js"></script>');
    expect((await fetch(`${registry.url}/console/console.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('serves its script as JavaScript a browser can run (types stripped)', async () => {
    const response = await fetch(`${registry.url}/console/console-app.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await response.text();
    expect(script).not.toMatch(/import type|: HTMLElement/);
    const file = path.join(dirs.make('console'), 'console-app.mjs');
    writeFileSync(file, script);
    // `node --check` parses without running: a syntax error (a type left behind) fails it.
    await expect(promisify(execFile)(process.execPath, ['--check', file])).resolves.toBeDefined();
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await fetch(`${registry.url}/console/nope.js`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not-found', message: 'No route GET /console/nope.js.' });
  });
});
