/**
 * The registry's schema, one numbered step at a time. A step is never edited once released: a
 * change is a new step, so a database of any age upgrades in order.
 */
export type { Migration } from '@casino/service-kit/sqlite';
import type { Migration } from '@casino/service-kit/sqlite';

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'versions, brands, pins, canaries, hosts, audit',
    sql: `
      -- Every remote build the registry has published; immutable once written.
      CREATE TABLE remote_versions (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        entry TEXT NOT NULL,
        integrity TEXT NOT NULL,
        exposes TEXT NOT NULL,      -- JSON array of expose paths ("./app", "./dialogs", …)
        shared TEXT NOT NULL,       -- JSON array of the shared modules mf-manifest.json declares
        published_at TEXT NOT NULL,
        published_by TEXT NOT NULL,
        PRIMARY KEY (remote, version)
      ) STRICT;

      -- revision counts the brand's writes; the brand's ETag is derived from it.
      CREATE TABLE brands (
        brand TEXT PRIMARY KEY,
        previews_allowed INTEGER NOT NULL CHECK (previews_allowed IN (0, 1)),
        revision INTEGER NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;

      -- The pin stack of each brand and remote: the highest position is the current pin, the one
      -- below it the last-known-good and the target of a rollback (which pops the top).
      CREATE TABLE pins (
        brand TEXT NOT NULL REFERENCES brands (brand),
        remote TEXT NOT NULL,
        position INTEGER NOT NULL,
        version TEXT NOT NULL,
        pinned_at TEXT NOT NULL,
        pinned_by TEXT NOT NULL,
        PRIMARY KEY (brand, remote, position),
        FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version)
      ) STRICT;

      CREATE TABLE canaries (
        brand TEXT NOT NULL REFERENCES brands (brand),
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        percent INTEGER NOT NULL CHECK (percent BETWEEN 0 AND 100),
        started_at TEXT NOT NULL,
        started_by TEXT NOT NULL,
        PRIMARY KEY (brand, remote),
        FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version)
      ) STRICT;

      CREATE TABLE hosts (
        host TEXT PRIMARY KEY,
        brand TEXT NOT NULL REFERENCES brands (brand)
      ) STRICT;

      -- Revisions that belong to no brand (the hosts file's ETag).
      CREATE TABLE counters (
        name TEXT PRIMARY KEY,
        value INTEGER NOT NULL
      ) STRICT;
      INSERT INTO counters (name, value) VALUES ('hosts', 1);

      CREATE TABLE audit (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        brand TEXT,
        remote TEXT,
        host TEXT,
        from_value TEXT,
        to_value TEXT,
        reason TEXT
      ) STRICT;
      CREATE INDEX audit_by_brand ON audit (brand, id);
      CREATE INDEX audit_by_remote ON audit (remote, id);
    `,
  },
  {
    version: 2,
    name: 'load signals per minute, progressive rollouts',
    sql: `
      -- What players' browsers reported (POST /api/beacons): per brand, remote, version, minute
      -- (epoch minutes) and outcome, summed. Kept on disk so a restart mid-rollout loses nothing.
      CREATE TABLE load_counts (
        brand TEXT NOT NULL,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        minute INTEGER NOT NULL,
        outcome TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (brand, remote, version, minute, outcome)
      ) STRICT;
      CREATE INDEX load_counts_by_minute ON load_counts (minute);

      -- A canary that walks its steps on its own. At most one live (running or paused) per brand
      -- and remote; ended ones stay for the console and the audit.
      CREATE TABLE rollouts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        brand TEXT NOT NULL REFERENCES brands (brand),
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        pin_version TEXT NOT NULL,
        steps TEXT NOT NULL,            -- JSON array of percents, ending at 100
        step_index INTEGER NOT NULL,
        step_started_at TEXT NOT NULL,
        step_baseline TEXT NOT NULL,    -- JSON {canary, pin}: outcomes counted before the step began
        bake_ms INTEGER NOT NULL,
        max_error_ratio REAL NOT NULL,
        min_loads INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('running', 'paused', 'promoted', 'aborted', 'ended')),
        reason TEXT NOT NULL,
        started_by TEXT NOT NULL,
        started_at TEXT NOT NULL,
        first_audit_id INTEGER NOT NULL,
        last_decision TEXT,             -- JSON: the last judgement, for the console
        ended_at TEXT
      ) STRICT;
      CREATE UNIQUE INDEX one_live_rollout ON rollouts (brand, remote) WHERE state IN ('running', 'paused');

      -- The share of a brand's page loads that send load beacons; null: the registry's --beacon-percent.
      ALTER TABLE brands ADD COLUMN beacon_percent INTEGER CHECK (beacon_percent BETWEEN 0 AND 100);
    `,
  },
  {
    version: 3,
    name: 'rollouts a team started hold for ops before the pin',
    sql: `
      -- 0: started by a team token, whose rollout stops at its last step below 100 for ops to promote.
      ALTER TABLE rollouts ADD COLUMN auto_promote INTEGER NOT NULL DEFAULT 1 CHECK (auto_promote IN (0, 1));
    `,
  },
  {
    version: 4,
    name: 'how each version fared on each brand: the last-known-good',
    sql: `
      -- 'good' once a version ran as the brand's pin and a forward move (pin, promote) replaced it;
      -- 'bad' once it was rolled back from or aborted as a canary. The latest event wins. The
      -- brand map's fallback is its newest good version other than the pin.
      CREATE TABLE version_verdicts (
        brand TEXT NOT NULL REFERENCES brands (brand),
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        verdict TEXT NOT NULL CHECK (verdict IN ('good', 'bad')),
        at TEXT NOT NULL,
        audit_id INTEGER,               -- the write that gave it; null when read from the pin stack below
        PRIMARY KEY (brand, remote, version)
      ) STRICT;

      -- What the audit log says so far, in order: a forward move from a pin, a rollback from one, an abort.
      INSERT INTO version_verdicts (brand, remote, version, verdict, at, audit_id)
        SELECT brand, remote,
               CASE WHEN action = 'abort' THEN substr(from_value, 1, instr(from_value, '@') - 1) ELSE from_value END,
               CASE WHEN action IN ('pin', 'promote') THEN 'good' ELSE 'bad' END,
               at, id
        FROM audit
        WHERE action IN ('pin', 'promote', 'rollback', 'abort') AND brand IS NOT NULL AND remote IS NOT NULL
          AND from_value IS NOT NULL AND (action <> 'abort' OR instr(from_value, '@') > 1)
        ORDER BY id
      ON CONFLICT (brand, remote, version) DO UPDATE SET verdict = excluded.verdict, at = excluded.at, audit_id = excluded.audit_id;

      -- A pin below another on a stack ran until it was replaced (adopted stacks have no audit of that).
      INSERT INTO version_verdicts (brand, remote, version, verdict, at, audit_id)
        SELECT below.brand, below.remote, below.version, 'good', above.pinned_at, NULL
        FROM pins below JOIN pins above
          ON above.brand = below.brand AND above.remote = below.remote AND above.position = below.position + 1
        WHERE true
      ON CONFLICT (brand, remote, version) DO NOTHING;
    `,
  },
  {
    version: 5,
    name: 'every file of each published version, with its hash',
    sql: `
      -- What publishing wrote under remotes/<remote>/<version>/ (sha384 SRI and size of each file), so
      -- health can tell a changed or missing chunk, not only a changed remoteEntry.js. Versions
      -- recorded before this step get theirs from the disk at the next start (logged).
      CREATE TABLE version_files (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        path TEXT NOT NULL,
        integrity TEXT NOT NULL,
        size INTEGER NOT NULL,
        PRIMARY KEY (remote, version, path),
        FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version)
      ) STRICT;
    `,
  },
  {
    version: 6,
    name: 'beacons counted once per page load, devices per address, the beacon key',
    sql: `
      -- Values the registry makes for itself. beacon-key: the HMAC key of the brand maps' beacon tokens
      -- and of client-address hashes; it never leaves the database.
      CREATE TABLE settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
      INSERT INTO settings (name, value) VALUES ('beacon-key', lower(hex(randomblob(32))));

      -- What each page load reported, once per remote, version and outcome (a repeat counts nothing),
      -- with the device it ran on (the page's own random id, not the player's) and a keyed hash of the
      -- address it reported from: rollouts count distinct devices, at most a few per address. Kept
      -- a week past the longest live rollout step (load_counts keeps the sums a month).
      CREATE TABLE beacon_outcomes (
        page_load TEXT NOT NULL,
        brand TEXT NOT NULL,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        outcome TEXT NOT NULL,
        device TEXT NOT NULL,
        address TEXT NOT NULL,
        at INTEGER NOT NULL,            -- epoch milliseconds it was first reported
        PRIMARY KEY (page_load, remote, version, outcome)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX beacon_outcomes_by_version ON beacon_outcomes (brand, remote, version, at);
      CREATE INDEX beacon_outcomes_by_time ON beacon_outcomes (at);
    `,
  },
];
