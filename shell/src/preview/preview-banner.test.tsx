// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES, type RemoteMap } from '@casino/shared-kernel/remote-map';
import { RemoteVersions, type Previews } from '../federation/remote-versions.ts';
import type { RunningRemote } from '../federation/resolve-remote.ts';
import PreviewBanner from './preview-banner.tsx';
import { storedPreviews } from './preview-requests.ts';

const map: RemoteMap = {
  format: 1,
  brand: 'india',
  previewsAllowed: true,
  remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, { version: '1.3.2', entry: `/remotes/${name}/1.3.2/remoteEntry.js` }])) as RemoteMap['remotes'],
};
const rc = { version: '1.4.0-rc.1', entry: '/remotes/mfe-wallet/1.4.0-rc.1/remoteEntry.js', integrity: `sha384-${'R'.repeat(64)}` };

let replaceRemote: ReturnType<typeof vi.fn<(remote: RunningRemote) => Promise<void>>>;

const start = (options: { previews?: Previews; notices?: string[] } = {}) =>
  RemoteVersions.start({
    map,
    previews: options.previews,
    previewNotices: options.notices,
    deviceId: () => Promise.resolve(1),
    fetchMap: () => Promise.resolve(map),
    replaceRemote,
  });

beforeEach(() => {
  sessionStorage.clear();
  replaceRemote = vi.fn(() => Promise.resolve());
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the preview banner', () => {
  it('says what the tab previews, and one click leaves: the pin runs again and the tab forgets the preview', async () => {
    storedPreviews.set([{ remote: 'mfe-wallet', version: '1.4.0-rc.1' }]);
    const versions = await start({ previews: { 'mfe-wallet': rc } });
    render(<PreviewBanner versions={versions} />);
    const banner = screen.getByRole('status', { name: 'Preview' });
    expect(banner.textContent).toContain('mfe-wallet 1.4.0-rc.1 (pinned 1.3.2)');

    fireEvent.click(screen.getByRole('button', { name: 'Leave preview' }));
    await waitFor(() => expect(versions.running.get('mfe-wallet').version).toBe('1.3.2'));
    expect(replaceRemote).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ name: 'mfe-wallet', version: '1.3.2', source: 'pin' }));
    expect(storedPreviews.get()).toBeUndefined();
    expect(screen.queryByText(/1\.4\.0-rc\.1/)).toBeNull();
  });

  it('explains a refused preview until dismissed', async () => {
    const versions = await start({ notices: ['mfe-wallet 9.9.9 is not a published version: the pinned 1.3.2 runs.'] });
    render(<PreviewBanner versions={versions} />);
    expect(screen.getByRole('status').textContent).toContain('mfe-wallet 9.9.9 is not a published version: the pinned 1.3.2 runs.');
    expect(screen.queryByRole('button', { name: 'Leave preview' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(versions.running.snapshot().previewNotices).toEqual([]);
  });

  it('says when the previewed version failed to load and what runs instead', async () => {
    const versions = await start({ previews: { 'mfe-wallet': rc } });
    versions.running.fellBackTo('mfe-wallet', '1.3.2');
    render(<PreviewBanner versions={versions} />);
    expect(screen.getByTestId('shell.preview.mfe-wallet').textContent).toBe('mfe-wallet 1.4.0-rc.1 (pinned 1.3.2) failed to load: 1.3.2 runs');
  });
});
