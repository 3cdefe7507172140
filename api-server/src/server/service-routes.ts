import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { CasinoServices } from '../services.ts';
import { BRAND_ASSETS, brandAssetSvg, providerLogoSvg, type BrandAsset } from '../site/assets.ts';
import { auditLedger } from '../wallet/ledger.ts';

const SVG = 'image/svg+xml; charset=utf-8';

const brandAssetParams = z.object({ brand: z.string(), file: z.enum(BRAND_ASSETS) });
const providerParams = z.object({ file: z.string().regex(/^[A-Za-z0-9 _-]{1,40}\.svg$/) });

/**
 * The pictures the site settings point at (`/api/assets/…`): plain GETs an `<img>` makes, so outside
 * the call pipeline (no headers, no signature).
 */
export function registerAssetRoutes(app: FastifyInstance, services: CasinoServices): void {
  app.get('/api/assets/brands/:brand/:file', (request, reply) => {
    const params = brandAssetParams.safeParse(request.params);
    const brand = params.success ? services.brands.get(params.data.brand) : undefined;
    if (!params.success || !brand) return reply.callNotFound();
    const title = services.siteSettings.value(brand.brand, 'title') || brand.region;
    return reply
      .type(SVG)
      .header('Cache-Control', 'public, max-age=3600')
      .send(brandAssetSvg(title, params.data.file satisfies BrandAsset));
  });
  app.get('/api/assets/providers/:file', (request, reply) => {
    const params = providerParams.safeParse(request.params);
    if (!params.success) return reply.callNotFound();
    return reply
      .type(SVG)
      .header('Cache-Control', 'public, max-age=3600')
      .send(providerLogoSvg(params.data.file.slice(0, -'.svg'.length)));
  });
}

const outboxQuery = z.object({
  brand: z.string().optional(),
  /** A phone number (digits, area code first; a leading + is ignored) or an e-mail address. */
  to: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * Development only (never registered in production): what SMS and e-mail would have delivered,
 * and the ledger audit. Outside /api, so they need no signature: tests and people read them.
 */
export function registerDevRoutes(app: FastifyInstance, services: CasinoServices): void {
  app.get('/dev/outbox', (request, reply) => {
    const query = outboxQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: query.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') });
    const to = query.data.to?.trim().replace(/^\+/, '').toLowerCase();
    return { list: services.codes.outbox({ brand: query.data.brand, to, limit: query.data.limit }) };
  });
  app.get('/dev/ledger/audit', () => ({ mismatches: auditLedger(services.db) }));
}
