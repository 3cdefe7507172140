import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';

/** One numbered schema step. Never edit a released step: add one. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export interface OpenedDatabase {
  db: DatabaseSync;
  /** True when this open created the schema: the caller then seeds it (or adopts what exists). */
  created: boolean;
}

export interface SqliteOptions {
  /** The folder of the database file; made if missing. */
  dataDir: string;
  /** The file name, e.g. `casino.sqlite`. */
  file: string;
  /** The service's schema steps, oldest first. */
  migrations: readonly Migration[];
  /** Who owns the database, for the newer-schema refusal: `api-server`, `registry`. */
  owner: string;
}

/**
 * Opens (or creates) a service's database, in WAL mode so reads never wait for a writer, and
 * applies every migration it has not seen. A database written by a newer service is refused
 * rather than guessed at.
 */
export function openSqlite({ dataDir, file, migrations, owner }: SqliteOptions): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, file), { timeout: 5000 });
  try {
    // NORMAL is durable across a process crash in WAL mode; only a power cut can lose the last commits.
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT`);
    const applied = new Set(db.prepare('SELECT version FROM schema_migrations').all().map((row) => Number(row.version)));
    const newest = Math.max(0, ...applied);
    const known = Math.max(0, ...migrations.map((migration) => migration.version));
    if (newest > known) {
      throw new Error(`The database in ${dataDir} has schema version ${newest}; this ${owner} knows up to ${known}. Run a newer ${owner}.`);
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

let savepoints = 0;

/**
 * Runs `work` in one write transaction and returns its result; any throw rolls everything back.
 * `BEGIN IMMEDIATE` takes the write lock up front, so a read-check-write inside `work` (a balance
 * check, an ETag check) cannot interleave with another writer. Inside a transaction it nests
 * as a savepoint, so a money movement can join a larger unit (an order that credits the wallet).
 * `work` must be synchronous: an `await` inside would let other requests run mid-transaction.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) {
    const name = `nested_${(savepoints += 1)}`;
    db.exec(`SAVEPOINT ${name}`);
    try {
      const result = work();
      db.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      db.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
      throw error;
    }
  }
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

export type Row = Record<string, SQLOutputValue>;

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

/** A REAL column that is NOT NULL in the schema. */
export function real(row: Row, column: string): number {
  const value = row[column];
  if (typeof value !== 'number') throw new Error(`Column ${column} is not a number`);
  return value;
}

/** A nullable INTEGER column. */
export function integerOrNull(row: Row, column: string): number | null {
  const value = row[column];
  return value == null ? null : integer(row, column);
}
