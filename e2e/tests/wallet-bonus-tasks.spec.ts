// The bonus task list (spec 6: only when the global setting show_task equals 1) in Chromium against
// the built site and the real api-server, which sends show_task 1 for every brand.
import type { Page } from '@playwright/test';
import { expect, signInNewPlayer, test } from './site.ts';

// A sign-up through the API, the site and the wallet's dialogs: more than a page's usual journey.
test.describe.configure({ timeout: 60_000 });

async function openWallet(page: Page) {
  await page.goto('/#/');
  await page.getByTestId('shell.wallet-button').click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await expect(wallet.getByTestId('wallet.wallet.cash')).toBeVisible();
  return wallet;
}

test('the wallet offers the bonus task list where the lobby’s show_task is 1', async ({ page, baseURL }) => {
  await signInNewPlayer(page, baseURL ?? '');
  const wallet = await openWallet(page);
  await wallet.getByRole('button', { name: 'Bonus tasks' }).click();
  await expect(page.getByTestId('wallet.bonus-tasks')).toBeVisible();
});
