import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { isRemoteName, REMOTE_NAMES, VERSION_PATTERN, type RemoteMapBeacons, type RemoteName } from '@casino/shared-kernel/remote-map';
import { inTransaction } from '../db/database.ts';
import { brandMapOf, brandMapPath, HOSTS_PATH, writeBrandMap, writeHostsFile } from './brand-map.ts';
import { parseBuildManifest, withConsumedShares, type BuildManifest } from './build-manifest.ts';
import { federationProblems, missingExposes, sharedProblems, type ShellVersions } from './compatibility.ts';
import { RegistryError } from './registry-error.ts';
import { RegistryStore, hostsEtag, type AuditDraft, type AuditQuery } from './registry-store.ts';
import type { AuditEntry, BrandStatus, HostsStatus, PublishedVersion, RemoteState, WriteContext } from './registry-types.ts';
import { candidateShellVersions, readShellVersions, type ConfiguredShellVersions } from './shell-versions.ts';
import { writeFolderAtomic } from '@casino/service-kit/atomic-files';
import type { BeaconTokens } from '../signals/beacon-tokens.ts';
import { FileHashes, servingProblems } from './serving-health.ts';
import { listFiles, readIfExists, sriOf } from './static-files.ts';
import { writeVersionsIndex } from './versions-index.ts';

export interface RegistryOptions {
  db: DatabaseSync;
  /** The folder the static tier serves: shell at its root, `remotes/`, `brands/`. */
  staticRoot: string;
  /** Prefix of recorded entry URLs: empty for site-relative `/remotes/…`, or a CDN origin. */
  remotesBaseUrl?: string;
  shellVersions?: ConfiguredShellVersions;
  /** Where (and how often) brand maps tell the shell to report loads; absent: no reports. */
  beacons?: Omit<RemoteMapBeacons, 'token'> | undefined;
  /** The short-lived tokens maps hand their pages for their beacons (required with `beacons`). */
  beaconTokens?: BeaconTokens | undefined;
  now?: () => Date;
}

export interface PublishInput {
  remote: RemoteName;
  /** Path inside the build folder (`/`-separated) → bytes. */
  files: ReadonlyMap<string, Uint8Array>;
  /** Overrides the version the build's manifest names (its package.json version). */
  version?: string | undefined;
  actor: string;
  reason?: string | undefined;
}

export interface CreateBrandInput {
  brand: string;
  previewsAllowed: boolean;
  /** Start from another brand's pins (not its canaries)… */
  copyFrom?: string | undefined;
  /** …and/or name versions; together they must cover every remote. */
  pins?: Partial<Record<RemoteName, string>> | undefined;
  actor: string;
  reason: string;
}

/** Build statistics the bundler leaves beside the output: not served (as in build-tools' assemble). */
const NOT_PUBLISHED = new Set(['mf-stats.json']);

const describeCanary = (canary: { version: string; percent: number } | null) => (canary ? `${canary.version}@${canary.percent}%` : null);

/** One audited change of a brand write, and what it says about how a version fared there. */
type BrandChange = Omit<AuditDraft, 'actor' | 'reason' | 'brand' | 'host'> & { verdict?: { version: string; verdict: 'good' | 'bad' } };

/**
 * The registry's rules. Every method is synchronous (node:sqlite and the file writes are), so a
 * request runs from its ETag check to its commit without another request in between; each brand
 * write also runs in one `BEGIN IMMEDIATE` transaction, which keeps that true across processes.
 */
export class Registry {
  readonly store: RegistryStore;
  readonly staticRoot: string;
  private readonly db: DatabaseSync;
  private readonly remotesBaseUrl: string;
  private readonly configuredShell: ConfiguredShellVersions;
  private readonly beacons: Omit<RemoteMapBeacons, 'token'> | undefined;
  private readonly beaconTokens: BeaconTokens | undefined;
  /** The token window the maps were last written in. */
  private tokenWindow: number | undefined;
  /** What this process last wrote to each brand map and the hosts file: health tells a hand edit. */
  private readonly written = new Map<string, string>();
  private readonly hashes = new FileHashes();

