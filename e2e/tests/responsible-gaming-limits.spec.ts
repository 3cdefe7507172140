// Responsible gaming's deposit limit in Chromium against the built site and the real api-server
// (issue 25): a player sets a ₹1,000 daily deposit limit in /my, deposits ₹800, is refused ₹300 in
// the wallet's deposit dialog with the limit and its reset time; raises the limit and is still held
// to ₹1,000 until the 24 h cool-down ends (the api-server's development clock moves it) and the
// raise is confirmed. And a session time limit: chosen in /my, it stops play in the game frame and
// the lobby once the session has lasted it (the development clock moves the session on).
import type { Locator, Page } from '@playwright/test';

import { call } from './api.ts';
import { deposit, expect, signInNewPlayer, test } from './site.ts';

// Both journeys move the shared api-server's clock: one after the other, never side by side.
test.describe.configure({ mode: 'default' });

/** The refusal as the deposit form shows it (the cart's tip repeats it). */
const refusal = (deposit: Locator, text: string | RegExp) => deposit.getByTestId('wallet.deposit').getByTestId('wallet.deposit.problem').filter({ hasText: text });

/** Closes a dialog and any it holds open (the deposit's cart tip stays open on a refusal), innermost first. */
async function close(dialog: Locator) {
  const buttons = dialog.getByRole('button', { name: 'Close' });
  for (let open = await buttons.count(); open > 0; open -= 1) await buttons.last().click();
  await expect(dialog).toHaveCount(0);
}

async function openLimits(page: Page) {
  await page.goto('/#/my');
  await page.getByRole('button', { name: 'Responsible gaming' }).click();
  const dialog = page.getByRole('dialog', { name: 'Responsible gaming' });
  await expect(dialog.getByLabel('24-hour deposit limit', { exact: true })).toBeVisible();
  return dialog;
}

/** Orders a custom amount by UPI (QR) in the wallet's deposit dialog; answers the dialog. */
async function orderDeposit(page: Page, amount: string) {
  await page.goto('/#/');
  await page.getByTestId('shell.deposit-button').click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByLabel('Amount', { exact: true }).fill(amount);
  await dialog.getByRole('radio', { name: /UPI/ }).check();
  await dialog.getByRole('button', { name: `Deposit ₹${Number(amount).toLocaleString('en-IN')}.00` }).click();
  await page.getByRole('dialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm and pay' }).click();
  return dialog;
}

test.describe('a deposit limit', () => {
  // Six deposits and four visits to /my in one journey.
  test.describe.configure({ timeout: 240_000 });

  test('refuses a deposit past the daily limit with its reset time, and a raise waits for the cool-down and the confirmation', async ({ page, baseURL }) => {
    await signInNewPlayer(page, baseURL ?? '');
    let limits = await openLimits(page);
    await limits.getByLabel('24-hour deposit limit', { exact: true }).fill('1000');
    await limits.getByRole('button', { name: 'Save 24-hour deposit limit' }).click();
    const daily = limits.getByTestId('account.rg-deposit-day');
    await expect(daily.getByText('Saved: the limit applies now.')).toBeVisible();
    await expect(daily.getByText('Limit ₹1,000.00: used ₹0.00, ₹1,000.00 left')).toBeVisible();

    await close(limits);

    // ₹800 paid (the provider settles the QR order through the development route).
    let deposit = await orderDeposit(page, '800');
    const orderNo = (await deposit.getByTestId('wallet.order.number').textContent()) ?? '';
    const settled = await page.request.post(`${baseURL ?? ''}/dev/orders/${orderNo}/settle`, { data: { outcome: 'paid' } });
    expect(settled.status()).toBe(200);
    await expect(deposit.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByTestId('shell.balances.cash')).toHaveText('₹800.00');

    await close(deposit);

    // ₹300 more would pass ₹1,000: refused, saying the limit, what is left and when it resets.
    deposit = await orderDeposit(page, '300');
    await expect(refusal(deposit, /This deposit would pass your daily deposit limit of ₹ 1,000\.00\. Left now: ₹ 200\.00\. The limit resets at \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+05:30\)\./)).toBeVisible();
    await expect(deposit.getByTestId('wallet.order.number')).toHaveCount(0);

    await close(deposit);

    // A raise to ₹2,000 waits 24 hours and a confirmation: ₹300 is still refused.
    limits = await openLimits(page);
    await limits.getByLabel('24-hour deposit limit', { exact: true }).fill('2000');
    await limits.getByRole('button', { name: 'Save 24-hour deposit limit' }).click();
    await expect(limits.getByText(/^Saved: the change applies once you confirm it, from \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/)).toBeVisible();
    await expect(limits.getByText(/^Raise to ₹2,000\.00 requested: you can confirm it from /)).toBeVisible();
    await expect(limits.getByRole('button', { name: 'Confirm 24-hour deposit limit' })).toHaveCount(0);
    await close(limits);
    deposit = await orderDeposit(page, '300');
    await expect(refusal(deposit, /This deposit would pass your daily deposit limit of ₹ 1,000\.00\./)).toBeVisible();
    await close(deposit);

    // A day later (the api-server's development clock) the ₹800 has left the window, but ₹1,500
    // is above the ₹1,000 still in force until the player confirms the raise.
    // The clock is the whole api-server's: put it back as soon as the raise is shown to bind, so
    // the suites after (or beside) this one see the real time.
    const advanced = await page.request.post(`${baseURL ?? ''}/dev/clock/advance`, { data: { seconds: 24 * 3600 + 60 } });
    expect(advanced.status()).toBe(200);
    try {
      deposit = await orderDeposit(page, '1500');
      await expect(refusal(deposit, 'This deposit would pass your daily deposit limit of ₹ 1,000.00. Left now: ₹ 1,000.00.')).toBeVisible();
      await close(deposit);

      limits = await openLimits(page);
      await expect(limits.getByText('Raise to ₹2,000.00 requested: you can confirm it now')).toBeVisible();
      await limits.getByRole('button', { name: 'Confirm 24-hour deposit limit' }).click();
      await expect(limits.getByText('Confirmed: the change applies now.')).toBeVisible();
      await expect(limits.getByText('Limit ₹2,000.00: used ₹0.00, ₹2,000.00 left')).toBeVisible();
      await close(limits);

      deposit = await orderDeposit(page, '1500');
      await expect(deposit.getByTestId('wallet.order.number')).not.toHaveText('');
    } finally {
      await page.request.post(`${baseURL ?? ''}/dev/clock/reset`);
    }
  });
});

