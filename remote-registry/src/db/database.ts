import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';
import { MIGRATIONS, type Migration } from './migrations.ts';

export interface OpenedDatabase {
  db: DatabaseSync;
  /** True when this open created the schema: the registry then adopts what the static root already holds. */
  created: boolean;
}

/**
 * Opens (or creates) the registry's database in `dataDir`, in WAL mode so reads never wait for the
 * rare write, and applies every migration it has not seen. A database written by a newer registry
 * is refused rather than guessed at.
 */
export function openDatabase(dataDir: string, migrations: readonly Migration[] = MIGRATIONS): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, 'registry.sqlite'), { timeout: 5000 });
  try {
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT`);
    const applied = new Set(db.prepare('SELECT version FROM schema_migrations').all().map((row) => Number(row.version)));
    const newest = Math.max(0, ...applied);
    const known = Math.max(0, ...migrations.map((migration) => migration.version));
    if (newest > known) {
      throw new Error(`The database in ${dataDir} has schema version ${newest}; this registry knows up to ${known}. Run a newer registry.`);
    }
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      inTransaction(db, () => {
        db.exec(migration.sql);
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          new Date().toISOString(),
        );
      });
    }
    return { db, created: applied.size === 0 };
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Runs `work` in one write transaction. `BEGIN IMMEDIATE` takes the write lock up front, so a
 * read-check-write inside `work` (an ETag check) cannot interleave with another writer.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

type Row = Record<string, SQLOutputValue>;

/** A TEXT column that is NOT NULL in the schema. */
export function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new Error(`Column ${column} is not text`);
  return value;
}

/** A nullable TEXT column. */
export function textOrNull(row: Row, column: string): string | null {
  const value = row[column];
  return value == null ? null : text(row, column);
}

/** An INTEGER column that is NOT NULL in the schema. */
export function integer(row: Row, column: string): number {
  const value = row[column];
  if (typeof value !== 'number' && typeof value !== 'bigint') throw new Error(`Column ${column} is not an integer`);
  return Number(value);
}
