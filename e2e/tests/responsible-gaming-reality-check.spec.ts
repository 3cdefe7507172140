// The reality check in Chromium against the built site and the real api-server (issue 25): a player
// chooses a 15-minute interval in /my, plays a game, and at 15 minutes sees the session's time and
// net result over the game frame; Continue goes back to the game, Leave to the lobby. Chromium's
// clock is Playwright's: moved forward in steps of under 5 minutes, each followed by the real time
// again, so the requests stay within the api-server's signature window.
import type { Page } from '@playwright/test';
import type { Game } from '@casino/shared-kernel/api-contract';
import { call } from './api.ts';
import { deposit, expect, signInNewPlayer, test } from './site.ts';

async function diceGame(baseURL: string): Promise<Game> {
  const lobby = await call(baseURL, 'lobbyPreload', {});
  const game = lobby.game_type_list.flatMap((type) => type.second_type_list.flatMap((group) => group.game_list)).find((entry) => entry.third_game_id === 'orig-dice');
  if (!game) throw new Error('the lobby lists no dice');
  return game;
}

/** Moves Chromium's timers `minutes` forward in steps of 4 minutes, the page's clock back on real time after each. */
async function playFor(page: Page, minutes: number) {
  for (let left = minutes; left > 0; left -= 4) {
    await page.clock.fastForward(`0${Math.min(4, left)}:00`);
    await page.clock.setSystemTime(Date.now());
  }
}

async function playOneRound(page: Page) {
  await expect(page.getByTestId('games.webgame-stage')).toHaveAttribute('data-state', 'ready');
  const game = page.frameLocator('[data-testid="games.webgame-frame"]');
  await expect(game.locator('#play')).toBeEnabled();
  const before = await game.locator('#history li:not(.empty)').count();
  await game.locator('#play').click();
  await expect(game.locator('#history li:not(.empty)')).toHaveCount(before + 1);
}

test('a 15-minute reality check shows the session over the game, with Continue and Leave', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const { token } = await signInNewPlayer(page, origin);
  await deposit(origin, token, 500_00);

  await page.goto('/#/my');
  await page.getByRole('button', { name: 'Responsible gaming' }).click();
  const limits = page.getByRole('dialog', { name: 'Responsible gaming' });
  const reality = limits.getByRole('region', { name: 'Reality check' });
  await reality.getByRole('combobox', { name: 'Reality check interval' }).selectOption({ label: 'Every 15 minutes' });
  await reality.getByRole('button', { name: 'Save Reality check interval' }).click();
  await expect(reality.getByText('Saved: the reality check follows your choice.')).toBeVisible();
  await limits.getByRole('button', { name: 'Close' }).click();

  // Playwright's clock from here on (the site has started on the real one): the reality check's
  // timer starts when the game frame opens.
  await page.clock.install();
  const dice = await diceGame(origin);
  await page.goto(`/#/Gamedetail?id=${dice.id}`);
  await page.getByTestId('games.detail-play').click();
  await expect(page).toHaveURL(new RegExp(`#/webgame\\?id=${dice.id}$`));
  await playOneRound(page);
  const session = await call(origin, 'gamingSession', {}, { token });
  expect(session.stakes).toBeGreaterThan(0);

  const check = page.getByRole('dialog', { name: 'Reality check' });
  await playFor(page, 12);
  await expect(check).toHaveCount(0);
  await playFor(page, 4);
  await expect(check).toBeVisible();
  await expect(check).toContainText(/You have been signed in for 0 h \d\d min\./);
  await expect(check.getByTestId('shell.reality-net')).toHaveText(/^Net result this session: -?₹[\d,]+\.\d\d \(staked ₹[\d,]+\.\d\d, won ₹[\d,]+\.\d\d\)\.$/);
  // The frame stays behind it: the game cannot be played until the player answers.
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toHaveCount(0);
  await expect(page.getByTestId('games.webgame-frame')).toBeVisible();

  await playFor(page, 16);
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'Leave to the lobby' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(check).toHaveCount(0);
});
