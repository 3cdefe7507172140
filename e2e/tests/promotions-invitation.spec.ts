import { expect, paidDeposit, signUpPlayer, test } from './site.ts';

/** The invitation turntable (activity 8): the wheel lands on what the server awarded. */
test.describe('the invitation turntable', () => {
  test('a player spins: the wheel lands on the server’s award, and the collected money is the server’s', async ({ page, site }) => {
    // The wheel turns for at least 5 s (2500 ms up, 2500 ms down).
    test.slow();
    await signUpPlayer(page);
    await site.open('/invitation');
    await expect(page.getByRole('heading', { level: 1, name: 'Invite & Spin' })).toBeVisible();
    await expect(page.getByTestId('promotions.first-rotate-tip')).toBeVisible();
    await expect(page.getByTestId('promotions.turntable-spins')).toHaveText('1');

    const wheel = page.getByTestId('promotions.turntable-wheel');
    const rotate = page.waitForResponse((response) => response.url().includes('/api/actInvite/rotate'));
    await wheel.getByRole('button', { name: 'Spin' }).click();
    const award = ((await (await rotate).json()) as { data: { index: number; amount: number; accum_money: number } }).data;

    // It spins for at least the acceleration and deceleration (5 s), then stops on the award.
    await expect(wheel).toHaveAttribute('data-phase', 'idle');
    await expect(wheel).toHaveAttribute('data-landed', String(award.index));
    const amount = `₹${(award.amount / 10_000).toLocaleString('en', { minimumFractionDigits: 2 })}`;
    await expect(page.getByTestId('promotions.turntable-result')).toHaveText(`+${amount} collected towards the target`);
    await expect(page.getByTestId('promotions.turntable-collected')).toContainText(`₹${(award.accum_money / 10_000).toLocaleString('en', { minimumFractionDigits: 2 })}`);
    await expect(page.getByTestId('promotions.turntable-spins')).toHaveText('0');
    await expect(wheel.getByRole('button', { name: 'Spin' })).toBeDisabled();
    await expect(page.getByTestId('promotions.turntable-records').getByRole('listitem')).toHaveCount(1);
  });

  test('friends who signed up and deposited before the first spin add their spins', async ({ page, site }) => {
    const inviter = await signUpPlayer(page);
    const friend = await signUpPlayer(page, { invitedBy: inviter, store: false });
    await paidDeposit(friend);
    await site.open('/invitation');
    // The free spin, one for the sign-up, two for the deposit.
    await expect(page.getByTestId('promotions.turntable-spins')).toHaveText('4');
  });

  test('the lobby’s “Invite & Spin” opens the turntable dialog with its share panel', async ({ page, site }) => {
    await signUpPlayer(page);
    await site.open('/');
    await page.getByTestId('lobby.activity-entries').getByRole('button', { name: 'Invite & Spin' }).click();
    const dialog = page.getByTestId('dialog.promotions.invite-turntable');
    await expect(dialog.getByRole('heading', { name: 'Invitation turntable' })).toBeVisible();
    await expect(dialog.getByTestId('promotions.share-panel').getByLabel('Your invitation code')).not.toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Spin' })).toBeEnabled();
  });

  test('a visitor is asked to register', async ({ page, site }) => {
    await site.open('/invitation');
    await page.getByRole('button', { name: 'Sign up to join' }).click();
    await expect(page.getByTestId('dialog.shell.register')).toBeVisible();
  });
});
