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
