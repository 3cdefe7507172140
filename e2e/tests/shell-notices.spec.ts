// The shell's notices and pages against the built site and the real api-server: the legal texts of
// each brand, /404, the notice popup's once-a-day rule for a signed-in player, and the app download
// award, paid once (read back through the API).
import type { BrowserContext, Page } from '@playwright/test';
import { LOGIN_TYPE } from '@casino/shared-kernel/api-contract';
import { call } from './api.ts';
import { afterClickGuard, expect, noticePopup, signInNewPlayer, test } from './site.ts';


interface Player {
  token: string;
  uid: number;
}

/** A new guest player of india (its own wallet and counters), signed in where the kernel restores it. */
async function signInNewGuest(page: Page, context: BrowserContext, baseURL: string): Promise<Player> {
  const login = await call(baseURL, 'loginRegister', {
    client_type: LOGIN_TYPE.GUEST,
    channel_id: 1,
    device_id: `e2e-notices-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    system_type: 3,
  });
  const userInfo = await call(baseURL, 'userInfo', {}, { token: login.accessToken });
  await context.addCookies([{ name: 'token', value: login.accessToken, url: baseURL }]);
  await page.addInitScript(
    ({ token, info }) => {
      localStorage.setItem('token', JSON.stringify(token));
      if (!localStorage.getItem('userInfo')) localStorage.setItem('userInfo', JSON.stringify(info));
    },
    { token: login.accessToken, info: userInfo },
  );
  return { token: login.accessToken, uid: userInfo.uid };
}

/** Sets the player's notice counter as an earlier visit left it (spec 4: per player, under `noticeCounters`). */
async function setNoticeCounter(page: Page, uid: number, counter: { dismissed: number; openedOn?: string }) {
  await page.evaluate(({ uid, counter }) => localStorage.setItem('noticeCounters', JSON.stringify({ [uid]: counter })), { uid, counter });
}

const noticeCounter = (page: Page, uid: number) =>
  page.evaluate((uid) => (JSON.parse(localStorage.getItem('noticeCounters') ?? '{}') as Record<string, { dismissed: number; openedOn?: string }>)[uid], uid);

/** The lobby has drawn and every call of the start is answered (lobby info, notices): the popup has decided. */
async function lobbyReady(page: Page) {
  await expect(page.locator('[data-testid="page"][data-owner="mfe-lobby"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('legal pages', () => {
  test('india’s texts: rupees, Indian law, 18+', async ({ site, page }) => {
    await site.open('/userAgreement');
    await expect(page.getByRole('heading', { level: 1, name: 'User agreement' })).toBeVisible();
    const document = page.getByTestId('legal.document');
    await expect(document).toHaveAttribute('data-profile', 'india');
    await expect(document).toContainText('at least 18 years old');
    await expect(document).toContainText('Indian rupees (INR, ₹)');
    await expect(document).toContainText('governed by the laws of India');
    await expect(document).not.toContainText('14,790');

    await site.open('/privacyAgreement');
    await expect(page.getByTestId('legal.document')).toContainText('Digital Personal Data Protection Act, 2023');
    await site.open('/termOfService');
    await expect(page.getByTestId('legal.document')).toContainText('The currency of the service is the Indian rupee (INR, ₹).');
  });

  test('brasil’s texts with ?brand=brasil: reais, Lei 14.790, LGPD, 18+', async ({ site, page }) => {
    await site.open('/userAgreement', '?brand=brasil');
    const document = page.getByTestId('legal.document');
    await expect(document).toHaveAttribute('data-profile', 'brasil');
    // In the brand's language (pt-br) or the player's: the law is named either way.
    await expect(document).toContainText(/14[.,]790\/2023/);
    await expect(document).toContainText(/BRL, R\$/);
    await expect(document).toContainText(/18/);
    await expect(document).not.toContainText('Indian');
    await site.open('/privacyAgreement', '?brand=brasil');
    await expect(page.getByTestId('legal.document')).toContainText('LGPD');
  });

  test('every page reads in the player’s language: Spanish and Traditional Chinese bodies, not English', async ({ site, page }) => {
    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('es')));
    await site.open('/userAgreement');
    const document = page.getByTestId('legal.document');
    const eligibility = document.locator('#legal-user-eligibility');
    await expect(eligibility.getByRole('heading', { level: 2 })).toHaveText('2. Quién puede jugar');
    await expect(eligibility).toContainText('tienes al menos 18 años');
    await expect(document).toContainText('Todos los importes están en rupias indias (INR, ₹).');
    await expect(document).not.toContainText('at least 18 years old');

    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('zh-tw')));
    await site.open('/privacyAgreement', '?brand=brasil');
    await expect(page.getByTestId('legal.document')).toHaveAttribute('data-profile', 'brasil');
    const rights = page.locator('#legal-privacy-rights');
    await expect(rights.getByRole('heading', { level: 2 })).toHaveText('9. 您的權利');
    await expect(rights).toContainText('依 LGPD 第 18 條');
    await expect(page.getByTestId('legal.document')).not.toContainText('Under article 18 of the LGPD');
  });

  test('the contents lead to each section', async ({ site, page }) => {
    await site.open('/termOfService');
    const contents = page.getByRole('navigation', { name: /Contents|Índice/ });
    await contents.getByRole('link').nth(8).click();
    await expect(page.locator('#legal-terms-complaints')).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('#/termOfService');
  });
});

test.describe('/404', () => {
  test('an unknown route shows /404, with a way home', async ({ site, page }) => {
    await site.open('/no/such/page');
    await expect(page).toHaveURL(/#\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByTestId('not-found.home-link').click();
    await expect(page.locator('[data-testid="page"][data-owner="mfe-lobby"]')).toBeVisible();
  });
});

test.describe('the notice popup', () => {
  test('opens once a day for a signed-in player, and never once every notice is dismissed', async ({ site, page, context, baseURL }) => {
    // Five page loads on a machine shared with other builds.
    test.slow();
    const player = await signInNewGuest(page, context, baseURL ?? '');
    const notices = (await call(baseURL ?? '', 'noticeMoodGroup', { notice_type: 1 }, { token: player.token })).marquee_notice ?? [];
    expect(notices.length, 'india has marquee notices').toBeGreaterThan(1);

    // The first visit today with the stored token (a token login): the popup opens.
    const popup = noticePopup(page);
    await page.removeLocatorHandler(popup);
    await site.open('/');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(notices[0]!.content);
    await popup.getByRole('button', { name: 'Remind me later' }).click();
    await expect(popup).toBeHidden();
    const today = (await noticeCounter(page, player.uid))?.openedOn;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Reloaded the same day: not again.
    await page.reload();
    await lobbyReady(page);
    await expect(popup).toBeHidden();

    // The next day (the counter says it last opened yesterday): again, from the first notice.
    await setNoticeCounter(page, player.uid, { dismissed: 0, openedOn: '2000-01-01' });
    await page.reload();
    await expect(popup).toBeVisible();
    for (const [index, notice] of notices.entries()) {
      await expect(popup).toContainText(notice.content);
      // A double click dismisses one notice, so each "Got it" waits out the guard.
      await afterClickGuard(page);
      await popup.getByRole('button', { name: 'Got it' }).click();
      await expect.poll(async () => (await noticeCounter(page, player.uid))?.dismissed).toBe(index + 1);
    }
    await expect(popup).toBeHidden();

    // Every notice dismissed: not even on another day.
    await setNoticeCounter(page, player.uid, { dismissed: notices.length, openedOn: '2000-01-01' });
    await page.reload();
    await lobbyReady(page);
    await expect(popup).toBeHidden();
  });
});

test.describe('dialogs that open by themselves', () => {
  test('after a guest sign-in, the phone binding and the announcement take turns, never both at once', async ({ page }) => {
    const popup = noticePopup(page);
    await page.removeLocatorHandler(popup);
    await page.goto('/#/');
    await page.getByTestId('shell.login-button').click();
    await page.getByTestId('dialog.shell.login').getByTestId('shell.auth-guest').click();
    const bind = page.getByTestId('dialog.account.bind-phone');
    // A guest has no phone (spec 5) and a new sign-in gets the day's announcement (spec 4): both are due.
    await expect(bind.or(popup).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Whichever came first, it is alone on screen, and stays alone while the other waits.
    for (let look = 0; look < 4; look += 1) {
      expect(await page.getByRole('dialog').count()).toBe(1);
      await afterClickGuard(page);
    }
    const first = (await bind.isVisible()) ? bind : popup;
    const second = first === bind ? popup : bind;
    await first.getByRole('button', { name: first === bind ? 'Close' : 'Remind me later' }).click();
    // The next one's turn.
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    expect(await page.getByRole('dialog').count()).toBe(1);
  });
});

test.describe('the server’s words in the player’s language', () => {
  test('switching language rewrites the marquee and the lobby’s quick entries', async ({ site, page }) => {
    await site.open('/');
    const marquee = page.getByRole('marquee');
    const entries = page.getByTestId('lobby.activity-entries');
    await expect(marquee).toContainText('Play responsibly');
    await expect(entries).toContainText('First Deposit');
    await page.getByTestId('shell.language-select').selectOption('es');
    // The server answers in the request's language: the lines and the entries are asked again.
    await expect(marquee).toContainText('Juega con responsabilidad');
    await expect(entries).not.toContainText('First Deposit');
    await expect(entries).toContainText('Primer depósito');
    // Another page and back: still in Spanish (the lobby's cached copy is the Spanish one).
    await page.reload();
    await expect(page.getByRole('marquee')).toContainText('Juega con responsabilidad');
    await expect(page.getByTestId('lobby.activity-entries')).toContainText('Primer depósito');
  });
});

test.describe('/download', () => {
  test('the download award is paid once, with what the lobby offers', async ({ site, page, baseURL }) => {
    // Awards go to verified accounts (a guest's wait for a proven phone or address): a phone player.
    const player = await signInNewPlayer(page, baseURL ?? '');
    const lobby = await call(baseURL ?? '', 'lobbyPreload', {});
    expect(lobby.download_show && lobby.download_award > 0, 'india offers the download award').toBe(true);
    const before = await call(baseURL ?? '', 'walletInfo', {}, { token: player.token });
    // This test is about the award: the notices were read on an earlier visit.
    await site.open('/download');
    await setNoticeCounter(page, player.uid, { dismissed: 99 });
    await page.reload();

    const award = page.getByTestId('download.award');
    await expect(award).toBeVisible();
    await award.getByTestId('download.award-claim').click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('bonus added to your wallet');
    await expect(award.getByTestId('download.award-claimed')).toBeVisible();
    const after = await call(baseURL ?? '', 'walletInfo', {}, { token: player.token });
    expect(after.coin).toBe(before.coin + lobby.download_award);
    expect(after.money).toBe(before.money);

    // A second claim (another tab) is refused by the server; a reload shows the award as taken.
    await expect(call(baseURL ?? '', 'downloadTakeAward', {}, { token: player.token })).rejects.toThrow(/already claimed/);
    await page.reload();
    await expect(award.getByTestId('download.award-claimed')).toBeVisible();
    expect((await call(baseURL ?? '', 'walletInfo', {}, { token: player.token })).coin).toBe(after.coin);
  });
});

test.describe('the marquee notice', () => {
  // The suites run with reduced motion (playwright.config.ts); the marquee's motion is what this tests.
  test.use({ reducedMotion: 'no-preference' });
  test('scrolls the brand’s notices, pauses on hover, and stands still for reduced motion', async ({ site, page, baseURL }) => {
    const notices = (await call(baseURL ?? '', 'noticeMoodGroup', { notice_type: 1 })).marquee_notice ?? [];
    await site.open('/');
    const marquee = page.getByRole('marquee');
    await expect(marquee).toContainText(notices[0]!.content);
    const track = page.getByTestId('shell.notice-marquee.track');
    const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
    expect(await playState()).toBe('running');
    await marquee.hover();
    expect(await playState()).toBe('paused');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});
