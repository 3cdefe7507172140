// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { kernelStore, languageAtom, lobbyInfoAtom } from '@casino/shared-kernel/state';

const api = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

const { firstLobbyInfoLoad, followLanguageForLobbyInfo } = await import('./first-lobby-info.ts');

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

it('asks again in the language the player switches to, once per switch, and not for the language it has', async () => {
  await firstLobbyInfoLoad();
  api.get.mockReset();
  api.get.mockImplementation(async () => ({ banner_list: [], act_list: [{ left_title: `in ${kernelStore.get(languageAtom)}` }] }));
  const stop = followLanguageForLobbyInfo();
  // The bus replays the language on screen: nothing to ask.
  expect(api.get).not.toHaveBeenCalled();
  kernelStore.set(languageAtom, 'es');
  await expect.poll(() => kernelStore.get(lobbyInfoAtom)).toMatchObject({ act_list: [{ left_title: 'in es' }] });
  expect(api.get).toHaveBeenCalledTimes(1);
  expect(api.get).toHaveBeenCalledWith('lobbyIndex', undefined, { hideErrorMsg: true });
  // Switched again while that call is on its way: the answer in the old language is followed by one in the new.
  kernelStore.set(languageAtom, 'th');
  kernelStore.set(languageAtom, 'zh');
  await expect.poll(() => kernelStore.get(lobbyInfoAtom)).toMatchObject({ act_list: [{ left_title: 'in zh' }] });
  // The answers are settled promises: a fourth call would be made by the callbacks they leave queued.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(api.get).toHaveBeenCalledTimes(3);
  stop();
});
