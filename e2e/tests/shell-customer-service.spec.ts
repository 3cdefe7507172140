// Customer service from its entries (issue 23, item 3): the brand's answer to GET /api/customer/info
// decides (spec 4's live-chat rule). india has no live chat licence, so the server answers a flag
// other than 1 and its support url: an alert shows and the url opens in a new tab.
import type { Page } from '@playwright/test';
import { call } from './api.ts';
import { expect, test } from './site.ts';

/** The support tab must not leave the machine: it is answered here, the url it asked for is what counts. */
async function answerSupportTabs(page: Page) {
  await page.context().route(/^https:\/\/(t\.me|wa\.me)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Support</title>' }));
}

test.describe('customer service', () => {
  test('desktop: the side menu’s entry shows the alert and opens the support url in a new tab', async ({ site, page, baseURL }) => {
    const info = await call(baseURL ?? '', 'customerInfo', {});
    expect(info.flag).not.toBe(1);
    await answerSupportTabs(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await site.open('/');
    const tab = page.waitForEvent('popup');
    await page.getByTestId('shell.side-nav').getByRole('button', { name: 'Customer service' }).click();
    expect((await tab).url()).toBe(info.url);
    const dialog = page.getByRole('dialog', { name: 'Customer service' });
    await expect(dialog.getByRole('alert')).toContainText('new tab');
    await expect(dialog.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', info.url);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);

    // The footer has the entry too.
    const again = page.waitForEvent('popup');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Customer service' }).click();
    expect((await again).url()).toBe(info.url);
    await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
  });

  test('phone: the drawer’s entry, and a player’s user menu', async ({ site, page, baseURL }) => {
    const info = await call(baseURL ?? '', 'customerInfo', {});
    await answerSupportTabs(page);
    await site.signIn();
    await page.setViewportSize({ width: 390, height: 844 });
    await site.open('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const tab = page.waitForEvent('popup');
    await page.getByRole('dialog', { name: 'Side menu' }).getByRole('button', { name: 'Customer service' }).click();
    expect((await tab).url()).toBe(info.url);
    const dialog = page.getByRole('dialog', { name: 'Customer service' });
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    const fromMenu = page.waitForEvent('popup');
    await page.getByTestId('shell.user-menu').getByRole('button', { name: 'Customer service' }).click();
    expect((await fromMenu).url()).toBe(info.url);
    await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
  });

  test('a brand with a live chat licence has a floating button that loads the chat maximized', async ({ site, page }) => {
    // The demo brands have no licence: the site settings answer one on the way, as a brand configured
    // with LiveChat would, and the vendor's script is answered here (its queue is what it would read).
    await page.route('**/api/site/settings*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { groups: { items: { key: string; value: string }[] }[] } };
      for (const item of body.data.groups.flatMap((group) => group.items)) if (item.key === 'liveChatLicense') item.value = '19012345';
      await route.fulfill({ response, json: body });
    });
    await page.route('https://cdn.livechatinc.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await site.open('/');
    const button = page.getByRole('button', { name: 'Live chat' });
    await button.click();
    await expect(page.locator('script[data-testid="live-chat.script"]')).toHaveAttribute('src', 'https://cdn.livechatinc.com/tracking.js');
    const widget = await page.evaluate(() => {
      const chat = window as unknown as { __lc?: { license?: unknown }; LiveChatWidget?: { _q: [string, unknown[]][] } };
      return { license: chat.__lc?.license, calls: chat.LiveChatWidget?._q.map(([method, args]) => [method, args[0]]) };
    });
    expect(widget.license).toBe(19012345);
    expect(widget.calls).toContainEqual(['call', 'maximize']);
    // The vendor's own launcher takes over: never two chat buttons.
    await expect(button).toHaveCount(0);
  });
});
