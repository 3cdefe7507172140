import type { DatabaseSync } from 'node:sqlite';
import { SITE_SETTINGS_GROUP, type SiteSettingsGroup, type SiteSettingsResponse } from '@casino/shared-kernel/api-contract';
import { text } from '../db/database.ts';

/**
 * Values under this prefix are this service's own assets: answered as absolute URLs. Under /api/,
 * because that is the path the static tier (nginx) forwards to this service.
 */
export const ASSET_PREFIX = '/api/assets/';

/**
 * A brand's site settings, as `GET /api/site/settings` answers them (the kernel's format: groups of
 * key/value items, in their stored order). Asset paths are stored relative and answered against the
 * service's public URL, so a database moves between hosts unchanged.
 */
export class SiteSettings {
  readonly db: DatabaseSync;
  readonly publicUrl: string;

  constructor(db: DatabaseSync, publicUrl: string) {
    this.db = db;
    this.publicUrl = publicUrl;
  }

  response(brand: string): SiteSettingsResponse {
    const groups: SiteSettingsGroup[] = [];
    const rows = this.db.prepare('SELECT group_name, key, value FROM site_settings WHERE brand = ? ORDER BY position').all(brand);
    for (const row of rows) {
      const group = text(row, 'group_name');
      const value = text(row, 'value');
      const item = { key: text(row, 'key'), value: value.startsWith(ASSET_PREFIX) ? `${this.publicUrl}${value}` : value };
      const last = groups.at(-1);
      if (last?.group === group) last.items.push(item);
      else groups.push({ group, items: [item] });
    }
    return { groups };
  }

  /** One plain setting of a brand ('' when unset). */
  value(brand: string, key: string, group: string = SITE_SETTINGS_GROUP.base): string {
    const row = this.db
      .prepare('SELECT value FROM site_settings WHERE brand = ? AND group_name = ? AND key = ? ORDER BY position LIMIT 1')
      .get(brand, group, key);
    return row ? text(row, 'value') : '';
  }
}
