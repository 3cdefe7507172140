// The shell's layout against the real api-server: both layouts and the live switch between them,
// the visitor's and the player's header (balances as GET /api/wallet answers them), the side menu
// from the brand's site settings, and the footer's legal pages.
import { SITE_SETTINGS_GROUP } from '@casino/shared-kernel/api-contract';
import { formatServerAmount } from '@casino/shared-kernel/format';
import { call, signInDemoPlayer } from './api.ts';
import { expect, test } from './site.ts';
import { holdAnswers } from './held-answers.ts';

/** The side menu the brand configures: its url/key pairs, in order (spec 4). */
async function settingsMenu(baseURL: string): Promise<string[]> {
  const settings = await call(baseURL, 'siteSettings', {});
  const items = settings.groups.filter((group) => group.group === SITE_SETTINGS_GROUP.asideMenu).flatMap((group) => group.items);
  const urls: string[] = [];
  items.forEach((item, index) => {
    const next = items[index + 1];
    if (item.key === 'url' && item.value !== '' && next?.key === 'key' && next.value !== '') urls.push(item.value);
  });
  return urls;
}

test.describe('the shell layout', () => {
  test('desktop from 750 px, phone below, switching live on resize', async ({ site, page, baseURL }) => {
    const menu = await settingsMenu(baseURL ?? '');
    expect(menu.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1024, height: 800 });
    await site.open('/');
    const layout = page.getByTestId('shell.layout');
    await expect(layout).toHaveAttribute('data-layout', 'desktop');
    await expect(page.getByTestId('shell.top-nav')).toBeVisible();
    await expect(page.getByTestId('shell.side-nav').getByRole('link')).toHaveCount(menu.length);
    await expect(page.getByTestId('shell.bottom-nav')).toHaveCount(0);

    await page.setViewportSize({ width: 749, height: 800 });
    await expect(layout).toHaveAttribute('data-layout', 'phone');
    await expect(page.getByTestId('shell.bottom-nav')).toBeVisible();
    await expect(page.getByTestId('shell.top-nav')).toHaveCount(0);
    await expect(page.getByTestId('shell.side-nav')).toHaveCount(0);

    // The side menu is a drawer on phone; Escape closes it and focus returns to its button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Side menu' });
    await expect(drawer.getByRole('link')).toHaveCount(menu.length);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.setViewportSize({ width: 750, height: 800 });
    await expect(layout).toHaveAttribute('data-layout', 'desktop');
    await expect(page.getByTestId('shell.side-nav')).toBeVisible();
  });

  test('the header keeps the logo’s place before the picture arrives, so nothing moves when it does', async ({ site, page }) => {
    const release = await holdAnswers(page, '**/api/assets/brands/*/logo.svg');
    await page.setViewportSize({ width: 1024, height: 800 });
    await site.open('/');
    const logo = page.getByTestId('shell.logo');
    const register = page.getByTestId('shell.register-button');
    // The brand's title stands in until the site settings name the logo's picture.
    await expect(logo.locator('img')).toHaveCount(1);
    const before = { logo: await logo.boundingBox(), register: await register.boundingBox() };
    expect(before.logo?.width ?? 0, 'the logo has its place while its picture downloads').toBeGreaterThan(100);
    release();
    await expect.poll(() => logo.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await logo.boundingBox()).toEqual(before.logo);
    expect(await register.boundingBox()).toEqual(before.register);
  });

  test('a visitor sees Log in and Register, and no balances', async ({ site, page }) => {
    await site.open('/');
    await expect(page.getByTestId('shell.login-button')).toHaveText('Log in');
    await expect(page.getByTestId('shell.register-button')).toHaveText('Register');
    await expect(page.getByTestId('shell.balances')).toHaveCount(0);
    await expect(page.getByTestId('shell.user-menu-button')).toHaveCount(0);
  });

  test('a player sees the balances GET /api/wallet answers, and signs out from the user menu', async ({ site, page, baseURL }) => {
    const origin = baseURL ?? '';
    const token = await signInDemoPlayer(page, origin);
    const wallet = await call(origin, 'walletInfo', {}, { token });
    // Wide enough for the header to show all three balances (narrower, the cash one and the user menu).
    await page.setViewportSize({ width: 1600, height: 800 });
    await site.open('/');

    const balances = page.getByTestId('shell.balances');
    const money = (raw: number) => formatServerAmount(raw, { compact: 'from-100k' });
    await expect(balances.getByTestId('shell.balances.cash')).toHaveText(`₹${money(wallet.money)}`);
    await expect(balances.getByTestId('shell.balances.bonus')).toHaveText(`₹${money(wallet.coin)}`);
    await expect(balances.getByTestId('shell.balances.gold')).toHaveText(money(wallet.gold));
    await expect(page.getByTestId('shell.login-button')).toHaveCount(0);

    // Again if a notice popped up over it: closing the notice closes the menu too.
    await expect(async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByTestId('shell.user-menu')).toContainText('VIP', { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByTestId('shell.sign-out-button').click();
    await expect(page.getByTestId('shell.login-button')).toBeVisible();
    await expect(page.getByTestId('shell.balances')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the side menu shows the settings’ entries and leads to their pages', async ({ site, page, baseURL }) => {
    const menu = await settingsMenu(baseURL ?? '');
    await page.setViewportSize({ width: 1280, height: 800 });
    await site.open('/');
    const links = page.getByTestId('shell.side-nav').getByRole('link');
    await expect(links).toHaveCount(menu.length);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(menu.map((url) => `#${url}`));
    await page.getByTestId('shell.side-nav').getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/#\/news$/);
  });

  test('the footer’s legal links open their pages', async ({ site, page }) => {
    await site.open('/');
    const footer = page.getByRole('contentinfo');
    for (const { name, path } of [
      { name: 'User agreement', path: '/userAgreement' },
      { name: 'Privacy agreement', path: '/privacyAgreement' },
      { name: 'Terms of service', path: '/termOfService' },
    ]) {
      await footer.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`#${path}$`));
      await expect(site.page$('shell')).toBeVisible();
    }
  });
});
