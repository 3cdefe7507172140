import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inTransaction, openSqlite, type Migration } from './sqlite.ts';

const MIGRATIONS: readonly Migration[] = [{ version: 1, name: 'first', sql: 'CREATE TABLE first (id INTEGER PRIMARY KEY) STRICT;' }];

const made: string[] = [];
const dirs = {
  make(prefix: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), `service-kit-${prefix}-`));
    made.push(dir);
    return dir;
  },
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const open = (dataDir: string, migrations: readonly Migration[] = MIGRATIONS) =>
  openSqlite({ dataDir, file: 'test.sqlite', migrations, owner: 'test-service' });

describe('openSqlite and inTransaction', () => {
  it('creates the schema once, in WAL mode, and says so only the first time', () => {
    const dir = dirs.make('db');
    const first = open(dir);
    expect(first.created).toBe(true);
    expect(first.db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    first.db.close();
    const second = open(dir);
    expect(second.created).toBe(false);
    expect(second.db.prepare('SELECT version FROM schema_migrations').all()).toEqual(MIGRATIONS.map(({ version }) => ({ version })));
    second.db.close();
  });

  it('applies a later migration to an existing database', () => {
    const dir = dirs.make('db');
    open(dir).db.close();
    const next = [...MIGRATIONS, { version: 99, name: 'test', sql: 'CREATE TABLE later (id INTEGER PRIMARY KEY) STRICT;' }];
    const { db, created } = open(dir, next);
    expect(created).toBe(false);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'later'").get()).toEqual({ name: 'later' });
    db.close();
  });

  it('refuses a database written by a newer service, naming it', () => {
    const dir = dirs.make('db');
    open(dir, [...MIGRATIONS, { version: 99, name: 'future', sql: 'SELECT 1;' }]).db.close();
    expect(() => open(dir)).toThrow(/schema version 99; this test-service knows up to 1/);
  });

  it('rolls a failed transaction back whole, and a failed nested one back to its savepoint', () => {
    const { db } = open(dirs.make('db'));
    db.exec('CREATE TABLE t (v INTEGER) STRICT');
    const insert = (v: number) => db.prepare('INSERT INTO t (v) VALUES (?)').run(v);
    expect(() =>
      inTransaction(db, () => {
        insert(1);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    inTransaction(db, () => {
      insert(2);
      expect(() =>
        inTransaction(db, () => {
          insert(3);
          throw new Error('inner');
        }),
      ).toThrow('inner');
      insert(4);
    });
    expect(db.prepare('SELECT v FROM t ORDER BY v').all()).toEqual([{ v: 2 }, { v: 4 }]);
    expect(db.isTransaction).toBe(false);
    db.close();
  });
});
