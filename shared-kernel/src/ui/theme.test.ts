// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, DEFAULT_THEME, isTheme, THEMES } from './theme.ts';

describe('themes', () => {
  afterEach(() => {
    delete document.documentElement.dataset['theme'];
  });

  it('defaults to the spec’s vibrant-blue and ships at least one more', () => {
    expect(DEFAULT_THEME).toBe('vibrant-blue');
    expect(THEMES).toContain('vibrant-blue');
    expect(THEMES.length).toBeGreaterThan(1);
  });

  it('switches the page by data-theme on the root element', () => {
    applyTheme('emerald-night');
    expect(document.documentElement.getAttribute('data-theme')).toBe('emerald-night');
    applyTheme('vibrant-blue');
    expect(document.documentElement.getAttribute('data-theme')).toBe('vibrant-blue');
  });

  it('tells the themes it ships from other site-settings values', () => {
    expect(isTheme('emerald-night')).toBe(true);
    expect(isTheme('purple-haze')).toBe(false);
    expect(isTheme(undefined)).toBe(false);
  });
});
