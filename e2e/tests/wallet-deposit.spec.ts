// The wallet's deposit in Chromium against the built site and the real api-server: a new player sees
// the first-deposit offer, deposits by link (the payment page confirmed in its own tab) and by QR
// (settled by the api-server's development route, as a payment provider would), and the header's
// cash rises by the amount without a reload; the offer is gone after the first deposit.
import type { Page } from '@playwright/test';
import { call } from './api.ts';
import { expect, nextRequestBody, signInNewPlayer, test } from './site.ts';

async function openDeposit(page: Page) {
  await page.goto('/#/');
  await expect(page.getByTestId('shell.balances.cash')).toHaveText('₹0.00');
  await page.getByTestId('shell.deposit-button').click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('a new player deposits', () => {
  // A payment in another tab and a provider's answer: longer than a page's usual journey.
  test.describe.configure({ timeout: 90_000 });

  test('by link: the payment page opens, is confirmed, and the header cash rises', async ({ page, baseURL }) => {
    const { token } = await signInNewPlayer(page, baseURL ?? '');
    const dialog = await openDeposit(page);
    await expect(dialog.getByTestId('wallet.deposit.offer')).toContainText('First deposit offer');

    // Bad input: a message beside the field and nothing sent.
    await dialog.getByLabel('Amount', { exact: true }).fill('5');
    await dialog.getByTestId('wallet.deposit.submit').click();
    await expect(dialog.getByText('The smallest deposit is ₹100.00.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Confirm your deposit' })).toHaveCount(0);

    await dialog.getByLabel('Amount', { exact: true }).fill('500');
    await dialog.getByRole('radio', { name: /Paytm/ }).check();
    await dialog.getByRole('button', { name: 'Deposit ₹500.00' }).click();
    const cart = page.getByRole('dialog', { name: 'Confirm your deposit' });
    await expect(cart).toContainText('₹500.00');
    const popup = page.waitForEvent('popup');
    // A double click sends one order.
    await cart.getByRole('button', { name: 'Confirm and pay' }).dblclick();
    const payment = await popup;
    await expect(dialog.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    await payment.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(payment.getByText('Payment successful')).toBeVisible();
    await payment.close();
    await page.bringToFront();

    await expect(dialog.getByTestId('wallet.order.status')).toContainText('Added to your balance');
    await expect(page.getByTestId('shell.balances.cash')).toHaveText('₹500.00');
    const orders = await call(baseURL ?? '', 'orderList', { last_id: 0, limit: 20, type: 0 }, { token });
    expect(orders.list.map((order) => order.status)).toEqual([1]);

    // The order is in the history, successful.
    await dialog.getByRole('button', { name: 'See transactions' }).click();
    const history = page.getByRole('dialog', { name: 'Transactions' });
    const row = history.getByTestId('wallet.history.deposits').getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('₹500.00');
    await expect(row).toContainText('Success');
    await history.getByRole('button', { name: 'Close' }).click();

    // The header's balances open the wallet, with the same cash.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('shell.wallet-button').click();
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await expect(wallet.getByTestId('wallet.wallet.cash')).toHaveText('₹500.00');
    await wallet.getByRole('button', { name: 'Deposit' }).click();

    // Opened again after the payment: a new deposit, and the first-deposit offer is gone.
    await expect(dialog.getByLabel('Amount', { exact: true })).toBeVisible();
    await expect(dialog.getByText('First deposit offer')).toHaveCount(0);
  });

  test('by QR on a phone: the code shows, the provider settles it, and the header cash rises', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInNewPlayer(page, baseURL ?? '');
    const dialog = await openDeposit(page);
    await dialog.getByRole('button', { name: /₹1,000\.00/ }).first().click();
    await dialog.getByRole('radio', { name: /UPI/ }).check();
    await dialog.getByRole('button', { name: 'Deposit ₹1,000.00' }).click();
    await page.getByRole('dialog', { name: 'Confirm your deposit' }).getByRole('button', { name: 'Confirm and pay' }).click();

    await expect(dialog.getByRole('img', { name: 'QR code to pay ₹1,000.00' })).toBeVisible();
    await expect(dialog.getByTestId('wallet.order.countdown')).toHaveText(/^(00:)?(29|30):\d\d$/);
    const orderNo = (await dialog.getByTestId('wallet.order.number').textContent()) ?? '';
    const settled = await fetch(`${baseURL ?? ''}/dev/orders/${orderNo}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'paid' }),
    });
    expect(settled.status).toBe(200);

    await expect(dialog.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    // The phone header writes thousands as K (spec 9).
    await expect(page.getByTestId('shell.balances.cash')).toHaveText('₹1K');
  });

  test('the same deposit confirmed again from a second tab does nothing (the order’s 501, spec 8); the order carries the device fields', async ({ page, baseURL }) => {
    const { token } = await signInNewPlayer(page, baseURL ?? '');
    const prepare = async (tab: Page) => {
      const dialog = await openDeposit(tab);
      await dialog.getByRole('button', { name: /₹1,000\.00/ }).first().click();
      await dialog.getByRole('radio', { name: /UPI/ }).check();
      await dialog.getByRole('button', { name: 'Deposit ₹1,000.00' }).click();
      const cart = tab.getByRole('dialog', { name: 'Confirm your deposit' });
      await expect(cart).toContainText('₹1,000.00');
      return { dialog, cart };
    };
    const first = await prepare(page);
    const other = await page.context().newPage();
    const second = await prepare(other);

    const ordered = await nextRequestBody(page, '/api/user/order');
    await first.cart.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(first.dialog.getByRole('img', { name: 'QR code to pay ₹1,000.00' })).toBeVisible();
    // Spec 7: the order carries the device fields.
    expect(await ordered.body).toMatchObject({
      amount: 1_000_00,
      device_model: expect.any(String),
      os_version: expect.any(String),
      game_version: '21',
      app_version: '1.0.2',
      client_id: '3',
      device_id: expect.stringMatching(/^\d+$/),
      login_finger: expect.stringMatching(/^[0-9a-f]{64}$/),
      token,
      system_type: expect.any(Number),
    });

    const answered = other.waitForResponse((response) => response.url().endsWith('/api/user/order'));
    await second.cart.getByRole('button', { name: 'Confirm and pay' }).click();
    expect(((await (await answered).json()) as { code: number }).code).toBe(501);
    // Nothing happens: no order, no notice, the confirmation as it was.
    await expect(second.cart.getByRole('button', { name: 'Confirm and pay' })).toBeEnabled();
    await expect(other.getByTestId('wallet.deposit.problem')).toHaveCount(0);
    await expect(second.dialog.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    const orders = await call(baseURL ?? '', 'orderList', { last_id: 0, limit: 20, type: 0 }, { token });
    expect(orders.list).toHaveLength(1);
    await other.close();
  });
});
