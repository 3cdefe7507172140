import { existsSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type Route } from '@playwright/test';
import type { RemoteMap, RemoteName } from '@casino/shared-kernel/remote-map';
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

let signUps = 0;

/**
 * Promotions: signs a new india player up through the API (a fresh phone number per call, optionally
 * with a friend's invitation code) and, unless `store` is false, leaves the session in the page.
 */
export async function signUpPlayer(page: Page, options: { invitedBy?: PromotionsPlayer; store?: boolean } = {}): Promise<PromotionsPlayer> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  const mobile = `7${String(Date.now() % 1e6).padStart(6, '0')}${String(++signUps % 1000).padStart(3, '0')}`;
  const registered = await call(baseURL, 'register', {
    client_type: 1,
    mobile,
    password: 'promo1234',
    channel_id: 1,
    ...(options.invitedBy ? { invitation_code: options.invitedBy.invitationCode } : {}),
  });
  const info = await call(baseURL, 'inviteInfo', { invite_type: 1 }, { token: registered.accessToken });
  const userInfo = await call(baseURL, 'userInfo', {}, { token: registered.accessToken });
  if (options.store !== false) await storeSession(page, baseURL, { token: registered.accessToken, userInfo });
  return { token: registered.accessToken, id: userInfo.id, invitationCode: String((info as { invitation_code?: string }).invitation_code ?? '') };
}

/** Promotions: a paid deposit of `amount` minor units, confirmed through the api-server's development route. */
export async function paidDeposit(player: PromotionsPlayer, amount = 100_00): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  const methods = await call(baseURL, 'payMethods', {}, { token: player.token });
  const method = methods.list[0];
  if (!method) throw new Error('the brand has no payment method');
  const order = await call(baseURL, 'createOrder', { goods_id: 0, goods_type: 0, amount, pay_type: 1, is_add_coin: false, is_join_charge_reward: false, pay_method_id: method.id }, { token: player.token });
  if (!order) throw new Error('the order answered nothing to do');
  const settled = await fetch(`${baseURL}/dev/orders/${order.order_no}/settle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'paid' }) });
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
  const token = new URL(launch.game_url).pathname.split('/').pop() ?? '';
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
    await page.addLocatorHandler(noticePopup(page), async () => {
      // Escape reaches the dialog only with the focus inside it; the popup may have gone meanwhile.
      await noticePopup(page)
        .focus({ timeout: 1_000 })
        .catch(() => undefined);
      await page.keyboard.press('Escape');
    });
    await use(page);
  },
  site: async ({ page }, use) => {
    await use(new Site(page));
  },
});

export { expect };
