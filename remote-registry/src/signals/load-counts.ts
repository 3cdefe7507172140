import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { inTransaction, integer, text } from '../db/database.ts';

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

export interface VersionFigures {
  /** Attempts to load it (one per page load and outcome). */
  loads: number;
  failures: number;
  /** Every outcome reported, summed. */
  outcomes: Partial<Record<LoadOutcome, number>>;
}

/** One page load's beacon, as the registry keeps it. */
export interface PageLoadBeacon {
  brand: string;
  /** The page load's own random id: what it reports counts once. */
  pageLoad: string;
  /** The browser's random beacon id (not the player's, not the kernel's device id). */
  device: string;
  /** A keyed hash of the client address it came from. */
  address: string;
  at: number;
  reports: readonly LoadReport[];
}

/** A page-load id seen before with another brand or device: a forged or mixed-up beacon. */
export class PageLoadMismatch extends Error {}

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

/** How many distinct devices one client address may add to a rollout's count, by default. */
export const DEFAULT_DEVICES_PER_ADDRESS = 10;

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
  private readonly pageLoadRow: StatementSync;
  private readonly insertOutcome: StatementSync;
  private readonly devicesPerAddress: number;

  /** `devicesPerAddress`: how many distinct devices one client address may add to a version's count. */
  constructor(db: DatabaseSync, devicesPerAddress = DEFAULT_DEVICES_PER_ADDRESS) {
    this.db = db;
    this.devicesPerAddress = devicesPerAddress;
    this.pageLoadRow = db.prepare('SELECT brand, device FROM beacon_outcomes WHERE page_load = ? LIMIT 1');
    this.insertOutcome = db.prepare(
      `INSERT INTO beacon_outcomes (page_load, brand, remote, version, outcome, device, address, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT DO NOTHING`,
    );
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

  /**
   * Counts what one page load reports that it had not reported before: each remote, version and
   * outcome once per page load, whatever `count` says (a page that loads a remote twice, or a beacon
   * sent again, counts once). One transaction: a beacon counts whole or not at all. Returns how
   * many counts were new; throws {@link PageLoadMismatch} when the page load was seen with another
   * brand or device.
   */
  recordPageLoad(beacon: PageLoadBeacon): number {
    const minute = minuteOf(beacon.at);
    return inTransaction(this.db, () => {
      const seen = this.pageLoadRow.get(beacon.pageLoad);
      if (seen && (text(seen, 'brand') !== beacon.brand || text(seen, 'device') !== beacon.device)) {
        throw new PageLoadMismatch(`page load ${beacon.pageLoad} reported before from another ${text(seen, 'brand') !== beacon.brand ? 'brand' : 'device'}`);
      }
      let counted = 0;
      for (const report of beacon.reports) {
        const inserted = this.insertOutcome.run(
          beacon.pageLoad,
          beacon.brand,
          report.remote,
          report.version,
          report.outcome,
          beacon.device,
          beacon.address,
          beacon.at,
        );
        if (Number(inserted.changes) === 0) continue;
        this.upsert.run(beacon.brand, report.remote, report.version, minute, report.outcome, 1);
        counted += 1;
      }
      return counted;
    });
  }

  /**
   * Distinct devices that reported a version on a brand since `since` (milliseconds), each client
   * address vouching for at most `devicesPerAddress` of them: one address inventing device ids
   * cannot make up a crowd.
   */
  devices(brand: string, remote: string, version: string, since: number): number {
    const row = this.db
      .prepare(
        `SELECT COALESCE(SUM(MIN(devices, ?)), 0) AS devices FROM (
           SELECT COUNT(DISTINCT device) AS devices FROM beacon_outcomes
           WHERE brand = ? AND remote = ? AND version = ? AND at >= ? GROUP BY address)`,
      )
      .get(this.devicesPerAddress, brand, remote, version, since);
    return row ? integer(row, 'devices') : 0;
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

  /** Drops what page loads reported before `before` (kept while a rollout step may still count its devices). */
  prunePageLoads(before: number): void {
    this.db.prepare('DELETE FROM beacon_outcomes WHERE at < ?').run(before);
  }
}
