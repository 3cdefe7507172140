import { afterAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../testing/temp-dirs.ts';
import { openDatabase } from './database.ts';

const dirs = tempDirs();
afterAll(() => dirs.cleanup());

// Opening, migrating and transactions are service-kit's (sqlite.test.ts); this is the casino schema's own rule.
describe('casino database', () => {
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
