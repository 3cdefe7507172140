import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseBrandHosts, parseRemoteMap, REMOTE_NAMES, type RemoteMap } from '@casino/shared-kernel/remote-map';
import { BRANDS, LOCAL_BRAND_HOSTS, readAppBuild, remoteBuilds, type AppBuild } from './workspace.ts';

/** Subresource integrity (sha384) of a file, as `integrity="…"` and the remote map want it. */
export function sriHash(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/** Build statistics the bundler leaves beside the output; useful locally, not served. */
const notServed = (source: string) => !source.endsWith('mf-stats.json');

function requireBuild(build: AppBuild, file: string): void {
  if (!existsSync(path.join(build.distDir, file))) {
    throw new Error(`${build.name} has no build in ${build.distDir}: run its build first.`);
  }
}

export interface AssembleResult {
  staticRoot: string;
  maps: Record<string, RemoteMap>;
}

/**
 * Lays out the static root the way production serves it: the shell at the root, each remote's
 * immutable build under `remotes/<remote>/<version>/`, a remote map per brand pointing at those
 * versions with the SRI hash of each `remoteEntry.js`, and the host-to-brand mapping.
 */
export function assembleStaticRoot(staticRoot: string): AssembleResult {
  const shell = readAppBuild('shell');
  const remotes = remoteBuilds();
  requireBuild(shell, 'index.html');
  for (const build of Object.values(remotes)) requireBuild(build, 'remoteEntry.js');

  rmSync(staticRoot, { recursive: true, force: true });
  mkdirSync(staticRoot, { recursive: true });
  cpSync(shell.distDir, staticRoot, { recursive: true, filter: notServed });

  const entries = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const build = remotes[name];
      const folder = path.join(staticRoot, 'remotes', name, build.version);
      cpSync(build.distDir, folder, { recursive: true, filter: notServed });
      const entry = {
        version: build.version,
        entry: `/remotes/${name}/${build.version}/remoteEntry.js`,
        integrity: sriHash(path.join(folder, 'remoteEntry.js')),
      };
      return [name, entry];
    }),
  );

  const maps: Record<string, RemoteMap> = {};
  for (const brand of BRANDS) {
    // Validate what we write with the same parser the shell runs, so a bad map never ships.
    const map = parseRemoteMap({ format: 1, brand, remotes: entries }, `brands/${brand}/remotes.json`);
    const file = path.join(staticRoot, 'brands', brand, 'remotes.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(map, null, 2)}\n`);
    maps[brand] = map;
  }
  const hosts = parseBrandHosts({ format: 1, hosts: LOCAL_BRAND_HOSTS });
  writeFileSync(path.join(staticRoot, 'brands', 'hosts.json'), `${JSON.stringify(hosts, null, 2)}\n`);
  return { staticRoot, maps };
}
