import { expect, test } from './site.ts';

test.describe('one React at run time', () => {
  test('a visit of all five remotes runs one react-dom', async ({ site, page }) => {
    await site.countReactRenderers();
    const remotes = new Set<string>();
    page.on('response', (response) => {
      const match = /\/remotes\/(mfe-[a-z]+)\/[^/]+\/remoteEntry\.js$/.exec(response.url());
      if (match?.[1] && response.ok()) remotes.add(match[1]);
    });

    await site.open('/');
    await expect(site.page$('mfe-lobby')).toBeVisible();
    for (const [nav, owner] of [
      ['nav.games', 'mfe-games'],
      ['nav.promotions', 'mfe-promotions'],
      ['nav.account', 'mfe-account'],
    ] as const) {
      await page.getByTestId(nav).click();
      await expect(site.page$(owner)).toBeVisible();
    }
    await page.getByTestId('shell.deposit-button').click();
    await expect(page.getByTestId('dialog.wallet.deposit')).toBeVisible();

    expect([...remotes].sort()).toEqual(['mfe-account', 'mfe-games', 'mfe-lobby', 'mfe-promotions', 'mfe-wallet']);
    const renderers = await site.renderers();
    expect(renderers).toHaveLength(1);
    expect(renderers[0]?.rendererPackageName).toBe('react-dom');
  });

  test('negative control: a remote that bundles its own React is caught', async ({ site, page }) => {
    await site.countReactRenderers();
    await site.replaceRemote('mfe-promotions', 'remote-own-react');
    await site.open('/activity');
    await expect(site.page$('own-react')).toBeVisible();
    await expect(page.getByTestId('shell.layout')).toBeVisible();
    // The same check as above now sees two copies of react-dom, so it would fail.
    expect(await site.renderers()).toHaveLength(2);
  });
});
