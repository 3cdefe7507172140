import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { inTransaction, integer, text } from '../db/database.ts';
import type { LoadCounts } from '../rollout/rollout-decision.ts';

/**
 * What a player's browser reports about one attempt to run a remote's version:
 * - `loaded`: its entry loaded and its parcel came up (the version the tab chose);
 * - `fallback`: it loaded as a fallback, after the versions before it failed;
 * - `entry-failed`: its `remoteEntry.js` could not be fetched (offline, 404, timeout);
 * - `integrity-failed`: the entry was fetched but did not match its recorded hash;
 * - `init-failed`: the entry ran but the remote could not start (script error, a chunk missing);
 * - `crashed`: its parcel threw while mounting (the shell's boundary caught it).
 */
export const LOAD_OUTCOMES = ['loaded', 'fallback', 'entry-failed', 'integrity-failed', 'init-failed', 'crashed'] as const;
export type LoadOutcome = (typeof LOAD_OUTCOMES)[number];

/** An attempt to load the version: each ends in one of these (init failures and crashes come after a load). */
const ATTEMPTS: readonly LoadOutcome[] = ['loaded', 'fallback', 'entry-failed', 'integrity-failed'];
const FAILURES: readonly LoadOutcome[] = ['entry-failed', 'integrity-failed', 'init-failed', 'crashed'];

export interface LoadReport {
  remote: string;
  version: string;
  outcome: LoadOutcome;
  count: number;
}

export interface VersionFigures extends LoadCounts {
  /** Every outcome reported, summed. */
  outcomes: Partial<Record<LoadOutcome, number>>;
}

/** Loads and failures from the outcomes counted. */
export function figuresOf(outcomes: Partial<Record<LoadOutcome, number>>): VersionFigures {
  const sum = (list: readonly LoadOutcome[]) => list.reduce((total, outcome) => total + (outcomes[outcome] ?? 0), 0);
  return { loads: sum(ATTEMPTS), failures: sum(FAILURES), outcomes };
}

/** What was counted after `baseline` was taken (both read since the same minute). */
export function countedSince(now: VersionFigures, baseline: Partial<Record<LoadOutcome, number>>): VersionFigures {
  const outcomes: Partial<Record<LoadOutcome, number>> = {};
  for (const outcome of LOAD_OUTCOMES) {
    const count = (now.outcomes[outcome] ?? 0) - (baseline[outcome] ?? 0);
    if (count > 0) outcomes[outcome] = count;
  }
  return figuresOf(outcomes);
}

export const minuteOf = (at: number) => Math.floor(at / 60_000);

/**
 * Per-minute sums of what players' browsers reported, per brand, remote, version and outcome, on
 * disk (a rollout judged after a restart sees the loads from before it).
 */
export class LoadCountsStore {
  private readonly db: DatabaseSync;
  // Prepared once: ingest runs them for every beacon.
  private readonly upsert: StatementSync;
  private readonly brandRow: StatementSync;
  private readonly hostRow: StatementSync;
  private readonly versionRow: StatementSync;

  constructor(db: DatabaseSync) {
    this.db = db;
    this.upsert = db.prepare(
      `INSERT INTO load_counts (brand, remote, version, minute, outcome, count) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (brand, remote, version, minute, outcome) DO UPDATE SET count = count + excluded.count`,
    );
    this.brandRow = db.prepare('SELECT 1 AS found FROM brands WHERE brand = ?');
    this.hostRow = db.prepare('SELECT brand FROM hosts WHERE host = ?');
    this.versionRow = db.prepare('SELECT 1 AS found FROM remote_versions WHERE remote = ? AND version = ?');
  }

  brandExists(brand: string): boolean {
    return this.brandRow.get(brand) !== undefined;
  }

  /** The brand a host name serves (`hosts.json`), if any. */
  brandOfHost(host: string): string | undefined {
    const row = this.hostRow.get(host);
    return row ? text(row, 'brand') : undefined;
  }

  isPublished(remote: string, version: string): boolean {
    return this.versionRow.get(remote, version) !== undefined;
  }

  /** Adds one batch of reports (one transaction: a batch counts whole or not at all). */
  record(brand: string, at: number, reports: readonly LoadReport[]): void {
    const minute = minuteOf(at);
    inTransaction(this.db, () => {
      for (const report of reports) this.upsert.run(brand, report.remote, report.version, minute, report.outcome, report.count);
    });
  }

  /** Loads, failures and every outcome of one version on one brand, from the minute of `since` on. */
  figures(brand: string, remote: string, version: string, since: number): VersionFigures {
    const rows = this.db
      .prepare('SELECT outcome, SUM(count) AS count FROM load_counts WHERE brand = ? AND remote = ? AND version = ? AND minute >= ? GROUP BY outcome')
      .all(brand, remote, version, minuteOf(since));
    const outcomes: Partial<Record<LoadOutcome, number>> = {};
    for (const row of rows) {
      const outcome = LOAD_OUTCOMES.find((known) => known === text(row, 'outcome'));
      if (outcome) outcomes[outcome] = integer(row, 'count');
    }
    return figuresOf(outcomes);
  }

  /** Drops counts older than `before` (a month is kept: rollouts look at minutes, ops at days). */
  prune(before: number): void {
    this.db.prepare('DELETE FROM load_counts WHERE minute < ?').run(minuteOf(before));
  }
}
