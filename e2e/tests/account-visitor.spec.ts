// A visitor's /my in Chromium: the way in (register, log in), the language and customer service;
// nothing of a player's account (spec 6: visitors are asked to register).
import { expect, test } from './site.ts';

test('a visitor’s /my asks to register and keeps the language picker', async ({ page }) => {
  await page.goto('/#/my');
  const account = page.locator('[data-testid="page"][data-owner="mfe-account"]');
  await expect(account.getByRole('heading', { name: 'Join to get your account' })).toBeVisible();
  await expect(account.getByTestId('account.entry-mail')).toHaveCount(0);
  await account.getByLabel('Language').selectOption('es');
  await expect(account.getByRole('heading', { level: 1 })).toHaveText('Mi cuenta');
  await account.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByTestId('dialog.shell.register')).toBeVisible();
});
