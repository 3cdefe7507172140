// A 24-hour time-out in Chromium against the built site and the real api-server (issue 25): the
// player takes it in /my after a confirmation that says what will happen; then a deposit in the
// wallet and a game are refused with the end of the break, while a withdrawal still goes through.
import type { Locator } from '@playwright/test';
import type { Game } from '@casino/shared-kernel/api-contract';
import { call } from './api.ts';
import { expect, freeCash, signInNewPlayer, test } from './site.ts';

async function diceGame(baseURL: string): Promise<Game> {
  const lobby = await call(baseURL, 'lobbyPreload', {});
  const game = lobby.game_type_list
    .flatMap((type) => type.second_type_list.flatMap((group) => group.game_list))
    .find((entry) => entry.third_game_id === 'orig-dice');
  if (!game) throw new Error('the lobby lists no dice');
  return game;
}

async function close(dialog: Locator) {
  const buttons = dialog.getByRole('button', { name: 'Close' });
  for (let open = await buttons.count(); open > 0; open -= 1) await buttons.last().click();
  await expect(dialog).toHaveCount(0);
}

const BREAK_REFUSAL =
  /You are taking a break from play until \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+05:30\): deposits, bets and rewards are closed until then\. You can still withdraw\./;

test('a 24-hour time-out closes deposits and games but not withdrawals', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const { token } = await signInNewPlayer(page, origin);
  await freeCash(origin, token);

  await page.goto('/#/my');
  await page.getByRole('button', { name: 'Responsible gaming' }).click();
  const limits = page.getByRole('dialog', { name: 'Responsible gaming' });
  const section = limits.getByRole('region', { name: 'Take a break' });
  await section.getByRole('group', { name: 'Time-out' }).getByRole('radio', { name: '24 hours' }).check();
  await section.getByRole('button', { name: 'Take a break' }).click();
  const what = section.getByRole('alertdialog');
  await expect(what).toContainText(
    'For 24 hours you will not be able to deposit, play, or claim promotions and mail rewards. You can still sign in, see your balance and withdraw.',
  );
  await what.getByRole('button', { name: 'Confirm the break' }).click();
  await expect(section.getByText('Your break has started.')).toBeVisible();
  await expect(section.getByTestId('account.rg-break-current')).toHaveText(/^Time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await close(limits);

  // No deposit: the wallet's deposit dialog says until when.
  await page.goto('/#/');
  await page.getByTestId('shell.deposit-button').click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await deposit.getByLabel('Amount', { exact: true }).fill('300');
  await deposit.getByRole('radio', { name: /UPI/ }).check();
  await deposit.getByRole('button', { name: 'Deposit ₹300.00' }).click();
  await page.getByRole('dialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(deposit.getByTestId('wallet.deposit').getByTestId('wallet.deposit.problem')).toHaveText(BREAK_REFUSAL);
  await close(deposit);

  // No game: opening one is refused with the same words, and the frame never loads.
  const dice = await diceGame(origin);
  await page.goto(`/#/Gamedetail?id=${dice.id}`);
  await page.getByTestId('games.detail-play').click();
  await expect(page.getByText(BREAK_REFUSAL).first()).toBeVisible();
  await expect(page.getByTestId('games.webgame-frame')).toHaveCount(0);

  // A withdrawal still goes through.
  const account = await call(
    origin,
    'addWithdrawAccount',
    { name: 'Asha Verma', ifscCode: 'SBIN0005678', phone: `3${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}` },
    { token },
  );
  const withdrawal = await call(origin, 'withdraw', { amount: 200_00, account_id: Number((account as { id: number }).id) }, { token });
  expect(withdrawal).toBeTruthy();
  expect((await call(origin, 'withdrawList', { last_id: 0, limit: 20, type: 0 }, { token })).list).toHaveLength(1);
});
