import { expect, paidDeposit, signUpPlayer, test } from './site.ts';

/** The daily gift (spec 4, 5): after two deposits, one pack a day; a second buy is refused. */
test('a player buys the daily gift after two deposits and is refused a second time the same day', async ({ page, site, baseURL }) => {
  // Prepared through the API (sign-up, deposits, rounds) before the page: more than a page's time.
  test.slow();
  const player = await signUpPlayer(page);
  await paidDeposit(player);
  await paidDeposit(player);
  await site.open('/');
  await page.getByTestId('lobby.activity-entries').getByRole('button', { name: 'Daily Gift' }).click();
  const dialog = page.getByTestId('dialog.promotions.daily-gift');
  await expect(dialog.getByRole('heading', { name: 'Daily gift' })).toBeVisible();

  // The pack's own order (a link method opens its payment page in a new tab); the payment is
  // confirmed here by the development route.
  page.context().on('page', (opened) => void opened.close());
  const ordered = page.waitForResponse((response) => response.url().includes('/api/user/order'));
  await dialog.getByRole('button', { name: /^Buy for / }).click();
  const order = ((await (await ordered).json()) as { data: { order_no: string } }).data;
  await expect(dialog.getByRole('status')).toContainText('Waiting for your payment');
  const settled = await fetch(`${baseURL}/dev/orders/${order.order_no}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'paid' }),
  });
  expect(settled.ok).toBe(true);
  await dialog.getByRole('button', { name: 'I have paid' }).click();

  // Bought: the dialog closes, the prize plays.
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('dialog.promotions.lottery-reward').getByText('You won!')).toBeVisible();
  await page.getByTestId('dialog.promotions.lottery-reward').getByRole('button', { name: 'Collect' }).click();

  // The same day again: the server refuses, shown as an error.
  await page.getByTestId('lobby.activity-entries').getByRole('button', { name: 'Daily Gift' }).click();
  await expect(dialog.getByText("You have bought today's pack. A new one is ready tomorrow.")).toBeVisible();
  await dialog.getByRole('button', { name: /^Buy for / }).click();
  await expect(page.getByRole('alert').filter({ hasText: "You have already bought today's daily gift. Come back tomorrow." })).toBeVisible();
});
