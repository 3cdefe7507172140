// The player's session and language as the shell keeps them, in real Chromium against the built site
// and the real api-server: a token the server refuses (code 1013) signs the player out, opens the
// login dialog and shows the server's message (spec 4, 8); the language chosen in the header
// changes the shell's texts and the remotes' (kernel texts rendered inside a remote's area), and
// holds across a reload (local storage `language`, `<html lang>`).
import type { Page } from '@playwright/test';
import { LOGIN_TYPE } from '@casino/shared-kernel/api-contract';
import { call } from './api.ts';
import { expect, test } from './site.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The api-server's 1013 text for a token signed out elsewhere (api-server `TOKEN_MESSAGES.revoked`). */
const SIGNED_OUT_ELSEWHERE = 'You have signed out on this device, please sign in again';
/** The kernel's USER_FORBIDDEN warning in English (shared-kernel i18n), shown on a forced sign-out. */
const USER_FORBIDDEN = 'You have been signed out. Please log in again.';

interface Player {
  token: string;
  uid: number;
}

/**
 * A new guest player of india, signed in where the kernel restores a session (the token, its cookie
 * and the user info), as an earlier visit leaves them; the day's announcements are read already, so
 * no popup covers what the test looks at. Every page load of this page puts the same token back.
 */
async function signInNewGuest(page: Page, baseURL: string): Promise<Player> {
  const login = await call(baseURL, 'loginRegister', {
    client_type: LOGIN_TYPE.GUEST,
    channel_id: 1,
    device_id: `e2e-session-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    system_type: 3,
  });
  const userInfo = await call(baseURL, 'userInfo', {}, { token: login.accessToken });
  await page.context().addCookies([{ name: 'token', value: login.accessToken, url: baseURL }]);
  await page.addInitScript(
    ({ token, info }) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('userInfo', JSON.stringify(info));
      localStorage.setItem('noticeCounters', JSON.stringify({ [info.uid]: { dismissed: 99 } }));
    },
    { token: login.accessToken, info: userInfo },
  );
  return { token: login.accessToken, uid: userInfo.uid };
}

declare global {
  interface Window {
    /** Every toast the page showed, in order (see {@link recordToasts}). */
    e2eToasts?: { type: string; text: string }[];
  }
}

/**
 * Records every toast the page shows, however briefly (a toast goes after 3 s, spec 9: a loaded
 * machine can take longer than that to get to look at it).
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: { type: string; text: string }[] = [];
    window.e2eToasts = shown;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          // A toast added alone, or with its host (toasts raised at start, before the host was drawn).
          const toasts = [node, ...node.querySelectorAll<HTMLElement>('[data-type]')].filter(
            (element) => element.dataset.type && element.matches('[role="alert"], [role="status"]'),
          );
          for (const toast of toasts) shown.push({ type: toast.dataset.type ?? '', text: toast.querySelector('p')?.textContent ?? '' });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Spec 4 and 8 after a 1013: signed out (the header offers Log in, the token is gone), back home,
 * the login dialog open with the reason in it: the USER_FORBIDDEN warning and the server's message,
 * each shown once, there (no toast repeats them over the dialog; the page was recorded with
 * {@link recordToasts}).
 */
async function expectForcedSignOut(page: Page, serverMessage: string) {
  await expect(page.getByTestId('shell.login-button')).toHaveText('Log in');
  await expect(page.getByTestId('shell.user-menu-button')).toHaveCount(0);
  const login = page.getByTestId('dialog.shell.login');
  await expect(login).toBeVisible();
  await expect(login.getByTestId('shell.auth-notice')).toContainText(serverMessage);
  await expect(login.getByTestId('shell.auth-notice')).toContainText(USER_FORBIDDEN);
  const repeated = (await page.evaluate(() => window.e2eToasts ?? [])).filter((shown) => shown.text === USER_FORBIDDEN || shown.text === serverMessage);
  expect(repeated).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(new URL(page.url()).hash).toBe('#/');
}

/**
 * A guest signed in on `path` (toasts recorded), the page settled (`ready`, then every call of the
 * start answered: none in flight with the token about to die), then the session ended on the
 * server, as another tab's sign-out does: this tab is not told.
 */
async function guestSignedOutElsewhere(page: Page, site: string, viewport: typeof DESKTOP, path: string, ready?: () => Promise<void>) {
  await page.setViewportSize(viewport);
  await recordToasts(page);
  const player = await signInNewGuest(page, site);
  await page.goto(path);
  await expect(page.getByTestId('shell.user-menu-button')).toBeVisible();
  await ready?.();
  await page.waitForLoadState('networkidle');
  await call(site, 'logout', {}, { token: player.token });
}

/** Does `act` and expects the call to `apiPath` it makes to be refused with code 1013. */
async function expectRefused(page: Page, apiPath: string, act: () => Promise<unknown>) {
  const refused = page.waitForResponse((response) => response.url().includes(apiPath));
  await act();
  expect(((await (await refused).json()) as { code: number }).code).toBe(1013);
}

test.describe('a refused token (code 1013)', () => {
  test('desktop: the session was signed out elsewhere; the next call is refused: Log in, the login dialog and the server’s message', async ({
    page,
    baseURL,
  }) => {
    const claim = page.getByTestId('download.award-claim');
    await guestSignedOutElsewhere(page, baseURL ?? '', DESKTOP, '/#/download', () => expect(claim).toBeVisible());
    // The player's next action needs the server (the download award), which answers 1013.
    await expectRefused(page, '/api/download/takeAward', () => claim.click());

    await expectForcedSignOut(page, SIGNED_OUT_ELSEWHERE);
  });

  test('phone: the session was signed out elsewhere; sharing asks the server: Log in, the login dialog and the server’s message', async ({ page, baseURL }) => {
    // On a page of the shell's own (the share button is on every page): the Dashboard's own later
    // calls (the winners, the rails) could meet the refusal before the share does.
    await guestSignedOutElsewhere(page, baseURL ?? '', PHONE, '/#/termOfService', () =>
      expect(page.getByTestId('shell.layout')).toHaveAttribute('data-layout', 'phone'),
    );
    // Sharing fetches the player's invitation code (GET /api/invite/infonew), which answers 1013.
    await expectRefused(page, '/api/invite/infonew', () => page.getByTestId('shell.share-button').click());

    await expectForcedSignOut(page, SIGNED_OUT_ELSEWHERE);
    await expect(page.getByTestId('shell.register-button')).toBeVisible();
  });

  test('phone: the share sheet goes with the session a 1013 ended, leaving the login dialog alone', async ({ page, baseURL }) => {
    await guestSignedOutElsewhere(page, baseURL ?? '', PHONE, '/#/');
    await page.getByTestId('shell.share-button').click();
    await expect(page.getByTestId('dialog.shell.login')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1, { timeout: 3_000 });
  });

  test('a stored session the server no longer accepts: the start signs out and opens login with the server’s message', async ({ page, baseURL }) => {
    await guestSignedOutElsewhere(page, baseURL ?? '', DESKTOP, '/#/');
    // The player comes back later: the stored token is renewed at start (tokenLogin), refused.
    await expectRefused(page, '/api/user/tokenLogin', () => page.reload());

    await expectForcedSignOut(page, SIGNED_OUT_ELSEWHERE);
  });
});

/**
 * The activity page's heading: a text of the promotions remote's own namespace, rendered by its
 * parcel, so it follows the language only if the remote's copy of i18n does.
 */
const promotionsHeading = (page: Page) => page.locator('[data-testid="page"][data-owner="mfe-promotions"] h1');

/** The account remote's own translated heading of `/my`. */
const accountHeading = (page: Page) => page.locator('[data-testid="page"][data-owner="mfe-account"] h1');

const storedLanguage = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('language') ?? 'null') as unknown);

/** The shell's login button, the account remote's heading and the document all read in `lang`. */
async function expectLanguage(page: Page, lang: string, texts: { login: string; account: string }) {
  await expect(page.getByTestId('shell.login-button')).toHaveText(texts.login);
  await expect(accountHeading(page)).toHaveText(texts.account);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test.describe('the language switch', () => {
  test('desktop: the header’s switch changes the shell’s and the remotes’ texts, and holds across a reload', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/#/my');
    await expectLanguage(page, 'en', { login: 'Log in', account: 'My account' });

    await page.getByTestId('shell.language-select').selectOption('es');

    // The shell's texts and what the account remote renders, without a reload.
    await expectLanguage(page, 'es', { login: 'Iniciar sesión', account: 'Mi cuenta' });
    await expect(page.getByTestId('shell.register-button')).toHaveText('Registrarse');
    await expect(page.getByTestId('nav.games')).toHaveText('Juegos');
    expect(await storedLanguage(page)).toBe('es');

    await page.reload();
    await expect(page.getByTestId('shell.language-select')).toHaveValue('es');
    await expectLanguage(page, 'es', { login: 'Iniciar sesión', account: 'Mi cuenta' });
    // A remote first entered after the reload starts in the chosen language too.
    await page.getByTestId('nav.promotions').click();
    await expect(promotionsHeading(page)).toHaveText('Actividades');
  });

  test('phone: the drawer’s switch changes the shell’s and the remotes’ texts, and holds across a reload', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/#/my');
    await expect(page.getByTestId('shell.layout')).toHaveAttribute('data-layout', 'phone');
    await expect(accountHeading(page)).toHaveText('My account');

    await page.getByTestId('shell.menu-button').click();
    await page.getByTestId('shell.drawer-language-select').selectOption('zh');
    await expect(page.getByTestId('shell.drawer')).toHaveAttribute('aria-label', '侧边菜单');
    await page.keyboard.press('Escape');

    await expectLanguage(page, 'zh', { login: '登录', account: '我的账户' });
    await expect(page.getByTestId('shell.bottom-nav').getByTestId('nav.games')).toHaveText('游戏');
    await expect(page.getByTestId('shell.share-button')).toHaveText('分享');
    expect(await storedLanguage(page)).toBe('zh');

    await page.reload();
    await expectLanguage(page, 'zh', { login: '登录', account: '我的账户' });
    await expect(page.getByTestId('shell.menu-button')).toHaveAccessibleName('打开菜单');
    await page.getByTestId('shell.bottom-nav').getByTestId('nav.promotions').click();
    await expect(promotionsHeading(page)).toHaveText('活动');
    await page.getByTestId('shell.menu-button').click();
    await expect(page.getByTestId('shell.drawer-language-select')).toHaveValue('zh');
  });
});
