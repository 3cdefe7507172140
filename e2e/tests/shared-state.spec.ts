import { expect, test } from './site.ts';

test('a value set in one remote is seen by the shell and by other remotes', async ({ site, page }) => {
  await site.signIn();
  await site.open('/my');
  const account = site.page$('mfe-account');
  // The account remote's own texts show the language it reads from the store.
  await expect(account.getByRole('heading', { level: 1 })).toHaveText('My account');

  await page.getByTestId('account.language-select').selectOption('pt-br');

  // The shell, mounted beside the remote, follows at once.
  await expect(page.getByTestId('shell.language-select')).toHaveValue('pt-br');
  await expect(account.getByRole('heading', { level: 1 })).toHaveText('Minha conta');

  // Another remote mounted afterwards (the wallet's dialogs) reads the same store.
  await page.getByTestId('shell.deposit-button').click();
  const deposit = page.getByTestId('dialog.wallet.deposit');
  // Its own texts are in the language chosen in the account remote: the dialog is "Depositar".
  await expect(page.getByRole('dialog', { name: 'Depositar' })).toBeVisible();
  // The kernel's own texts follow the language too: the dialog's Close is "Fechar" now.
  await deposit.getByRole('button', { name: 'Fechar' }).click();
  await expect(deposit).toBeHidden();

  // And a remote on another route, and back the other way: shell → remotes.
  await page.getByTestId('nav.lobby').click();
  // The lobby's own texts (its search box) are in the language chosen in the account remote.
  await expect(page.getByRole('combobox', { name: 'Buscar jogos' })).toBeVisible();
  await page.getByTestId('shell.language-select').selectOption('th');
  await expect(page.getByRole('combobox', { name: 'ค้นหาเกม' })).toBeVisible();
});
