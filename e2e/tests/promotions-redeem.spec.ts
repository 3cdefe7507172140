import { afterClickGuard, expect, signUpPlayer, test } from './site.ts';

/** The redeem code (reward center): a code in, the prize shown, clear refusals. */
test('a player redeems a code once, sees the prize, and is refused clearly otherwise', async ({ page, site }) => {
  await signUpPlayer(page);
  await site.open('/activity');
  await page.getByRole('button', { name: 'Redeem code' }).click();
  const dialog = page.getByTestId('dialog.promotions.redeem-code');
  const field = dialog.getByLabel('Redeem code');

  // Nothing is sent for what cannot be a code.
  await field.fill('a!');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByText('A code is 4 to 32 letters or digits.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('welcome50');
  await afterClickGuard(page);
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByTestId('promotions.redeem-result')).toHaveText('Code WELCOME50 redeemed: ₹50.00 Bonus');
  // The lottery reward animation plays the prize.
  const reward = page.getByTestId('dialog.promotions.lottery-reward');
  await expect(reward.getByText('You won!')).toBeVisible();
  await expect(reward.getByText('₹50.00')).toBeVisible();
  await reward.getByRole('button', { name: 'Collect' }).click();

  // A second use is the server's refusal, beside the field.
  await field.fill('WELCOME50');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByTestId('promotions.redeem-result')).toHaveText('Code WELCOME50 redeemed: ₹50.00 Bonus');
});

test('the reward center lists what waits and opens it', async ({ page, site }) => {
  await signUpPlayer(page);
  await site.open('/activity');
  await page.getByRole('button', { name: 'Reward center' }).click();
  const center = page.getByTestId('dialog.promotions.reward-center');
  await expect(center.getByRole('term').filter({ hasText: 'Rewards to collect' })).toBeVisible();
  const entries = center.getByRole('list', { name: 'Reward center' }).getByRole('listitem');
  await expect(entries.first()).toBeVisible();
  await center.getByRole('button', { name: 'Open' }).first().click();
  await expect(center).toHaveCount(0);
});
