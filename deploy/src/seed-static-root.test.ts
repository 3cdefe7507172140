import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SEED_SCRIPT = path.join(import.meta.dirname, '..', 'docker', 'seed-static-root.sh');

/** The static-root volume's lifecycle as the `static-root` service of docker-compose.yml runs it. */
describe('seed-static-root.sh', () => {
  let dir = '';
  let build = '';
  let volume = '';
  const write = (root: string, files: Record<string, string>) => {
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    }
  };
  const read = (file: string) => (existsSync(path.join(volume, file)) ? readFileSync(path.join(volume, file), 'utf8') : undefined);
  const seed = (env: Record<string, string> = {}) =>
    execFileSync('sh', [SEED_SCRIPT], { env: { PATH: process.env.PATH, SITE_BUILD: build, STATIC_ROOT: volume, ...env }, encoding: 'utf8', stdio: 'pipe' });

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'seed-'));
    build = path.join(dir, 'build');
    volume = path.join(dir, 'volume');
    write(build, {
      'index.html': 'shell 1',
      'mf-manifest.json': 'shell 1 manifest',
      'static/js/main.1111111111.js': 'shell 1 code',
      'remotes/mfe-lobby/1.0.0/remoteEntry.js': 'lobby 1.0.0',
      'remotes/mfe-lobby/versions.json': 'lobby versions from the build',
      'brands/india/remotes.json': 'map from the build',
    });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fills an empty volume with the whole build', () => {
    seed();
    expect(read('index.html')).toBe('shell 1');
    expect(read('static/js/main.1111111111.js')).toBe('shell 1 code');
    expect(read('remotes/mfe-lobby/1.0.0/remoteEntry.js')).toBe('lobby 1.0.0');
    expect(read('remotes/mfe-lobby/versions.json')).toBe('lobby versions from the build');
    expect(read('brands/india/remotes.json')).toBe('map from the build');
  });

  it('a new image brings its shell and new remote versions, and keeps what the registry wrote', () => {
    seed();
    // The registry publishes a version and rewrites the map; then an image with a new shell arrives.
    write(volume, {
      'remotes/mfe-lobby/1.1.0/remoteEntry.js': 'lobby 1.1.0',
      'remotes/mfe-lobby/versions.json': 'lobby versions from the registry',
      'brands/india/remotes.json': 'map from the registry',
    });
    rmSync(build, { recursive: true });
    write(build, {
      'index.html': 'shell 2',
      'mf-manifest.json': 'shell 2 manifest',
      'static/js/main.2222222222.js': 'shell 2 code',
      'remotes/mfe-lobby/1.0.0/remoteEntry.js': 'lobby 1.0.0 rebuilt differently',
      'remotes/mfe-lobby/versions.json': 'lobby versions from the new build',
      'remotes/mfe-games/1.0.0/remoteEntry.js': 'games 1.0.0',
      'remotes/mfe-games/versions.json': 'games versions from the new build',
      'brands/india/remotes.json': 'map from the new build',
    });
    seed();
    expect(read('index.html')).toBe('shell 2');
    expect(read('mf-manifest.json')).toBe('shell 2 manifest');
    expect(read('static/js/main.2222222222.js')).toBe('shell 2 code');
    // Pages still open on the old shell keep loading its chunks.
    expect(read('static/js/main.1111111111.js')).toBe('shell 1 code');
    expect(read('remotes/mfe-lobby/1.0.0/remoteEntry.js')).toBe('lobby 1.0.0');
    expect(read('remotes/mfe-lobby/1.1.0/remoteEntry.js')).toBe('lobby 1.1.0');
    expect(read('remotes/mfe-games/1.0.0/remoteEntry.js')).toBe('games 1.0.0');
    expect(read('remotes/mfe-lobby/versions.json')).toBe('lobby versions from the registry');
    expect(read('remotes/mfe-games/versions.json')).toBe('games versions from the new build');
    expect(read('brands/india/remotes.json')).toBe('map from the registry');
  });

  it('gives a brand without a client.json the build’s, and never replaces the one ops wrote', () => {
    seed();
    write(volume, { 'brands/india/client.json': 'india keys from ops' });
    write(build, { 'brands/india/client.json': 'india development keys', 'brands/brasil/client.json': 'brasil development keys' });
    seed();
    expect(read('brands/india/client.json')).toBe('india keys from ops');
    expect(read('brands/brasil/client.json')).toBe('brasil development keys');
  });

  it('writes the production signing key CLIENT_SIGNING_KEYS names over a development default, never over ops’ own file', () => {
    write(build, { 'brands/india/client.json': 'india development keys', 'brands/brasil/client.json': 'brasil development keys' });
    expect(() => seed({ CLIENT_SIGNING_KEYS: 'india=bad"key' })).toThrow();
    seed();
    write(volume, { 'brands/brasil/client.json': 'brasil keys from ops' });
    seed({ CLIENT_SIGNING_KEYS: 'india=prod-india-key-0123456789abcdef, brasil=prod-brasil-key-0123456789abcdef' });
    expect(JSON.parse(read('brands/india/client.json') ?? '')).toEqual({ format: 1, apiHost: '', signingKey: 'prod-india-key-0123456789abcdef' });
    expect(read('brands/brasil/client.json')).toBe('brasil keys from ops');
  });

  it('refuses to run without a build', () => {
    rmSync(path.join(build, 'index.html'));
    expect(seed).toThrow();
    expect(existsSync(volume)).toBe(false);
  });
});
