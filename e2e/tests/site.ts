import { existsSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type Route } from '@playwright/test';
import type { RemoteMap, RemoteName } from '@casino/shared-kernel/remote-map';
import { LOGIN_TYPE, ORDER_PAY_METHOD, PAY_TYPE } from '@casino/shared-kernel/api-contract';
import { call, signInDemoPlayer, storeSession } from './api.ts';

const FIXTURES_DIR = path.join(import.meta.dirname, '..', 'fixtures');

/** Deliberately broken remotes, built from `e2e/fixtures/*`, served under `/e2e-fixtures/<name>/`. */
export type FixtureRemote = 'remote-throws' | 'remote-own-react';

/** A React renderer as react-dom announces itself to the devtools hook. */
interface RendererInfo {
  version: string;
  rendererPackageName: string;
}

declare global {
  interface Window {
    __renderers__: RendererInfo[];
    __fixtureShouldThrow?: boolean;
    /** `performance.now()` at the page's last click (see {@link afterClickGuard}). */
    __lastClickAt?: number;
  }
}

/** The composed site, as a page object for the suites. */
export class Site {
  constructor(readonly page: Page) {}

  /**
   * Signs india's demo player in (before opening the site): the wallet's dialogs and other
   * player-only entries ask a visitor to register instead.
   */
  async signIn() {
    const baseURL = test.info().project.use.baseURL;
    if (!baseURL) throw new Error('the project has no baseURL');
    return signInDemoPlayer(this.page, baseURL);
  }

  /** Opens a route of the spec (hash routing) and waits for the page to render. */
  async open(route: string, query = '') {
    await this.page.goto(`/${query}#${route}`);
  }

  page$(owner: string) {
    return this.page.locator(`[data-testid="page"][data-owner="${owner}"]`);
  }

  /**
   * From the lobby (already open, signed in: see {@link signIn}), enters every remote once: games,
   * promotions and account by the navigation, the wallet by the deposit button (it owns dialogs
   * only). Each must show.
   */
  async visitAllRemotes() {
    await expect(this.page$('mfe-lobby')).toBeVisible();
    for (const [nav, owner] of [
      ['nav.games', 'mfe-games'],
      ['nav.promotions', 'mfe-promotions'],
      ['nav.account', 'mfe-account'],
    ] as const) {
      await this.page.getByTestId(nav).click();
      await expect(this.page$(owner)).toBeVisible();
    }
    await this.page.getByTestId('shell.deposit-button').click();
    await expect(this.page.getByTestId('dialog.wallet.deposit')).toBeVisible();
  }

  /** Serves a fixture remote's build from disk under `/e2e-fixtures/<fixture>/`. */
  async serveFixture(fixture: FixtureRemote) {
    const dist = path.join(FIXTURES_DIR, fixture, 'dist');
    if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
      throw new Error(`Fixture ${fixture} is not built: run "pnpm --filter @casino/e2e build:fixtures".`);
    }
    await this.page.route(`**/e2e-fixtures/${fixture}/**`, (route) => {
      const file = new URL(route.request().url()).pathname.replace(`/e2e-fixtures/${fixture}/`, '');
      return route.fulfill({ path: path.join(dist, file), headers: { 'Access-Control-Allow-Origin': '*' } });
    });
  }

  /**
   * The query that previews a remote at the version the brand pins (`?mf-preview=remote@version`):
   * a tester's tab, on a brand that allows previews (india, as built).
   */
  async previewOfPin(remote: RemoteName, brand = 'india'): Promise<string> {
    const map = (await (await this.page.request.get(`/brands/${brand}/remotes.json`)).json()) as RemoteMap;
    return `?mf-preview=${remote}@${map.remotes[remote].version}`;
  }

  /** Rewrites the brand's remote map on its way to the shell (what ops would publish). */
  async rewriteRemoteMap(edit: (map: RemoteMap) => unknown, brand = 'india') {
    await this.page.route(`**/brands/${brand}/remotes.json`, async (route: Route) => {
      const response = await route.fetch();
      const map = (await response.json()) as RemoteMap;
      await route.fulfill({ response, json: edit(map) });
    });
  }

  /** Puts a fixture in the place of a remote in the brand's map. */
  async replaceRemote(remote: RemoteName, fixture: FixtureRemote) {
    await this.serveFixture(fixture);
    await this.rewriteRemoteMap((map) => {
      map.remotes[remote] = { version: '0.0.0', entry: `/e2e-fixtures/${fixture}/remoteEntry.js` };
      return map;
    });
  }

  /**
   * Counts React renderers: every copy of react-dom registers itself with the devtools hook when it
   * loads, so a stub hook installed before any script runs sees one per copy.
   */
  async countReactRenderers() {
    await this.page.addInitScript(() => {
      window.__renderers__ = [];
      let id = 0;
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        value: {
          supportsFiber: true,
          renderers: new Map(),
          inject(renderer: RendererInfo) {
            window.__renderers__.push({ version: renderer.version, rendererPackageName: renderer.rendererPackageName });
            return ++id;
          },
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
        },
      });
    });
  }

  renderers() {
    return this.page.evaluate(() => window.__renderers__);
  }
}

