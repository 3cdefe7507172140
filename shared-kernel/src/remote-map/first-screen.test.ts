import { describe, expect, it } from 'vitest';
import { firstScreenMapOf, pagesExposeFiles } from './first-screen.ts';
import { parseRemoteMap, REMOTE_NAMES, type RemoteName } from './remote-map.ts';

const manifest = (appAssets: unknown) => ({
  name: 'mfe-lobby',
  exposes: [
    { name: 'dialogs', path: './dialogs', assets: { js: { sync: ['static/js/dialogs.js'], async: [] }, css: { sync: [], async: [] } } },
    { name: 'app', path: './app', assets: appAssets },
  ],
});

const APP_ASSETS = {
  js: { sync: ['static/js/__federation_expose_app.24e004ea94.js'], async: ['static/js/1008.8ac46da565.js'] },
  css: { sync: ['static/css/__federation_expose_app.350529d51b.css'], async: ['static/css/4060.0597f0a2d2.css'] },
};

describe('pagesExposeFiles', () => {
  it("lists the ./app expose's sync scripts and styles, not its lazy chunks nor another expose's", () => {
    expect(pagesExposeFiles(manifest(APP_ASSETS))).toEqual([
      { path: 'static/js/__federation_expose_app.24e004ea94.js', as: 'script' },
      { path: 'static/css/__federation_expose_app.350529d51b.css', as: 'style' },
    ]);
  });

  it('gives nothing for a manifest without the expose or with paths that leave the version folder', () => {
    expect(pagesExposeFiles({ exposes: [] })).toBeUndefined();
    expect(pagesExposeFiles(null)).toBeUndefined();
    expect(pagesExposeFiles(manifest({ js: { sync: 'static/js/app.js' }, css: { sync: [] } }))).toBeUndefined();
    for (const bad of ['../other/0.1.0/app.js', 'static/../../app.js', '/static/js/app.js', 'https://cdn.example.com/app.js', './app.js']) {
      expect(pagesExposeFiles(manifest({ js: { sync: [bad] }, css: { sync: [] } })), bad).toBeUndefined();
    }
  });
});

describe('firstScreenMapOf', () => {
  const map = parseRemoteMap({
    format: 1,
    brand: 'india',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        { version: '1.2.0', entry: `https://cdn.example.com/remotes/${name}/1.2.0/remoteEntry.js`, integrity: 'sha384-x' },
      ]),
    ),
  });
  const files = new Map<string, string>();
  for (const remote of REMOTE_NAMES) files.set(`${remote}@1.2.0/mf-manifest.json`, JSON.stringify(manifest(APP_ASSETS)));
  files.set('mfe-lobby@1.2.0/static/js/__federation_expose_app.24e004ea94.js', 'lobby js');
  files.set('mfe-lobby@1.2.0/static/css/__federation_expose_app.350529d51b.css', 'lobby css');
  files.set('mfe-games@1.2.0/static/js/__federation_expose_app.24e004ea94.js', 'games js');
  const read = (remote: RemoteName, version: string, path: string) => {
    const text = files.get(`${remote}@${version}/${path}`);
    return text === undefined ? undefined : new TextEncoder().encode(text);
  };
  const hash = (bytes: Uint8Array) => `sha256-of(${new TextDecoder().decode(bytes)})`;

  it("names each pinned entry with its first page's files and their integrity", () => {
    const firstScreen = firstScreenMapOf(map, read, hash);
    expect(firstScreen.brand).toBe('india');
    expect(firstScreen.remotes['mfe-lobby']).toEqual({
      entry: 'https://cdn.example.com/remotes/mfe-lobby/1.2.0/remoteEntry.js',
      files: [
        { path: 'static/js/__federation_expose_app.24e004ea94.js', as: 'script', integrity: 'sha256-of(lobby js)' },
        { path: 'static/css/__federation_expose_app.350529d51b.css', as: 'style', integrity: 'sha256-of(lobby css)' },
      ],
    });
  });

  it('leaves out a remote whose files are not all there: its page loads as without the file', () => {
    // The games' CSS is missing; the other remotes have manifests but no files.
    expect(Object.keys(firstScreenMapOf(map, read, hash).remotes)).toEqual(['mfe-lobby']);
    files.set('mfe-wallet@1.2.0/mf-manifest.json', '{ not json');
    expect(Object.keys(firstScreenMapOf(map, read, hash).remotes)).toEqual(['mfe-lobby']);
  });
});
