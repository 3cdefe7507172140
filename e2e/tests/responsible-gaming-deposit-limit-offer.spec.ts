// The deposit limit offered at registration and at the first deposit (issue 25), in Chromium
// against the built site and the real api-server: india offers it (the api-server's brand setting
// offerDepositLimit). A visitor registers with a ₹1,000 daily deposit limit and finds it binding in
// /my; a new player's first deposit offers to set one and opens Responsible gaming.
import { codeFromOutbox, expect, signInNewPlayer, test } from './site.ts';

test('registration sets the optional daily deposit limit typed in the sign-up form', async ({ page, baseURL }) => {
  test.slow();
  const site = baseURL ?? '';
  const national = `9${`${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9)}`;
  await page.goto('/#/');
  await page.getByTestId('shell.register-button').click();
  const register = page.getByTestId('dialog.shell.register');
  await register.getByTestId('shell.auth-phone').fill(national);
  await register.getByTestId('shell.auth-password').fill('Secret_12');
  const limit = register.getByRole('textbox', { name: 'Daily deposit limit (₹, optional)' });
  await limit.fill('10.999');
  await register.getByTestId('shell.auth-submit').click();
  await expect(register.getByText('Enter an amount above 0 with at most two decimals, or leave it empty.')).toBeVisible();
  await limit.fill('1000');
  await register.getByRole('button', { name: 'Send code' }).click();
  await register.getByTestId('shell.auth-code').fill(await codeFromOutbox(page, site, `91${national}`));
  await register.getByTestId('shell.auth-submit').click();
  await expect(register).toBeHidden();
  await expect(page.getByTestId('shell.user-menu-button')).toBeVisible();

  await page.goto('/#/my');
  await page.getByRole('button', { name: 'Responsible gaming' }).click();
  const limits = page.getByRole('dialog', { name: 'Responsible gaming' });
  await expect(limits.getByText('Limit ₹1,000.00: used ₹0.00, ₹1,000.00 left')).toBeVisible();
});

test('the first deposit offers a deposit limit and opens Responsible gaming', async ({ page, baseURL }) => {
  await signInNewPlayer(page, baseURL ?? '');
  await page.goto('/#/');
  await page.getByTestId('shell.deposit-button').click();
  const deposit = page.getByRole('dialog', { name: 'Deposit' });
  const offer = deposit.getByRole('region', { name: 'Set a deposit limit?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Set a deposit limit' }).click();
  await expect(page.getByRole('dialog', { name: 'Responsible gaming' }).getByLabel('24-hour deposit limit', { exact: true })).toBeVisible();
});