/** A player the promotions suites sign up for themselves: their promotions start untouched. */
export interface PromotionsPlayer {
  token: string;
  id: number;
  invitationCode: string;
}

/**
 * Promotions: {@link signInNewPlayer} on the project's site, optionally with a friend's invitation
 * code, and (unless `store` is false) signed in in the page.
 */
export async function signUpPlayer(page: Page, options: { invitedBy?: PromotionsPlayer; store?: boolean } = {}): Promise<PromotionsPlayer> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  const { token, id, invitationCode } = await signInNewPlayer(page, baseURL, { invitationCode: options.invitedBy?.invitationCode, store: options.store });
  return { token, id, invitationCode };
}

/** Promotions: a paid deposit of `amount` minor units, confirmed through the api-server's development route. */
export async function paidDeposit(player: PromotionsPlayer, amount = 100_00): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  const methods = await call(baseURL, 'payMethods', {}, { token: player.token });
  const method = methods.list[0];
  if (!method) throw new Error('the brand has no payment method');
  const order = await call(
    baseURL,
    'createOrder',
    { goods_id: 0, goods_type: 0, amount, pay_type: 1, is_add_coin: false, is_join_charge_reward: false, pay_method_id: method.id },
    { token: player.token },
  );
  if (!order) throw new Error('the order answered nothing to do');
  const settled = await fetch(`${baseURL}/dev/orders/${order.order_no}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'paid' }),
  });
  if (!settled.ok) throw new Error(`settling ${order.order_no} answered ${settled.status}`);
}

/**
 * Promotions: the player stakes all their cash on the demo dice at a 2 % chance until none is left
 * (a broke depositor, as gold panning wants), through the game page's own round API.
 */
export async function loseAllCash(player: PromotionsPlayer): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  const launch = await call(baseURL, 'gameUrl', { game_id: 'orig-dice', game_type: 'Originals', money_type: 2, mod: 1 }, { token: player.token });
  const token = new URL(launch.game_url, baseURL).pathname.split('/').pop() ?? '';
  for (let round = 0; round < 50; round++) {
    const { money } = await call(baseURL, 'walletInfo', {}, { token: player.token });
    if (money < 1_00) return;
    const answer = await fetch(`${baseURL}/api/play/${token}/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nonce: `lose-${round}-${Date.now()}`, stake: money, target: 2, direction: 'under' }),
    });
    if (!answer.ok) throw new Error(`a dice round answered ${answer.status}: ${await answer.text()}`);
  }
  throw new Error('the dice kept winning');
}

/** The announcement popup a signed-in player gets once a day (spec 4). */
export const noticePopup = (page: Page) => page.getByTestId('shell.notice-popup');

export const test = base.extend<{ site: Site }>({
  // Suites about something else put the day's announcement aside (Escape, as a player would) when it
  // covers what they click; the notices suite removes this handler to look at the popup itself.
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      addEventListener('click', () => (window.__lastClickAt = performance.now()), { capture: true });
    });
    await page.addLocatorHandler(noticePopup(page), async () => {
      // The Escape key goes to the popup itself, not to whatever has the focus: a dialog that mounts
      // meanwhile (a remote's, on top) takes the focus and would get it. The popup may have gone.
      await noticePopup(page)
        .dispatchEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }, { timeout: 1_000 })
        .catch(() => undefined);
    });
    await use(page);
  },
  site: async ({ page }, use) => {
    await use(new Site(page));
  },
});

