// The wallet's withdrawal in Chromium against the built site and the real api-server: a new player
// whose deposit has been bet (so its cash is free) binds a payout account, is refused below the
// minimum and above the balance with the message beside the field and nothing sent, withdraws, sees
// "in processing", the header's cash fall and the withdrawal in the history.
import { formatServerAmount } from '@casino/shared-kernel/format';
import { call } from './api.ts';
import { afterClickGuard, expect, freeCash, signInNewPlayer, test } from './site.ts';

const rupees = (minor: number) => `₹${formatServerAmount(minor)}`;

test('a new player binds an account and withdraws; refusals send nothing', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const { token } = await signInNewPlayer(page, origin);
  const cash = await freeCash(origin, token);

  await page.goto('/#/');
  await expect(page.getByTestId('shell.balances.cash')).toHaveText(rupees(cash));
  await page.getByTestId('shell.withdraw-button').click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });

  // No account yet: the bind form, with a message per field for what is missing or wrong.
  const form = dialog.getByTestId('wallet.account-form');
  await expect(form.getByRole('heading', { name: 'Bind a withdraw account' })).toBeVisible();
  await form.getByLabel('IFSC code').fill('SBIN12');
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(2);
  await expect(form.getByText('Enter a valid IFSC code, like SBIN0001234.')).toBeVisible();

  await form.getByLabel("Account holder's name").fill('Asha Verma');
  await form.getByLabel('IFSC code').fill('SBIN0005678');
  await form.getByLabel('Bank account number').fill(`3${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`);
  await afterClickGuard(page);
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByText('Bind Succ!')).toBeVisible();
  // The only account is chosen for the player.
  await expect(dialog.getByRole('radio', { name: /Asha Verma/ })).toBeChecked();

  const amount = dialog.getByLabel('Amount to withdraw');
  await amount.fill('50');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByText('The smallest withdrawal is ₹100.00.')).toBeVisible();
  await amount.fill(String(Math.ceil(cash / 100) + 1_000));
  await expect(dialog.getByText('The smallest withdrawal is ₹100.00.')).toHaveCount(0);
  await afterClickGuard(page);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByText(`You can withdraw at most ${rupees(cash)} now.`)).toBeVisible();
  expect((await call(origin, 'withdrawList', { last_id: 0, limit: 20, type: 0 }, { token })).list).toEqual([]);
  await expect(page.getByTestId('shell.balances.cash')).toHaveText(rupees(cash));

  await amount.fill('200');
  await expect(dialog.getByText('Fee ₹0.00, you receive ₹200.00')).toBeVisible();
  await afterClickGuard(page);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByTestId('wallet.withdraw.result')).toHaveText('Withdrawal in processing');
  await expect(page.getByTestId('shell.balances.cash')).toHaveText(rupees(cash - 200_00));

  await dialog.getByRole('button', { name: 'See transactions' }).click();
  const history = page.getByRole('dialog', { name: 'Transactions' });
  await expect(history.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
  const row = history.getByTestId('wallet.history.withdrawals').getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹200.00');
  await expect(row).toContainText('Processing');
  expect((await call(origin, 'withdrawList', { last_id: 0, limit: 20, type: 0 }, { token })).list.map((entry) => entry.amount)).toEqual([200_00]);
});

test('a visitor who asks to withdraw is asked to register', async ({ page }) => {
  await page.goto('/#/');
  await page.getByTestId('shell.withdraw-button').click();
  await expect(page.getByTestId('dialog.shell.register')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Withdraw' })).toHaveCount(0);
});

test('on a phone the withdrawal is a full-screen sheet, reached from the wallet', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInNewPlayer(page, baseURL ?? '');
  await page.goto('/#/');
  await page.getByTestId('shell.wallet-button').click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await wallet.getByRole('button', { name: 'Withdraw' }).click();
  const sheet = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(sheet.getByRole('heading', { name: 'Bind a withdraw account' })).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});
