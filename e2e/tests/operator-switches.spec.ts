// The operator's switches of the lobby (spec 3 and 9) against the built site and the real api-server:
// `language_num` (brasil shows spec 9's default two languages, india all seven), `reward_center_status`
// and `game_platform_show` (the demo brands have both on: the lobby's answer is switched off on its way,
// as an operator's setting would), and the blind-box wheel notices (`blind_wheel_notice`).
import type { Page } from '@playwright/test';
import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import { expect, test } from './site.ts';

/** Rewrites the lobby's answer (`/api/preload`, `/api/index`) as an operator's switches would have it. */
async function switchLobby(page: Page, edit: Partial<LobbyInfo>) {
  for (const path of ['**/api/preload*', '**/api/index*']) {
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { code: number; msg: string; data: LobbyInfo };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, ...edit } } });
    });
  }
}

const languageOptions = (page: Page) => page.getByTestId('shell.language-select').locator('option');

test('the language menu offers the operator’s number of languages, the brand’s own first', async ({ site, page }) => {
  // Wide enough for the header's own menu.
  await page.setViewportSize({ width: 1366, height: 800 });
  await site.open('/', '?brand=brasil');
  await expect(languageOptions(page)).toHaveText(['Português (Brasil)', 'English']);
  await page.getByTestId('shell.language-select').selectOption('en');
  await expect(page.getByRole('combobox', { name: 'Search games' })).toBeVisible();

  await site.open('/');
  await expect(languageOptions(page)).toHaveCount(7);
  await expect(languageOptions(page).first()).toHaveText('English');
});

test('switched off, the reward center has no entry and the providers no rail or tab', async ({ site, page }) => {
  await site.open('/activity');
  await expect(page.getByRole('button', { name: 'Reward center' })).toBeVisible();

  // The operator switches both off: the page loaded again reads the lobby's new answer.
  await switchLobby(page, { reward_center_status: false, game_platform_show: false });
  await page.reload();
  await expect(site.page$('mfe-promotions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reward center' })).toHaveCount(0);

  await site.open('/');
  const dashboard = site.page$('mfe-lobby');
  await expect(dashboard.getByRole('tab', { name: 'Slots' })).toBeVisible();
  await expect(dashboard.getByTestId('lobby.rail.poputar_list')).toBeVisible();
  await expect(dashboard.getByTestId('lobby.rail.game_manufacturer')).toHaveCount(0);
  await expect(dashboard.getByRole('tab', { name: 'Providers' })).toHaveCount(0);
});

test('the blind box page shows the latest wheel cash-outs', async ({ site, page }) => {
  await site.open('/blindBox');
  const notices = page.getByTestId('promotions.wheel-notices');
  await expect(notices.getByRole('heading', { name: 'Latest wheel cash-outs' })).toBeVisible();
  const entries = notices.getByRole('listitem');
  await expect(entries.first()).toContainText(/cashed out ₹[\d,]+\.\d\d/);
  expect(await entries.count()).toBeGreaterThan(1);
  expect(await entries.count()).toBeLessThanOrEqual(8);
});
