// The lobby remote in Chromium against the built site and the real api-server: a visitor browses the
// categories, searches a game and opens its detail; a player's favourite survives a reload; the
// Dashboard draws from the cached lobby info while the API is slow; the lobby's other pages show
// the server's data; the phone layout scrolls its rails sideways.
import type { Locator, Page } from '@playwright/test';
import { LOGIN_TYPE, type Game, type LobbyInfo } from '@casino/shared-kernel/api-contract';
import { call } from './api.ts';
import { expect, test, type Site } from './site.ts';

const lobbyPage = (page: Page, name: string) => page.locator(`[data-testid="page"][data-owner="mfe-lobby"][data-page="${name}"]`);
const tilesIn = (page: Page, testId: string) => page.getByTestId(testId).getByTestId('lobby.game-tile');

/**
 * The Lobby tab draws its later rails as the player nears them; until then a placeholder holds each
 * one's place, also once the page is idle. Scrolled to one place after another, each becomes its rail
 * and the rails' column keeps its height (nothing below it moves when a rail comes). The providers'
 * grid, as tall as three rails on a phone, is drawn at once.
 */
async function railsKeepTheirPlaces(page: Page, site: Site) {
  await site.open('/');
  const dashboard = lobbyPage(page, 'dashboard');
  const places = dashboard.getByTestId('lobby.rail-place');
  await expect(places.first()).toBeAttached();
  await expect(dashboard.getByTestId('lobby.rail.game_manufacturer')).toBeAttached();
  const rails = dashboard.getByTestId('lobby.rail.poputar_list').locator('..');
  const before = await heightOf(rails);
  const placeCount = await places.count();
  // Idle is no reason to draw what the player has not come near.
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 5_000 })));
  await expect(places).toHaveCount(placeCount);
  while ((await places.count()) > 0) {
    const left = await places.count();
    await places.last().scrollIntoViewIfNeeded();
    await expect.poll(() => places.count()).toBeLessThan(left);
  }
  // A rail's place is its height to the pixel on a desktop; a phone's rail grows with the screen's
  // width (its tiles are a third of it), and off screen the browser gives it its intrinsic size
  // (game-lists.module.css), so a few pixels each.
  expect(Math.abs((await heightOf(rails)) - before), 'the rails fill the places kept for them').toBeLessThan(8 * placeCount);
}

/** The lobby's scripts the page has asked for so far (its remote's folder), in order. */
function lobbyScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().includes('/remotes/mfe-lobby/')) scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const heightOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().height);

/**
 * The first screen fetches no code for what it does not show: the search's results come when the
 * box is first touched, the events and join banners (the same chunk) when the player scrolls near
 * them, and their places hold their size meanwhile, so nothing moves when they are drawn.
 */
async function laterPartsComeWhenReached(page: Page, site: Site) {
  const scripts = lobbyScripts(page);
  await site.open('/');
  const dashboard = lobbyPage(page, 'dashboard');
  const eventsPlace = dashboard.getByTestId('lobby.events-place');
  const joinPlace = dashboard.getByTestId('lobby.join-banners-place');
  // The first category's rail comes with the first screen (the later ones as the player nears them).
  await expect(dashboard.getByTestId('lobby.rail.lobby_Original')).toBeVisible();
  await expect(eventsPlace).toBeAttached();
  await expect(joinPlace).toBeAttached();
  const box = page.getByRole('combobox', { name: 'Search games' });
  await expect(box).toHaveAttribute('placeholder', 'Search games or providers');
  const firstScreen = scripts.length;

  await box.fill('fortune');
  await expect(page.getByRole('listbox', { name: 'Games found' }).getByRole('option').first()).toBeVisible();
  expect(scripts.length, 'one chunk for the search’s results').toBe(firstScreen + 1);
  // Still in their places: the player has not scrolled down.
  const eventsHeight = await heightOf(eventsPlace);
  const joinHeight = await heightOf(joinPlace);
  expect(eventsHeight).toBeGreaterThan(200);

  await box.press('Escape');
  await box.press('Escape');
  await box.blur();
  await eventsPlace.scrollIntoViewIfNeeded();
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events.getByTestId('lobby.event').first()).toBeVisible();
  await expect(eventsPlace).toHaveCount(0);
  const register = dashboard.getByTestId('lobby.register-banner');
  await expect(register).toBeVisible();
  expect(Math.abs((await heightOf(events)) - eventsHeight), 'the events fill their place').toBeLessThan(1);
  expect(Math.abs((await heightOf(register.locator('..'))) - joinHeight), 'the banners fill their place').toBeLessThan(1);
  expect(scripts.length, 'no more code: the search’s chunk had them').toBe(firstScreen + 1);
}

