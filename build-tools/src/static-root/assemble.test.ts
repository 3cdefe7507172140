import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseBrandHosts, parseRemoteMapText, parseRemoteVersionsText, REMOTE_NAMES, type RemoteMap, type RemoteName } from '@casino/shared-kernel/remote-map';
import { developmentSigningKey } from '@casino/shared-kernel/api-contract';
import { parseClientJsonText } from '../../../shell/src/startup/client-json.ts';
import { assembleStaticRoot, sriHash, type SiteBuilds } from './assemble.ts';

let work: string;
let root: string;

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'assemble-'));
  root = path.join(work, 'site');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Fake `dist` folders of the shell and the five remotes; `build` changes every remote's entry bytes. */
function fakeBuilds(build = 'first'): SiteBuilds {
  const shellDir = path.join(work, `shell-${build}`);
  write(path.join(shellDir, 'index.html'), `<!doctype html><title>${build}</title>`);
  write(path.join(shellDir, 'static/js/main.0123abcdef.js'), 'main()');
  write(path.join(shellDir, 'mf-stats.json'), '{}');
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const distDir = path.join(work, `${name}-${build}`);
      write(path.join(distDir, 'remoteEntry.js'), `/* ${name} ${build} */`);
      write(path.join(distDir, `static/js/${build}.abcdef0123.js`), `/* chunk of ${build} */`);
      write(path.join(distDir, 'mf-stats.json'), '{}');
      return [name, { name, version: '0.1.0', distDir }];
    }),
  ) as SiteBuilds['remotes'];
  return { shell: { name: 'shell', version: '0.1.0', distDir: shellDir }, remotes };
}

const file = (...parts: string[]) => path.join(root, ...parts);
const mapOf = (brand: string) => parseRemoteMapText(readFileSync(file('brands', brand, 'remotes.json'), 'utf8'));
const indexOf = (remote: RemoteName) => parseRemoteVersionsText(readFileSync(file('remotes', remote, 'versions.json'), 'utf8'));
const builtIntegrity = (remote: RemoteName) => sriHash(file('remotes', remote, '0.1.0', 'remoteEntry.js'));

/** What the registry would have left in the static root: wallet 1.4.0 published and pinned on india over 0.1.0, and a brand of its own. */
function registryState() {
  const published = '/* mfe-wallet 1.4.0 */';
  write(file('remotes/mfe-wallet/1.4.0/remoteEntry.js'), published);
  const wallet140 = { version: '1.4.0', entry: '/remotes/mfe-wallet/1.4.0/remoteEntry.js', integrity: sriHash(file('remotes/mfe-wallet/1.4.0/remoteEntry.js')) };
  const index = JSON.parse(readFileSync(file('remotes/mfe-wallet/versions.json'), 'utf8')) as { versions: unknown[] };
  write(
    file('remotes/mfe-wallet/versions.json'),
    JSON.stringify({ ...index, versions: [{ ...wallet140, publishedAt: '2026-11-20T10:00:00.000Z' }, ...index.versions] }),
  );
  const india = mapOf('india');
  const oldWallet = india.remotes['mfe-wallet'];
  const pinned: RemoteMap = {
    ...india,
    previewsAllowed: false,
    remotes: { ...india.remotes, 'mfe-wallet': { ...wallet140, fallback: { ...oldWallet, integrity: `sha384-${'A'.repeat(64)}` } } },
  };
  write(file('brands/india/remotes.json'), JSON.stringify(pinned));
  write(file('brands/goa/remotes.json'), JSON.stringify({ ...pinned, brand: 'goa', previewsAllowed: true }));
  write(file('brands/hosts.json'), JSON.stringify({ format: 1, hosts: { 'india.example.com': 'india' } }));
  return { wallet140 };
}

