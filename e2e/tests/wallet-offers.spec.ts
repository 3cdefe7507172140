// The wallet's offers and tasks in Chromium against the built site and the real api-server: the
// lobby's first-deposit event opens the first-recharge offer with its 6-hour countdown for a new
// player; after the first deposit it says so, and the deposit's bet task shows in the bonus tasks.
import { PAY_TYPE } from '@casino/shared-kernel/api-contract';
import { call } from './api.ts';
import { expect, signInNewPlayer, test } from './site.ts';

test('the first-deposit offer counts down in 6-hour rounds until the first deposit; the deposit’s bet task shows', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const { token } = await signInNewPlayer(page, origin);
  await page.goto('/#/');
  await page.getByRole('button', { name: 'First Deposit' }).first().click();
  const offer = page.getByRole('dialog', { name: 'First deposit offer' });
  await expect(offer.getByText('First deposit offer!')).toBeVisible();
  // A new account: the first round of 6 hours has just begun.
  await expect(offer.getByTestId('wallet.first-recharge.countdown')).toHaveText(/^0[5]:[0-5]\d:[0-5]\d$/);
  await expect(offer.getByRole('listitem').first()).toContainText('₹100.00');
  await offer.getByRole('button', { name: 'Deposit now' }).click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  await expect(deposit.getByTestId('wallet.deposit.offer')).toContainText('First deposit offer');
  await deposit.getByRole('button', { name: 'Close' }).click();

  const order = await call(
    origin,
    'createOrder',
    { goods_id: 0, goods_type: 0, amount: 300_00, pay_type: PAY_TYPE.CUSTOM, is_add_coin: false, is_join_charge_reward: false, pay_method_id: 1 },
    { token },
  );
  const settled = await fetch(`${origin}/dev/orders/${order?.order_no ?? ''}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'paid' }),
  });
  expect(settled.status).toBe(200);

  await page.getByRole('button', { name: 'First Deposit' }).first().click();
  await expect(offer.getByText('You have made your first deposit.')).toBeVisible();
  await offer.getByRole('button', { name: 'Close' }).click();

  await page.getByTestId('shell.wallet-button').click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await expect(wallet.getByTestId('wallet.wallet.cash')).toHaveText('₹300.00');
  await wallet.getByRole('button', { name: 'Bonus tasks' }).click();
  const tasks = page.getByRole('dialog', { name: 'Bonus tasks' });
  await expect(tasks.getByRole('listitem').filter({ hasText: 'Cash task' })).toContainText('₹300.00 to bet');
});
