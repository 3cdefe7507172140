// The header fits every width from 320 to 1920 px, for a visitor and a player, in the shell's seven
// languages (issue 23, item 1): the page never scrolls sideways, every control the header shows is
// whole on screen and not covered, and what it folds away on narrow screens is in the user menu (a
// player), the rail (a desktop visitor) or the drawer (a phone visitor). On phone the bottom
// navigation's labels stay on screen. One page per language and state, resized through the widths.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signInNewPlayer, test } from './site.ts';

const WIDTHS = [1920, 1440, 1280, 1024, 768, 750, 749, 600, 414, 390, 360, 320] as const;
/**
 * Where the menus that hold the folded controls are opened too: the narrowest width of each of the
 * header's ranges (layout.module.css), where their contents change; between, they are the same.
 */
const MENU_WIDTHS: ReadonlySet<number> = new Set([1920, 1280, 1024, 750, 320]);
const LANGUAGES = ['en', 'es', 'pt-br', 'th', 'vi', 'zh-tw', 'zh'] as const;
/**
 * The page under the header: the Dashboard in English (whatever it draws must not cover the header),
 * a shell page of text in the other languages. The header is the same on every page, and the
 * Dashboard's 1,800 elements laid out again at each of the twelve widths took most of the time.
 */
const pageFor = (language: string) => (language === 'en' ? '/#/' : '/#/termOfService');
type State = 'visitor' | 'player';

