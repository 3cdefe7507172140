import type { EndpointRoutes } from '../server/endpoint-routes.ts';
import type { SiteSettings } from './site-settings.ts';

/** GET /api/site/settings: the call the kernel defines for spec 1's site settings, per brand. */
export function siteRoutes(settings: SiteSettings): EndpointRoutes {
  return {
    siteSettings: { access: 'visitor', handle: ({ brand }) => settings.response(brand.brand) },
  };
}