  constructor(options: RegistryOptions) {
    this.db = options.db;
    this.store = new RegistryStore(options.db, options.now);
    this.staticRoot = options.staticRoot;
    this.remotesBaseUrl = (options.remotesBaseUrl ?? '').replace(/\/+$/, '');
    this.configuredShell = options.shellVersions ?? {};
    this.beacons = options.beacons;
    this.beaconTokens = options.beaconTokens;
    if (this.beacons && !this.beaconTokens) throw new Error('Brand maps that ask for beacons need beacon tokens');
  }

  shellVersions(): ShellVersions {
    return readShellVersions(this.staticRoot, this.configuredShell);
  }

  entryUrl(remote: RemoteName, version: string): string {
    return `${this.remotesBaseUrl}/remotes/${remote}/${version}/remoteEntry.js`;
  }

  versionFolder(remote: RemoteName, version: string): string {
    return path.join(this.staticRoot, 'remotes', remote, version);
  }

  // Publishing

  /**
   * Publishes a build under `remotes/<remote>/<version>/` after checking that the shell can mount
   * it: `./app` and `./dialogs` exposed, React and the kernel shared as singletons of the shell's
   * majors. A published version is never replaced.
   */
  publish(input: PublishInput): PublishedVersion {
    const { remote } = input;
    const entryBytes = input.files.get('remoteEntry.js');
    const manifestBytes = input.files.get('mf-manifest.json');
    const missing = [!entryBytes && 'remoteEntry.js', !manifestBytes && 'mf-manifest.json'].filter(Boolean);
    if (!entryBytes || !manifestBytes) {
      throw new RegistryError(
        'build-refused',
        `The build has no ${missing.join(' and no ')} at its root: publish the folder rspack writes (e.g. ${remote}/dist after "pnpm --filter ${remote} build").`,
      );
    }
    let manifest: BuildManifest;
    try {
      manifest = parseBuildManifest(Buffer.from(manifestBytes).toString('utf8'));
    } catch (error) {
      throw new RegistryError('build-refused', (error as Error).message);
    }
    // webpack 5 needs a container name that is an identifier (`mfe_account`): the same remote.
    if (manifest.name !== remote && manifest.name !== remote.replaceAll('-', '_')) {
      throw new RegistryError('build-refused', `This build is "${manifest.name}" (its mf-manifest.json says so), not ${remote}.`);
    }
    if (manifest.globalName !== undefined && manifest.globalName !== remote) {
      throw new RegistryError(
        'build-refused',
        `This build's remoteEntry.js puts its container at globalThis["${manifest.globalName}"] but the shell looks for ${remote} at globalThis["${remote}"]: build it with library { type: 'global', name: '${remote}' }.`,
      );
    }
    const version = input.version ?? manifest.buildVersion;
    if (version === undefined) {
      throw new RegistryError('build-refused', 'The manifest names no build version (metaData.buildInfo.buildVersion): pass the version explicitly.');
    }
    if (!VERSION_PATTERN.test(version)) {
      throw new RegistryError('invalid-payload', `"${version}" is not a version such as 1.4.0 or 1.4.0-rc.1.`);
    }
    const name = `${remote} ${version}`;
    const existing = this.store.getVersion(remote, version);
    if (existing) {
      throw new RegistryError(
        'version-exists',
        `${name} is already published (${existing.publishedAt} by ${existing.publishedBy}); a published version is never overwritten: bump the version and build again.`,
      );
    }
    const folder = this.versionFolder(remote, version);
    if (existsSync(folder)) {
      throw new RegistryError('version-exists', `remotes/${remote}/${version}/ already exists in the static root; a published version is never overwritten.`);
    }
    const lacking = missingExposes(manifest.exposes);
    if (lacking.length > 0) {
      throw new RegistryError(
        'build-refused',
        `${name} does not expose ${lacking.join(' or ')}: the shell mounts every remote's ./app and ./dialogs (single-spa lifecycles). Add ${lacking.length > 1 ? 'them' : 'it'} to module-federation.config.ts.`,
      );
    }
    const shell = this.shellVersions();
    const runtime = federationProblems({ name, federationVersion: manifest.federationVersion }, shell);
    if (runtime.length > 0) throw new RegistryError('build-refused', runtime.join(' '), runtime);
    const scripts = [...input.files].filter(([file]) => file.endsWith('.js')).map(([, bytes]) => Buffer.from(bytes).toString('utf8'));
    const shared = withConsumedShares(manifest.shared, scripts);
    const problems = sharedProblems(shared, shell);
    if (problems.length > 0) {
      throw new RegistryError('incompatible-shared', `${name} cannot run in the shell: ${problems.join(' ')}`, problems);
    }

    const published: PublishedVersion = {
      remote,
      version,
      entry: this.entryUrl(remote, version),
      integrity: sriOf(entryBytes),
      exposes: manifest.exposes,
      shared,
      publishedAt: this.store.timestamp(),
      publishedBy: input.actor,
    };
    const files = new Map([...input.files].filter(([file]) => !NOT_PUBLISHED.has(file)));
    writeFolderAtomic(folder, files);
    try {
      inTransaction(this.db, () => {
        this.store.insertVersion(published);
        this.store.insertVersionFiles(remote, version, [...files].map(([file, bytes]) => ({ path: file, integrity: sriOf(bytes), size: bytes.byteLength })));
        this.audit({ actor: input.actor, action: 'publish', brand: null, remote, host: null, from: null, to: version, reason: input.reason ?? null });
        // Last, so that a refusal above leaves the index as it was; a crash before commit is
        // repaired by the next start (republishAll).
        writeVersionsIndex(this.staticRoot, remote, this.store.listVersions(remote));
      });
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
    return published;
  }

  versions(remote?: RemoteName): PublishedVersion[] {
    return this.store.listVersions(remote);
  }

  version(remote: RemoteName, version: string): PublishedVersion {
    const published = this.store.getVersion(remote, version);
    if (!published) {
      throw new RegistryError('not-found', `${remote} ${version} is not published: publish it first ("registry publish ${remote} <build folder>").`);
    }
    return published;
  }

  /**
   * A version may go into a brand map only if it is published, its entry is in the static root
   * with the recorded hash, and the shell running now can satisfy its singletons (the shell may
   * have moved on since the version was published).
   */
  private requireServable(remote: RemoteName, version: string): PublishedVersion {
    const published = this.version(remote, version);
    const file = path.join(this.versionFolder(remote, version), 'remoteEntry.js');
    const bytes = readIfExists(file);
    if (!bytes) {
      throw new RegistryError('entry-missing', `${remote} ${version} has no remotes/${remote}/${version}/remoteEntry.js in the static root: it cannot be served.`);
    }
    if (sriOf(bytes) !== published.integrity) {
      throw new RegistryError(
        'integrity-mismatch',
        `remotes/${remote}/${version}/remoteEntry.js no longer matches the hash recorded when it was published: the file was changed, refusing to serve it.`,
      );
    }
    const problems = this.versionProblems(published, this.shellVersions());
    if (problems.length > 0) {
      throw new RegistryError('incompatible-shared', `${remote} ${version} cannot run in the current shell: ${problems.join(' ')}`, problems);
    }
    return published;
  }

  /**
   * Why a published version cannot run in `shell`: its shared singletons' ranges (recorded at
   * publish) and its Module Federation release (its published manifest's). Empty when it can.
   */
  versionProblems(published: PublishedVersion, shell: ShellVersions): string[] {
    const name = `${published.remote} ${published.version}`;
    return [...federationProblems({ name, federationVersion: this.federationVersionOf(published.remote, published.version) }, shell), ...sharedProblems(published.shared, shell)];
  }

  /** The Module Federation release a published version was built with, from its manifest in the static root (undefined when it does not say). */
  private federationVersionOf(remote: RemoteName, version: string): string | undefined {
    const bytes = readIfExists(path.join(this.versionFolder(remote, version), 'mf-manifest.json'));
    if (!bytes) return undefined;
    try {
      return parseBuildManifest(bytes.toString('utf8')).federationVersion;
    } catch {
      // A manifest changed after publishing is reported by health (its hash); it names no release.
      return undefined;
    }
  }

  /**
   * What a shell about to be deployed would strand: every version a brand runs (pin, canary,
   * fallback) that it could not run, each named with its brand and why. Refused (`shell-refused`,
   * 422) when there is any, so the deployment stops before the shell goes live; otherwise the
   * versions the new shell was checked against.
   */
  checkShell(manifestText: string, source = 'the shell to deploy'): { shell: ShellVersions; checked: string[] } {
    const shell = candidateShellVersions(manifestText, source);
    const { problems, checked } = this.stranded(shell, 'this shell');
    if (problems.length > 0) {
      throw new RegistryError(
        'shell-refused',
        `This shell would strand ${problems.length === 1 ? 'a version a brand runs' : `${problems.length} versions brands run`}; do not deploy it until each runs a version it can run (pin or roll back) or the shell is rebuilt: ${problems.join(' ')}`,
        problems,
      );
    }
    return { shell, checked };
  }

  /** Every version a brand runs (pin, canary, fallback) that `shell` cannot run, each named with its brand, role and why. */
  private stranded(shell: ShellVersions, which: string): { problems: string[]; checked: string[] } {
    const problems: string[] = [];
    const checked: string[] = [];
    const memo = new Map<string, string[]>();
    for (const status of this.brands()) {
      for (const remote of REMOTE_NAMES) {
        const state = status.remotes[remote];
        const running: [string, string | null][] = [
          ['pin', state.pinned],
          [state.canary ? `canary (${state.canary.percent}%)` : 'canary', state.canary?.version ?? null],
          ['fallback (last-known-good)', state.lastKnownGood],
        ];
        for (const [role, version] of running) {
          if (version === null) continue;
          const key = `${remote}@${version}`;
          if (!memo.has(key)) {
            memo.set(key, this.versionProblems(this.version(remote, version), shell));
            checked.push(key);
          }
          const found = memo.get(key) ?? [];
          if (found.length > 0) problems.push(`${status.brand} runs ${remote} ${version} as its ${role}, which ${which} cannot run: ${found.join(' ')}`);
        }
      }
    }
    return { problems, checked };
  }

  // Brands

  brands(): BrandStatus[] {
    return this.store.brandNames().map((brand) => this.brand(brand));
  }

  brand(brand: string): BrandStatus {
    const status = this.store.readBrand(brand);
    if (!status) throw new RegistryError('not-found', `There is no brand "${brand}" (known: ${this.store.brandNames().join(', ') || 'none'}).`);
    return status;
  }

  createBrand(input: CreateBrandInput): BrandStatus {
    return inTransaction(this.db, () => {
      if (this.store.readBrand(input.brand)) {
        throw new RegistryError('brand-exists', `Brand "${input.brand}" already exists.`);
      }
      const base = input.copyFrom === undefined ? undefined : this.brand(input.copyFrom);
      const pins: Partial<Record<RemoteName, string>> = {};
      for (const remote of REMOTE_NAMES) {
        const version = input.pins?.[remote] ?? base?.remotes[remote].pinned;
        if (version !== undefined) pins[remote] = version;
      }
      const unpinned = REMOTE_NAMES.filter((remote) => pins[remote] === undefined);
      if (unpinned.length > 0) {
        throw new RegistryError('invalid-payload', `A brand runs every remote: name a version for ${unpinned.join(', ')} (or copy another brand's pins).`);
      }
      this.store.insertBrand(input.brand, input.previewsAllowed);
      for (const remote of REMOTE_NAMES) {
        const version = pins[remote] ?? '';
        this.requireServable(remote, version);
        this.store.pushPin(input.brand, remote, version, input.actor);
      }
      const status = this.brand(input.brand);
      this.publishBrandMap(status);
      this.audit({
        actor: input.actor,
        action: 'brand-create',
        brand: input.brand,
        remote: null,
        host: null,
        from: null,
        to: REMOTE_NAMES.map((remote) => `${remote}@${pins[remote] ?? ''}`).join(' '),
        reason: input.reason,
      });
      return status;
    });
  }

  /**
   * A toggle already in the asked state succeeds with `unchanged` saying so (no write, no audit), so
   * a script that ensures "previews on" need not tell that apart from a failure.
   */
  setPreviewsAllowed(brand: string, allowed: boolean, context: WriteContext): { status: BrandStatus; unchanged: string | null } {
    const current = this.brand(brand);
    if (current.previewsAllowed === allowed) {
      return { status: current, unchanged: `Previews are already ${allowed ? 'allowed' : 'not allowed'} on ${brand}. Nothing to change.` };
    }
    return { status: this.setPreviewsChanged(brand, allowed, context), unchanged: null };
  }

  private setPreviewsChanged(brand: string, allowed: boolean, context: WriteContext): BrandStatus {
    return this.writeBrand(brand, context, (state) => {
      if (state.previewsAllowed === allowed) throw unchanged(`Previews are already ${allowed ? 'allowed' : 'not allowed'} on ${brand}.`);
      this.store.setPreviews(brand, allowed);
      return [{ action: 'previews', remote: null, from: String(state.previewsAllowed), to: String(allowed) }];
    });
  }

  /** The share of the brand's page loads that send load beacons (null: the registry's default); the same value again changes nothing. */
  setBeaconPercent(brand: string, percent: number | null, context: WriteContext): { status: BrandStatus; unchanged: string | null } {
    const current = this.brand(brand);
    const describe = (value: number | null) => (value === null ? `the registry's default (${this.beacons?.percent ?? 'no beacons'})` : `${value}%`);
    if (current.beaconPercent === percent) {
      return { status: current, unchanged: `${brand} already sends beacons from ${describe(percent)} of page loads. Nothing to change.` };
    }
    const status = this.writeBrand(brand, context, (state) => {
      this.store.setBeaconPercent(brand, percent);
      return [{ action: 'beacons', remote: null, from: describe(state.beaconPercent), to: describe(percent) }];
    });
    return { status, unchanged: null };
  }

  pin(brand: string, remote: RemoteName, version: string, context: WriteContext): BrandStatus {
    return this.writeBrand(brand, context, (state) => {
      const current = state.remotes[remote];
      if (current.canary) {
        throw new RegistryError(
          'conflict',
          `${remote} has a canary (${describeCanary(current.canary)}) on ${brand}: promote or abort it before pinning another version.`,
        );
      }
      if (current.pinned === version) throw unchanged(`${remote} is already pinned to ${version} on ${brand}.`);
      this.requireServable(remote, version);
      this.store.pushPin(brand, remote, version, context.actor);
      return [{ action: 'pin', remote, from: current.pinned, to: version, verdict: { version: current.pinned, verdict: 'good' } }];
    });
  }

  canary(brand: string, remote: RemoteName, version: string, percent: number, context: WriteContext): BrandStatus {
    return this.writeBrand(brand, context, (state) => {
      const current = state.remotes[remote];
      if (current.pinned === version) {
        throw new RegistryError('conflict', `${version} is the version ${brand} pins for ${remote}: a canary must be another version.`);
      }
      if (current.canary?.version === version && current.canary.percent === percent) {
        throw unchanged(`${remote} ${version} already runs as a canary for ${percent}% of devices on ${brand}.`);
      }
      this.requireServable(remote, version);
      this.store.setCanary(brand, remote, version, percent, context.actor);
      return [{ action: 'canary', remote, from: describeCanary(current.canary), to: describeCanary({ version, percent }) }];
    });
  }

  promote(brand: string, remote: RemoteName, context: WriteContext): BrandStatus {
    return this.writeBrand(brand, context, (state) => {
      const current = state.remotes[remote];
      const canary = requireCanary(brand, remote, current);
      this.requireServable(remote, canary.version);
      this.store.deleteCanary(brand, remote);
      this.store.pushPin(brand, remote, canary.version, context.actor);
      return [{ action: 'promote', remote, from: current.pinned, to: canary.version, verdict: { version: current.pinned, verdict: 'good' } }];
    });
  }

  abort(brand: string, remote: RemoteName, context: WriteContext): BrandStatus {
    return this.writeBrand(brand, context, (state) => {
      const canary = requireCanary(brand, remote, state.remotes[remote]);
      this.store.deleteCanary(brand, remote);
      return [{ action: 'abort', remote, from: describeCanary(canary), to: null, verdict: { version: canary.version, verdict: 'bad' } }];
    });
  }

  /** Back to the previous pin; a canary running on top of the current pin is aborted with it. */
  rollback(brand: string, remote: RemoteName, context: WriteContext): BrandStatus {
    return this.writeBrand(brand, context, (state) => {
      const current = state.remotes[remote];
      const target = current.history.at(-2) ?? null;
      if (target === null) {
        throw new RegistryError('conflict', `${remote} on ${brand} has no earlier pin to roll back to (its pin stack holds only ${current.pinned}).`);
      }
      this.requireServable(remote, target);
      const drafts: BrandChange[] = [];
      if (current.canary) {
        this.store.deleteCanary(brand, remote);
        drafts.push({ action: 'abort', remote, from: describeCanary(current.canary), to: null });
      }
      this.store.popPin(brand, remote);
      drafts.push({ action: 'rollback', remote, from: current.pinned, to: target, verdict: { version: current.pinned, verdict: 'bad' } });
      return drafts;
    });
  }

  /**
   * One brand write: checks `If-Match` against the brand's ETag, applies `change`, bumps the
   * revision, records how the versions it moved away from fared, republishes the brand map and
   * audits, all in one transaction. A fallback (last-known-good) changed by a rollback or an abort
   * is audited too, saying which version it is now and why. A refusal anywhere (stale ETag, invalid map,
   * failed file write) rolls everything back.
   */
  private writeBrand(brand: string, context: WriteContext, change: (state: BrandStatus) => BrandChange[]): BrandStatus {
    return inTransaction(this.db, () => {
      const state = this.brand(brand);
      requireEtag(context.ifMatch, state.etag, `brand ${brand}`, `GET /api/brands/${brand}`);
      const drafts = change(state);
      this.store.bumpRevision(brand);
      for (const { verdict, ...draft } of drafts) {
        const entry = this.audit({ ...draft, actor: context.actor, reason: context.reason, brand, host: null });
        if (verdict && draft.remote !== null && isRemoteName(draft.remote)) this.store.setVerdict(brand, draft.remote, verdict.version, verdict.verdict, entry.id);
      }
      const next = this.brand(brand);
      for (const remote of REMOTE_NAMES) {
        const before = state.remotes[remote].lastKnownGood;
        const after = next.remotes[remote].lastKnownGood;
        // A forward move's new fallback is the pin it replaced: its own entry says so already.
        const replaced = drafts.some((draft) => draft.remote === remote && draft.verdict?.verdict === 'good' && draft.verdict.version === after);
        if (before === after || replaced) continue;
        // An abort stops a canary that misbehaves and is never refused for what it leaves behind:
        // a fallback the shell cannot run then shows in /api/health.
        const onlyAborts = drafts.every((draft) => draft.action === 'abort');
        if (after !== null && !onlyAborts) this.requireFallbackRuns(brand, remote, after);
        this.audit({ action: 'fallback', remote, from: before, to: after, actor: context.actor, brand, host: null, reason: this.fallbackReason(brand, remote, before, next) });
      }
      this.publishBrandMap(next);
      return next;
    });
  }

  /**
   * A fallback runs on players' pages when the pin fails to load, so a write that would make it a
   * version the running shell cannot run is refused like a pin of it.
   */
  private requireFallbackRuns(brand: string, remote: RemoteName, version: string): void {
    const problems = this.versionProblems(this.version(remote, version), this.shellVersions());
    if (problems.length > 0) {
      throw new RegistryError(
        'incompatible-shared',
        `This would make ${remote} ${version} ${brand}'s fallback (last-known-good), which the current shell cannot run: ${problems.join(' ')} Nothing was changed: pin a version that runs, then do this again.`,
        problems,
      );
    }
  }

  /** Why the brand's fallback of `remote` is what it is now, naming why the one before no longer is. */
  private fallbackReason(brand: string, remote: RemoteName, before: string | null, status: BrandStatus): string {
    const { lastKnownGood: now, pinned } = status.remotes[remote];
    const parts: string[] = [];
    if (now === null) {
      parts.push(`No version other than the pin ${pinned} ran well as ${brand}'s pin: a player whose pin fails to load gets no fallback`);
    } else {
      const verdict = this.store.verdict(brand, remote, now);
      const replaced = verdict?.auditId ? this.store.auditEntry(verdict.auditId) : undefined;
      const how = replaced ? ` (${replaced.action} to ${replaced.to ?? '?'} by ${replaced.actor})` : '';
      parts.push(`${now} is the newest version that ran well as ${brand}'s pin: it ran until ${verdict?.at ?? '?'}${how}`);
    }
    if (before !== null && before !== now) {
      const verdict = this.store.verdict(brand, remote, before);
      const entry = verdict?.auditId ? this.store.auditEntry(verdict.auditId) : undefined;
      if (before === pinned) parts.push(`${before} is the pin now`);
      else if (verdict?.verdict === 'bad') {
        const what = entry?.action === 'abort' ? 'was aborted as a canary' : 'was rolled back';
        parts.push(`${before} ${what}${entry?.reason ? ` ("${entry.reason}")` : ''}, so it is never the fallback`);
      }
    }
    return `${parts.join('; ')}.`;
  }

  private publishBrandMap(status: BrandStatus): void {
    const token = this.beaconTokens?.issue(status.brand);
    this.tokenWindow = this.beaconTokens?.window();
    const beacons = this.beacons && token !== undefined ? { url: this.beacons.url, percent: status.beaconPercent ?? this.beacons.percent, token } : undefined;
    this.written.set(brandMapPath(status.brand), writeBrandMap(this.staticRoot, brandMapOf(status, (remote, version) => this.version(remote, version), beacons)));
  }

  // Hosts

  hosts(): HostsStatus {
    const revision = this.store.hostsRevision();
    return { revision, etag: hostsEtag(revision), hosts: this.store.hosts() };
  }

  setHost(host: string, brand: string, context: WriteContext): HostsStatus {
    return this.writeHosts(context, (hosts) => {
      this.brand(brand);
      const previous = hosts[host] ?? null;
      if (previous === brand) throw unchanged(`${host} already serves ${brand}.`);
      this.store.setHost(host, brand);
      return { action: 'host-set', brand, host, from: previous, to: brand };
    });
  }

  removeHost(host: string, context: WriteContext): HostsStatus {
    return this.writeHosts(context, (hosts) => {
      const previous = hosts[host];
      if (previous === undefined) throw new RegistryError('not-found', `No brand is served on ${host}.`);
      this.store.deleteHost(host);
      return { action: 'host-remove', brand: previous, host, from: previous, to: null };
    });
  }

  private writeHosts(context: WriteContext, change: (hosts: Record<string, string>) => Omit<AuditDraft, 'actor' | 'reason' | 'remote'>): HostsStatus {
    return inTransaction(this.db, () => {
      const current = this.hosts();
      requireEtag(context.ifMatch, current.etag, 'the hosts file', 'GET /api/hosts');
      const draft = change(current.hosts);
      this.store.bumpHostsRevision();
      const next = this.hosts();
      this.written.set(HOSTS_PATH, writeHostsFile(this.staticRoot, next.hosts));
      this.audit({ ...draft, remote: null, actor: context.actor, reason: context.reason });
      return next;
    });
  }

  // Audit and start-up

  audit(draft: AuditDraft): AuditEntry {
    return this.store.insertAudit(draft);
  }

  auditLog(query: AuditQuery): AuditEntry[] {
    return this.store.queryAudit(query);
  }

  /**
   * What players would get wrong now (see `serving-health.ts`): a brand map or the hosts file
   * missing, invalid or edited by hand, and any file of a version a map runs that is missing or
   * changed. Logged at start and on change, and reported by /api/health.
   */
  servingProblems(): string[] {
    // A shell deployed without `registry shell check` may strand what brands run: health names it.
    let stranded: string[] = [];
    try {
      stranded = this.stranded(this.shellVersions(), 'the running shell').problems;
    } catch (error) {
      // No shell known yet (none deployed, none configured): nothing runs to be stranded; publish says so.
      if (!(error instanceof RegistryError && error.code === 'shell-unknown')) throw error;
    }
    return [...servingProblems({
      staticRoot: this.staticRoot,
      brands: this.brands(),
      version: (remote, version) => this.store.getVersion(remote, version),
      files: (remote, version) => this.store.versionFiles(remote, version),
      written: this.written,
      hashes: this.hashes,
    }), ...stranded];
  }

  /**
   * Records the files of versions the database has no list for (published before lists were kept,
   * or adopted) as they are on disk now; returns them as `remote@version`. A version whose folder
   * is gone is left for a later start.
   */
  recordFileLists(): string[] {
    const recorded: string[] = [];
    inTransaction(this.db, () => {
      for (const { remote, version } of this.store.versionsWithoutFiles()) {
        const folder = this.versionFolder(remote, version);
        if (!existsSync(folder)) continue;
        const files = listFiles(folder).flatMap((file) => {
          const bytes = readIfExists(path.join(folder, ...file.split('/')));
          return bytes ? [{ path: file, integrity: sriOf(bytes), size: bytes.byteLength }] : [];
        });
        this.store.insertVersionFiles(remote, version, files);
        recorded.push(`${remote}@${version}`);
      }
    });
    return recorded;
  }

  /**
   * Rewrites every brand map with a fresh beacon token once the token window has moved on since they
   * were written (a timer calls this); returns whether it did. Not a brand write: the state is the
   * same, only the token changes.
   */
  rotateBeaconTokens(): boolean {
    if (!this.beaconTokens || !this.beacons || this.beaconTokens.window() === this.tokenWindow) return false;
    for (const status of this.brands()) this.publishBrandMap(status);
    return true;
  }

  /**
   * Rewrites every brand map, every remote's versions index and the hosts file from the database,
   * which is the source of truth: run at start, it repairs a static root that was rebuilt or a
   * write that crashed between file and commit.
   */
  republishAll(): void {
    for (const status of this.brands()) this.publishBrandMap(status);
    for (const remote of REMOTE_NAMES) {
      const published = this.store.listVersions(remote);
      if (published.length > 0) writeVersionsIndex(this.staticRoot, remote, published);
    }
    this.written.set(HOSTS_PATH, writeHostsFile(this.staticRoot, this.store.hosts()));
  }
}

function requireCanary(brand: string, remote: RemoteName, state: RemoteState) {
  if (!state.canary) throw new RegistryError('conflict', `${remote} has no canary on ${brand}.`);
  return state.canary;
}

const unchanged = (message: string) => new RegistryError('conflict', `${message} Nothing to change.`);

/** The tags an `If-Match` header lists, quotes normalised so `india.3` and `"india.3"` are the same tag. */
function etagsOf(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0)
    .map((tag) => (tag.startsWith('"') ? tag : `"${tag}"`));
}

/**
 * Optimistic concurrency: a write names the state it was based on. Without that it is refused
 * (428), and when the state has moved on it is refused (409) before anything changes.
 */
function requireEtag(ifMatch: string | undefined, current: string, what: string, howToRead: string): void {
  if (ifMatch === undefined || ifMatch.trim() === '') {
    throw new RegistryError('precondition-required', `Send the current ETag of ${what} in If-Match (${howToRead} returns it as the ETag header).`);
  }
  const tags = etagsOf(ifMatch);
  if (tags.includes('"*"')) {
    throw new RegistryError('precondition-required', `If-Match: * is not accepted: name the ETag of ${what} your change is based on (${howToRead}).`);
  }
  if (!tags.includes(current)) {
    throw new RegistryError(
      'stale-etag',
      `${what[0]?.toUpperCase()}${what.slice(1)} changed since you read it (If-Match ${tags.join(', ')}, now ${current}): nothing was changed. Reload and decide again.`,
    );
  }
}
