// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_SCREEN_ID, LOADING_SCREEN_MARKUP, rememberBrandLook, showLastBrandLook, showLoadingScreen, titleImage } from './loading-screen.ts';

let elapsed = 0;
const now = () => elapsed;
const screen = () => document.getElementById(LOADING_SCREEN_ID);
const logo = () => screen()!.querySelector<HTMLImageElement>('img')!;

beforeEach(() => {
  vi.useFakeTimers();
  elapsed = 0;
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => vi.useRealTimers());

describe('the loading screen', () => {
  it('takes over the markup index.html painted and runs the fake progress from the page start', () => {
    document.body.insertAdjacentHTML('afterbegin', `<div id="${LOADING_SCREEN_ID}">${LOADING_SCREEN_MARKUP}</div>`);
    const painted = screen();
    elapsed = 300;
    showLoadingScreen({ now });
    expect(screen()).toBe(painted);
    expect(screen()!.getAttribute('aria-valuenow')).toBe('30');
    elapsed = 600;
    vi.advanceTimersByTime(100);
    expect(screen()!.getAttribute('aria-valuenow')).toBe('60');
    expect(screen()!.textContent).toBe('60%');
    elapsed = 2_000;
    vi.advanceTimersByTime(100);
    expect(screen()!.getAttribute('aria-valuenow')).toBe('80');
  });

  it('makes its markup when the page has none, and goes as soon as start-up ends', () => {
    const loading = showLoadingScreen({ now });
    expect(screen()?.getAttribute('role')).toBe('progressbar');
    loading.setLabel('Loading the site');
    expect(screen()!.getAttribute('aria-label')).toBe('Loading the site');
    loading.finish();
    // At once: the page under the screen is not painted while it shows.
    expect(screen()).toBeNull();
    // Its progress stopped with it.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the logo, or failing that the title drawn as an image', () => {
    const loading = showLoadingScreen({ now });
    expect(logo().hidden).toBe(true);
    loading.showBrand({ logo: 'https://cdn.example.com/logo.svg', title: 'Lucky India' });
    expect(logo().hidden).toBe(false);
    expect(logo().src).toBe('https://cdn.example.com/logo.svg');
    // The logo fails to load: the title takes its place.
    logo().dispatchEvent(new Event('error'));
    expect(logo().src).toBe(titleImage('Lucky India'));
    expect(logo().alt).toBe('Lucky India');

    loading.showBrand({ logo: '', title: 'Sorte <Brasil>' });
    expect(decodeURIComponent(logo().src)).toContain('Sorte &#60;Brasil&#62;</text>');
    loading.showBrand({ logo: '', title: ' ' });
    expect(logo().hidden).toBe(true);
  });

  it('goes at once when start-up fails', () => {
    showLoadingScreen({ now }).remove();
    expect(screen()).toBeNull();
  });
});

describe("the loading screen's first picture", () => {
  beforeEach(() => localStorage.clear());

  it("shows the brand's last known logo at once, before the settings answer", () => {
    rememberBrandLook('brasil', { logo: 'https://cdn.test/brasil-logo.png', title: 'Brasil Bet' });
    rememberBrandLook('india', { logo: 'https://cdn.test/india-logo.png', title: 'India Play' });
    showLastBrandLook(showLoadingScreen({ now }), 'brasil');
    expect(logo().hidden).toBe(false);
    expect(logo().getAttribute('src')).toBe('https://cdn.test/brasil-logo.png');
    expect(logo().alt).toBe('Brasil Bet');
  });

  it("draws the page's title for a brand seen for the first time", () => {
    document.title = 'Casino';
    showLastBrandLook(showLoadingScreen({ now }), 'india');
    expect(logo().hidden).toBe(false);
    expect(logo().getAttribute('src')).toBe(titleImage('Casino'));
  });
});
