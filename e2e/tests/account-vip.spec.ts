// The VIP popup in Chromium against the built site and the real api-server: every level of the
// brand's ladder with its minimum deposits and cashback rate, the player's level marked, and what
// the next level still needs.
import { expect, signInNewPlayer, test } from './site.ts';

test('the VIP popup shows the ladder and the player’s progress to the next level', async ({ page, baseURL }) => {
  await signInNewPlayer(page, baseURL ?? '');
  await page.goto('/#/my');
  await page.getByTestId('account.entry-vip').click();
  const vip = page.getByRole('dialog', { name: 'VIP' });
  await expect(vip.getByTestId('account.vip-current')).toHaveText('Your level: VIP 0');
  await expect(vip.getByText('To reach VIP 1')).toBeVisible();
  await expect(vip.getByText(/^Deposit ₹[\d,.]+ more$/)).toBeVisible();
  const ladder = vip.getByRole('table', { name: 'VIP levels' });
  const rows = ladder.getByRole('row');
  // A header row and at least two levels, each with a cashback rate.
  expect(await rows.count()).toBeGreaterThan(2);
  await expect(ladder.getByRole('rowheader', { name: 'VIP 0' })).toBeVisible();
  await expect(ladder.locator('tr[aria-current="true"]')).toContainText('VIP 0');
  await expect(ladder.getByRole('cell').filter({ hasText: '%' }).first()).toBeVisible();
  await expect(vip.getByText(/Cashback is paid every day/)).toBeVisible();
});
