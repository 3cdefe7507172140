import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { REMOTE_NAMES, isRemoteName, type RemoteName } from '@casino/shared-kernel/remote-map';
import { integer, text, textOrNull } from '../db/database.ts';
import type { SharedDeclaration } from './build-manifest.ts';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type BrandStatus, type CanaryState, type PublishedVersion, type RemoteState } from './registry-types.ts';

type Row = Record<string, SQLOutputValue>;

/** The ETag of a brand at a revision; names the brand so one brand's tag never matches another's. */
export const brandEtag = (brand: string, revision: number) => `"${brand}.${revision}"`;
export const hostsEtag = (revision: number) => `"hosts.${revision}"`;

export interface PinRow {
  version: string;
  position: number;
  pinnedAt: string;
  pinnedBy: string;
}

export type AuditDraft = Omit<AuditEntry, 'id' | 'at'>;

export interface AuditQuery {
  brand?: string | undefined;
  remote?: string | undefined;
  /** Entries older than this id (the `next` of the previous page). */
  before?: number | undefined;
  limit: number;
}

const remoteOf = (value: string): RemoteName => {
  if (!isRemoteName(value)) throw new Error(`Unknown remote ${value} in the database`);
  return value;
};

const actionOf = (value: string): AuditAction => {
  const action = AUDIT_ACTIONS.find((known) => known === value);
  if (!action) throw new Error(`Unknown audit action ${value} in the database`);
  return action;
};

/** Rows to records and back; no rules here (they live in registry.ts). */
export class RegistryStore {
  readonly db: DatabaseSync;
  readonly now: () => Date;

  constructor(db: DatabaseSync, now: () => Date = () => new Date()) {
    this.db = db;
    this.now = now;
  }

  timestamp(): string {
    return this.now().toISOString();
  }

  // Published versions

  getVersion(remote: RemoteName, version: string): PublishedVersion | undefined {
    const row = this.db.prepare('SELECT * FROM remote_versions WHERE remote = ? AND version = ?').get(remote, version);
    return row ? versionOf(row) : undefined;
  }

  /** Newest first. */
  listVersions(remote?: RemoteName): PublishedVersion[] {
    const rows = remote
      ? this.db.prepare('SELECT * FROM remote_versions WHERE remote = ? ORDER BY published_at DESC, rowid DESC').all(remote)
      : this.db.prepare('SELECT * FROM remote_versions ORDER BY remote, published_at DESC, rowid DESC').all();
    return rows.map(versionOf);
  }

