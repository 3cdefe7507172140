// The wallet's withdrawal in Chromium against the built site and the real api-server: a new player
// whose deposit has been bet (so its cash is free) binds a payout account, is refused below the
// minimum and above the balance with the message beside the field and nothing sent, withdraws, sees
// "in processing", the header's cash fall and the withdrawal in the history.
import { formatServerAmount } from '@casino/shared-kernel/format';
import { call } from './api.ts';
import { afterClickGuard, expect, freeCash, signInNewPlayer, test } from './site.ts';

const rupees = (minor: number) => `₹${formatServerAmount(minor)}`;

test('a new player binds an account and withdraws; refusals send nothing', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const { token } = await signInNewPlayer(page, origin);
  const cash = await freeCash(origin, token);

  await page.goto('/#/');
  await expect(page.getByTestId('shell.balances.cash')).toHaveText(rupees(cash));
  await page.getByTestId('shell.withdraw-button').click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });

  // No account yet: the bind form, with a message per field for what is missing or wrong.
  const form = dialog.getByTestId('wallet.account-form');
  await expect(form.getByRole('heading', { name: 'Bind a withdraw account' })).toBeVisible();
  await form.getByLabel('IFSC code').fill('SBIN12');
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(2);
  await expect(form.getByText('Enter a valid IFSC code, like SBIN0001234.')).toBeVisible();

  await form.getByLabel("Account holder's name").fill('Asha Verma');
  await form.getByLabel('IFSC code').fill('SBIN0005678');
  await form.getByLabel('Bank account number').fill(`3${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`);
  await afterClickGuard(page);
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByText('Bind Succ!')).toBeVisible();
  // The only account is chosen for the player.
  await expect(dialog.getByRole('radio', { name: /Asha Verma/ })).toBeChecked();

  const amount = dialog.getByLabel('Amount to withdraw');
  await amount.fill('50');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByText('The smallest withdrawal is ₹100.00.')).toBeVisible();
  await amount.fill(String(Math.ceil(cash / 100) + 1_000));
  await expect(dialog.getByText('The smallest withdrawal is ₹100.00.')).toHaveCount(0);
  await afterClickGuard(page);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByText(`You can withdraw at most ${rupees(cash)} now.`)).toBeVisible();
  expect((await call(origin, 'withdrawList', { last_id: 0, limit: 20, type: 0 }, { token })).list).toEqual([]);
  await expect(page.getByTestId('shell.balances.cash')).toHaveText(rupees(cash));

  await amount.fill('200');
  await expect(dialog.getByText('Fee ₹0.00, you receive ₹200.00')).toBeVisible();
  await afterClickGuard(page);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByTestId('wallet.withdraw.result')).toHaveText('Withdrawal in processing');
  await expect(page.getByTestId('shell.balances.cash')).toHaveText(rupees(cash - 200_00));

  await dialog.getByRole('button', { name: 'See transactions' }).click();
  const history = page.getByRole('dialog', { name: 'Transactions' });
  await expect(history.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
  const row = history.getByTestId('wallet.history.withdrawals').getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹200.00');
  await expect(row).toContainText('Processing');
  expect((await call(origin, 'withdrawList', { last_id: 0, limit: 20, type: 0 }, { token })).list.map((entry) => entry.amount)).toEqual([200_00]);
});

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** A Tron address of its form no earlier run bound (another player's address is refused). */
const newTronAddress = () => `T${Array.from({ length: 33 }, () => BASE58[Math.floor(Math.random() * BASE58.length)]).join('')}`;
/** A CLABE of 18 digits with its Banco de México check digit, new to this run. */
function newClabe(): string {
  const body = `646180${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
  const sum = Array.from(body, Number).reduce((total, digit, index) => total + ((digit * [3, 7, 1][index % 3]!) % 10), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

test('india offers USDT and SPEI: bind each, refused when malformed, edit, delete, and withdraw by SPEI', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const { token } = await signInNewPlayer(page, origin);
  const cash = await freeCash(origin, token);
  const tron = newTronAddress();
  const clabe = newClabe();
  const editedClabe = newClabe();

  await page.goto('/#/');
  await page.getByTestId('shell.withdraw-button').click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  const form = dialog.getByTestId('wallet.account-form');
  const methods = form.getByTestId('wallet.account-form.methods');
  await expect(methods.getByRole('radio', { name: 'Bank transfer (IFSC)' })).toBeChecked();

  // USDT: a Bitcoin address is refused beside the field, nothing sent; a Tron address binds.
  await methods.getByRole('radio', { name: 'USDT' }).check();
  await expect(form.getByLabel('IFSC code')).toHaveCount(0);
  await form.getByLabel("Account holder's name").fill('Asha Verma');
  await form.getByLabel('USDT wallet address').fill('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2');
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(form.getByText('Enter a TRC-20 address (T and 33 characters) or an ERC-20 address (0x and 40 hexadecimal digits).')).toBeVisible();
  expect((await call(origin, 'withdrawInfo', {}, { token })).account_list).toEqual([]);
  await form.getByLabel('USDT wallet address').fill(tron);
  await afterClickGuard(page);
  await form.getByRole('button', { name: 'Save account' }).click();
  const usdt = dialog.getByRole('radio', { name: `USDT · Asha Verma · TRC20 ${tron.slice(0, 4)}…${tron.slice(-4)}` });
  await expect(usdt).toBeChecked();

  // SPEI: a CLABE with a wrong check digit is refused; the right one binds beside the wallet.
  await dialog.getByRole('button', { name: 'Add an account' }).click();
  await methods.getByRole('radio', { name: 'SPEI' }).check();
  await form.getByLabel("Account holder's name").fill('Luis Perez');
  await form.getByLabel('CLABE').fill(`${clabe.slice(0, 17)}${(Number(clabe[17]) + 1) % 10}`);
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(form.getByText("This CLABE's check digit does not match: check the number.")).toBeVisible();
  await form.getByLabel('CLABE').fill(clabe);
  await afterClickGuard(page);
  await form.getByRole('button', { name: 'Save account' }).click();
  const spei = dialog.getByRole('radio', { name: `SPEI · Luis Perez · ${clabe.slice(0, 2)}****${clabe.slice(-2)}` });
  await expect(spei).toBeChecked();

  // Edit the SPEI account's CLABE in place; delete the USDT wallet.
  await dialog.getByRole('button', { name: 'Edit Luis Perez' }).click();
  await expect(form.getByLabel('CLABE')).toHaveValue(clabe);
  await form.getByLabel('CLABE').fill(editedClabe);
  await afterClickGuard(page);
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(dialog.getByRole('radio', { name: `SPEI · Luis Perez · ${editedClabe.slice(0, 2)}****${editedClabe.slice(-2)}` })).toBeVisible();
  page.once('dialog', (confirm) => void confirm.accept());
  await dialog.getByRole('button', { name: 'Delete Asha Verma' }).click();
  await expect(dialog.getByTestId('wallet.withdraw.account')).toHaveCount(1);
  const accounts = (await call(origin, 'withdrawInfo', {}, { token })).account_list;
  expect(accounts).toEqual([expect.objectContaining({ name: 'Luis Perez', account_type: 6, account_no: editedClabe })]);

  // The withdrawal goes to the SPEI account.
  await dialog.getByRole('radio', { name: /SPEI · Luis Perez/ }).check();
  await dialog.getByLabel('Amount to withdraw').fill('200');
  await afterClickGuard(page);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByTestId('wallet.withdraw.result')).toHaveText('Withdrawal in processing');
  await expect(page.getByTestId('shell.balances.cash')).toHaveText(rupees(cash - 200_00));
  expect((await call(origin, 'withdrawList', { last_id: 0, limit: 20, type: 0 }, { token })).list.map((entry) => entry.amount)).toEqual([200_00]);
});

test('a visitor who asks to withdraw is asked to register', async ({ page }) => {
  await page.goto('/#/');
  await page.getByTestId('shell.withdraw-button').click();
  await expect(page.getByTestId('dialog.shell.register')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Withdraw' })).toHaveCount(0);
});

test('on a phone the withdrawal is a full-screen sheet, reached from the wallet', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInNewPlayer(page, baseURL ?? '');
  await page.goto('/#/');
  await page.getByTestId('shell.wallet-button').click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await wallet.getByRole('button', { name: 'Withdraw' }).click();
  const sheet = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(sheet.getByRole('heading', { name: 'Bind a withdraw account' })).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
});
