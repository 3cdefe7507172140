import { expect, paidDeposit, signUpPlayer, test } from './site.ts';

/** The agency page (`/proxy`): the agent's figures, invitees and the agent turntable. */
test('an agent whose invitee deposited sees the figures and spins the agent reel to the server’s award', async ({ page, site }) => {
  // Prepared through the API, and the reel turns for at least 5 s.
  test.slow();
  const agent = await signUpPlayer(page);
  const friend = await signUpPlayer(page, { invitedBy: agent, store: false });
  await paidDeposit(friend);
  await site.open('/proxy');
  await expect(page.getByRole('heading', { level: 1, name: 'Agency' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Friends who deposited' }).locator('+ dd')).toHaveText('1');
  await expect(page.getByTestId('promotions.agency-invitees').getByRole('listitem')).toHaveCount(1);

  const spun = page.waitForResponse((response) => response.url().includes('/api/agent/turntable'));
  await page.getByRole('region', { name: 'Agent turntable' }).getByRole('button', { name: 'Spin' }).click();
  const award = ((await (await spun).json()) as { data: { index: number; amount: number } }).data;
  const reel = page.getByTestId('promotions.agent-reel');
  await expect(reel).toHaveAttribute('data-landed', String(award.index));
  const amount = `₹${(award.amount / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId('dialog.promotions.lottery-reward').getByText(amount)).toBeVisible();
});

test('the agency red dot shows on every entry that leads to /proxy, for a player bound to an agent', async ({ page, site }) => {
  // Two players signed up through the API, then the account and promotions remotes.
  test.slow();
  const agent = await signUpPlayer(page, { store: false });
  // A new player's download award waits (a red event); bound to the agent, the agency dot is up.
  await signUpPlayer(page, { invitedBy: agent });
  await site.open('/my');
  const sideMenu = page.getByTestId('shell.side-menu');
  await expect(sideMenu.getByTestId('shell.side-menu.menu_agent')).toHaveAttribute('href', '#/proxy');
  await expect(sideMenu.getByTestId('shell.side-menu.dot.menu_agent')).toBeVisible();
  const entry = page.getByTestId('account.entry-agency');
  await expect(entry).toHaveAttribute('href', '#/proxy');
  await expect(entry.getByTestId('account.agency-dot')).toBeVisible();
  await entry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agency' })).toBeVisible();
  await expect(sideMenu.getByTestId('shell.side-menu.dot.menu_agent')).toBeVisible();
});

test('a player bound to no agent sees no agency dot, while the events page has its own', async ({ page, site }) => {
  test.slow();
  await signUpPlayer(page);
  await site.open('/my');
  const sideMenu = page.getByTestId('shell.side-menu');
  await expect(sideMenu.getByTestId('shell.side-menu.dot.menu_activity')).toBeVisible();
  await expect(sideMenu.getByTestId('shell.side-menu.dot.menu_agent')).toHaveCount(0);
  await expect(page.getByTestId('account.entry-agency')).toBeVisible();
  await expect(page.getByTestId('account.agency-dot')).toHaveCount(0);
});