  insertVersion(version: PublishedVersion): void {
    this.db
      .prepare(
        `INSERT INTO remote_versions (remote, version, entry, integrity, exposes, shared, published_at, published_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        version.remote,
        version.version,
        version.entry,
        version.integrity,
        JSON.stringify(version.exposes),
        JSON.stringify(version.shared),
        version.publishedAt,
        version.publishedBy,
      );
  }

  /** The files publishing wrote for a version (path, SRI, size), sorted by path. */
  versionFiles(remote: RemoteName, version: string): VersionFile[] {
    return this.db
      .prepare('SELECT path, integrity, size FROM version_files WHERE remote = ? AND version = ? ORDER BY path')
      .all(remote, version)
      .map((row) => ({ path: text(row, 'path'), integrity: text(row, 'integrity'), size: integer(row, 'size') }));
  }

  insertVersionFiles(remote: RemoteName, version: string, files: readonly VersionFile[]): void {
    const insert = this.db.prepare('INSERT INTO version_files (remote, version, path, integrity, size) VALUES (?, ?, ?, ?, ?)');
    for (const file of files) insert.run(remote, version, file.path, file.integrity, file.size);
  }

  /** Versions recorded without their file list (published before the registry kept one). */
  versionsWithoutFiles(): { remote: RemoteName; version: string }[] {
    return this.db
      .prepare('SELECT remote, version FROM remote_versions v WHERE NOT EXISTS (SELECT 1 FROM version_files f WHERE f.remote = v.remote AND f.version = v.version)')
      .all()
      .map((row) => ({ remote: remoteOf(text(row, 'remote')), version: text(row, 'version') }));
  }

  // Brands

  brandNames(): string[] {
    return this.db.prepare('SELECT brand FROM brands ORDER BY brand').all().map((row) => text(row, 'brand'));
  }

  insertBrand(brand: string, previewsAllowed: boolean): void {
    this.db
      .prepare('INSERT INTO brands (brand, previews_allowed, revision, created_at) VALUES (?, ?, 1, ?)')
      .run(brand, previewsAllowed ? 1 : 0, this.timestamp());
  }

  bumpRevision(brand: string): void {
    this.db.prepare('UPDATE brands SET revision = revision + 1 WHERE brand = ?').run(brand);
  }

  setBeaconPercent(brand: string, percent: number | null): void {
    this.db.prepare('UPDATE brands SET beacon_percent = ? WHERE brand = ?').run(percent, brand);
  }

  setPreviews(brand: string, allowed: boolean): void {
    this.db.prepare('UPDATE brands SET previews_allowed = ? WHERE brand = ?').run(allowed ? 1 : 0, brand);
  }

  /** Everything about one brand, or undefined when there is no such brand. */
  readBrand(brand: string): BrandStatus | undefined {
    const row = this.db.prepare('SELECT * FROM brands WHERE brand = ?').get(brand);
    if (!row) return undefined;
    const revision = integer(row, 'revision');
    const remotes = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, this.remoteState(brand, remote)])) as Record<
      RemoteName,
      RemoteState
    >;
    const hosts = this.db.prepare('SELECT host FROM hosts WHERE brand = ? ORDER BY host').all(brand).map((r) => text(r, 'host'));
    const beaconPercent = row.beacon_percent === null || row.beacon_percent === undefined ? null : integer(row, 'beacon_percent');
    return { brand, previewsAllowed: integer(row, 'previews_allowed') === 1, beaconPercent, revision, etag: brandEtag(brand, revision), hosts, remotes };
  }

  private remoteState(brand: string, remote: RemoteName): RemoteState {
    const stack = this.pinStack(brand, remote);
    const top = stack.at(-1);
    if (!top) throw new Error(`${brand} has no pin for ${remote}`);
    return {
      pinned: top.version,
      pinnedAt: top.pinnedAt,
      pinnedBy: top.pinnedBy,
      canary: this.getCanary(brand, remote),
      lastKnownGood: this.newestGood(brand, remote, top.version)?.version ?? null,
      history: stack.map((pin) => pin.version),
    };
  }

  // How versions fared

  /**
   * The newest version that ran well as the brand's pin (replaced by a forward move, never rolled
   * back or aborted since), other than the pin: the map's fallback.
   */
  newestGood(brand: string, remote: RemoteName, pinned: string): VersionVerdict | undefined {
    const row = this.db
      .prepare(
        `SELECT * FROM version_verdicts WHERE brand = ? AND remote = ? AND verdict = 'good' AND version <> ?
         ORDER BY at DESC, audit_id DESC LIMIT 1`,
      )
      .get(brand, remote, pinned);
    return row ? verdictOf(row) : undefined;
  }

  verdict(brand: string, remote: RemoteName, version: string): VersionVerdict | undefined {
    const row = this.db.prepare('SELECT * FROM version_verdicts WHERE brand = ? AND remote = ? AND version = ?').get(brand, remote, version);
    return row ? verdictOf(row) : undefined;
  }

  /** Records how a version fared; the latest event wins. `auditId` is the write that says so. */
  setVerdict(brand: string, remote: RemoteName, version: string, verdict: VersionVerdict['verdict'], auditId: number | null): void {
    this.db
      .prepare(
        `INSERT INTO version_verdicts (brand, remote, version, verdict, at, audit_id) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (brand, remote, version) DO UPDATE SET verdict = excluded.verdict, at = excluded.at, audit_id = excluded.audit_id`,
      )
      .run(brand, remote, version, verdict, this.timestamp(), auditId);
  }

  auditEntry(id: number): AuditEntry | undefined {
    const row = this.db.prepare('SELECT * FROM audit WHERE id = ?').get(id);
    return row ? auditOf(row) : undefined;
  }

  // Pins and canaries

  /** Oldest first. */
  pinStack(brand: string, remote: RemoteName): PinRow[] {
    return this.db
      .prepare('SELECT * FROM pins WHERE brand = ? AND remote = ? ORDER BY position')
      .all(brand, remote)
      .map((row) => ({
        version: text(row, 'version'),
        position: integer(row, 'position'),
        pinnedAt: text(row, 'pinned_at'),
        pinnedBy: text(row, 'pinned_by'),
      }));
  }

  pushPin(brand: string, remote: RemoteName, version: string, actor: string): void {
    this.db
      .prepare(
        `INSERT INTO pins (brand, remote, position, version, pinned_at, pinned_by)
         VALUES (?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM pins WHERE brand = ? AND remote = ?), ?, ?, ?)`,
      )
      .run(brand, remote, brand, remote, version, this.timestamp(), actor);
  }

  popPin(brand: string, remote: RemoteName): void {
    this.db
      .prepare('DELETE FROM pins WHERE brand = ? AND remote = ? AND position = (SELECT MAX(position) FROM pins WHERE brand = ? AND remote = ?)')
      .run(brand, remote, brand, remote);
  }

  getCanary(brand: string, remote: RemoteName): CanaryState | null {
    const row = this.db.prepare('SELECT * FROM canaries WHERE brand = ? AND remote = ?').get(brand, remote);
    if (!row) return null;
    return {
      version: text(row, 'version'),
      percent: integer(row, 'percent'),
      startedAt: text(row, 'started_at'),
      startedBy: text(row, 'started_by'),
    };
  }

  setCanary(brand: string, remote: RemoteName, version: string, percent: number, actor: string): void {
    // A new percent for the same version keeps when and by whom the canary started.
    this.db
      .prepare(
        `INSERT INTO canaries (brand, remote, version, percent, started_at, started_by) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (brand, remote) DO UPDATE SET
           started_at = CASE WHEN canaries.version = excluded.version THEN canaries.started_at ELSE excluded.started_at END,
           started_by = CASE WHEN canaries.version = excluded.version THEN canaries.started_by ELSE excluded.started_by END,
           version = excluded.version, percent = excluded.percent`,
      )
      .run(brand, remote, version, percent, this.timestamp(), actor);
  }

  deleteCanary(brand: string, remote: RemoteName): void {
    this.db.prepare('DELETE FROM canaries WHERE brand = ? AND remote = ?').run(brand, remote);
  }

  // Hosts

  hostsRevision(): number {
    const row = this.db.prepare("SELECT value FROM counters WHERE name = 'hosts'").get();
    if (!row) throw new Error('The hosts counter is missing');
    return integer(row, 'value');
  }

  bumpHostsRevision(): void {
    this.db.prepare("UPDATE counters SET value = value + 1 WHERE name = 'hosts'").run();
  }

  hosts(): Record<string, string> {
    return Object.fromEntries(
      this.db
        .prepare('SELECT host, brand FROM hosts ORDER BY host')
        .all()
        .map((row) => [text(row, 'host'), text(row, 'brand')]),
    );
  }

  setHost(host: string, brand: string): void {
    this.db.prepare('INSERT INTO hosts (host, brand) VALUES (?, ?) ON CONFLICT (host) DO UPDATE SET brand = excluded.brand').run(host, brand);
  }

  deleteHost(host: string): void {
    this.db.prepare('DELETE FROM hosts WHERE host = ?').run(host);
  }

  // Audit

  insertAudit(draft: AuditDraft): AuditEntry {
    const at = this.timestamp();
    const result = this.db
      .prepare(
        `INSERT INTO audit (at, actor, action, brand, remote, host, from_value, to_value, reason)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(at, draft.actor, draft.action, draft.brand, draft.remote, draft.host, draft.from, draft.to, draft.reason);
    return { id: Number(result.lastInsertRowid), at, ...draft };
  }

