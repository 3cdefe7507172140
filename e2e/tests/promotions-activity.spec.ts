import { expect, signUpPlayer, test } from './site.ts';

/** The activity page (`/activity`) and the lobby's entries into the promotions. */
test.describe('the activity page', () => {
  test('lists the brand’s events with their end countdown; an event’s detail joins it', async ({ page, site }) => {
    await signUpPlayer(page);
    await site.open('/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
    const list = page.getByTestId('promotions.activity-list');
    await expect(list.getByRole('listitem').first()).toContainText('Ends in');
    await list.getByRole('button', { name: 'Gold Rush' }).click();
    const detail = page.getByTestId('promotions.activity-detail');
    await expect(detail.getByRole('heading', { name: 'Gold Rush' })).toBeVisible();
    await expect(page).toHaveURL(/#\/activity\?id=17$/);
    await detail.getByRole('button', { name: 'Join now' }).click();
    await expect(page.getByTestId('dialog.promotions.gold-panning').getByRole('heading', { name: 'Gold panning' })).toBeVisible();
    await page.keyboard.press('Escape');
    await detail.getByRole('button', { name: 'Back to all events' }).click();
    await expect(list).toBeVisible();
  });

  test('the deposit offers open the wallet from the detail', async ({ page, site }) => {
    await signUpPlayer(page);
    await site.open('/activity', '');
    await page.getByTestId('promotions.activity-list').getByRole('button', { name: 'Recharge Reward' }).click();
    await page.getByTestId('promotions.activity-detail').getByRole('button', { name: 'Join now' }).click();
    await expect(page.getByTestId('dialog.wallet.deposit')).toBeVisible();
  });

  test('the lobby’s entries open the promotions’ dialogs, not the deposit frame', async ({ page, site }) => {
    // Five dialogs, each loaded on first use.
    test.slow();
    await signUpPlayer(page);
    await site.open('/');
    const entries = page.getByTestId('lobby.activity-entries');
    for (const [entry, dialog, title] of [
      ['Daily Gift', 'promotions.daily-gift', 'Daily gift'],
      ['Gold Rush', 'promotions.gold-panning', 'Gold panning'],
      ['Lucky Box', 'promotions.lucky-box', 'Lucky gift box'],
      ['Invite & Spin', 'promotions.invite-turntable', 'Invitation turntable'],
    ] as const) {
      await entries.getByRole('button', { name: entry }).click();
      await expect(page.getByTestId(`dialog.${dialog}`).getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByTestId('dialog.wallet.deposit')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId(`dialog.${dialog}`)).toHaveCount(0);
    }
    // Gift packets are among the lobby's events.
    // The events end the Dashboard: the player scrolls down to them (their code comes as they near).
    await page.getByTestId('lobby.events-place').scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Events' }).getByRole('button', { name: /^Share gift packets with friends/ }).click();
    await expect(page.getByTestId('dialog.promotions.gift-packet').getByRole('heading', { name: 'Gift packets' })).toBeVisible();
  });

  test('a visitor who opens an entry is asked to register', async ({ page, site }) => {
    await site.open('/');
    await page.getByTestId('lobby.activity-entries').getByRole('button', { name: 'Daily Gift' }).click();
    await expect(page.getByTestId('dialog.shell.register')).toBeVisible();
    await expect(page.getByTestId('dialog.promotions.daily-gift')).toHaveCount(0);
  });
});
