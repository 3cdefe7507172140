import { call } from './api.ts';
import { expect, signUpPlayer, test } from './site.ts';

/** Gift packets (activity 1003): a friend's packet opened by its code pays a share. */
test('a player opens a friend’s gift packet from the lobby and gets a share of it', async ({ page, site, baseURL }) => {
  if (!baseURL) throw new Error('no baseURL');
  const friend = await signUpPlayer(page, { store: false });
  const packet = (await call(baseURL, 'genGiftPacket', {}, { token: friend.token })) as { code: string };
  await signUpPlayer(page);
  await site.open('/');
  // The events end the Dashboard: the player scrolls down to them (their code comes as they near).
  await page.getByTestId('lobby.events-place').scrollIntoViewIfNeeded();
  await page.getByRole('region', { name: 'Events' }).getByRole('button', { name: /^Share gift packets with friends/ }).click();
  const dialog = page.getByTestId('dialog.promotions.gift-packet');
  const opened = page.waitForResponse((response) => response.url().includes('/api/giftPacket/open'));
  await dialog.getByLabel('Packet code').fill(packet.code.toLowerCase());
  await dialog.getByRole('button', { name: 'Open packet' }).click();
  const share = ((await (await opened).json()) as { data: { amount: number } }).data;
  const amount = `₹${(share.amount / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
  await expect(dialog.getByText(`You got ${amount} from the packet!`)).toBeVisible();
  await expect(page.getByTestId('dialog.promotions.lottery-reward').getByText(amount)).toBeVisible();
});

test('a player makes a gift packet to share: its code and link are ready to copy', async ({ page, site }) => {
  await signUpPlayer(page);
  await site.open('/');
  // The events end the Dashboard: the player scrolls down to them (their code comes as they near).
  await page.getByTestId('lobby.events-place').scrollIntoViewIfNeeded();
  await page.getByRole('region', { name: 'Events' }).getByRole('button', { name: /^Share gift packets with friends/ }).click();
  const dialog = page.getByTestId('dialog.promotions.gift-packet');
  await dialog.getByRole('button', { name: 'Make a gift packet' }).click();
  await expect(dialog.getByText(/^Your packet holds ₹/)).toBeVisible();
  await expect(dialog.getByLabel('Your invitation code')).not.toHaveValue('');
  await expect(dialog.getByLabel('Your invite link')).toHaveValue(/^http/);
});