/** The shell's own name of the Games tab in `language`: its texts have arrived when the tab says it. */
const gamesText = (language: string) =>
  (JSON.parse(readFileSync(new URL(`../../shell/src/layout/locales/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>)[
    'layout_nav_games'
  ] ?? '';

interface Expected {
  /** In the header, on screen. */
  header: string[];
  /** Folded away: where they are, and what. */
  folded: { container: 'shell.user-menu' | 'shell.drawer' | 'shell.side-nav'; ids: string[] };
}

/** What the header shows at `width`, and where the rest is (header.tsx, layout.module.css). */
function expected(state: State, width: number): Expected {
  const player = state === 'player';
  const inUserMenu = ['shell.user-menu.balances', 'shell.user-menu.withdraw', 'shell.user-menu.mail', 'shell.user-menu.language-select'];
  if (width < 750) {
    return player
      ? {
          header: ['shell.menu-button', 'shell.logo', 'shell.balances.cash', 'shell.deposit-button', 'shell.user-menu-button'],
          folded: { container: 'shell.user-menu', ids: inUserMenu },
        }
      : {
          header: ['shell.menu-button', 'shell.logo', 'shell.login-button', 'shell.register-button'],
          folded: { container: 'shell.drawer', ids: ['shell.drawer.deposit', 'shell.drawer.withdraw', 'shell.drawer-language-select'] },
        };
  }
  const header = ['shell.logo', 'nav.lobby', 'nav.games', 'nav.promotions', 'nav.account'];
  if (width >= 1024) header.push('shell.withdraw-button');
  if (width >= 1280) header.push('shell.language-select');
  if (player) {
    header.push('shell.balances.cash', 'shell.deposit-button', 'shell.mail-button', 'shell.user-menu-button');
    if (width >= 1600) header.push('shell.balances.bonus', 'shell.balances.gold');
    return { header, folded: { container: 'shell.user-menu', ids: inUserMenu } };
  }
  header.push('shell.login-button', 'shell.register-button');
  if (width >= 1024) header.push('shell.deposit-button');
  const rail = [...(width < 1024 ? ['shell.rail.deposit', 'shell.rail.withdraw'] : []), ...(width < 1280 ? ['shell.rail.language-select'] : [])];
  return { header, folded: { container: 'shell.side-nav', ids: rail } };
}

/**
 * What is wrong on screen: the page wider than the window, a control missing, cut by an edge of the
 * window or covered by something else at its centre. Looked up inside `scope` (a test id, else the header).
 */
function problems(page: Page, ids: string[], scope: string | null) {
  return page.evaluate(
    async ({ ids, scope }) => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const found: string[] = [];
      const { scrollWidth } = document.documentElement;
      if (scrollWidth > innerWidth) found.push(`the page is ${scrollWidth} px wide in ${innerWidth}`);
      const root = scope === null ? document.querySelector('header') : document.querySelector(`[data-testid="${scope}"]`);
      if (!root) return [...found, `no ${scope ?? 'header'}`];
      // Measured at rest: the drawer slides in (endless ones, a skeleton's shimmer, move nothing).
      const moving = root.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
      for (const id of ids) {
        const element = root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
        if (!element) {
          found.push(`${id} is missing`);
          continue;
        }
        if (scope !== null) element.scrollIntoView({ block: 'nearest' });
        const box = element.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) {
          found.push(`${id} is hidden`);
          continue;
        }
        if (box.left < -0.5 || box.top < -0.5 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5) {
          found.push(`${id} is cut: ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`);
          continue;
        }
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!top || !(element.contains(top) || top.contains(element))) found.push(`${id} is covered by ${top?.outerHTML.slice(0, 80) ?? 'nothing'}`);
      }
      return found;
    },
    { ids, scope },
  );
}

/** The phone's bottom navigation: each label whole on screen, inside its tab. */
function bottomNavProblems(page: Page) {
  return page.getByTestId('shell.bottom-nav').evaluate((nav) => {
    const found: string[] = [];
    for (const tab of nav.querySelectorAll<HTMLElement>('a, button')) {
      const label = tab.lastElementChild;
      if (!label) continue;
      const box = label.getBoundingClientRect();
      const cell = tab.getBoundingClientRect();
      if (box.width < 1 || box.left < cell.left - 0.5 || box.right > cell.right + 0.5 || box.bottom > innerHeight + 0.5 || box.right > innerWidth + 0.5)
        found.push(`the label ${label.textContent ?? ''} is cut`);
    }
    return found;
  });
}

for (const state of ['visitor', 'player'] as const) {
  test.describe(`the header of a ${state} fits every width`, () => {
    for (const language of LANGUAGES) {
      test(`in ${language}`, async ({ page, baseURL }) => {
        test.setTimeout(90_000);
        if (state === 'player') await signInNewPlayer(page, baseURL ?? '');
        await page.addInitScript((chosen) => localStorage.setItem('language', JSON.stringify(chosen)), language);
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await page.goto(pageFor(language));
        await expect(page.getByTestId('shell.top-nav').getByTestId('nav.games')).toHaveText(gamesText(language));
        // The loading screen fades out over the drawn page: the header is looked at once it has gone.
        await expect(page.locator('#startup-loading')).toBeHidden();
        if (state === 'player') await expect(page.getByTestId('shell.balances')).not.toHaveAttribute('aria-busy', 'true');

        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await expect(page.getByTestId('shell.layout')).toHaveAttribute('data-layout', width < 750 ? 'phone' : 'desktop');
          const { header, folded } = expected(state, width);
          if (state === 'player') await expect(page.getByTestId('shell.user-menu-button')).toBeVisible();
          expect(await problems(page, header, null), `the header at ${width} px`).toEqual([]);
          if (width < 750) expect(await bottomNavProblems(page), `the bottom navigation at ${width} px`).toEqual([]);
          if (folded.ids.length === 0 || !MENU_WIDTHS.has(width)) continue;

          const opener = folded.container === 'shell.user-menu' ? 'shell.user-menu-button' : folded.container === 'shell.drawer' ? 'shell.menu-button' : null;
          if (opener) await page.getByTestId(opener).click();
          await expect(page.getByTestId(folded.container)).toBeVisible();
          expect(await problems(page, folded.ids, folded.container), `${folded.container} at ${width} px`).toEqual([]);
          if (opener) {
            await page.keyboard.press('Escape');
            await expect(page.getByTestId(folded.container)).toHaveCount(0);
          }
        }
      });
    }
  });
}
