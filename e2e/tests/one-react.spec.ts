import { expect, test } from './site.ts';

test.describe('one React at run time', () => {
  test('a visit of all five remotes runs one react-dom', async ({ site, page }) => {
    // A journey through the five remotes' first loads: 30 s and more on a busy 2-core machine.
    test.slow();
    await site.countReactRenderers();
    const remotes = new Set<string>();
    page.on('response', (response) => {
      const match = /\/remotes\/(mfe-[a-z]+)\/[^/]+\/remoteEntry\.js$/.exec(response.url());
      if (match?.[1] && response.ok()) remotes.add(match[1]);
    });

    await site.signIn();
    await site.open('/');
    await site.visitAllRemotes();

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
