import { expect, signUpPlayer, test } from './site.ts';

// The promotions on a phone (under 750 px): the lobby's entry opens the invitation turntable on
// screen, its wheel fits it and lands on the server's award, and the redeem code
// works from /activity.
test.use({ viewport: { width: 390, height: 844 } });

test('phone: the lobby’s Invite & Spin opens the turntable on screen, and it lands on the server’s award', async ({ page, site }) => {
  test.slow();
  await signUpPlayer(page);
  await site.open('/');
  await page.getByTestId('lobby.activity-entries').getByRole('button', { name: 'Invite & Spin' }).click();
  const dialog = page.getByTestId('dialog.promotions.invite-turntable');
  await expect(dialog).toBeVisible();
  const sheet = await dialog.boundingBox();
  expect((sheet?.x ?? -1) >= 0 && (sheet?.x ?? 0) + (sheet?.width ?? 999) <= 390).toBe(true);
  const wheel = dialog.getByTestId('promotions.turntable-wheel');
  const box = await wheel.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

  const rotate = page.waitForResponse((response) => response.url().includes('/api/actInvite/rotate'));
  await wheel.getByRole('button', { name: 'Spin' }).click();
  const award = ((await (await rotate).json()) as { data: { index: number } }).data;
  await expect(wheel).toHaveAttribute('data-phase', 'idle');
  await expect(wheel).toHaveAttribute('data-landed', String(award.index));
});

test('phone: a player redeems a code from /activity', async ({ page, site }) => {
  await signUpPlayer(page);
  await site.open('/activity');
  await page.getByRole('button', { name: 'Redeem code' }).click();
  const dialog = page.getByTestId('dialog.promotions.redeem-code');
  await dialog.getByLabel('Redeem code').fill('WELCOME50');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByTestId('promotions.redeem-result')).toHaveText('Code WELCOME50 redeemed: ₹50.00 Bonus');
  await page.getByTestId('dialog.promotions.lottery-reward').getByRole('button', { name: 'Collect' }).click();
});