  /** Newest first. */
  queryAudit(query: AuditQuery): AuditEntry[] {
    return this.db
      .prepare(
        `SELECT * FROM audit
         WHERE (:brand IS NULL OR brand = :brand) AND (:remote IS NULL OR remote = :remote) AND (:before IS NULL OR id < :before)
         ORDER BY id DESC LIMIT :limit`,
      )
      .all({ brand: query.brand ?? null, remote: query.remote ?? null, before: query.before ?? null, limit: query.limit })
      .map(auditOf);
  }
}

/** One file of a published version, as publishing wrote it. */
export interface VersionFile {
  /** `/`-separated, inside the version's folder. */
  path: string;
  integrity: string;
  size: number;
}

/** How one version fared on one brand (`version_verdicts`). */
export interface VersionVerdict {
  version: string;
  verdict: 'good' | 'bad';
  /** When it was replaced as the pin (good), or rolled back or aborted (bad). */
  at: string;
  /** The audit entry of that write (null: read from an adopted pin stack). */
  auditId: number | null;
}

function verdictOf(row: Row): VersionVerdict {
  const verdict = text(row, 'verdict');
  if (verdict !== 'good' && verdict !== 'bad') throw new Error(`Unknown verdict ${verdict} in the database`);
  return { version: text(row, 'version'), verdict, at: text(row, 'at'), auditId: row.audit_id === null ? null : integer(row, 'audit_id') };
}

function versionOf(row: Row): PublishedVersion {
  return {
    remote: remoteOf(text(row, 'remote')),
    version: text(row, 'version'),
    entry: text(row, 'entry'),
    integrity: text(row, 'integrity'),
    exposes: JSON.parse(text(row, 'exposes')) as string[],
    shared: JSON.parse(text(row, 'shared')) as SharedDeclaration[],
    publishedAt: text(row, 'published_at'),
    publishedBy: text(row, 'published_by'),
  };
}

function auditOf(row: Row): AuditEntry {
  return {
    id: integer(row, 'id'),
    at: text(row, 'at'),
    actor: text(row, 'actor'),
    action: actionOf(text(row, 'action')),
    brand: textOrNull(row, 'brand'),
    remote: textOrNull(row, 'remote'),
    host: textOrNull(row, 'host'),
    from: textOrNull(row, 'from_value'),
    to: textOrNull(row, 'to_value'),
    reason: textOrNull(row, 'reason'),
  };
}
