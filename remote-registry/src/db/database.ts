import { openSqlite, type OpenedDatabase } from '@casino/service-kit/sqlite';
import { MIGRATIONS, type Migration } from './migrations.ts';

export { inTransaction, integer, text, textOrNull, type OpenedDatabase } from '@casino/service-kit/sqlite';

/**
 * Opens (or creates) the registry's database in `dataDir`, migrated to this registry's schema.
 * `created` tells the registry to adopt what the static root already holds.
 */
export function openDatabase(dataDir: string, migrations: readonly Migration[] = MIGRATIONS): OpenedDatabase {
  return openSqlite({ dataDir, file: 'registry.sqlite', migrations, owner: 'registry' });
}
