// Provably fair dice in Chromium against the built site and the real api-server: a player sets their
// own client seed in the game frame, plays dice rounds, rotates the seed pair, and every round of the
// old pair shows "Verified" in /gameRecord, recomputed in the browser with WebCrypto.
import { call } from './api.ts';
import { expect, signInPlayerWithCash, test } from './site.ts';

test('a player changes the client seed, plays dice, rotates, and every round of the old pair is verified', async ({ page, baseURL }) => {
  // A journey (a game frame, three rounds, a rotation, three checks in the browser): over 30 s on a busy 2-core machine.
  test.slow();
  const origin = baseURL ?? '';
  await signInPlayerWithCash(page, origin, 500_00);
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