describe('assemble', () => {
  it('lays out a new static root: shell, remote versions with their index, a map per brand, hosts', () => {
    const result = assembleStaticRoot(root, fakeBuilds());
    expect(readFileSync(file('index.html'), 'utf8')).toContain('<title>first</title>');
    expect(existsSync(file('mf-stats.json'))).toBe(false);
    expect(existsSync(file('remotes/mfe-lobby/0.1.0/mf-stats.json'))).toBe(false);
    const integrity = builtIntegrity('mfe-lobby');
    expect(indexOf('mfe-lobby').versions).toEqual([{ version: '0.1.0', entry: '/remotes/mfe-lobby/0.1.0/remoteEntry.js', integrity }]);
    expect(mapOf('india').remotes['mfe-lobby']).toEqual({ version: '0.1.0', entry: '/remotes/mfe-lobby/0.1.0/remoteEntry.js', integrity });
    expect(mapOf('india').previewsAllowed).toBe(true);
    expect(mapOf('brasil').previewsAllowed).toBe(false);
    expect(result.brandMaps).toEqual({ brasil: 'written', india: 'written' });
    expect(parseBrandHosts(JSON.parse(readFileSync(file('brands/hosts.json'), 'utf8'))).hosts['brasil.localhost']).toBe('brasil');
  });

  it('keeps what the registry published: other versions, their index entries, brand maps and hosts', () => {
    assembleStaticRoot(root, fakeBuilds());
    const { wallet140 } = registryState();
    const goaBefore = readFileSync(file('brands/goa/remotes.json'), 'utf8');
    const hostsBefore = readFileSync(file('brands/hosts.json'), 'utf8');

    const result = assembleStaticRoot(root, fakeBuilds('second'));

    expect(readFileSync(file('remotes/mfe-wallet/1.4.0/remoteEntry.js'), 'utf8')).toBe('/* mfe-wallet 1.4.0 */');
    expect(indexOf('mfe-wallet').versions.map((v) => v.version)).toEqual(['0.1.0', '1.4.0']);
    expect(indexOf('mfe-wallet').versions[1]).toEqual({ ...wallet140, publishedAt: '2026-11-20T10:00:00.000Z' });
    // india still runs the registry's pin; its fallback (the rebuilt 0.1.0) carries the new hash.
    const wallet = mapOf('india').remotes['mfe-wallet'];
    expect(wallet).toMatchObject(wallet140);
    expect(wallet.fallback).toEqual({ version: '0.1.0', entry: '/remotes/mfe-wallet/0.1.0/remoteEntry.js', integrity: builtIntegrity('mfe-wallet') });
    expect(mapOf('india').previewsAllowed).toBe(false);
    expect(mapOf('goa').remotes['mfe-wallet'].fallback?.integrity).toBe(builtIntegrity('mfe-wallet'));
    expect(mapOf('goa').remotes['mfe-lobby'].integrity).toBe(builtIntegrity('mfe-lobby'));
    expect(readFileSync(file('brands/goa/remotes.json'), 'utf8')).not.toBe(goaBefore);
    expect(readFileSync(file('brands/hosts.json'), 'utf8')).toBe(hostsBefore);
    expect(result.brandMaps).toEqual({ brasil: 'updated', goa: 'updated', india: 'updated' });
    // Nothing half-written is left behind.
    expect(readdirSync(file('brands/india')).sort()).toEqual(['client.json', 'manifest.webmanifest', 'remotes.json']);
    expect(readdirSync(file('remotes/mfe-wallet')).sort()).toEqual(['0.1.0', '1.4.0', 'versions.json']);
  });

  it('replaces the rebuilt version and the previous shell whole, so no stale file outlives its build', () => {
    assembleStaticRoot(root, fakeBuilds());
    write(file('stale-page.html'), 'old shell');
    const result = assembleStaticRoot(root, fakeBuilds('second'));
    expect(readdirSync(file('remotes/mfe-lobby/0.1.0/static/js'))).toEqual(['second.abcdef0123.js']);
    expect(readFileSync(file('remotes/mfe-lobby/0.1.0/remoteEntry.js'), 'utf8')).toBe('/* mfe-lobby second */');
    expect(existsSync(file('stale-page.html'))).toBe(false);
    expect(readFileSync(file('index.html'), 'utf8')).toContain('<title>second</title>');
    expect(mapOf('brasil').remotes['mfe-lobby'].integrity).toBe(builtIntegrity('mfe-lobby'));
    expect(indexOf('mfe-lobby').versions).toHaveLength(1);
    // A third run with the same build changes no map.
    expect(assembleStaticRoot(root, fakeBuilds('second')).brandMaps).toEqual({ brasil: 'kept', india: 'kept' });
    expect(result.warnings).toEqual([]);
  });

  it('leaves a brand map it cannot read as it is, and says so', () => {
    write(file('brands/india/remotes.json'), '{ "format": 1,');
    const result = assembleStaticRoot(root, fakeBuilds());
    expect(readFileSync(file('brands/india/remotes.json'), 'utf8')).toBe('{ "format": 1,');
    expect(result.warnings).toEqual([expect.stringMatching(/^brands\/india\/remotes\.json left as it is: .*not JSON/s)]);
    expect(result.brandMaps).toEqual({ brasil: 'written' });
  });

  it("writes each brand's client.json with the development API settings when it has none", () => {
    const result = assembleStaticRoot(root, fakeBuilds());
    expect(result.clientJsons).toEqual({ brasil: 'written', india: 'written' });
    for (const brand of ['india', 'brasil']) {
      const source = `brands/${brand}/client.json`;
      // The shell's own parser accepts it: same origin, the key the development api-server checks.
      expect(parseClientJsonText(readFileSync(file(source), 'utf8'), source)).toEqual({ format: 1, apiHost: '', signingKey: developmentSigningKey(brand) });
    }
  });

  it("keeps a client.json ops wrote (their API, their production key), and warns when the shell would refuse it", () => {
    const production = { format: 1, apiHost: 'https://api.india.example.com', signingKey: 'k'.repeat(40), wsUrl: 'wss://ws.india.example.com' };
    write(file('brands/india/client.json'), JSON.stringify(production));
    write(file('brands/brasil/client.json'), JSON.stringify({ format: 1, apiHost: 'api.example.com/', signingKey: 'short' }));
    const result = assembleStaticRoot(root, fakeBuilds());
    expect(JSON.parse(readFileSync(file('brands/india/client.json'), 'utf8'))).toEqual(production);
    expect(readFileSync(file('brands/brasil/client.json'), 'utf8')).toContain('"signingKey":"short"');
    expect(result.clientJsons).toEqual({ brasil: 'kept', india: 'kept' });
    expect(result.warnings).toEqual([expect.stringMatching(/^brands\/brasil\/client\.json left as it is, but the shell will refuse it: .*apiHost.*signingKey/s)]);
    // A second assembly changes nothing.
    expect(assembleStaticRoot(root, fakeBuilds('second')).clientJsons).toEqual({ brasil: 'kept', india: 'kept' });
  });

  it("writes each brand's web app manifest from its site title when it has none, and keeps the brand's own", () => {
    const first = assembleStaticRoot(root, fakeBuilds());
    expect(first.manifests).toEqual({ brasil: 'written', india: 'written' });
    const india = JSON.parse(readFileSync(file('brands/india/manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
    expect(india).toMatchObject({ name: 'Casino India', short_name: 'Casino India', start_url: '/', display: 'standalone', theme_color: '#0b1324', background_color: '#0b1324' });
    expect((india.icons as { sizes: string }[]).map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(JSON.parse(readFileSync(file('brands/brasil/manifest.webmanifest'), 'utf8'))).toMatchObject({ name: 'Cassino Brasil', short_name: 'Brasil' });

    write(file('brands/india/manifest.webmanifest'), JSON.stringify({ name: 'Ops name' }));
    write(file('brands/brasil/manifest.webmanifest'), '{ "name": ');
    const second = assembleStaticRoot(root, fakeBuilds('second'));
    expect(second.manifests).toEqual({ brasil: 'kept', india: 'kept' });
    expect(JSON.parse(readFileSync(file('brands/india/manifest.webmanifest'), 'utf8'))).toEqual({ name: 'Ops name' });
    expect(second.warnings).toEqual([expect.stringMatching(/^brands\/brasil\/manifest\.webmanifest left as it is, but it is not JSON/)]);
  });

  it('refuses a remote that takes from the shell a shared module the shell does not provide', () => {
    const builds = fakeBuilds();
    const manifest = (shared: { name: string; copy?: string }[]) =>
      JSON.stringify({ name: 'x', shared: shared.map(({ name, copy }) => ({ name, version: '0.1.0', singleton: true, assets: { js: { sync: copy ? [copy] : [], async: [] } } })) });
    write(path.join(builds.shell.distDir, 'mf-manifest.json'), manifest([{ name: 'react' }, { name: '@casino/shared-kernel/state' }]));
    // Takes React and the kernel's state from the shell, carries its own provably-fair: assembled.
    write(path.join(builds.remotes['mfe-games'].distDir, 'mf-manifest.json'), manifest([{ name: 'react' }, { name: '@casino/shared-kernel/provably-fair', copy: 'static/js/1.js' }]));
    expect(() => assembleStaticRoot(root, builds)).not.toThrow();
    // Takes provably-fair from a shell that does not provide it: refused, saying what to do.
    write(path.join(builds.remotes['mfe-games'].distDir, 'mf-manifest.json'), manifest([{ name: 'react' }, { name: '@casino/shared-kernel/provably-fair' }]));
    expect(() => assembleStaticRoot(root, builds)).toThrow(
      /^mfe-games takes @casino\/shared-kernel\/provably-fair from the shell, which does not provide it: import it in the shell, or list it in KERNEL_CONCERNS_NOT_IN_SHELL/,
    );
  });

  it('refuses to start without a build', () => {
    const builds = fakeBuilds();
    rmSync(path.join(builds.remotes['mfe-games'].distDir, 'remoteEntry.js'));
    expect(() => assembleStaticRoot(root, builds)).toThrow(/mfe-games has no build/);
    expect(existsSync(root)).toBe(false);
  });
});
