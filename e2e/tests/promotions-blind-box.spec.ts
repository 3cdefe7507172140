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

test('the lucky wheel (the prize grid) lands on the server’s award and its money grows by it; the lobby’s Lucky Box turns into the wheel once the boxes are open', async ({ page, site }) => {
  // The grid turns for at least 5 s.
  test.slow();
  await signUpPlayer(page);
  await site.open('/blindBox');
  const wheel = page.getByTestId('promotions.lucky-wheel');
  await expect(wheel.getByTestId('promotions.wheel-money')).toContainText('₹0.00 /');
  const spun = page.waitForResponse((response) => response.url().includes('/api/blind_box_wheel_reward'));
  await wheel.getByRole('button', { name: 'Spin' }).click();
  const award = ((await (await spun).json()) as { data: { index: number; amount: number; money_num: number } }).data;
  const grid = page.getByTestId('promotions.lucky-wheel-game');
  await expect(grid).toHaveAttribute('data-landed', String(award.index));
  const money = (amount: number) => `₹${(amount / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
  await expect(wheel.getByText(`You won ${money(award.amount)}!`)).toBeVisible();
  await expect(wheel.getByTestId('promotions.wheel-money')).toContainText(`${money(award.money_num)} /`);

  // Today's box opened, the lobby's Lucky Box is the wheel (spec 4).
  await page.getByTestId('promotions.daily-boxes').getByRole('button', { name: 'Open box 1' }).click();
  await expect(page.getByTestId('promotions.box-result')).toHaveText(/^The box held/);
  await expect(page.getByTestId('promotions.daily-boxes')).toContainText('0 of 1 left');
  // A bonus plays the reward animation, an extra spin does not.
  const reward = page.getByTestId('dialog.promotions.lottery-reward');
  if (await reward.isVisible()) await reward.getByRole('button', { name: 'Collect' }).click();
  await site.open('/');
  await page.getByTestId('lobby.activity-entries').getByRole('button', { name: 'Lucky Box' }).click();
  const dialog = page.getByTestId('dialog.promotions.lucky-box');
  await expect(dialog.getByTestId('promotions.lucky-wheel')).toBeVisible();
  await expect(dialog.getByTestId('promotions.daily-boxes')).toHaveCount(0);
});
