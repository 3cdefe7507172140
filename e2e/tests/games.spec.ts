// The games remote in Chromium against the built site and the real api-server: the game detail asks
// a visitor to register; a player plays a demo game in /webgame (the api-server's own game page,
// driven inside the sandboxed frame), goes back and sees the header balance equal the ledger; the
// bet shows in /gameRecord; /poker shows the three games and the stats of the player's poker hands; cash below 1 gets
// the wallet's low-balance popup once a day.
import type { Page } from '@playwright/test';
import type { Game } from '@casino/shared-kernel/api-contract';
import { formatServerAmount } from '@casino/shared-kernel/format';
import { call } from './api.ts';
import { expect, signInPlayerWithCash, test } from './site.ts';

async function lobbyGame(baseURL: string, thirdGameId: string): Promise<Game> {
  const lobby = await call(baseURL, 'lobbyPreload', {});
  const game = lobby.game_type_list
    .flatMap((type) => type.second_type_list.flatMap((group) => group.game_list))
    .find((entry) => entry.third_game_id === thirdGameId);
  if (!game) throw new Error(`the lobby lists no ${thirdGameId}`);
  return game;
}

const rupees = (raw: number) => `₹${formatServerAmount(raw, { compact: 'from-100k' })}`;

/** Plays one round in the game frame with its default stake, and waits until the game has shown it. */
async function playOneRound(page: Page) {
  await expect(page.getByTestId('games.webgame-stage')).toHaveAttribute('data-state', 'ready');
  const game = page.frameLocator('[data-testid="games.webgame-frame"]');
  await expect(game.locator('#play')).toBeEnabled();
  const before = await game.locator('#history li:not(.empty)').count();
  await game.locator('#play').click();
  await expect(game.locator('#history li:not(.empty)')).toHaveCount(before + 1);
  await expect(game.locator('#play')).toBeEnabled();
}

interface PokerTable {
  street: string | null;
  seats: { you: boolean; stack: number }[];
  action_count: number;
  legal: { check: boolean } | null;
  cash_out: number | null;
}

/**
 * Sits at a poker launch for 5,000, plays `hands` hands to their end checking and calling (fewer
 * when the stack is lost: a player without chips can only leave), then leaves.
 */
async function playPokerHands(page: Page, launchUrl: string, hands: number): Promise<{ finished: number; hands: number; net: number; cashOut: number }> {
  const post = async (path: string, data: unknown): Promise<PokerTable> => {
    const answer = (await (await page.request.post(`${launchUrl}/poker/${path}`, { data })).json()) as { code: number; msg: string; data: PokerTable };
    expect(answer.code, answer.msg).toBe(0);
    return answer.data;
  };
  let table = await post('sit', { buy_in: 5_000, seats: 6 });
  let finished = 0;
  while (finished < hands) {
    if (table.street === null) {
      finished += 1;
      if (table.seats.find((seat) => seat.you)?.stack === 0) break;
      if (finished < hands) table = await post('deal', {});
    } else table = await post('act', { action: table.legal?.check ? 'check' : 'call', action_count: table.action_count });
  }
  const left = await post('leave', {});
  const recorded = (await (await page.request.get(`${launchUrl}/poker`)).json()) as { data: { hands: { net: number }[] } };
  return { finished, hands: recorded.data.hands.length, net: recorded.data.hands.reduce((sum, hand) => sum + hand.net, 0), cashOut: left.cash_out ?? 0 };
}

