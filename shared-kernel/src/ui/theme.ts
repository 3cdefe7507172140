import './themes.css';

/** The brand themes the kernel ships, as site settings name them (`theme`). The first is the spec's default. */
export const THEMES = ['vibrant-blue', 'emerald-night'] as const;

export type Theme = (typeof THEMES)[number];

/** The spec's default theme (spec 1); also what the page shows before any theme is applied. */
export const DEFAULT_THEME: Theme = 'vibrant-blue';

/** Whether `value` (e.g. the `theme` of site settings) names a theme the kernel ships. */
export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * Switches the whole page to `theme`: sets `data-theme` on the root element, which selects that
 * theme's design tokens (CSS custom properties) for every app on the page.
 *
 * @param root - the element whose subtree follows the theme; the document's root element by default.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset['theme'] = theme;
}
