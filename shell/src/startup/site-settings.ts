import { casinoApi } from '@casino/shared-kernel/api';
import type { SiteSettings } from '@casino/shared-kernel/api-constants';
import { applySiteFavicon, applySiteTitle, DEFAULT_SITE_SETTINGS, loadSiteSettings } from '@casino/shared-kernel/state';
import { applyTheme, isTheme } from '@casino/shared-kernel/theme';
import { atFirstQuietMoment } from './first-quiet-moment.ts';

/**
 * Spec 1 and 4, at start: `GET /api/site/settings` through `casinoApi`, applied by the kernel's
 * rules (`loadSiteSettings`: groups, currency falling back to INR ₹, the brand's language only when
 * the player chose none), then put on the page: a non-empty title, and the brand's theme when the
 * kernel ships it; a non-empty favicon at the page's first quiet moment (the browser fetches it at
 * once, beside the first screen's code). Without an answer the spec-1 defaults stay and the site
 * still starts.
 */
export async function loadBrandSettings(doc: Document = document): Promise<SiteSettings> {
  let data: unknown;
  try {
    data = await casinoApi.get('siteSettings', undefined, { hideErrorMsg: true });
  } catch (error) {
    console.error('[shell] the site settings could not be loaded; using the defaults', error);
    return DEFAULT_SITE_SETTINGS;
  }
  const settings = loadSiteSettings(data);
  applySiteTitle(settings, doc);
  atFirstQuietMoment(() => applySiteFavicon(settings, doc), doc.defaultView ?? window);
  if (isTheme(settings.theme)) applyTheme(settings.theme, doc.documentElement);
  return settings;
}
