import { createStorageItem, safeLocalStorage, type KeyValueStorage } from '@casino/shared-kernel/storage';
import { fakeProgress } from './fake-progress.ts';
import './loading-screen.css';

/** The id of the loading screen's element: `index.html` paints it first, this module drives it. */
export const LOADING_SCREEN_ID = 'startup-loading';

/** How often the fake progress moves. */
const TICK_MS = 100;

/** The markup `index.html` carries (and this module makes when a page lacks it). */
export const LOADING_SCREEN_MARKUP =
  '<img class="startup-loading__logo" alt="" hidden />' +
  '<div class="startup-loading__track"><div class="startup-loading__bar"></div></div>' +
  '<span class="startup-loading__percent" aria-hidden="true">0%</span>';

/** What the loading screen shows of a brand (its site settings' logo and title). */
export interface BrandLook {
  logo: string;
  title: string;
}

export interface LoadingScreen {
  /** Shows the brand's logo, or failing that (none, or it does not load) its title drawn as an image. */
  showBrand(brand: BrandLook): void;
  /** The screen's accessible name, once translation has started. */
  setLabel(label: string): void;
  /**
   * Start-up ended: the screen goes at once (spec 2, "hidden when start-up ends"). The page under
   * it is not painted while it shows: each frame it stayed would hold the first screen back.
   */
  finish(): void;
  /** Start-up failed: the screen goes at once (the error page takes its place). */
  remove(): void;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The site title as an image (spec 2: "or, failing that, the site title drawn as an image"): an SVG
 * data URL, so it needs no canvas, scales sharply and passes the CSP (`img-src data:`).
 */
export function titleImage(title: string): string {
  const size = Math.max(20, Math.min(56, Math.floor(960 / Math.max(1, [...title].length))));
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="96" viewBox="0 0 480 96">' +
    `<text x="240" y="48" dominant-baseline="central" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${size}" font-weight="700" fill="#eef2ff">` +
    `${escapeXml(title)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface LoadingScreenOptions {
  doc?: Document;
  /** Milliseconds since the page started loading: the markup painted from then on. */
  now?: () => number;
}

/**
 * Takes over the loading screen `index.html` painted (or makes it) and runs its fake progress from
 * the moment the page started loading, so the bar never jumps back when the code arrives.
 */
export function showLoadingScreen({ doc = document, now = () => performance.now() }: LoadingScreenOptions = {}): LoadingScreen {
  let screen = doc.getElementById(LOADING_SCREEN_ID);
  if (!screen) {
    screen = doc.createElement('div');
    screen.id = LOADING_SCREEN_ID;
    screen.innerHTML = LOADING_SCREEN_MARKUP;
    doc.body.prepend(screen);
  }
  const element = screen;
  element.hidden = false;
  element.setAttribute('role', 'progressbar');
  element.setAttribute('aria-valuemin', '0');
  element.setAttribute('aria-valuemax', '100');
  element.dataset['testid'] = 'startup.loading';
  const logo = element.querySelector<HTMLImageElement>('.startup-loading__logo');
  const bar = element.querySelector<HTMLElement>('.startup-loading__bar');
  const percent = element.querySelector<HTMLElement>('.startup-loading__percent');

  const show = (value: number) => {
    element.setAttribute('aria-valuenow', String(value));
    // CSSOM, not a style attribute: the site's CSP allows no inline style.
    bar?.style.setProperty('transform', `scaleX(${value / 100})`);
    if (percent) percent.textContent = `${value}%`;
  };
  show(fakeProgress(now()));
  const timer = setInterval(() => show(fakeProgress(now())), TICK_MS);
  let done = false;

  const remove = () => {
    done = true;
    clearInterval(timer);
    element.hidden = true;
    element.remove();
  };

  return {
    showBrand({ logo: logoUrl, title }) {
      if (!logo || done) return;
      const showTitle = () => {
        logo.onerror = null;
        if (title.trim() === '') {
          logo.hidden = true;
          return;
        }
        logo.src = titleImage(title.trim());
        logo.alt = title.trim();
        logo.hidden = false;
      };
      if (logoUrl.trim() === '') return showTitle();
      logo.onerror = showTitle;
      logo.alt = title.trim();
      logo.src = logoUrl.trim();
      logo.hidden = false;
    },
    setLabel(label) {
      element.setAttribute('aria-label', label);
    },
    finish: remove,
    remove,
  };
}

/**
 * The shell's local-storage key (the spec names none): each brand's logo and title as its last site
 * settings gave them, `{ "<brand>": {logo, title} }`, so the next start shows them at once. The
 * settings call can be slow (9 s were seen), and the screen stayed blank until it answered.
 */
export const LOADING_BRAND_KEY = 'loadingBrand';

const isBrandLooks = (value: unknown): value is Record<string, BrandLook> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (look: unknown) =>
      typeof look === 'object' && look !== null && typeof (look as BrandLook).logo === 'string' && typeof (look as BrandLook).title === 'string',
  );

const brandLooks = (storage: KeyValueStorage) => createStorageItem(storage, LOADING_BRAND_KEY, isBrandLooks);

/** Keeps what the brand's site settings said (only a real answer: the defaults after a failed call are not the brand's). */
export function rememberBrandLook(brand: string, look: BrandLook, storage: KeyValueStorage = safeLocalStorage): void {
  const item = brandLooks(storage);
  item.set({ ...item.get(), [brand]: { logo: look.logo, title: look.title } });
}

/**
 * Start-up's first picture (spec 2: "the logo or, failing that, the site title drawn as an image"):
 * the brand's last known logo and title at once, else the page's own title, before the settings answer.
 */
export function showLastBrandLook(loading: LoadingScreen, brand: string, doc: Document = document, storage: KeyValueStorage = safeLocalStorage): void {
  loading.showBrand(brandLooks(storage).get()?.[brand] ?? { logo: '', title: doc.title });
}