test.describe('a session time limit', () => {
  test.describe.configure({ timeout: 120_000 });

  test('stops play in the game frame and the lobby once the session has lasted it', async ({ page, baseURL }) => {
    const origin = baseURL ?? '';
    const { token } = await signInNewPlayer(page, origin);
    await deposit(origin, token, 500_00);

    const limits = await openLimits(page);
    const section = limits.getByRole('region', { name: 'Session time limit' });
    await section.getByRole('combobox', { name: 'Session time limit' }).selectOption({ label: '15 minutes' });
    await section.getByRole('button', { name: 'Save Session time limit' }).click();
    await expect(section.getByText('Saved: your session time limit follows your choice.')).toBeVisible();
    await expect(section.getByText(/^Play in this session stops at \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/)).toBeVisible();
    await close(limits);

    const lobby = await call(origin, 'lobbyPreload', {});
    const dice = lobby.game_type_list.flatMap((type) => type.second_type_list.flatMap((group) => group.game_list)).find((entry) => entry.third_game_id === 'orig-dice');
    if (!dice) throw new Error('the lobby lists no dice');
    await page.goto(`/#/Gamedetail?id=${dice.id}`);
    await page.getByTestId('games.detail-play').click();
    await expect(page.getByTestId('games.webgame-stage')).toHaveAttribute('data-state', 'ready');
    const game = page.frameLocator('[data-testid="games.webgame-frame"]');
    await expect(game.locator('#play')).toBeEnabled();
    await game.locator('#play').click();
    await expect.poll(async () => (await call(origin, 'gamingSession', {}, { token })).stakes).toBeGreaterThan(0);
    const staked = (await call(origin, 'gamingSession', {}, { token })).stakes;

    const ended = 'You have reached your session time limit of 15 min: play is closed for this session. Sign in again later to start a new session.';
    const advanced = await page.request.post(`${origin}/dev/clock/advance`, { data: { seconds: 15 * 60 + 5 } });
    expect(advanced.status()).toBe(200);
    try {
      await expect(game.locator('#play')).toBeEnabled();
      await game.locator('#play').click();
      await expect(game.locator('#outcome')).toHaveText(ended);
      expect((await call(origin, 'gamingSession', {}, { token })).stakes).toBe(staked);

      // Opening a game again is refused too, with the same words.
      await page.goto(`/#/Gamedetail?id=${dice.id}`);
      await page.getByTestId('games.detail-play').click();
      await expect(page.getByText(ended)).toBeVisible();
    } finally {
      await page.request.post(`${origin}/dev/clock/reset`);
    }
  });
});
