import path from 'node:path';
import { parseBuildManifest } from './build-manifest.ts';
import type { ShellVersions } from './compatibility.ts';
import { RegistryError } from './registry-error.ts';
import { readIfExists } from './static-files.ts';

/** Shell versions set in the registry's configuration; each overrides what the shell's manifest says. */
export interface ConfiguredShellVersions {
  react?: string | undefined;
  kernel?: string | undefined;
}

/**
 * The versions the running shell provides, read afresh on each check (the shell is deployed
 * independently of the registry): from the shell's `mf-manifest.json` at the static root, with the
 * configured values taking precedence. Throws when neither says, so no compatibility goes unchecked.
 */
export function readShellVersions(staticRoot: string, configured: ConfiguredShellVersions): ShellVersions {
  const file = path.join(staticRoot, 'mf-manifest.json');
  const bytes = readIfExists(file);
  let fromManifest: { react?: string; kernel?: string; singletons: Record<string, string>; federation?: string } = { singletons: {} };
  if (bytes) {
    const manifest = parseBuildManifest(bytes.toString('utf8'));
    if (manifest.name === 'shell') {
      const singletons = Object.fromEntries(manifest.shared.filter((s) => s.singleton).map((s) => [s.name, s.version]));
      const kernel = manifest.shared.find((s) => s.name === '@casino/shared-kernel' || s.name.startsWith('@casino/shared-kernel/'));
      fromManifest = { react: singletons.react, kernel: kernel?.version, singletons, ...(manifest.federationVersion ? { federation: manifest.federationVersion } : {}) };
    }
  }
  const react = configured.react ?? fromManifest.react;
  const kernel = configured.kernel ?? fromManifest.kernel;
  if (!react || !kernel) {
    throw new RegistryError(
      'shell-unknown',
      `Cannot tell which React and kernel the shell provides: no shell mf-manifest.json at ${file} and no --shell-react/--shell-kernel configured. Deploy the shell to the static root or configure its versions.`,
    );
  }
  const configuredAny = configured.react !== undefined || configured.kernel !== undefined;
  return {
    react,
    kernel,
    singletons: fromManifest.singletons,
    ...(fromManifest.federation ? { federation: fromManifest.federation } : {}),
    source: configuredAny ? 'registry configuration' : 'shell mf-manifest.json',
  };
}
