import { casinoApi } from '@casino/shared-kernel/api';
import type { SiteSettings } from '@casino/shared-kernel/api-constants';
import { applySiteSettingsToDocument, DEFAULT_SITE_SETTINGS, loadSiteSettings } from '@casino/shared-kernel/state';
import { applyTheme, isTheme } from '@casino/shared-kernel/ui';

/**
 * Spec 1 and 4, at start: `GET /api/site/settings` through `casinoApi`, applied by the kernel's
 * rules (`loadSiteSettings`: groups, currency falling back to INR ₹, the brand's language only when
 * the player chose none), then put on the page: a non-empty title and favicon, and the brand's theme
 * when the kernel ships it. Without an answer the spec-1 defaults stay and the site still starts.
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
  applySiteSettingsToDocument(settings, doc);
  if (isTheme(settings.theme)) applyTheme(settings.theme, doc.documentElement);
  return settings;
}
