// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES, type RemoteMap, type RemoteName, type RemoteVersions } from '@casino/shared-kernel/remote-map';
import { parsePreviewParam, settlePreviews, startPreviews, storedPreviews } from './preview-requests.ts';
import { mayPreview } from './may-preview.ts';

const integrity = `sha384-${'R'.repeat(64)}`;
const published = (remote: RemoteName, ...versions: string[]): RemoteVersions => ({
  format: 1,
  remote,
  versions: versions.map((version) => ({ version, entry: `/remotes/${remote}/${version}/remoteEntry.js`, integrity })),
});

const map = (previewsAllowed?: boolean): RemoteMap => ({
  format: 1,
  brand: 'india',
  ...(previewsAllowed === undefined ? {} : { previewsAllowed }),
  remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, { version: '1.3.2', entry: `/remotes/${name}/1.3.2/remoteEntry.js` }])) as RemoteMap['remotes'],
});

/** A static root whose versions indexes list these versions (and answer 404 for other remotes). */
const staticRoot =
  (indexes: Partial<Record<RemoteName, string[]>>) =>
  (path: string): Promise<Response> => {
    const remote = REMOTE_NAMES.find((name) => path === `remotes/${name}/versions.json`);
    const versions = remote && indexes[remote];
    return Promise.resolve(
      remote && versions ? new Response(JSON.stringify(published(remote, ...versions))) : new Response('not found', { status: 404 }),
    );
  };

const open = (url: string) => window.history.replaceState(null, '', url);

beforeEach(() => {
  sessionStorage.clear();
  open('/');
});
afterEach(() => vi.restoreAllMocks());

describe('the ?mf-preview= parameter', () => {
  it('takes remote@version items, comma-separated or repeated; the last for a remote wins', () => {
    expect(parsePreviewParam(['mfe-wallet@1.4.0-rc.1,mfe-games@2.0.0', 'mfe-wallet@1.4.0']).requests).toEqual([
      { remote: 'mfe-games', version: '2.0.0' },
      { remote: 'mfe-wallet', version: '1.4.0' },
    ]);
  });

  it('explains items that cannot be a preview instead of guessing', () => {
    const { requests, problems } = parsePreviewParam(['mfe-wallet', 'mfe-walet@1.0.0, mfe-games@latest']);
    expect(requests).toEqual([]);
    expect(problems).toEqual([
      '“mfe-wallet” is not remote@version (for example mfe-wallet@1.4.0-rc.1).',
      expect.stringMatching(/^“mfe-walet” is not a remote of this site/),
      '“mfe-games@latest” is not remote@version (for example mfe-wallet@1.4.0-rc.1).',
    ]);
  });
});

describe('settling previews', () => {
  it('runs a version the registry published, with the entry and integrity of its index', async () => {
    const { previews, notices } = await settlePreviews(map(true), [{ remote: 'mfe-wallet', version: '1.4.0-rc.1' }], (remote) =>
      Promise.resolve(published(remote, '1.4.0-rc.1', '1.3.2')),
    );
    expect(previews).toEqual({ 'mfe-wallet': { version: '1.4.0-rc.1', entry: '/remotes/mfe-wallet/1.4.0-rc.1/remoteEntry.js', integrity } });
    expect(notices).toEqual([]);
  });

  it('refuses every preview on a brand that does not allow them, and says so', async () => {
    const fetchVersions = vi.fn();
    for (const allowed of [undefined, false]) {
      const settled = await settlePreviews(map(allowed), [{ remote: 'mfe-wallet', version: '1.4.0-rc.1' }], fetchVersions);
      expect(settled.previews).toEqual({});
      expect(settled.notices).toEqual(['Previews are not allowed on brand india (asked: mfe-wallet 1.4.0-rc.1): the pinned versions run.']);
    }
    expect(fetchVersions).not.toHaveBeenCalled();
  });

  it('refuses a version the registry does not know, or cannot be checked, and runs the pin', async () => {
    const settled = await settlePreviews(
      map(true),
      [
        { remote: 'mfe-wallet', version: '9.9.9' },
        { remote: 'mfe-games', version: '2.0.0' },
      ],
      (remote) => (remote === 'mfe-wallet' ? Promise.resolve(published(remote, '1.3.2')) : Promise.reject(new Error('offline'))),
    );
    expect(settled.previews).toEqual({});
    expect(settled.notices).toEqual([
      'mfe-wallet 9.9.9 is not a published version: the pinned 1.3.2 runs.',
      'Could not check the versions of mfe-games (offline): the pinned 1.3.2 runs.',
    ]);
  });
});

describe('a tab’s previews', () => {
  it('come from the URL, which then loses the parameter (other parameters and the route stay)', async () => {
    open('/?brand=india&mf-preview=mfe-wallet@1.4.0-rc.1#/my');
    expect(mayPreview(new URL(location.href))).toBe(true);
    const { previews } = await startPreviews(map(true), staticRoot({ 'mfe-wallet': ['1.4.0-rc.1'] }));
    expect(previews['mfe-wallet']?.version).toBe('1.4.0-rc.1');
    expect(location.search).toBe('?brand=india');
    expect(location.hash).toBe('#/my');
  });

  it('hold across reloads of the tab (session storage), until an empty parameter ends them', async () => {
    open('/?mf-preview=mfe-wallet@1.4.0-rc.1');
    await startPreviews(map(true), staticRoot({ 'mfe-wallet': ['1.4.0-rc.1'] }));
    open('/');
    expect(mayPreview(new URL(location.href))).toBe(true);
    expect((await startPreviews(map(true), staticRoot({ 'mfe-wallet': ['1.4.0-rc.1'] }))).previews['mfe-wallet']?.version).toBe('1.4.0-rc.1');
    open('/?mf-preview=');
    expect(await startPreviews(map(true), staticRoot({}))).toEqual({ previews: {}, notices: [] });
    expect(storedPreviews.get()).toBeUndefined();
    expect(mayPreview(new URL(location.href))).toBe(false);
  });

  it('forget refused requests, so the refusal is explained once', async () => {
    open('/?mf-preview=mfe-wallet@1.4.0-rc.1,mfe-games@9.9.9');
    const first = await startPreviews(map(true), staticRoot({ 'mfe-wallet': ['1.4.0-rc.1'], 'mfe-games': ['1.3.2'] }));
    expect(first.notices).toEqual(['mfe-games 9.9.9 is not a published version: the pinned 1.3.2 runs.']);
    expect(storedPreviews.get()).toEqual([{ remote: 'mfe-wallet', version: '1.4.0-rc.1' }]);
    open('/');
    const reload = await startPreviews(map(true), staticRoot({ 'mfe-wallet': ['1.4.0-rc.1'], 'mfe-games': ['1.3.2'] }));
    expect(reload.notices).toEqual([]);
    expect(Object.keys(reload.previews)).toEqual(['mfe-wallet']);
  });

  it('are none on a brand without previews, and the tab forgets the request', async () => {
    open('/?mf-preview=mfe-wallet@1.4.0-rc.1');
    const { previews, notices } = await startPreviews(map(), staticRoot({ 'mfe-wallet': ['1.4.0-rc.1'] }));
    expect(previews).toEqual({});
    expect(notices).toHaveLength(1);
    expect(storedPreviews.get()).toBeUndefined();
  });
});