test.describe('games', () => {
  test('a visitor opens a game’s page and is asked to register on Play', async ({ site, page, baseURL }) => {
    const dice = await lobbyGame(baseURL ?? '', 'orig-dice');
    await site.open(`/Gamedetail?id=${dice.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dice' })).toBeVisible();
    await expect(page.getByTestId('games.detail-provider')).toHaveText('Originals');
    await expect(page.getByTestId('games.detail-rtp')).toHaveText('99.00%');
    await page.getByTestId('games.detail-play').click();
    await expect(page.getByTestId('dialog.shell.register')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/Gamedetail\\?id=${dice.id}$`));
    await expect(page.getByTestId('games.webgame-frame')).toHaveCount(0);
  });

  test('a player plays a demo game, goes back to the ledger’s balance, and finds the bet in the game record', async ({ page, baseURL }) => {
    const origin = baseURL ?? '';
    const token = await signInPlayerWithCash(page, origin, 500_00);
    const dice = await lobbyGame(origin, 'orig-dice');
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`/#/Gamedetail?id=${dice.id}`);
    await page.getByTestId('games.detail-play').click();
    await expect(page).toHaveURL(new RegExp(`#/webgame\\?id=${dice.id}$`));
    await expect(page.getByTestId('games.webgame-frame')).toHaveAttribute('sandbox', 'allow-scripts');

    await playOneRound(page);
    // The game told the casino a round settled: the header follows the ledger while playing.
    const cash = page.getByTestId('shell.balances.cash');
    await expect.poll(async () => (await cash.textContent()) === rupees((await call(origin, 'walletInfo', {}, { token })).money)).toBe(true);
    await playOneRound(page);

    await page.getByTestId('games.webgame-back').click();
    await expect(page).toHaveURL(new RegExp(`#/Gamedetail\\?id=${dice.id}$`));
    const wallet = await call(origin, 'walletInfo', {}, { token });
    expect(wallet.money).not.toBe(500_00);
    await expect(cash).toHaveText(rupees(wallet.money));

    await page.goto('/#/gameRecord');
    const records = page.getByTestId('games.record');
    await expect(records).toHaveCount(2);
    await expect(records.first()).toContainText('Dice');
    await page.getByTestId('games.records-result').selectOption('loss');
    await page.getByTestId('games.records-result').selectOption('all');
    await expect(records).toHaveCount(2);
  });

  test('on a phone the game fills the screen, launched for mobile (mod 2), with a way back', async ({ page, baseURL }) => {
    const origin = baseURL ?? '';
    await signInPlayerWithCash(page, origin, 100_00);
    const slot = await lobbyGame(origin, 'orig-fruit-slot');
    await page.setViewportSize({ width: 390, height: 800 });
    const launch = page.waitForRequest((request) => request.url().includes('/api/game/getGameUrl'));
    await page.goto(`/#/webgame?id=${slot.id}`);
    expect(new URL((await launch).url()).searchParams.get('mod')).toBe('2');
    await expect(page.getByTestId('games.webgame-stage')).toHaveAttribute('data-state', 'ready');
    const frame = await page.getByTestId('games.webgame-frame').boundingBox();
    expect(frame?.width).toBe(390);
    expect(frame?.height ?? 0).toBeGreaterThan(700);
    // Above the shell's header and bottom bar: the bottom of the screen is the game's.
    expect(await page.evaluate(() => document.elementFromPoint(195, 795)?.tagName)).toBe('IFRAME');
    await page.getByTestId('games.webgame-back').click();
    await expect(page).toHaveURL(new RegExp(`#/Gamedetail\\?id=${slot.id}$`));
    await expect(page.getByTestId('games.detail-play')).toBeVisible();
  });

  test('/poker shows the three games, and the stats of a player who played one', async ({ page, baseURL }) => {
    const origin = baseURL ?? '';
    const token = await signInPlayerWithCash(page, origin, 100_00);
    await page.goto('/#/poker');
    const tables = page.getByTestId('games.poker-game');
    await expect(tables).toHaveCount(3);
    await expect(tables.locator('h2')).toHaveText(["Hold'em NLH", 'Short Deck 6+', 'All-in or Fold']);
    await expect(tables.first().getByRole('img', { name: 'Ace of spades' })).toBeVisible();
    const nlh = tables.first().getByTestId('games.poker-stats');
    await expect(nlh.locator('[data-stat="played"] dd')).toHaveText('0');
    await expect(nlh.locator('[data-stat="vpip"] dd')).toHaveText('0.00%');

    await tables.first().getByTestId('games.poker-play').click();
    await expect(page).toHaveURL(/#\/webgame\?id=10001$/);
    await expect(page.getByRole('region', { name: 'Poker table' }).or(page.getByTestId('games.poker-buy-in'))).toBeVisible();
    // The table's calls under a launch of the game (poker-table.spec.ts plays through the table's
    // UI): sit, play two hands to their end checking and calling, leave; the wallet gets the buy-in
    // back plus the net.
    const { game_url: launchUrl } = await call(origin, 'gameUrl', { game_id: 'poker-10001', game_type: 'Popular', money_type: 2, mod: 1 }, { token });
    const played = await playPokerHands(page, launchUrl, 2);
    const wallet = await call(origin, 'walletInfo', {}, { token });
    expect(wallet.money).toBe(100_00 - 5_000 + played.cashOut);
    expect(played.cashOut).toBe(5_000 + played.net);
    expect(played.hands).toBe(played.finished);
    expect(played.finished === 2 || played.cashOut === 0).toBe(true);
    await page.getByTestId('games.webgame-back').click();
    await page.goto('/#/poker');
    await expect(nlh.locator('[data-stat="played"] dd')).toHaveText(String(played.hands));
    await expect(nlh.locator('[data-stat="vpip"] dd')).toHaveText(/^\d{1,3}\.\d{2}%$/);
    await expect(tables.nth(1).getByTestId('games.poker-stats').locator('[data-stat="played"] dd')).toHaveText('0');
  });

  test('cash below 1 gets the wallet’s low-balance popup once a day, then a deposit offer', async ({ page, baseURL }) => {
    const origin = baseURL ?? '';
    await signInPlayerWithCash(page, origin, 0);
    const crash = await lobbyGame(origin, 'orig-crash');
    await page.goto(`/#/Gamedetail?id=${crash.id}`);
    await page.getByTestId('games.detail-play').click();
    const popup = page.getByTestId('dialog.wallet.low-balance');
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(page.getByTestId('games.low-balance')).toBeVisible();

    await page.reload();
    await page.getByTestId('games.detail-play').click();
    await expect(page.getByTestId('games.low-balance')).toBeVisible();
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`#/Gamedetail\\?id=${crash.id}$`));
  });
});