/** A new player of india (phone and password, registered through the API) for the suites that move money or change a profile. */
export interface NewPlayer {
  token: string;
  /** The player's id and public uid. */
  id: number;
  uid: number;
  /** The national number (10 digits, without +91). */
  national: string;
  password: string;
  /** The player's own invitation code (for a friend's sign-up). */
  invitationCode: string;
}

export interface NewPlayerOptions {
  password?: string;
  /** A friend's invitation code the sign-up names. */
  invitationCode?: string | undefined;
  /** False: registered only, the page stays signed out. */
  store?: boolean | undefined;
}

let signUps = 0;

/**
 * Registers a player of its own (a fresh Indian number and a password) and, unless told otherwise,
 * leaves the session where the kernel restores it, the day's announcement already seen: suites that
 * move money or change a profile never share a player.
 */
export async function signInNewPlayer(page: Page, baseURL: string, options: NewPlayerOptions = {}): Promise<NewPlayer> {
  const { password = 'Secret_12', invitationCode, store = true } = options;
  // Unique across the parallel workers: the clock's digits, a random part and this worker's count.
  const national = `9${`${Date.now()}${Math.floor(Math.random() * 1000)}${++signUps % 10}`.slice(-9)}`;
  // A registration proves its phone: the code from the development outbox.
  await call(baseURL, 'sendCode', { mobile_or_email: `91${national}` });
  const login = await call(baseURL, 'register', {
    client_type: LOGIN_TYPE.PHONE,
    mobile: `91${national}`,
    verify_code: await codeFromOutbox(page, baseURL, `91${national}`),
    password,
    channel_id: 1,
    system_type: 3,
    ...(invitationCode ? { invitation_code: invitationCode } : {}),
  });
  const info = await call(baseURL, 'inviteInfo', { invite_type: 1 }, { token: login.accessToken });
  const player = {
    token: login.accessToken,
    id: login.userInfo.id,
    uid: login.userInfo.uid,
    national,
    password,
    invitationCode: String((info as { invitation_code?: string }).invitation_code ?? ''),
  };
  if (!store) return player;
  await storeSession(page, baseURL, { token: login.accessToken, userInfo: login.userInfo });
  await markAnnouncementSeen(page, login.userInfo.uid);
  return player;
}

/**
 * A player of the test's own ({@link signInNewPlayer}: a proven phone, since awards and redeem codes
 * go only to verified accounts) with `cash` (minor units, none if 0) from a one-use redeem code made
 * through the api-server's development route, signed in in the page. Resolves the player's token.
 */
export async function signInPlayerWithCash(page: Page, baseURL: string, cash: number): Promise<string> {
  const player = await signInNewPlayer(page, baseURL, { store: false });
  if (cash > 0) await redeemCash(baseURL, player.token, cash);
  const userInfo = await call(baseURL, 'userInfo', {}, { token: player.token });
  await storeSession(page, baseURL, { token: player.token, userInfo });
  await markAnnouncementSeen(page, player.uid);
  return player.token;
}

async function redeemCash(baseURL: string, token: string, cash: number): Promise<void> {
  const code = `C${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
  const created = await fetch(`${baseURL}/dev/redeem-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ brand: 'india', code, prize_type: 'cash', amount: cash, max_uses: 1, expires_at: Math.floor(Date.now() / 1000) + 3600 }),
  });
  expect(created.status, await created.text()).toBe(201);
  await call(baseURL, 'redeemCode', { code }, { token });
}

/**
 * The JSON body of the page's next request to `path`, read where the request is routed: Chromium's
 * request events leave out the body of a fetch made from a Request object (as ky makes them).
 * Await this before the click that sends the request, then await `body`.
 */
export async function nextRequestBody(page: Page, path: string): Promise<{ body: Promise<unknown> }> {
  let resolve: (value: unknown) => void = () => undefined;
  const body = new Promise<unknown>((settle) => (resolve = settle));
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      resolve(route.request().postDataJSON());
      await route.fallback();
    },
    { times: 1 },
  );
  return { body };
}

