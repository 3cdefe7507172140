import { afterAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../testing/fake-builds.ts';
import { openDatabase } from './database.ts';
import { MIGRATIONS } from './migrations.ts';

const dirs = tempDirs();
afterAll(() => dirs.cleanup());

describe('migrations', () => {
  it('read how each version fared from the audit log and the pin stacks of a database written before verdicts were kept', () => {
    const dataDir = dirs.make('data');
    const old = openDatabase(
      dataDir,
      MIGRATIONS.filter((migration) => migration.version < 4),
    ).db;
    old.exec(`
      INSERT INTO remote_versions (remote, version, entry, integrity, exposes, shared, published_at, published_by)
        VALUES ${['0.9.0', '1.0.0', '1.1.0', '1.2.0'].map((v) => `('mfe-wallet', '${v}', 'e', 'sha384-x', '[]', '[]', '2026-01-01', 'a')`).join(', ')};
      INSERT INTO brands (brand, previews_allowed, revision, created_at) VALUES ('india', 0, 5, '2026-01-01');
      -- An adopted stack: 0.9.0 under 1.0.0 (no audit entry says 0.9.0 was replaced).
      INSERT INTO pins (brand, remote, position, version, pinned_at, pinned_by) VALUES
        ('india', 'mfe-wallet', 1, '0.9.0', '2026-01-01T00:00:00Z', 'adopt'),
        ('india', 'mfe-wallet', 2, '1.0.0', '2026-01-02T00:00:00Z', 'adopt');
      INSERT INTO audit (at, actor, action, brand, remote, from_value, to_value, reason) VALUES
        ('2026-01-03T00:00:00Z', 'alice', 'promote', 'india', 'mfe-wallet', '1.0.0', '1.1.0', 'canary clean'),
        ('2026-01-04T00:00:00Z', 'alice', 'rollback', 'india', 'mfe-wallet', '1.1.0', '1.0.0', 'errors in 1.1.0'),
        ('2026-01-05T00:00:00Z', 'alice', 'abort', 'india', 'mfe-wallet', '1.2.0@10%', NULL, 'worse'),
        ('2026-01-06T00:00:00Z', 'alice', 'pin', 'india', 'mfe-lobby', '2.0.0', '2.1.0', 'release');
    `);
    old.close();
    const { db } = openDatabase(dataDir);
    try {
      const verdicts = db.prepare('SELECT remote, version, verdict, at FROM version_verdicts ORDER BY remote, version').all();
      expect(verdicts.map((row) => ({ ...row }))).toEqual([
        { remote: 'mfe-lobby', version: '2.0.0', verdict: 'good', at: '2026-01-06T00:00:00Z' },
        { remote: 'mfe-wallet', version: '0.9.0', verdict: 'good', at: '2026-01-02T00:00:00Z' },
        // Replaced by a promote, then rolled back to: the promote's verdict stands.
        { remote: 'mfe-wallet', version: '1.0.0', verdict: 'good', at: '2026-01-03T00:00:00Z' },
        { remote: 'mfe-wallet', version: '1.1.0', verdict: 'bad', at: '2026-01-04T00:00:00Z' },
        { remote: 'mfe-wallet', version: '1.2.0', verdict: 'bad', at: '2026-01-05T00:00:00Z' },
      ]);
    } finally {
      db.close();
    }
  });
});
