// Brasil's responsible-gaming warning (Portaria SPA/MF 1.231/2024) in Chromium on the built site:
// shown at registration and at login, in the site's language; india shows none (issue 25).
import { expect, test } from './site.ts';

test('brasil warns at login and registration; india does not', async ({ site, page }) => {
  await site.open('/', '?brand=brasil');
  await page.getByTestId('shell.login-button').click();
  const auth = page.getByTestId('dialog.shell.login');
  const warning = auth.getByRole('note', { name: 'Aviso de jogo responsável' });
  await expect(warning).toHaveText(/^Apostar envolve risco de perdas financeiras e pode causar dependência\..*Proibido para menores de 18 anos\.$/);
  await auth.getByTestId('shell.auth-tabs').getByRole('tab', { name: /Cadastr|Registr|Criar/ }).click();
  await expect(warning).toBeVisible();

  await site.open('/', '?brand=india');
  await page.getByTestId('shell.login-button').click();
  await expect(page.getByTestId('dialog.shell.login')).toBeVisible();
  await expect(page.getByTestId('shell.rg-warning')).toHaveCount(0);
});
