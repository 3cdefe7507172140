// The shell's start-up in real Chromium against the built site and the real api-server: the
// loading screen, the brand's API settings (client.json), its site settings, and the session.
import { expect, test, type Page } from '@playwright/test';
import { LOGIN_TYPE } from '@casino/shared-kernel/api-contract';
import { call } from './api.ts';
import { watchCsp } from './csp.ts';
import { holdAnswers } from './held-answers.ts';

/** The title and favicon the api-server holds for a brand (its base group). */
async function brandLook(baseURL: string, brand: string): Promise<{ title: string; favicon: string }> {
  const settings = await call(baseURL, 'siteSettings', {}, { brand });
  const items = settings.groups.flatMap((group) => group.items);
  const value = (key: string) => items.findLast((item) => item.key === key)?.value.trim() ?? '';
  return { title: value('title'), favicon: value('favicon') };
}

const lobbyPage = (page: Page) => page.locator('[data-testid="page"][data-owner="mfe-lobby"]');
const loadingScreen = (page: Page) => page.getByTestId('startup.loading');

test.describe('shell start-up', () => {
  test('a first visit shows the loading screen with its progress, then the dashboard', async ({ page }) => {
    // Hold the site settings back, so the loading screen is seen while start-up runs.
    const release = await holdAnswers(page, '**/api/site/settings*');
    await page.goto('/');
    await expect(loadingScreen(page)).toBeVisible();
    await expect(loadingScreen(page)).toHaveAttribute('role', 'progressbar');
    // Quickly to 60 %, then 80 %; never 100 % before start-up ends.
    await expect.poll(async () => Number(await loadingScreen(page).getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(80);
    expect(Number(await loadingScreen(page).getAttribute('aria-valuenow'))).toBeLessThan(100);
    release();
    await expect(loadingScreen(page)).toHaveCount(0);
    await expect(lobbyPage(page)).toBeVisible();
  });

  test('the page shows with the marquee line above it, never pushed down by it when it comes', async ({ page }) => {
    // Whether the line was in the page when the loading screen went (the frame the page first shows in).
    await page.addInitScript(() => {
      const record = window as unknown as { lineAtReveal?: boolean; revealAt?: number };
      let screenSeen = false;
      new MutationObserver((_changes, observer) => {
        if (document.getElementById('startup-loading')) screenSeen = true;
        if (!screenSeen || document.getElementById('startup-loading')) return;
        record.lineAtReveal = document.querySelector('[role="marquee"]') !== null;
        record.revealAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // The marquee's answer comes once the shell has drawn under the screen, so the line comes in a
    // render of its own after start-up's answer; on a slow machine at the latest 400 ms after it was
    // asked, well within start-up's 1.5 s wait for it (later, the page shows without the line).
    await page.route('**/api/notice/getMoodGroup*notice_type=1*', async (route) => {
      const drawn = page
        .locator('#root header')
        .first()
        .waitFor({ state: 'attached' })
        .catch(() => undefined);
      await Promise.race([drawn, new Promise((resolve) => setTimeout(resolve, 400))]);
      await route.continue();
    });
    await page.goto('/');
    await expect(loadingScreen(page)).toHaveCount(0);
    await expect(page.getByRole('marquee')).toBeVisible();
    const { lineAtReveal, askedToRevealMs } = await page.evaluate(() => {
      const answer = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (entry) => entry.name.includes('getMoodGroup') && entry.name.includes('notice_type=1'),
      );
      const record = window as unknown as { lineAtReveal?: boolean; revealAt?: number };
      return { lineAtReveal: record.lineAtReveal, askedToRevealMs: answer && record.revealAt !== undefined ? record.revealAt - answer.startTime : Infinity };
    });
    // Start-up waits 1.5 s from the ask for the line: a page shown later than that (a busy machine:
    // a late answer, or a renderer that ran the wait's end before the answer's callbacks) may show
    // without it, by design. Nothing to check then (the run says so); before it, the line is there.
    if (!lineAtReveal && askedToRevealMs >= 1_500)
      test.info().annotations.push({ type: 'not checked', description: `the page showed ${Math.round(askedToRevealMs)} ms after the marquee was asked for` });
    else expect(lineAtReveal).toBe(true);
  });

  test("the first page's remote downloads its entry, its page's chunk and style, and no copy of the kernel's", async ({ page }) => {
    const lobbyFiles: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/remotes/mfe-lobby/')) lobbyFiles.push(url.pathname.replace(/^\/remotes\/mfe-lobby\/[^/]+\//, ''));
    });
    await page.goto('/');
    await expect(lobbyPage(page)).toBeVisible();
    // Its kernel concerns (the remote one too, with its lifecycles) are the shell's copies, loaded with
    // the shell: nothing of the lobby's own is asked for after its entry, a round trip later.
    expect(lobbyFiles.sort()).toEqual([
      'remoteEntry.js',
      expect.stringMatching(/^static\/css\/__federation_expose_app\.[0-9a-f]+\.css$/),
      expect.stringMatching(/^static\/js\/__federation_expose_app\.[0-9a-f]+\.js$/),
    ]);
  });

  test("the shell's first screen takes one stylesheet; the sign-in dialog's styles come with the dialog", async ({ page }) => {
    const shellStyles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/static/css/')) shellStyles.push(pathname);
    });
    await page.goto('/');
    await expect(lobbyPage(page)).toBeVisible();
    expect(shellStyles).toEqual([expect.stringMatching(/^\/static\/css\/styles\.[0-9a-f]+\.css$/)]);

    await page.getByTestId('shell.login-button').click();
    const login = page.getByTestId('dialog.shell.login');
    await expect(login).toBeVisible();
    // The kit's dialog and form styles, and the sign-in forms' own, arrived with their code and apply:
    // the backdrop covers the page and the panel keeps to its width.
    expect(shellStyles.length).toBeGreaterThan(1);
    const backdrop = await login.evaluate((panel) => getComputedStyle(panel.parentElement ?? panel).position);
    expect(backdrop).toBe('fixed');
    const { width } = (await login.boundingBox()) ?? { width: 0 };
    expect(width).toBeGreaterThan(200);
    expect(width).toBeLessThanOrEqual(480);
  });

  for (const brand of ['india', 'brasil'] as const) {
    test(`the title, favicon and pictures of ${brand} come from the api-server on the brand's own host`, async ({ page, baseURL }) => {
      const site = new URL(baseURL ?? '');
      const look = await brandLook(site.origin, brand);
      const other = await brandLook(site.origin, brand === 'india' ? 'brasil' : 'india');
      expect(look.title, 'the brands must differ, or this test proves nothing').not.toBe(other.title);
      const csp = await watchCsp(page);
      // The api-server tells brands apart by host name, as production does.
      await page.goto(`http://${brand}.localhost:${site.port}/`);
      await expect(lobbyPage(page)).toBeVisible();
      await expect(page).toHaveTitle(look.title);
      expect(look.favicon, 'every brand has a favicon').not.toBe('');
      await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', look.favicon);
      await expect(loadingScreen(page)).toHaveCount(0);
      // The first banner and the favicon arrive from the api-server on this host's own origin,
      // whichever brand's host it is: nothing is refused by the page's CSP (img-src 'self').
      const firstBanner = page.getByTestId('lobby.banners').locator('img').first();
      await expect.poll(() => firstBanner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const favicon = await page.evaluate(async (href) => (await fetch(href)).status, look.favicon);
      expect(favicon).toBe(200);
      expect(await csp.all()).toEqual([]);
    });
  }

  test('a first-screen script whose download failed is downloaded again when the shell draws', async ({ page }) => {
    // The renderer's chunk (react-dom, the router): a deferred script of index.html the second stage needs.
    let attempts = 0;
    await page.route('**/static/js/shared-vendors.*.js', async (route) => {
      attempts += 1;
      if (attempts === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/');
    // Not the chunk loader's two-minute wait on the failed tag.
    await expect(lobbyPage(page)).toBeVisible();
    expect(attempts).toBe(2);
  });

  test("a visitor's first visit downloads none of the player's code; a sign-in brings it, with the wallet, red dots and unread mails", async ({ page }) => {
    // A first screen, then a dialog opened and answered: each click waits for its target to stand
    // still (the loading screen's fade, the dialog's entrance), 19–21 s a click under a load of 25.
    test.slow();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const playerCode = () => requested.filter((path) => /^\/static\/js\/player\.[0-9a-f]+\.js$/.test(path));
    const playerCalls = () => requested.filter((path) => ['/api/wallet', '/api/hall/getRed', '/api/mail/list'].includes(path));
    await page.goto('/');
    await expect(lobbyPage(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(playerCode()).toEqual([]);
    expect(playerCalls()).toEqual([]);
    // A guest signs in with one click: the player's part of the shell arrives, in one file.
    await page.getByTestId('shell.login-button').click();
    await page.getByTestId('dialog.shell.login').getByTestId('shell.auth-guest').click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect.poll(() => new Set(playerCalls())).toEqual(new Set(['/api/wallet', '/api/hall/getRed', '/api/mail/list']));
    expect(playerCode()).toHaveLength(1);
  });

  test('a part of the shell whose code cannot be downloaded leaves the page standing, and comes once the network is back', async ({ page }) => {
    // A phone's network drops as the player signs in: the player's part of the shell (the account
    // menu, the wallet sync) cannot be downloaded. The page stays; the part comes when it is back.
    await page.route(/\/static\/js\/player\.[0-9a-f]+\.js$/, (route) => route.abort('internetdisconnected'));
    const notDrawn: string[] = [];
    page.on('console', (message) => {
      const part = /\[shell\] (.+) could not be drawn/.exec(message.text())?.[1];
      if (part) notDrawn.push(part);
    });
    await page.goto('/');
    await expect(lobbyPage(page)).toBeVisible();
    await page.getByTestId('shell.login-button').click();
    await page.getByTestId('dialog.shell.login').getByTestId('shell.auth-guest').click();
    await expect(page.getByTestId('shell.deposit-button')).toBeVisible();
    await expect(lobbyPage(page)).toBeVisible();
    // Both parts in the chunk (the account menu and the player's parts) were refused and left out.
    await expect.poll(() => [...new Set(notDrawn)].sort()).toEqual(['player parts', 'user menu']);
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

    // Back online: the parts download again at once. Their own timer waits 10 s: the menu within 9 s
    // came from the 'online' event (sent again while it is not drawn, a download taking up to 3 s).
    await page.unroute(/\/static\/js\/player\.[0-9a-f]+\.js$/);
    const menu = page.getByRole('button', { name: 'Account menu' });
    await expect(async () => {
      await page.evaluate(() => dispatchEvent(new Event('online')));
      await expect(menu).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 9_000 });
    await expect(lobbyPage(page)).toBeVisible();
  });

  test('a stored token is renewed at start', async ({ page, baseURL, context }) => {
    const site = baseURL ?? '';
    const login = await call(site, 'loginRegister', {
      client_type: LOGIN_TYPE.GUEST,
      channel_id: 1,
      device_id: `e2e-startup-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      system_type: 3,
    });
    const token = login.accessToken;
    const before = (
      await call(site, 'tokenVerify', {
        token,
        device_model: 'e2e',
        os_version: '1',
        game_version: '21',
        app_version: '1.0.2',
        client_id: '3',
        device_id: '1',
        login_finger: 'x',
        system_type: 3,
        nonce: 'a'.repeat(32),
        timestamp: Math.floor(Date.now() / 1000),
      })
    ).accessExpire;
    // The token as a previous visit left it: local storage and its cookie.
    await context.addCookies([{ name: 'token', value: token, url: site }]);
    await page.addInitScript((stored) => localStorage.setItem('token', JSON.stringify(stored)), token);
    // accessExpire counts seconds: the renewal must come in a later second than the check above.
    const checkedIn = Math.floor(Date.now() / 1000);
    await expect.poll(() => Math.floor(Date.now() / 1000), { intervals: [50] }).toBeGreaterThan(checkedIn);
    const renewal = page.waitForResponse((response) => response.url().includes('/api/user/tokenLogin'));
    const order: string[] = [];
    page.on('request', (request) => order.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (response.url().includes('/api/user/tokenLogin')) order.push('renewed');
    });
    await page.goto('/');
    const answer = (await (await renewal).json()) as { code: number; data: { accessToken: string; accessExpire: number } };
    expect(answer.code).toBe(0);
    expect(answer.data.accessToken).toBe(token);
    expect(answer.data.accessExpire).toBeGreaterThan(before);
    await expect(lobbyPage(page)).toBeVisible();
    // Still signed in with the same token, whose cookie now lives as long as the renewal says.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(JSON.stringify(token));
    const cookie = (await context.cookies(site)).find((item) => item.name === 'token');
    expect(cookie?.value).toBe(token);
    expect(Math.round(cookie?.expires ?? 0)).toBeGreaterThanOrEqual(answer.data.accessExpire - 5);
    // The wallet is asked for with the renewed token, not before: a stored token the server refuses
    // must be refused once.
    await expect.poll(() => order.indexOf('/api/wallet')).toBeGreaterThan(order.indexOf('renewed'));
    expect(order.indexOf('renewed')).toBeGreaterThan(-1);
  });

  test('a bad client.json shows the start-up error page with every problem', async ({ page }) => {
    await page.route('**/brands/india/client.json', (route) =>
      route.fulfill({ json: { format: 1, apiHost: 'api.example.com/', signingKey: 'short', secret: true } }),
    );
    await page.goto('/');
    await expect(page.getByTestId('startup-error')).toBeVisible();
    await expect(page.getByText('brands/india/client.json failed')).toBeVisible();
    const problems = page.getByTestId('startup-error.problems').locator('li');
    await expect(problems).toHaveText([
      'secret: is not a setting of client.json',
      'apiHost: must be \'\' or an http(s) URL without a trailing "/", is "api.example.com/"',
      'signingKey: must have at least 24 characters',
    ]);
    await expect(loadingScreen(page)).toHaveCount(0);
  });

  test('a missing client.json shows the start-up error page too', async ({ page }) => {
    await page.route('**/brands/india/client.json', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/');
    await expect(page.getByTestId('startup-error.problems')).toHaveText('brand "india" has no client.json');
  });
});
