import type { SharedDeclaration } from './build-manifest.ts';

/** The versions of the shared singletons the shell provides at run time. */
export interface ShellVersions {
  react: string;
  kernel: string;
  /** Every singleton the shell shares, by name (empty when configured by hand rather than read from its manifest). */
  singletons: Readonly<Record<string, string>>;
  /** The Module Federation version the shell was built with (its manifest's `metaData.pluginVersion`); absent when unknown. */
  federation?: string | undefined;
  /** Where these came from, for messages: the shell's manifest or the registry's configuration. */
  source: string;
}

/** The exposes the shell mounts (platform.md: single-spa lifecycles for pages and dialogs). */
export const REQUIRED_EXPOSES = ['./app', './dialogs'] as const;

const REACT_FAMILY = new Set(['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']);
const KERNEL = '@casino/shared-kernel';
const isKernel = (name: string) => name === KERNEL || name.startsWith(`${KERNEL}/`);

/**
 * The part of a version that must match for two builds to share one copy, as `^` reads it: the
 * major from 1.0.0 on, the minor below it (0.1.x and 0.2.x may break each other), else the patch.
 * Returns undefined for a version that is not numeric (a range, a tag).
 */
export function breakingLine(version: string): string | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim().replace(/^[\^~=]+/, ''));
  if (!match) return undefined;
  const [, major, minor, patch] = match;
  if (major !== '0') return major;
  if (minor !== '0') return `0.${minor}`;
  return `0.0.${patch}`;
}

/** The version a build declares for a shared module: the one it was built with, else its requirement. */
const declaredVersion = (shared: SharedDeclaration) => shared.version || shared.requiredVersion || '';

/**
 * Which of a build's shared singletons the shell cannot satisfy with its own copy. The remote must
 * share React and the kernel as singletons (one React, one store and bus at run time), with the
 * shell's major; any other singleton both share must agree on its major too. Empty when compatible.
 */
export function sharedProblems(shared: readonly SharedDeclaration[], shell: ShellVersions): string[] {
  const problems: string[] = [];
  const check = (module: SharedDeclaration, shellVersion: string, family: string) => {
    const version = declaredVersion(module);
    const mine = breakingLine(version);
    const theirs = breakingLine(shellVersion);
    if (!module.singleton) {
      problems.push(`${module.name} is shared without "singleton": the page would run two copies of ${family}.`);
    } else if (mine === undefined || theirs === undefined || mine !== theirs) {
      problems.push(
        `${module.name} ${version} needs ${family} ${mine ?? '?'}.x but the shell provides ${shellVersion} (${shell.source}): rebuild against ${family} ${theirs ?? shellVersion}.`,
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
 * Whether a build can run on the shell's Module Federation runtime. A published remote carries
 * neither MF's runtime core nor its bundler runtime: it runs on the shell's (build-tools,
 * `federation-runtime/`), and its entry refuses to start on another version. Refused at publishing,
 * with what to do, rather than on players' pages. Nothing to check when either side does not say.
 */
export function federationProblems(build: { name: string; federationVersion: string | undefined }, shell: ShellVersions): string[] {
  if (build.federationVersion === undefined || shell.federation === undefined || build.federationVersion === shell.federation) return [];
  return [
    `${build.name} was built with Module Federation ${build.federationVersion} but the shell runs ${shell.federation} (${shell.source}): a remote runs on the shell's Module Federation runtime; rebuild it with @module-federation/enhanced ${shell.federation}.`,
  ];
}
