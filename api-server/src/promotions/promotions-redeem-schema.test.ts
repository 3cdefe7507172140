import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { MIGRATIONS } from '../db/migrations.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { PROMOTIONS_REDEEM_MIGRATION } from './promotions-redeem-schema.ts';

const dirs = tempDirs();
afterAll(() => dirs.cleanup());

const UP_TO_8 = MIGRATIONS.filter((migration) => migration.version <= 8);

describe('migration step 9', () => {
  it('upgrades a database of step 8: its gift packets hold nothing, the new tables guard their limits', () => {
    const dir = dirs.make('step9');
    const old = openDatabase(dir, UP_TO_8).db;
    old.exec("INSERT INTO brands VALUES ('india', 'India', 'INR', '₹', 'en', '91', '^\\d{10}$')");
    old.exec(
      "INSERT INTO players (brand, uid, name, nick_name, invitation_code, channel_id, create_time) VALUES ('india', 100001, 'a', 'a', 'ABCDEFGH', 1, 1)",
    );
    old.exec("INSERT INTO gift_packets (brand, player_id, code, day, created_at, expires_at) VALUES ('india', 1, 'GPOLDPACKET2', '2025-06-01', 1, 2)");
    old.close();

    const { db, created } = openDatabase(dir, [...UP_TO_8, PROMOTIONS_REDEEM_MIGRATION]);
    try {
      expect(created).toBe(false);
      expect(db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get()).toEqual({ version: 9 });
      expect(db.prepare('SELECT code, amount, max_openers FROM gift_packets').all()).toEqual([{ code: 'GPOLDPACKET2', amount: 0, max_openers: 0 }]);
      const code = db.prepare(
        "INSERT INTO redeem_codes (brand, code, prize, amount, max_uses, uses, created_at, expires_at) VALUES ('india', ?, 'bonus', 100, 1, ?, 1, 2)",
      );
      // Codes are stored in upper case, and a code never counts more uses than its limit.
      expect(() => code.run('lower', 0)).toThrow(/CHECK constraint failed/);
      expect(() => code.run('ABCD', 2)).toThrow(/CHECK constraint failed/);
      code.run('ABCD', 1);
      expect(() => code.run('ABCD', 0)).toThrow(/UNIQUE constraint failed/);
    } finally {
      db.close();
    }
  });
});
