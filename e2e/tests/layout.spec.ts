import { expect, test } from './site.ts';

test.describe('layout', () => {
  test('phone layout below 750 px wide', async ({ site, page }) => {
    await page.setViewportSize({ width: 749, height: 900 });
    await site.open('/');
    await expect(page.getByTestId('shell.layout')).toHaveAttribute('data-layout', 'phone');
    await expect(page.getByTestId('shell.bottom-nav')).toBeVisible();
    await expect(page.getByTestId('shell.top-nav')).toHaveCount(0);
    await expect(site.page$('mfe-lobby').getByTestId('facts.layout')).toHaveText('phone');
  });

  test('desktop layout at 750 px and above', async ({ site, page }) => {
    await page.setViewportSize({ width: 750, height: 900 });
    await site.open('/');
    await expect(page.getByTestId('shell.layout')).toHaveAttribute('data-layout', 'desktop');
    await expect(page.getByTestId('shell.top-nav')).toBeVisible();
    await expect(page.getByTestId('shell.bottom-nav')).toHaveCount(0);
    await expect(site.page$('mfe-lobby').getByTestId('facts.layout')).toHaveText('desktop');
  });

  test('the layout switches live when the window is resized', async ({ site, page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await site.open('/my');
    await expect(page.getByTestId('shell.layout')).toHaveAttribute('data-layout', 'desktop');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByTestId('shell.layout')).toHaveAttribute('data-layout', 'phone');
    await expect(site.page$('mfe-account').getByTestId('facts.layout')).toHaveText('phone');
  });
});
