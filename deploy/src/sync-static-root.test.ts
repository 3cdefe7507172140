// A second static server: the static root copied to another nginx's root by sync-static-root.ts,
// in order (immutable files, then revalidated ones, then the brand maps), after which both nginx
// answer every file alike; and again after the registry published and pinned a new version.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from './run-nginx.ts';
import { syncStaticRoot, syncStep, type SyncedFile } from './sync-static-root.ts';
import { FIXTURE_FILES, removeFixtureSite, writeFixtureSite } from './testing/fixture-site.ts';
import { freePort, request } from './testing/http.ts';

const STEPS = ['immutable', 'revalidated', 'brand-maps'];

/** The steps of `synced` in the order they ran, each once. */
const stepOrder = (synced: readonly SyncedFile[]) => synced.map((file) => file.step).filter((step, index, all) => all.indexOf(step) === index);

describe('sync-static-root: a second nginx', () => {
  let root: string;
  let secondParent: string;
  let second: string;
  let first: RunningNginx;
  let other: RunningNginx;

  beforeAll(async () => {
    root = writeFixtureSite();
    secondParent = mkdtempSync(path.join(tmpdir(), 'second-static-root-'));
    second = path.join(secondParent, 'site');
    mkdirSync(second);
    first = await startNginx({ staticRoot: root, port: await freePort() });
    other = await startNginx({ staticRoot: second, port: await freePort() });
  }, 60_000);

  afterAll(async () => {
    await first?.stop();
    await other?.stop();
    if (root) removeFixtureSite(root);
    rmSync(secondParent, { recursive: true, force: true });
  });

  it('sorts published versions and hashed names first, the brand maps last', () => {
    expect(syncStep('remotes/mfe-lobby/1.0.0/remoteEntry.js')).toBe('immutable');
    expect(syncStep('static/js/main.a2062fe59c.js')).toBe('immutable');
    expect(syncStep('index.html')).toBe('revalidated');
    expect(syncStep('remotes/mfe-lobby/versions.json')).toBe('revalidated');
    expect(syncStep('brands/india/remotes.json')).toBe('brand-maps');
  });

  it('copies in order, after which the second nginx answers every file as the first', async () => {
    // The CLI, as ops run it.
    const cli = spawnSync(process.execPath, [path.join(import.meta.dirname, 'sync-static-root.ts'), root, second], { encoding: 'utf8', timeout: 30_000 });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain('brand maps');
    for (const file of Object.keys(FIXTURE_FILES)) {
      const [a, b] = await Promise.all([request(`${first.url}/${file}`), request(`${other.url}/${file}`)]);
      expect(b.status, file).toBe(200);
      expect(b.body.equals(a.body), file).toBe(true);
      expect(b.headers['cache-control'], file).toBe(a.headers['cache-control']);
    }
  });

  it('brings a newly pinned version before the map that runs it, and keeps what is there', async () => {
    // The registry publishes 1.1.0 and pins it on india.
    const entry = '/remotes/mfe-lobby/1.1.0/remoteEntry.js';
    mkdirSync(path.join(root, 'remotes/mfe-lobby/1.1.0/static/js'), { recursive: true });
    writeFileSync(path.join(root, entry), 'var entry110;');
    writeFileSync(path.join(root, 'remotes/mfe-lobby/1.1.0/static/js/7.fedcba9876.js'), 'var chunk110;');
    const map = { format: 1, brand: 'india', remotes: { 'mfe-lobby': { version: '1.1.0', entry, integrity: 'sha384-x' } } };
    writeFileSync(path.join(root, 'brands/india/remotes.json'), JSON.stringify(map));

    const synced = syncStaticRoot(root, second);
    expect(stepOrder(synced)).toEqual(STEPS);
    // The map is written after every file of the version it names, and hosts.json after every map.
    const at = (file: string) => synced.findIndex((item) => item.file === file);
    expect(at('brands/india/remotes.json')).toBeGreaterThan(at(entry.slice(1)));
    expect(at('brands/india/remotes.json')).toBeGreaterThan(at('remotes/mfe-lobby/1.1.0/static/js/7.fedcba9876.js'));
    expect(synced.at(-1)?.file).toBe('brands/hosts.json');
    // 1.0.0 was there already: kept, not written again.
    expect(synced.find((item) => item.file === 'remotes/mfe-lobby/1.0.0/remoteEntry.js')?.action).toBe('kept');
    expect(JSON.parse((await request(`${other.url}/brands/india/remotes.json`)).text)).toEqual(map);
    expect((await request(`${other.url}${entry}`)).text).toBe('var entry110;');
  });

  it('copies a version published and pinned while it runs before the map that names it', async () => {
    const entry = '/remotes/mfe-lobby/1.2.0/remoteEntry.js';
    let published = false;
    const synced = syncStaticRoot(root, second, ({ step }) => {
      if (step !== 'revalidated' || published) return;
      // The registry, between the copy's first step and its maps.
      published = true;
      mkdirSync(path.join(root, 'remotes/mfe-lobby/1.2.0'), { recursive: true });
      writeFileSync(path.join(root, entry), 'var entry120;');
      writeFileSync(
        path.join(root, 'brands/india/remotes.json'),
        JSON.stringify({ format: 1, brand: 'india', remotes: { 'mfe-lobby': { version: '1.2.0', entry, integrity: 'sha384-y' } } }),
      );
    });
    const at = (file: string) => synced.findIndex((item) => item.file === file);
    expect(at(entry.slice(1))).toBeGreaterThan(-1);
    expect(at('brands/india/remotes.json')).toBeGreaterThan(at(entry.slice(1)));
    expect((await request(`${other.url}${entry}`)).text).toBe('var entry120;');
  });

  it('stops before any map when a published file differs at the other server', async () => {
    writeFileSync(path.join(second, 'remotes/mfe-lobby/1.0.0/static/js/12.abcdef0123.js'), 'changed');
    const before = (await request(`${other.url}/brands/india/remotes.json`)).text;
    writeFileSync(path.join(root, 'brands/india/remotes.json'), '{"format":1,"brand":"india","remotes":{}}');
    expect(() => syncStaticRoot(root, second)).toThrow(/12\.abcdef0123\.js differs/);
    expect((await request(`${other.url}/brands/india/remotes.json`)).text).toBe(before);
  });
});
