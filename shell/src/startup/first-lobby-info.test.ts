// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { kernelStore, lobbyInfoAtom } from '@casino/shared-kernel/state';

const api = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

const { firstLobbyInfoLoad } = await import('./first-lobby-info.ts');

it('asks for the first lobby info once the session has settled, once for start-up and the first navigation', async () => {
  api.get.mockResolvedValue({ banner_list: [], self_list: [], server_cfg: { report_url: '' } });
  let settle!: () => void;
  const session = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const loading = firstLobbyInfoLoad(session);
  await new Promise((resolve) => setTimeout(resolve, 0));
  // A stored token is still being renewed (or refused): the call waits, with the token it will carry.
  expect(api.get).not.toHaveBeenCalled();
  expect(firstLobbyInfoLoad()).toBe(loading);
  settle();
  await loading;
  expect(api.get).toHaveBeenCalledTimes(1);
  expect(api.get).toHaveBeenCalledWith('lobbyPreload', undefined, { hideErrorMsg: true });
  expect(kernelStore.get(lobbyInfoAtom)).toMatchObject({ banner_list: [] });
});
