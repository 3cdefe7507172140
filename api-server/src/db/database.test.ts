import { afterAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../testing/temp-dirs.ts';
import { inTransaction, openDatabase } from './database.ts';
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

  it('refuses a database written by a newer server', () => {
    const dir = dirs.make('db');
    openDatabase(dir, [...MIGRATIONS, { version: 99, name: 'future', sql: 'SELECT 1;' }]).db.close();
    expect(() => openDatabase(dir)).toThrow(/schema version 99; this api-server knows up to 1/);
  });

  it('rolls a failed transaction back whole, and a failed nested one back to its savepoint', () => {
    const { db } = openDatabase(dirs.make('db'));
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

  it('keeps the ledger append-only', () => {
    const { db } = openDatabase(dirs.make('db'));
    expect(() => db.exec('UPDATE ledger SET amount = 1')).not.toThrow();
    db.exec("INSERT INTO brands VALUES ('x', 'X', 'XXX', 'x', 'en', '1', '^\\d+$')");
    db.exec("INSERT INTO players (id, brand, uid, name, nick_name, invitation_code, channel_id, create_time) VALUES (1, 'x', 1, 'a', 'a', 'A', 1, 0)");
    db.exec("INSERT INTO money_movements (id, player_id, request_key, cause, created_at) VALUES (1, 1, 'k', 'claim', 0)");
    db.exec("INSERT INTO ledger (movement_id, player_id, money_type, amount, balance_after, cause, created_at) VALUES (1, 1, 2, 5, 5, 'claim', 0)");
    expect(() => db.exec('UPDATE ledger SET amount = 6')).toThrow(/append-only/);
    expect(() => db.exec('DELETE FROM ledger')).toThrow(/append-only/);
    db.close();
  });
});
