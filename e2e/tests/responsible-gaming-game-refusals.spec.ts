// A wager limit's refusal in the demo game's page, in Chromium against the built site and the real
// api-server (issue 25): a player with a ₹15 daily wager limit plays a ₹10 round of dice; the next
// would pass the limit, and the game frame says which limit, what is left and when it resets, and
// the round takes no money. (Loss limits refuse through the same check; their windows are unit-tested.)
import type { Game } from '@casino/shared-kernel/api-contract';
import { call } from './api.ts';
import { deposit, expect, signInNewPlayer, test } from './site.ts';

async function diceGame(baseURL: string): Promise<Game> {
  const lobby = await call(baseURL, 'lobbyPreload', {});
  const game = lobby.game_type_list.flatMap((type) => type.second_type_list.flatMap((group) => group.game_list)).find((entry) => entry.third_game_id === 'orig-dice');
  if (!game) throw new Error('the lobby lists no dice');
  return game;
}

test('a round that would pass the daily wager limit is refused in the game frame with the reset time', async ({ page, baseURL }) => {
  test.slow();
  const origin = baseURL ?? '';
  const { token } = await signInNewPlayer(page, origin);
  await deposit(origin, token, 500_00);
  await call(origin, 'setGamingLimit', { kind: 'wager', period: 'day', amount: 15_00 }, { token });

  const dice = await diceGame(origin);
  await page.goto(`/#/Gamedetail?id=${dice.id}`);
  await page.getByTestId('games.detail-play').click();
  await expect(page.getByTestId('games.webgame-stage')).toHaveAttribute('data-state', 'ready');
  const game = page.frameLocator('[data-testid="games.webgame-frame"]');
  await expect(game.locator('#play')).toBeEnabled();
  await game.getByLabel('Bet').fill('10');

  const outcome = game.locator('#outcome');
  await game.locator('#play').click();
  await expect.poll(async () => (await call(origin, 'gamingSession', {}, { token })).stakes).toBe(10_00);
  await expect(game.locator('#play')).toBeEnabled();
  await game.locator('#play').click();
  await expect(outcome).toHaveText(/^This bet would pass your daily wager limit of ₹ 15\.00\. Left now: ₹ 5\.00\. The limit resets at \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+05:30\)\.$/);
  // The refused round took nothing.
  expect((await call(origin, 'gamingSession', {}, { token })).stakes).toBe(10_00);
});
