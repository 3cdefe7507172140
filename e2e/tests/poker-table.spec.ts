// A poker table in Chromium against the built site and the real api-server: a player with cash opens
// NLH from /poker, buys in, plays hands to their end through the table's action bar (checking or
// calling every street), leaves, and the wallet holds the start less the buy-in plus the cash-out
// (the buy-in plus the hands' net); /poker then counts the hands played and lists them.
import { call } from './api.ts';
import { expect, freeCash, signInNewPlayer, test } from './site.ts';

const HANDS = 2;
const BUY_IN = 100_00;

/** "₹1,234.50" → 123450 minor units. */
const minorUnits = (text: string) => Math.round(Number(/[\d,]+\.\d{2}/.exec(text)?.[0].replaceAll(',', '') ?? Number.NaN) * 100);

test.describe('poker table', () => {
  test('a player sits at NLH, plays hands to showdown, leaves with the stack in the wallet, and /poker counts the hands', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    const player = await signInNewPlayer(page, origin);
    await freeCash(origin, player.token);
    const start = (await call(origin, 'walletInfo', {}, { token: player.token })).money;

    await page.goto('/#/poker');
    const nlh = page.getByTestId('games.poker-game').first();
    await expect(nlh.getByTestId('games.poker-stats').locator('[data-stat="played"] dd')).toHaveText('0');
    await nlh.getByRole('button', { name: 'Play NLH' }).click();
    await expect(page).toHaveURL(/#\/webgame\?id=10001$/);

    await page.getByRole('button', { name: 'Sit down for ₹100.00' }).click();
    const felt = page.getByRole('region', { name: 'Poker table' });
    await expect(felt).toBeVisible();
    expect((await call(origin, 'walletInfo', {}, { token: player.token })).money).toBe(start - BUY_IN);
    const seats = felt.getByTestId('games.poker-seat');
    await expect(seats).toHaveCount(6);
    await expect(seats.first().getByRole('group', { name: 'Cards of You' }).getByRole('img')).toHaveCount(2);
    await expect(seats.first().getByRole('group', { name: 'Cards of You' }).getByRole('img').first()).toHaveAccessibleName(
      /^(Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace) of (spades|hearts|diamonds|clubs)$/,
    );

    const room = page.getByTestId('games.poker-room');
    const actions = page.getByRole('group', { name: 'Your action' });
    const deal = page.getByRole('button', { name: 'Deal next hand' });
    const busted = page.getByText('You have no chips left.', { exact: false });
    // Hands until at least HANDS are played and one reached a showdown (bots may fold a hand away), at most 12.
    let played = 0;
    let showdowns = 0;
    for (let step = 0; step < 400 && played < 12; step += 1) {
      await expect(room).toHaveAttribute('data-busy', 'false');
      await expect(actions.or(deal).or(busted).first()).toBeVisible();
      if (await actions.isVisible()) {
        await expect(page.getByRole('timer', { name: 'Time to act' })).toHaveText(/\d+ s$/);
        const check = actions.getByRole('button', { name: 'Check' });
        await ((await check.isVisible()) ? check : actions.getByRole('button', { name: /^Call / })).click();
        continue;
      }
      played += 1;
      await expect(page.getByTestId('games.poker-history').getByTestId('games.poker-hand')).toHaveCount(played);
      // A showdown turns the other hands face up: more faces than the player's two and the board's five.
      if ((await felt.getByRole('img', { name: / of (spades|hearts|diamonds|clubs)$/ }).count()) > 7) showdowns += 1;
      if ((played >= HANDS && showdowns > 0) || !(await deal.isVisible())) break;
      await deal.click();
    }
    // A player who lost the whole stack (called an all-in: a showdown) can only leave.
    if (!(await busted.isVisible())) expect(played).toBeGreaterThanOrEqual(HANDS);
    expect(showdowns).toBeGreaterThan(0);
    const nets = await page
      .getByTestId('games.poker-history')
      .getByTestId('games.poker-hand')
      .evaluateAll((hands) => hands.map((hand) => Number(hand.getAttribute('data-net'))));
    expect(nets).toHaveLength(played);

    await page.getByRole('button', { name: 'Leave table' }).click();
    const cashedOut = page.getByTestId('games.poker-cashed-out');
    await expect(cashedOut).toContainText('It is back in your wallet.');
    const cashOut = minorUnits((await cashedOut.textContent()) ?? '');
    expect(cashOut).toBe(BUY_IN + nets.reduce((sum, net) => sum + net, 0));
    expect((await call(origin, 'walletInfo', {}, { token: player.token })).money).toBe(start - BUY_IN + cashOut);

    await page.getByTestId('games.webgame-back').click();
    await page.goto('/#/poker');
    await expect(nlh.getByTestId('games.poker-stats').locator('[data-stat="played"] dd')).toHaveText(String(played));
    // The last hands (five at most), newest first, with the nets the table's history showed.
    const lastHands = nlh.getByTestId('games.poker-last-hands').getByTestId('games.poker-hand');
    await expect(lastHands).toHaveCount(Math.min(played, 5));
    expect(await lastHands.evaluateAll((hands) => hands.map((hand) => Number(hand.getAttribute('data-net'))))).toEqual(nets.slice(0, 5));
    await expect(page.getByTestId('games.poker-game').nth(1).getByTestId('games.poker-stats').locator('[data-stat="played"] dd')).toHaveText('0');
  });
});
