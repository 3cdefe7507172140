// Provably fair dice in Chromium against the built site and the real api-server: a player sets their
// own client seed in the game frame, plays dice rounds, rotates the seed pair, and every round of the
// old pair shows "Verified" in /gameRecord, recomputed in the browser with WebCrypto.
import type { Page } from '@playwright/test';
import { LOGIN_TYPE } from '@casino/shared-kernel/api-contract';
import { call, storeSession } from './api.ts';
import { expect, markAnnouncementSeen, test } from './site.ts';

/** A guest of this test's own (a fresh device id) with cash from a one-use redeem code. */
async function signInNewPlayer(page: Page, baseURL: string): Promise<void> {
  const device = `fairness-e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
  const login = await call(baseURL, 'loginRegister', { client_type: LOGIN_TYPE.GUEST, channel_id: 1, device_id: device, system_type: 3 });
  const token = login.accessToken;
  const code = `F${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
  const created = await fetch(`${baseURL}/dev/redeem-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ brand: 'india', code, prize_type: 'cash', amount: 500_00, max_uses: 1, expires_at: Math.floor(Date.now() / 1000) + 3600 }),
  });
  expect(created.status, await created.text()).toBe(201);
  await call(baseURL, 'redeemCode', { code }, { token });
  const userInfo = await call(baseURL, 'userInfo', {}, { token });
  await storeSession(page, baseURL, { token, userInfo });
  await markAnnouncementSeen(page, userInfo.uid);
}

test('a player changes the client seed, plays dice, rotates, and every round of the old pair is verified', async ({ page, baseURL }) => {
  // A journey (a game frame, three rounds, a rotation, three checks in the browser): over 30 s on a busy 2-core machine.
  test.slow();
  const origin = baseURL ?? '';
  await signInNewPlayer(page, origin);
  const lobby = await call(origin, 'lobbyPreload', {});
  const dice = lobby.game_type_list
    .flatMap((type) => type.second_type_list.flatMap((group) => group.game_list))
    .find((entry) => entry.third_game_id === 'orig-dice');
  if (!dice) throw new Error('the lobby lists no dice');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/#/Gamedetail?id=${dice.id}`);
  await page.getByTestId('games.detail-play').click();
  await expect(page.getByTestId('games.webgame-stage')).toHaveAttribute('data-state', 'ready');
  const game = page.frameLocator('[data-testid="games.webgame-frame"]');

  // The seed pair shows before any bet: the server seed's hash, a client seed, nonce 0.
  await game.getByText('Provably fair').click();
  const hash = game.locator('#server-seed-hash');
  await expect(hash).toHaveText(/^[0-9a-f]{64}$/);
  const shownHash = await hash.textContent();
  await expect(game.locator('#fair-nonce')).toHaveText('0');
  const clientSeed = `my-e2e-seed-${Math.floor(Math.random() * 1e6)}`;
  await game.getByLabel('Client seed').fill(clientSeed);
  await game.getByRole('button', { name: 'Change' }).click();
  await expect(game.getByRole('status').filter({ hasText: 'Client seed changed' })).toBeVisible();

  for (let round = 1; round <= 3; round += 1) {
    await expect(game.locator('#play')).toBeEnabled();
    await game.locator('#play').click();
    await expect(game.locator('#history li:not(.empty)')).toHaveCount(round);
    await expect(game.locator('#fair-nonce')).toHaveText(String(round));
  }
  await expect(game.locator('#play')).toBeEnabled();

  await game.getByRole('button', { name: 'Rotate seed pair' }).click();
  await expect(game.locator('#revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(game.getByText('Rounds drawn from it: 3')).toBeVisible();
  await expect(hash).not.toHaveText(shownHash ?? '');
  await expect(game.locator('#fair-nonce')).toHaveText('0');
  const revealedSeed = await game.locator('#revealed-seed').textContent();

  await page.goto('/#/gameRecord');
  const rounds = page.getByTestId('games.fair-round');
  await expect(rounds).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) {
    const round = rounds.nth(index);
    await round.getByRole('button', { name: /^Verify/ }).click();
    await expect(round.getByTestId('games.fair-verdict')).toHaveText('Verified');
    await expect(round.getByText(clientSeed, { exact: true })).toBeVisible();
    await expect(round.getByText(revealedSeed ?? '', { exact: true })).toBeVisible();
    await expect(round.getByText(shownHash ?? '', { exact: true })).toBeVisible();
  }
});
