import { openSqlite, type OpenedDatabase } from '@casino/service-kit/sqlite';
import { MIGRATIONS, type Migration } from './migrations.ts';

export { inTransaction, integer, integerOrNull, real, text, textOrNull, type OpenedDatabase, type Row } from '@casino/service-kit/sqlite';

export const DATABASE_FILE = 'casino.sqlite';

/** Opens (or creates) the casino database in `dataDir`, migrated to this server's schema. */
export function openDatabase(dataDir: string, migrations: readonly Migration[] = MIGRATIONS): OpenedDatabase {
  return openSqlite({ dataDir, file: DATABASE_FILE, migrations, owner: 'api-server' });
}
