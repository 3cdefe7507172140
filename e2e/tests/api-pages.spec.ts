// The pages the api-server serves to a player's browser, reached through the site's own origin as
// the README's start command serves them: the payment page of a link deposit, and a demo game
// played round by round. Money is read back through the API: what the browser did is what the
// wallet shows.
import { expect, test } from '@playwright/test';
import { LOGIN_TYPE, ORDER_PAY_METHOD, PAY_TYPE } from '@casino/shared-kernel/api-contract';
import { call } from './api.ts';
import { watchCsp } from './csp.ts';

/** A new guest player of india, signed in: its own wallet, so parallel tests never share money. */
async function newPlayer(baseURL: string): Promise<string> {
  const login = await call(baseURL, 'loginRegister', {
    client_type: LOGIN_TYPE.GUEST,
    channel_id: 1,
    device_id: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    system_type: 3,
  });
  return login.accessToken;
}

test.describe('pages of the api-server, through the site', () => {
  test('a link deposit is paid on the payment page and lands in the wallet once', async ({ page, baseURL }) => {
    const site = baseURL ?? '';
    const token = await newPlayer(site);
    const methods = await call(site, 'payMethods', {}, { token });
    const link = methods.list.find((method) => method.pay_type === ORDER_PAY_METHOD.LINK);
    expect(link, 'india offers a payment method paid through a page').toBeDefined();
    const before = await call(site, 'walletInfo', {}, { token });
    const order = await call(
      site,
      'createOrder',
      { goods_id: 0, goods_type: 0, amount: 300_00, pay_type: PAY_TYPE.CUSTOM, is_add_coin: false, is_join_charge_reward: false, pay_method_id: link?.id ?? 0 },
      { token },
    );
    expect(order?.pay_method).toBe(ORDER_PAY_METHOD.LINK);
    // Root-relative: the page is on whichever brand's origin the player is, so the site's CSP covers it.
    expect(order?.url).toMatch(/^\/api\/pay\//);
    const url = new URL(order?.url ?? '', site);

    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByText('₹300.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page.getByText('Payment successful')).toBeVisible();
    // The form posted again (a double submit, a resent POST) credits nothing more.
    const again = await page.request.post(`${url.pathname}/confirm`, { form: { key: url.searchParams.get('key') ?? '' } });
    expect(again.ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('Payment successful')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);

    const after = await call(site, 'walletInfo', {}, { token });
    expect(after.money - before.money).toBe(300_00);
    const history = await call(site, 'orderList', { last_id: 0, limit: 20, type: 0 }, { token });
    expect(history.list.map((record) => record.status)).toEqual([1]);
  });

  test('a demo dice game plays real rounds on the wallet under its own strict CSP', async ({ page, baseURL }) => {
    const site = baseURL ?? '';
    const token = await newPlayer(site);
    // Guests start with nothing: a paid deposit gives the game something to play with.
    const qr = await call(
      site,
      'createOrder',
      { goods_id: 0, goods_type: 0, amount: 200_00, pay_type: PAY_TYPE.CUSTOM, is_add_coin: false, is_join_charge_reward: false, pay_method_id: 1 },
      { token },
    );
    const settled = await fetch(`${site}/dev/orders/${qr?.order_no ?? ''}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'paid' }),
    });
    expect(settled.status).toBe(200);

    const { game_url: gameUrl } = await call(site, 'gameUrl', { game_id: 'orig-dice', game_type: 'Originals', money_type: 2, mod: 1 }, { token });
    const csp = await watchCsp(page);
    const response = await page.goto(gameUrl);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByText('RTP 99 %')).toBeVisible();
    await expect(page.locator('#balance')).toHaveText(/200\.00/);

    await page.locator('#stake').fill('10');
    await page.locator('#play').click();
    await expect(page.locator('#history li:not(.empty)')).toHaveCount(1);
    await page.locator('#play').click();
    await expect(page.locator('#history li:not(.empty)')).toHaveCount(2);

    // Two stakes of ₹10 left the wallet and whatever they won came back: the page shows what the wallet holds.
    const wallet = await call(site, 'walletInfo', {}, { token });
    await expect(page.locator('#balance')).toHaveText(new RegExp((wallet.money / 100).toFixed(2).replace('.', '\\.')));
    const recents = await call(site, 'recents', {}, { token });
    expect(recents.list.map((game) => game.third_game_id ?? game.id)).toContain('orig-dice');
    const betTask = await call(site, 'betTask', {}, { token });
    expect(betTask.cashTaskList[0]).toMatchObject({ cur: 20_00, target: 200_00 });
    expect(await csp.all()).toEqual([]);
  });
});
