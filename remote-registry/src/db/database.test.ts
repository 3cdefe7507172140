import { afterAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../testing/fake-builds.ts';
import { openDatabase } from './database.ts';
import { MIGRATIONS } from './migrations.ts';

const dirs = tempDirs();
afterAll(() => dirs.cleanup());

describe('database', () => {
  it('creates the schema once, in WAL mode, and says so only the first time', () => {
    const dir = dirs.make('db');
    const first = openDatabase(dir);
    expect(first.created).toBe(true);
    expect(first.db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    first.db.close();
    const second = openDatabase(dir);
    expect(second.created).toBe(false);
    expect(second.db.prepare('SELECT version FROM schema_migrations').all()).toEqual(MIGRATIONS.map(({ version }) => ({ version })));
    second.db.close();
  });

  it('applies a later migration to an existing database', () => {
    const dir = dirs.make('db');
    openDatabase(dir).db.close();
    const next = [...MIGRATIONS, { version: 99, name: 'test', sql: 'CREATE TABLE later (id INTEGER PRIMARY KEY) STRICT;' }];
    const { db, created } = openDatabase(dir, next);
    expect(created).toBe(false);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'later'").get()).toEqual({ name: 'later' });
    db.close();
  });

  it('refuses a database written by a newer registry', () => {
    const dir = dirs.make('db');
    openDatabase(dir, [...MIGRATIONS, { version: 99, name: 'future', sql: 'SELECT 1;' }]).db.close();
    expect(() => openDatabase(dir)).toThrow(/schema version 99; this registry knows up to 1/);
  });
});
