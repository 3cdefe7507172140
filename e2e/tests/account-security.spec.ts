// Security in Chromium against the built site and the real api-server: a player binds an e-mail
// with the code from the development outbox, then changes the password and signs in with the new one.
import { afterClickGuard, expect, codeFromOutbox, signInNewPlayer, test } from './site.ts';

test('a player binds an e-mail with its code, changes the password and signs in with the new one', async ({ page, baseURL }) => {
  test.slow();
  const site = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  const player = await signInNewPlayer(page, site, { password: 'Old_secret1' });
  await page.goto('/#/my');

  // E-mail: a bad address is refused beside its field; then the code from the outbox binds it.
  const email = `p${player.uid}@example.com`;
  await page.getByTestId('account.entry-email').click();
  const bind = page.getByRole('dialog', { name: 'Bind e-mail' });
  await bind.getByLabel('E-mail').fill('not-an-address');
  await bind.getByRole('button', { name: 'Send code' }).click();
  await expect(bind.getByLabel('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address.');
  await bind.getByLabel('E-mail').fill(email);
  await afterClickGuard(page);
  await bind.getByRole('button', { name: 'Send code' }).click();
  // By its test id, so that a failure prints what the button says instead (a refusal shows beside the code).
  await expect(bind.getByTestId('account.send-code')).toHaveText(/^Resend in \d+ s$/);
  await expect(bind.getByTestId('account.send-code')).toBeDisabled();
  await bind.getByLabel('Verification code').fill(await codeFromOutbox(page, site, email));
  await bind.getByRole('button', { name: 'Bind' }).click();
  await expect(bind).toBeHidden();
  await expect(page.getByText('Bound successfully!')).toBeVisible();
  await expect(page.getByTestId('account.entry-email')).toContainText('Bound');

  // Password: the strength meter rates the new one; the wrong current one is refused by the server.
  await page.getByTestId('account.entry-password').click();
  const password = page.getByRole('dialog', { name: 'Change password' });
  await password.getByLabel('Current password').fill('Wrong_one1');
  await password.getByLabel('New password', { exact: true }).fill('New_secret2');
  await expect(password.getByTestId('account.password-strength')).toHaveAttribute('data-score', '4');
  await password.getByLabel('Repeat the new password', { exact: true }).fill('New_secret2');
  await password.getByRole('button', { name: 'Save' }).click();
  await expect(password.getByRole('alert')).toBeVisible();
  await password.getByLabel('Current password').fill('Old_secret1');
  await afterClickGuard(page);
  await password.getByRole('button', { name: 'Save' }).click();
  await expect(password).toBeHidden();
  await expect(page.getByText('Modified successfully')).toBeVisible();

  // Signed out, the new password signs in; the old one no longer does.
  await page.getByTestId('account.sign-out').click();
  await page.getByTestId('shell.login-button').click();
  const login = page.getByTestId('dialog.shell.login');
  await login.getByTestId('shell.auth-phone').fill(player.national);
  await login.getByTestId('shell.auth-password').fill('Old_secret1');
  await login.getByTestId('shell.auth-submit').click();
  await expect(login.getByRole('alert')).toHaveText('The account or password is wrong');
  await login.getByTestId('shell.auth-password').fill('New_secret2');
  await afterClickGuard(page);
  await login.getByTestId('shell.auth-submit').click();
  await expect(login).toBeHidden();
  await expect(page.getByTestId('shell.user-menu-button')).toBeVisible();
});
