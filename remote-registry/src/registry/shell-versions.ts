import path from 'node:path';
import { federationRangeOf } from '@casino/shared-kernel/remote-map';
import { parseBuildManifest, type BuildManifest } from './build-manifest.ts';
import type { ShellVersions } from './compatibility.ts';
import { RegistryError } from './registry-error.ts';
import { readIfExists } from './static-files.ts';

/** Shell versions set in the registry's configuration; each overrides what the shell's manifest says. */
export interface ConfiguredShellVersions {
  react?: string | undefined;
  kernel?: string | undefined;
}

interface FromManifest {
  react?: string | undefined;
  kernel?: string | undefined;
  singletons: Record<string, string>;
  federation?: string | undefined;
}

function fromShellManifest(manifest: BuildManifest): FromManifest {
  const singletons = Object.fromEntries(manifest.shared.filter((s) => s.singleton).map((s) => [s.name, s.version]));
  const kernel = manifest.shared.find((s) => s.name === '@casino/shared-kernel' || s.name.startsWith('@casino/shared-kernel/'));
  return { react: singletons.react, kernel: kernel?.version, singletons, federation: manifest.federationVersion };
}

function shellVersionsOf(found: FromManifest, configured: ConfiguredShellVersions, source: string, missing: string): ShellVersions {
  const react = configured.react ?? found.react;
  const kernel = configured.kernel ?? found.kernel;
  if (!react || !kernel) throw new RegistryError('shell-unknown', missing);
  const federationRange = found.federation ? federationRangeOf(found.federation) : undefined;
  return {
    react,
    kernel,
    singletons: found.singletons,
    ...(found.federation ? { federation: found.federation } : {}),
    ...(federationRange ? { federationRange } : {}),
    source,
  };
}

/**
 * The versions the running shell provides, read afresh on each check (the shell is deployed
 * independently of the registry): from the shell's `mf-manifest.json` at the static root, with the
 * configured values taking precedence. Throws when neither says, so no compatibility goes unchecked.
 */
export function readShellVersions(staticRoot: string, configured: ConfiguredShellVersions): ShellVersions {
  const file = path.join(staticRoot, 'mf-manifest.json');
  const bytes = readIfExists(file);
  let found: FromManifest = { singletons: {} };
  if (bytes) {
    const manifest = parseBuildManifest(bytes.toString('utf8'));
    if (manifest.name === 'shell') found = fromShellManifest(manifest);
  }
  const configuredAny = configured.react !== undefined || configured.kernel !== undefined;
  return shellVersionsOf(
    found,
    configured,
    configuredAny ? 'registry configuration' : 'shell mf-manifest.json',
    `Cannot tell which React and kernel the shell provides: no shell mf-manifest.json at ${file} and no --shell-react/--shell-kernel configured. Deploy the shell to the static root or configure its versions.`,
  );
}

/**
 * The versions a shell about to be deployed would provide, from its build's `mf-manifest.json`
 * text. The registry's configured versions do not apply: they describe the shell running now.
 */
export function candidateShellVersions(manifestText: string, source: string): ShellVersions {
  let manifest: BuildManifest;
  try {
    manifest = parseBuildManifest(manifestText);
  } catch (error) {
    throw new RegistryError('invalid-payload', `The shell's ${(error as Error).message}`);
  }
  if (manifest.name !== 'shell') {
    throw new RegistryError('invalid-payload', `This mf-manifest.json is "${manifest.name}"'s, not the shell's: give the shell's build (shell/dist).`);
  }
  return shellVersionsOf(fromShellManifest(manifest), {}, source, `The shell's mf-manifest.json (${source}) shares no react or no @casino/shared-kernel: it cannot be the site's shell.`);
}
