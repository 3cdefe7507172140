import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@casino/shared-kernel/remote-map';

/** The repository root (this file is build-tools/src/static-root/workspace.ts). */
export const WORKSPACE_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Where `build` assembles the site: the shell at the root, remotes under `remotes/<name>/<version>/`. */
export const DEFAULT_STATIC_ROOT = path.join(WORKSPACE_ROOT, 'dist', 'site');

/** The brands the build writes remote maps for (when the static root has none yet). */
export const BRANDS = ['india', 'brasil'] as const;

/**
 * Brands whose new local map allows `?mf-preview=`: india, so a tester can try a build at once;
 * brasil not, so the refusal can be seen too. Real brands decide through the registry.
 */
export const PREVIEW_BRANDS: readonly string[] = ['india'];

/** Host names that serve each brand locally (`*.localhost` resolves to the loopback address). */
export const LOCAL_BRAND_HOSTS: Readonly<Record<string, string>> = {
  localhost: 'india',
  '127.0.0.1': 'india',
  'india.localhost': 'india',
  'brasil.localhost': 'brasil',
};

export interface AppBuild {
  name: string;
  version: string;
  distDir: string;
}

export function readAppBuild(folder: string): AppBuild {
  const dir = path.join(WORKSPACE_ROOT, folder);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { name: folder, version: pkg.version, distDir: path.join(dir, 'dist') };
}

export const remoteBuilds = (): Record<RemoteName, AppBuild> =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, readAppBuild(name)])) as Record<RemoteName, AppBuild>;