/**
 * The newest one-time code the api-server "sent" to a number (digits with area code) or an address,
 * once it holds more than `after` messages for it (a second code: `after: 1`, else the first is read).
 */
export async function codeFromOutbox(page: Page, baseURL: string, to: string, { after = 0 }: { after?: number } = {}): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`${baseURL}/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { list: { code: string }[] };
      // Newest first; until the new message is in, the newest is an earlier code.
      code = body.list.length > after ? (body.list[0]?.code ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export { expect };

/** A deposit of `amount` (minor units) by the custom amount, paid at once by the development payment page. */
export async function deposit(baseURL: string, token: string, amount: number): Promise<void> {
  const order = await call(
    baseURL,
    'createOrder',
    { goods_id: 0, goods_type: 0, amount, pay_type: PAY_TYPE.CUSTOM, is_add_coin: false, is_join_charge_reward: false, pay_method_id: 1 },
    { token },
  );
  expect(order?.pay_method).toBe(ORDER_PAY_METHOD.QR_CODE);
  const settled = await fetch(`${baseURL}/dev/orders/${order?.order_no ?? ''}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'paid' }),
  });
  expect(settled.status).toBe(200);
}

/**
 * Withdrawable cash for a new player: a ₹1,000 deposit (settled by the api-server's development
 * route) bet once at the dice, which frees a deposit's cash (its bet task). Answers the cash.
 */
export async function freeCash(baseURL: string, token: string): Promise<number> {
  await deposit(baseURL, token, 1_000_00);
  const { game_url: gameUrl } = await call(baseURL, 'gameUrl', { game_id: 'orig-dice', game_type: 'Originals', money_type: 2, mod: 1 }, { token });
  const round = `${new URL(gameUrl, baseURL).href}/round`;
  for (let index = 0; index < 10; index += 1) {
    const response = await fetch(round, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nonce: `free-cash-${Date.now()}-${index}`, stake: 100_00, target: 98, direction: 'under' }),
    });
    expect(response.status, await response.text()).toBe(200);
  }
  const info = await call(baseURL, 'withdrawInfo', {}, { token });
  expect(info.can_withdraw, 'the deposit has been bet once: its cash is free').toBeGreaterThanOrEqual(300_00);
  return info.money;
}

/**
 * The day's announcement already seen by this player (spec 4: once a day after a token login): it
 * opens when the lobby answers, after the session is renewed, and would otherwise come over whatever
 * a test opened first (the low-balance dialog, the game) at a moment of its own.
 */
export async function markAnnouncementSeen(page: Page, uid: number): Promise<void> {
  await page.addInitScript((uid) => {
    const storage = (globalThis as unknown as { localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void } })
      .localStorage;
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    try {
      if (storage.getItem('noticeCounters') === null) storage.setItem('noticeCounters', JSON.stringify({ [uid]: { dismissed: 0, openedOn: today } }));
    } catch {
      // A sandboxed frame (the game) has no storage of its own.
    }
  }, uid);
}

/** The kit's double-tap guard (spec 9): its buttons ignore a click within 200 ms of the last one. */
const BUTTON_CLICK_GUARD_MS = 200;

/**
 * Waits until the page's own clock is past the kit's double-tap guard since the last click (the
 * `page` fixture records it), so a test that clicks the same button again at machine speed is not
 * ignored; on a busy machine that moment has usually passed already.
 */
export async function afterClickGuard(page: Page): Promise<void> {
  await page.waitForFunction((guardMs) => performance.now() - (window.__lastClickAt ?? -Infinity) >= guardMs, BUTTON_CLICK_GUARD_MS, { polling: 20 });
}

/**
 * Signs out from the user menu. The notice popup can open just after a sign-in, and opening it (or
 * the locator handler's Escape that closes it) closes the menu under the test: the menu is then
 * opened again until its sign-out button takes the click.
 */
export async function signOutFromUserMenu(page: Page): Promise<void> {
  await expect(async () => {
    await page.getByTestId('shell.user-menu-button').click();
    await page.getByTestId('shell.sign-out-button').click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
