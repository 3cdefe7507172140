import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseBrandHosts, parseRemoteMapText, REMOTE_NAMES, VERSION_PATTERN, BRAND_ID_PATTERN } from '@casino/shared-kernel/remote-map';
import { inTransaction } from '../db/database.ts';
import { parseBuildManifest } from './build-manifest.ts';
import type { Registry } from './registry.ts';
import { readIfExists, sriOf } from './static-files.ts';

export interface AdoptionReport {
  versions: string[];
  brands: string[];
  hosts: string[];
  /** What could not be adopted, and why. */
  skipped: string[];
}

const ADOPTER = 'registry';
const REASON = 'adopted from the static root when the registry first started';

/** Sorted, so adoption (and its report) does not depend on the file system's order. */
const subfolders = (folder: string) => {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
};

/** The result of `parse`, or undefined with the reason recorded as skipped. */
function attempt<T>(what: string, report: AdoptionReport, parse: () => T): T | undefined {
  try {
    return parse();
  } catch (error) {
    report.skipped.push(`${what}: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * Takes over a static root the build assembled before the registry existed: its remote versions,
 * brand maps (pin, fallback as last-known-good, canary) and host names. Runs once, on a new
 * database; versions are recorded as they are (they already run), without the publish checks.
 */
export function adoptStaticRoot(registry: Registry): AdoptionReport {
  const { store, staticRoot } = registry;
  const report: AdoptionReport = { versions: [], brands: [], hosts: [], skipped: [] };
  const audit = (fields: { brand?: string; remote?: string; host?: string; to: string | null }) =>
    registry.audit({
      actor: ADOPTER,
      action: 'adopt',
      brand: fields.brand ?? null,
      remote: fields.remote ?? null,
      host: fields.host ?? null,
      from: null,
      to: fields.to,
      reason: REASON,
    });

  inTransaction(store.db, () => {
    for (const remote of REMOTE_NAMES) {
      for (const version of subfolders(path.join(staticRoot, 'remotes', remote)).filter((name) => VERSION_PATTERN.test(name))) {
        const folder = registry.versionFolder(remote, version);
        const entry = readIfExists(path.join(folder, 'remoteEntry.js'));
        const manifestBytes = readIfExists(path.join(folder, 'mf-manifest.json'));
        if (!entry || !manifestBytes) {
          report.skipped.push(`remotes/${remote}/${version}: no remoteEntry.js or mf-manifest.json`);
          continue;
        }
        const manifest = attempt(`remotes/${remote}/${version}`, report, () => parseBuildManifest(manifestBytes.toString('utf8')));
        if (!manifest) continue;
        store.insertVersion({
          remote,
          version,
          entry: registry.entryUrl(remote, version),
          integrity: sriOf(entry),
          exposes: manifest.exposes,
          shared: manifest.shared,
          publishedAt: store.timestamp(),
          publishedBy: ADOPTER,
        });
        audit({ remote, to: version });
        report.versions.push(`${remote}@${version}`);
      }
    }

    for (const brand of subfolders(path.join(staticRoot, 'brands')).filter((name) => BRAND_ID_PATTERN.test(name))) {
      const source = `brands/${brand}/remotes.json`;
      const text = readIfExists(path.join(staticRoot, 'brands', brand, 'remotes.json'));
      if (!text) continue;
      const map = attempt(source, report, () => parseRemoteMapText(text.toString('utf8'), source));
      if (!map) continue;
      const unknown = REMOTE_NAMES.flatMap((remote) => {
        const { version, fallback, canary } = map.remotes[remote];
        return [version, fallback?.version, canary?.version]
          .filter((v): v is string => v !== undefined && !store.getVersion(remote, v))
          .map((v) => `${remote}@${v}`);
      });
      if (map.brand !== brand || unknown.length > 0) {
        report.skipped.push(`${source}: ${map.brand !== brand ? `names brand ${map.brand}` : `runs versions not in the static root (${unknown.join(', ')})`}`);
        continue;
      }
      store.insertBrand(brand, map.previewsAllowed === true);
      for (const remote of REMOTE_NAMES) {
        const { version, fallback, canary } = map.remotes[remote];
        if (fallback && fallback.version !== version) {
          store.pushPin(brand, remote, fallback.version, ADOPTER);
          store.setVerdict(brand, remote, fallback.version, 'good', null);
        }
        store.pushPin(brand, remote, version, ADOPTER);
        if (canary) store.setCanary(brand, remote, canary.version, canary.percent, ADOPTER);
      }
      audit({ brand, to: REMOTE_NAMES.map((remote) => `${remote}@${map.remotes[remote].version}`).join(' ') });
      report.brands.push(brand);
    }

    const hostsText = readIfExists(path.join(staticRoot, 'brands', 'hosts.json'));
    const hostsFile = hostsText && attempt('brands/hosts.json', report, () => parseBrandHosts(JSON.parse(hostsText.toString('utf8'))));
    for (const [host, brand] of Object.entries(hostsFile ? hostsFile.hosts : {})) {
      if (!report.brands.includes(brand)) {
        report.skipped.push(`brands/hosts.json: ${host} serves ${brand}, which was not adopted`);
        continue;
      }
      store.setHost(host, brand);
      audit({ brand, host, to: brand });
      report.hosts.push(host);
    }
  });
  return report;
}
