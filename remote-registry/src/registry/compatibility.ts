import { federationRangeOf } from '@casino/shared-kernel/remote-map';
import semver from 'semver';
import type { SharedDeclaration } from './build-manifest.ts';

/** The versions of the shared singletons the shell provides at run time. */
export interface ShellVersions {
  react: string;
  kernel: string;
  /** Every singleton the shell shares, by name (empty when configured by hand rather than read from its manifest). */
  singletons: Readonly<Record<string, string>>;
  /** The Module Federation version the shell was built with (its manifest's `metaData.pluginVersion`); absent when unknown. */
  federation?: string | undefined;
  /** The Module Federation releases remotes may be built with (`federationRangeOf(federation)`); absent when unknown. */
  federationRange?: string | undefined;
  /** Where these came from, for messages: the shell's manifest or the registry's configuration. */
  source: string;
}

/** The exposes the shell mounts (platform.md: single-spa lifecycles for pages and dialogs). */
export const REQUIRED_EXPOSES = ['./app', './dialogs'] as const;

const REACT_FAMILY = new Set(['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']);
const KERNEL = '@casino/shared-kernel';
const isKernel = (name: string) => name === KERNEL || name.startsWith(`${KERNEL}/`);

/**
 * The range a build accepts for a shared module: its `requiredVersion`, else `^` of the version it
 * was built with (what MF's plugin writes when none is configured).
 */
export function requiredRangeOf(shared: SharedDeclaration): string {
  if (shared.requiredVersion) return shared.requiredVersion;
  return shared.version ? `^${shared.version}` : '';
}

/**
 * Which of a build's shared singletons the shell cannot satisfy with its own copy: the shell's
 * version of each must be within the range the build requires (semver, as MF's runtime compares
 * them), and the build must share React and the kernel as singletons (one React, one store and bus
 * at run time); any other singleton both share is held to the same rule. Empty when compatible.
 */
export function sharedProblems(shared: readonly SharedDeclaration[], shell: ShellVersions): string[] {
  const problems: string[] = [];
  const check = (module: SharedDeclaration, shellVersion: string, family: string) => {
    const range = requiredRangeOf(module);
    if (!module.singleton) {
      problems.push(`${module.name} is shared without "singleton": the page would run two copies of ${family}.`);
    } else if (semver.validRange(range) === null) {
      problems.push(`${module.name} requires "${range}", which is not a semver range: build it with a requiredVersion such as ^${shellVersion}.`);
    } else if (semver.valid(shellVersion) === null) {
      problems.push(`The shell provides ${family} as "${shellVersion}" (${shell.source}), which is not a version: ${module.name} cannot be checked.`);
    } else if (!semver.satisfies(shellVersion, range, { includePrerelease: true })) {
      problems.push(
        `${module.name} requires ${family} ${range} but the shell provides ${shellVersion} (${shell.source}): rebuild it requiring a range that ${shellVersion} satisfies (e.g. ^${shellVersion}).`,
      );
    }
  };

  const react = shared.filter((module) => REACT_FAMILY.has(module.name));
  if (!react.some((module) => module.name === 'react')) {
    problems.push('react is not shared: the build would bundle its own React and break hooks shared with the shell.');
  }
  for (const module of react) check(module, shell.react, 'React');

  const kernel = shared.filter((module) => isKernel(module.name));
  if (kernel.length === 0) {
    problems.push(`${KERNEL} is not shared: the build would run its own store and event bus.`);
  }
  for (const module of kernel) check(module, shell.kernel, 'the kernel');

  // A module the build takes from the shell, with no copy of its own, must be one the shell provides.
  if (Object.keys(shell.singletons).length > 0) {
    for (const module of shared) {
      if (module.ownCopy === false && !(module.name in shell.singletons)) {
        problems.push(`${module.name} is taken from the shell (the build carries no copy of it) but the shell does not provide it (${shell.source}): build it with a copy of its own.`);
      }
    }
  }

  for (const module of shared) {
    if (REACT_FAMILY.has(module.name) || isKernel(module.name) || !module.singleton) continue;
    const shellVersion = shell.singletons[module.name];
    if (shellVersion !== undefined) check(module, shellVersion, module.name);
  }
  return problems;
}

/** The exposes the shell needs that a build lacks. */
export function missingExposes(exposes: readonly string[]): string[] {
  return REQUIRED_EXPOSES.filter((expose) => !exposes.includes(expose));
}

/**
 * Whether a build's Module Federation release is one the shell runs: within the range the kernel's
 * `federationRangeOf` gives for the shell's release (the shell's minor and the one before it, any
 * patch). A remote carries its own MF runtime, so a patch or a minor apart is no reason to refuse.
 * Nothing to check when either side does not say (a build or shell whose manifest names no release).
 */
export function federationProblems(build: { name: string; federationVersion: string | undefined }, shell: ShellVersions): string[] {
  const built = build.federationVersion;
  if (built === undefined || shell.federation === undefined) return [];
  const range = shell.federationRange ?? federationRangeOf(shell.federation);
  if (range === undefined) {
    return [`The shell names Module Federation "${shell.federation}" (${shell.source}), which is not a version: ${build.name} cannot be checked.`];
  }
  if (semver.valid(built) === null) {
    return [`${build.name} names Module Federation "${built}" (metaData.pluginVersion), which is not a version: build it with @module-federation/enhanced ${range}.`];
  }
  if (semver.satisfies(built, range, { includePrerelease: true })) return [];
  return [
    `${build.name} was built with Module Federation ${built} but the shell (${shell.federation}, ${shell.source}) runs remotes built with ${range}: rebuild it with @module-federation/enhanced in that range.`,
  ];
}
