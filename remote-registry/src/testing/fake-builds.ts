import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SharedDeclaration } from '../registry/build-manifest.ts';

/** Temporary folders made by a test file; `cleanup()` in afterAll removes them. */
export function tempDirs() {
  const made: string[] = [];
  return {
    make(prefix: string): string {
      const dir = mkdtempSync(path.join(tmpdir(), `registry-${prefix}-`));
      made.push(dir);
      return dir;
    },
    cleanup(): void {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TempDirs = ReturnType<typeof tempDirs>;

export const SHELL_REACT = '19.3.1';
export const SHELL_KERNEL = '0.1.0';
/** The Module Federation version the shell's (and by default every fake build's) manifest names. */
export const SHELL_FEDERATION = '2.9.2';

/** The shared modules a real remote declares (react family, router, jotai and kernel subpaths). */
export function sharedOf(react = SHELL_REACT, kernel = SHELL_KERNEL): SharedDeclaration[] {
  const singleton = (name: string, version: string) => ({ name, version, requiredVersion: `^${version}`, singleton: true });
  return [
    singleton('react', react),
    singleton('react-dom', react),
    singleton('react/jsx-runtime', react),
    singleton('react-dom/client', react),
    singleton('react-router', '7.18.5'),
    singleton('jotai', '3.0.1'),
    singleton('@casino/shared-kernel/remote', kernel),
    singleton('@casino/shared-kernel/state', kernel),
  ];
}

function manifest(name: string, version: string, exposes: readonly string[], shared: readonly SharedDeclaration[], federationVersion = SHELL_FEDERATION) {
  return {
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: version, buildName: `@casino/${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      pluginVersion: federationVersion,
    },
    remotes: [],
    exposes: exposes.map((expose) => ({ id: `${name}:${expose.slice(2)}`, name: expose.slice(2), path: expose, assets: {} })),
    // As MF writes it: a copy's files under `assets.js`, none for a module taken from the host.
    shared: shared.map(({ ownCopy, ...module }) => ({
      id: `${name}:${module.name}`,
      assets: ownCopy === undefined ? {} : { js: { sync: ownCopy ? [`static/js/${module.name.replace(/\W/g, '-')}.js`] : [], async: [] }, css: { sync: [], async: [] } },
      ...module,
    })),
  };
}

export interface FakeBuildOptions {
  version?: string;
  exposes?: readonly string[];
  shared?: readonly SharedDeclaration[];
  /** The Module Federation version the build's manifest names (the shell's by default). */
  federationVersion?: string;
  /** Leave out remoteEntry.js. */
  withoutEntry?: boolean;
}

/**
 * A remote's build output as rspack writes it, small: `remoteEntry.js` (its text names the remote
 * and version, so every build hashes differently), `mf-manifest.json`, a chunk and `mf-stats.json`.
 */
export function writeFakeBuild(dir: string, name: string, options: FakeBuildOptions = {}): string {
  const { version = '1.0.0', exposes = ['./app', './dialogs'], shared = sharedOf() } = options;
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  if (!options.withoutEntry) writeFileSync(path.join(dir, 'remoteEntry.js'), `globalThis[${JSON.stringify(name)}] = { version: ${JSON.stringify(version)} };\n`);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest(name, version, exposes, shared, options.federationVersion), null, 2));
  writeFileSync(path.join(dir, 'static', 'js', '__federation_expose_app.0123456789.js'), `export const app = ${JSON.stringify(`${name}@${version}`)};\n`);
  writeFileSync(path.join(dir, 'mf-stats.json'), '{}');
  return dir;
}

/** The text of a shell build's `mf-manifest.json` (React 19, kernel 0.1, MF 2.9.2 unless told). */
export function shellManifestText(react = SHELL_REACT, kernel = SHELL_KERNEL, federationVersion = SHELL_FEDERATION): string {
  return JSON.stringify(manifest('shell', '0.1.0', [], sharedOf(react, kernel), federationVersion));
}

/** A static root with only the shell's manifest in it (React 19, kernel 0.1), as the registry needs to check builds. */
export function writeShellManifest(staticRoot: string, react = SHELL_REACT, kernel = SHELL_KERNEL, federationVersion = SHELL_FEDERATION): void {
  mkdirSync(staticRoot, { recursive: true });
  writeFileSync(path.join(staticRoot, 'mf-manifest.json'), shellManifestText(react, kernel, federationVersion));
}

/**
 * A remote built with webpack 5 and `@module-federation/enhanced`, taking the kernel from the shell
 * (`import: false`) without the kernel installed: as webpack's manifest plugin writes it, the
 * manifest lists React, react-dom and jotai (provided, with copies) but not the kernel, and the
 * entry's runtime (enhanced's ConsumeSharedRuntimeModule, minified) consumes every one of them.
 * `consumes` overrides what the runtime consumes (share key → required range).
 */
export function writeWebpackBuild(dir: string, name: string, version: string, consumes?: Record<string, string>): string {
  const kernel = (concern: string) => `@casino/shared-kernel/${concern}`;
  const shared = sharedOf()
    .filter((module) => !module.name.startsWith('@casino/') && module.name !== 'react-router')
    .map((module) => ({ ...module, ownCopy: true }));
  writeFakeBuild(dir, name, { version, shared });
  const consumed = consumes ?? {
    ...Object.fromEntries(shared.map((module) => [module.name, module.requiredVersion ?? ''])),
    [kernel('remote')]: `^${SHELL_KERNEL}`,
    [kernel('state')]: `^${SHELL_KERNEL}`,
  };
  const entries = Object.entries(consumed).map(
    ([shareKey, range], index) =>
      `${JSON.stringify(String(100 + index))}:{fallback:()=>()=>{throw new Error("Shared module is not available for eager consumption: ${shareKey}")},shareScope:["default"],singleton:!0,requiredVersion:${JSON.stringify(range)},strictVersion:!1,eager:!1,layer:void 0,shareKey:"${shareKey}"}`,
  );
  const runtime = `(()=>{var r={};r.consumesLoadingData={},r.consumesLoadingData.moduleIdToConsumeDataMapping={${entries.join(',')}};var n={};Object.keys(r.consumesLoadingData.moduleIdToConsumeDataMapping).forEach(e=>{n[e]=r.consumesLoadingData.moduleIdToConsumeDataMapping[e]});globalThis[${JSON.stringify(name)}]={version:${JSON.stringify(version)}}})();\n`;
  writeFileSync(path.join(dir, 'remoteEntry.js'), runtime);
  return dir;
}

/** The files of a build folder as the publish API takes them. */
export function filesOf(entries: Record<string, string>): { path: string; base64: string }[] {
  return Object.entries(entries).map(([file, text]) => ({ path: file, base64: Buffer.from(text).toString('base64') }));
}