async function lobbyInfo(baseURL: string, token = ''): Promise<LobbyInfo> {
  return call(baseURL, 'lobbyIndex', {}, { token });
}

function gamesOf(info: LobbyInfo, category: string): Game[] {
  const type = info.game_type_list.find((entry) => entry.lang_key === category);
  if (!type) throw new Error(`the lobby has no ${category}`);
  return type.second_type_list.flatMap((group) => group.game_list);
}

/**
 * A player of the test's own (a guest by a fresh device id), signed in where the kernel restores a
 * session: the demo player is shared by suites running in parallel, and favourites are per player.
 */
async function signInNewPlayer(page: Page, baseURL: string): Promise<string> {
  const device = `lobby-e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
  const login = await call(baseURL, 'loginRegister', { client_type: LOGIN_TYPE.GUEST, channel_id: 1, device_id: device, system_type: 3 });
  const userInfo = await call(baseURL, 'userInfo', {}, { token: login.accessToken });
  await page.context().addCookies([{ name: 'token', value: login.accessToken, url: baseURL }]);
  await page.addInitScript(
    (session) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
      storage.setItem('token', JSON.stringify(session.token));
      storage.setItem('userInfo', JSON.stringify(session.userInfo));
    },
    { token: login.accessToken, userInfo },
  );
  return login.accessToken;
}

test.describe('the lobby', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a visitor browses the categories by tab and narrows one by provider', async ({ site, page, baseURL }) => {
    const info = await lobbyInfo(baseURL ?? '');
    const slots = gamesOf(info, 'lobby_slots');
    const jili = slots.filter((game) => game.provider === 'JILI');
    await site.open('/');
    const dashboard = lobbyPage(page, 'dashboard');
    await expect(dashboard.getByTestId('lobby.rail.lobby_Original')).toBeVisible();
    await expect(dashboard.getByTestId('lobby.rail.game_manufacturer').getByTestId('lobby.provider')).toHaveCount(info.bottom_list.length);

    await dashboard.getByRole('tab', { name: 'Slots' }).click();
    const games = dashboard.getByTestId('lobby.category-games');
    await expect(games.getByTestId('lobby.game-tile')).toHaveCount(Math.min(24, slots.length));
    await dashboard.getByRole('group', { name: 'Slots by provider' }).getByRole('button', { name: /^JILI/ }).click();
    await expect(games.getByTestId('lobby.game-tile')).toHaveCount(Math.min(24, jili.length));
    await expect(games.getByTestId('lobby.game-tile').first()).toHaveAttribute('data-game-id', String(jili[0]?.id));

    await dashboard.getByRole('tab', { name: 'Live Casino' }).click();
    await expect(games.getByTestId('lobby.game-tile')).toHaveCount(Math.min(24, gamesOf(info, 'lobby_live').length));
  });

  test('the kept-alive Dashboard keeps the chosen tab and provider across a round trip, asking nothing again', async ({ site, page }) => {
    await site.open('/');
    const dashboard = lobbyPage(page, 'dashboard');
    await dashboard.getByRole('tab', { name: 'Slots' }).click();
    const jili = dashboard.getByRole('group', { name: 'Slots by provider' }).getByRole('button', { name: /^JILI/ });
    await jili.click();
    await expect(jili).toHaveAttribute('aria-pressed', 'true');

    const lobbyCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(index|preload)\b/.test(request.url())) lobbyCalls.push(request.url());
    });
    await page.goto('/#/news');
    await expect(lobbyPage(page, 'news')).toBeVisible();
    await expect(dashboard).toBeHidden();
    await page.goBack();
    await expect(dashboard).toBeVisible();
    await expect(dashboard.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await expect(jili).toHaveAttribute('aria-pressed', 'true');
    expect(lobbyCalls).toEqual([]);
  });

  test('a visitor searches a game by name and opens its detail page in the games area', async ({ site, page, baseURL }) => {
    const info = await lobbyInfo(baseURL ?? '');
    const all = gamesOf(info, 'game_manufacturer');
    // A live table whose name no other game shares, so it is the first result.
    const wanted = gamesOf(info, 'lobby_live').find((game) => all.filter((other) => other.lang_key === game.lang_key).length === 1);
    if (!wanted) throw new Error('no live table with a name of its own');
    await site.open('/');
    const box = page.getByRole('combobox', { name: 'Search games' });
    await box.fill(wanted.lang_key.toLowerCase());
    const results = page.getByRole('listbox', { name: 'Games found' });
    await expect(results.getByRole('option').first()).toContainText(wanted.lang_key);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/Gamedetail\\?id=${wanted.id}$`));
    await expect(page.getByTestId('remote-area.mfe-games.app')).toHaveAttribute('data-status', 'ready');
    await expect(site.page$('mfe-games')).toBeVisible();
  });

  test('the search’s results and the last sections load their code when the player reaches them, in the places kept for them', async ({ site, page }) => {
    await laterPartsComeWhenReached(page, site);
  });

  test('the rails drawn after the first screen fill the places kept for them', async ({ site, page }) => {
    await railsKeepTheirPlaces(page, site);
  });

  test('a category’s panel fetches its code as its tab is pressed, the first screen’s scripts had none of it', async ({ site, page }) => {
    const scripts = lobbyScripts(page);
    await site.open('/');
    const dashboard = lobbyPage(page, 'dashboard');
    await expect(dashboard.getByTestId('lobby.rail.lobby_Original')).toBeVisible();
    const firstScreen = scripts.length;
    await dashboard.getByRole('tab', { name: 'Slots' }).click();
    await expect(dashboard.getByTestId('lobby.category-games').getByTestId('lobby.game-tile').first()).toBeVisible();
    expect(scripts.length).toBe(firstScreen + 1);
  });

  test('a game tile opens the game’s detail page', async ({ site, page, baseURL }) => {
    const info = await lobbyInfo(baseURL ?? '');
    const first = info.poputar_list[0];
    await site.open('/');
    await lobbyPage(page, 'dashboard').getByTestId('lobby.rail.poputar_list').getByTestId('lobby.game-tile').first().getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`#/Gamedetail\\?id=${first?.id}$`));
  });

  test('a player’s favourite, set on a tile, survives a reload; taking it off in My games does too', async ({ page, baseURL }) => {
    // Two reloads and four page loads: more than the default 30 s when the machine is busy.
    test.slow();
    const origin = baseURL ?? '';
    const token = await signInNewPlayer(page, origin);
    const game = (await lobbyInfo(origin, token)).poputar_list[1];
    if (!game) throw new Error('the lobby has no popular games');
    await page.goto('/#/userGameList');
    await expect(page.getByTestId('lobby.favorites-empty')).toBeVisible();

    await page.goto('/#/');
    const tile = lobbyPage(page, 'dashboard').getByTestId('lobby.rail.poputar_list').locator(`[data-game-id="${game.id}"]`);
    const heart = tile.getByRole('button', { name: 'Favourite' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const answered = page.waitForResponse((response) => response.url().includes('/api/user/favorite'));
    await heart.click();
    await answered;
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/#/userGameList');
    const favourites = page.getByTestId('lobby.favorites');
    await expect(favourites.getByTestId('lobby.game-tile')).toHaveCount(1);
    await expect(favourites.getByTestId('lobby.game-tile')).toHaveAttribute('data-game-id', String(game.id));

    await favourites.getByRole('button', { name: 'Favourite' }).click();
    await expect(page.getByTestId('lobby.favorites-empty')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('lobby.favorites-empty')).toBeVisible();
    expect((await call(origin, 'favorites', {}, { token })).list).toEqual([]);
  });

  test('on a reload the Dashboard draws from the cached lobby info while the API is slow', async ({ site, page }) => {
    await site.open('/');
    const popular = lobbyPage(page, 'dashboard').getByTestId('lobby.rail.poputar_list');
    await expect(popular.getByTestId('lobby.game-tile').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('indexInfo'))).toContain('lobby_slots');

    // The lobby calls now hang until the test has looked (the page's one call: the shell's preload,
    // which the lobby waits for): what the page draws meanwhile comes from the cache alone.
    const held: string[] = [];
    let answered = 0;
    let answerNow = () => undefined as void;
    const slow = new Promise<void>((resolve) => (answerNow = resolve));
    await page.route(/\/api\/(preload|index)\b/, async (route) => {
      held.push(route.request().url());
      await slow;
      answered += 1;
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await expect(popular.getByTestId('lobby.game-tile').first()).toBeVisible();
    await expect(lobbyPage(page, 'dashboard').getByTestId('lobby.categories-loading')).toHaveCount(0);
    await expect.poll(() => held.some((url) => url.includes('/api/preload')), { message: 'the page asks for fresh lobby info' }).toBe(true);
    // One call a page: the lobby waits for the shell's preload instead of asking /api/index beside it.
    expect(held.filter((url) => url.includes('/api/index'))).toEqual([]);
    expect(answered, 'no lobby call had answered yet').toBe(0);
    answerNow();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('/moreGameList shows a category of the server, 24 at a time, filtered by provider', async ({ site, page, baseURL }) => {
    const slots = gamesOf(await lobbyInfo(baseURL ?? ''), 'lobby_slots');
    await site.open('/moreGameList?category=lobby_slots');
    const more = lobbyPage(page, 'more-games');
    await expect(more.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(tilesIn(page, 'lobby.more-games')).toHaveCount(24);
    await expect(more.getByText(`Showing 24 of ${slots.length}`)).toBeVisible();
    await more.getByRole('button', { name: 'Show more' }).click();
    await expect(tilesIn(page, 'lobby.more-games')).toHaveCount(Math.min(48, slots.length));
    await expect(page).toHaveURL(/#\/moreGameList\?category=lobby_slots&page=2$/);

    const pg = slots.filter((game) => game.provider === 'PGSoft');
    await more
      .getByRole('group', { name: 'Filter by provider' })
      .getByRole('button', { name: /^PGSoft/ })
      .click();
    await expect(tilesIn(page, 'lobby.more-games')).toHaveCount(Math.min(24, pg.length));
    await expect(tilesIn(page, 'lobby.more-games').first()).toHaveAttribute('data-game-id', String(pg[0]?.id));
  });

  test('/gameFirm lists the providers, and a provider’s games', async ({ site, page, baseURL }) => {
    const info = await lobbyInfo(baseURL ?? '');
    const evo = gamesOf(info, 'lobby_live').filter((game) => game.provider === 'EVO');
    await site.open('/gameFirm');
    const firms = lobbyPage(page, 'game-firm');
    await expect(firms.getByRole('heading', { level: 1, name: 'Game providers' })).toBeVisible();
    await expect(firms.getByTestId('lobby.provider')).toHaveCount(info.bottom_list.length);
    await firms.locator('[data-provider="EVO"]').click();
    await expect(page).toHaveURL(/#\/gameFirm\?provider=EVO$/);
    await expect(firms.getByRole('heading', { level: 1, name: 'EVO' })).toBeVisible();
    await expect(tilesIn(page, 'lobby.provider-games')).toHaveCount(evo.length);
  });

  test('/news shows the game news and the events of the server, each in full on /newsDetail', async ({ site, page, baseURL }) => {
    const notices = await call(baseURL ?? '', 'noticeMoodGroup', { notice_type: 3 });
    const first = notices.game_notice?.[0] as { id: number; title: string; content: string } | undefined;
    expect(first, 'the server has game news').toBeTruthy();
    await site.open('/news');
    const news = lobbyPage(page, 'news');
    await expect(news.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(news.locator('[data-news-kind="game"]').first()).toBeVisible();
    await expect(news.locator('[data-news-kind="promotion"]').first()).toBeVisible();
    await news.locator('[data-news-kind="game"]').first().click();
    await expect(page).toHaveURL(/#\/newsDetail\?type=game&id=\d+$/);
    const detail = page.getByTestId('lobby.news-detail');
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(/return to player/);
    await page.goto('/#/moreNews');
    await expect(lobbyPage(page, 'more-news').getByTestId('lobby.news-item').first()).toBeVisible();
  });
});

test.describe('the lobby on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search’s results and the last sections load their code when the player reaches them, in the places kept for them', async ({ site, page }) => {
    await laterPartsComeWhenReached(page, site);
  });

  test('the rails drawn after the first screen fill the places kept for them', async ({ site, page }) => {
    await railsKeepTheirPlaces(page, site);
  });

  test('draws the phone layout: rails scroll sideways, three tiles a row in a category', async ({ site, page }) => {
    await site.open('/');
    const dashboard = lobbyPage(page, 'dashboard');
    await expect(dashboard).toHaveAttribute('data-layout', 'phone');
    const track = dashboard.getByTestId('lobby.rail.poputar_list').locator('ul');
    await expect(track.getByTestId('lobby.game-tile').first()).toBeVisible();
    const { scrollWidth, clientWidth } = await track.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await dashboard.getByRole('tab', { name: 'Slots' }).click();
    // The panel's code comes as the tab is pressed: its tiles, once there, are measured.
    await expect(dashboard.getByTestId('lobby.category-games').getByTestId('lobby.game-tile').nth(3)).toBeVisible();
    const boxes = await dashboard
      .getByTestId('lobby.category-games')
      .getByTestId('lobby.game-tile')
      .evaluateAll((tiles) => tiles.slice(0, 4).map((tile) => tile.getBoundingClientRect().top));
    expect(boxes[0]).toBe(boxes[2]);
    expect(boxes[3]).toBeGreaterThan(boxes[0] ?? 0);
  });
});
