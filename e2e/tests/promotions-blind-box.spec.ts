import { expect, signUpPlayer, test } from './site.ts';

/** The blind box (`/blindBox`): today's box opens once and pays what it held. */
test('a player opens the daily blind box', async ({ page, site }) => {
  await signUpPlayer(page);
  await site.open('/blindBox');
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Box' })).toBeVisible();
  const boxes = page.getByTestId('promotions.daily-boxes');
  await expect(boxes).toContainText('1 of 1 left');
  const opened = page.waitForResponse((response) => response.url().includes('/api/daily_blind_box_reward'));
  await boxes.getByRole('button', { name: 'Open box 1' }).click();
  const prize = ((await (await opened).json()) as { data: { prize_type: number; amount: number } }).data;
  if (prize.prize_type === 2) {
    await expect(boxes.getByTestId('promotions.box-result')).toHaveText('The box held an extra spin on the lucky wheel!');
  } else {
    const amount = `₹${(prize.amount / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
    await expect(boxes.getByTestId('promotions.box-result')).toHaveText(`The box held ${amount} bonus!`);
    await expect(page.getByTestId('dialog.promotions.lottery-reward').getByText(amount)).toBeVisible();
    await page.getByTestId('dialog.promotions.lottery-reward').getByRole('button', { name: 'Collect' }).click();
  }
  await expect(boxes).toContainText('0 of 1 left');
  await expect(boxes.getByRole('button', { name: 'Open box 1' })).toHaveCount(0);
});
