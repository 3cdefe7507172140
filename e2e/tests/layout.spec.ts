import { expect, test } from './site.ts';

test.describe('layout', () => {
  for (const { width, layout, shown, hidden } of [
    { width: 749, layout: 'phone', shown: 'shell.bottom-nav', hidden: 'shell.top-nav' },
    { width: 750, layout: 'desktop', shown: 'shell.top-nav', hidden: 'shell.bottom-nav' },
  ] as const) {
    test(`${layout} layout at ${width} px wide`, async ({ site, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await site.open('/');
      await expect(page.getByTestId('shell.layout')).toHaveAttribute('data-layout', layout);
      await expect(page.getByTestId(shown)).toBeVisible();
      await expect(page.getByTestId(hidden)).toHaveCount(0);
      // The remote follows the shell's layout (the kernel's layout atom).
      await expect(page.locator('[data-testid="page"][data-owner="mfe-lobby"][data-page="dashboard"]')).toHaveAttribute('data-layout', layout);
    });
  }

  test('the layout switches live when the window is resized', async ({ site, page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await site.open('/my');
    await expect(page.getByTestId('shell.layout')).toHaveAttribute('data-layout', 'desktop');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByTestId('shell.layout')).toHaveAttribute('data-layout', 'phone');
    await expect(site.page$('mfe-account')).toHaveAttribute('data-layout', 'phone');
  });
});
