import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The modules every app shares as singletons (platform.md, "Composition at runtime").
 * `react/jsx-runtime` and `react-dom/client` are listed on their own: without them each remote
 * bundles its own copy of React's internals (toolchain.md).
 * `react-router` is shared through the kernel's `routing` concern instead (one instance all the
 * same, the kernel being a singleton): a shared module is never tree-shaken, and react-router shared
 * whole is 59 KiB gzip on the first visit against 13 KiB for the names the kernel re-exports.
 * i18next and its backends likewise live inside the kernel's `i18n` concern: one instance for the
 * shell and every remote, the concern being a singleton; no app imports i18next itself.
 */
export const SINGLETON_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'jotai'] as const;

export const KERNEL_PACKAGE = '@casino/shared-kernel';

/**
 * Libraries the kernel's concerns bundle that the shell also imports itself, shared so that a page
 * loads one copy: single-spa-react is in the shell's `<Parcel>` and in every remote's lifecycles
 * (the kernel's `remote` concern), 2.5 KiB gzip a remote would otherwise fetch again on its first
 * entry. Resolved where the kernel resolves them, so an app needs no dependency of its own.
 */
export const KERNEL_LIBRARIES = ['single-spa-react'] as const;

/**
 * The kernel's concerns the shell never imports, so its build does not provide them (a host
 * provides the shared modules it uses): a published remote that uses one keeps its own copy.
 * Assembly refuses a site whose remotes take from the shell a module it does not provide.
 */
export const KERNEL_CONCERNS_NOT_IN_SHELL = ['api-contract', 'standalone', 'provably-fair'] as const;

/** Whether the shell provides a shared module (every singleton and kernel library, and the kernel's concerns but those above). */
export function providedByShell(request: string): boolean {
  const concern = request.startsWith(`${KERNEL_PACKAGE}/`) ? request.slice(KERNEL_PACKAGE.length + 1) : undefined;
  return concern === undefined || !(KERNEL_CONCERNS_NOT_IN_SHELL as readonly string[]).includes(concern);
}

export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  version: string;
}

interface PackageJson {
  name: string;
  version: string;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
}

function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** `react/jsx-runtime` → `react`; `@casino/shared-kernel/events` → `@casino/shared-kernel`. */
export function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The `shared` block of an app's federation settings. Versions are read from the package.json of
 * the copy the app resolves, so `requiredVersion` is `^<installed>`: the same major, at least this.
 * The kernel is shared per concern (its `exports` map) so that every subpath is one instance.
 */
export function sharedSingletons(appDir: string): Record<string, SharedSingleton> {
  const appPackage = readPackageJson(path.join(appDir, 'package.json'));
  const require = createRequire(path.join(appDir, 'package.json'));
  const dependencies = appPackage.dependencies ?? {};
  const shared: Record<string, SharedSingleton> = {};

  const installedVersion = (name: string): string => readPackageJson(require.resolve(`${name}/package.json`)).version;

  for (const request of SINGLETON_MODULES) {
    const name = packageNameOf(request);
    if (!(name in dependencies)) {
      throw new Error(`${appPackage.name} must depend on "${name}": every app shares it as a singleton (platform.md).`);
    }
    const version = installedVersion(name);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }

  const isKernel = appPackage.name === KERNEL_PACKAGE;
  if (!isKernel && !(KERNEL_PACKAGE in dependencies)) {
    throw new Error(`${appPackage.name} must depend on "${KERNEL_PACKAGE}".`);
  }
  const kernelPackage = readPackageJson(require.resolve(`${KERNEL_PACKAGE}/package.json`));
  const fromKernel = createRequire(require.resolve(`${KERNEL_PACKAGE}/package.json`));
  for (const library of KERNEL_LIBRARIES) {
    const version = readPackageJson(fromKernel.resolve(`${library}/package.json`)).version;
    shared[library] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const subpath of Object.keys(kernelPackage.exports ?? {})) {
    if (subpath === './package.json') continue;
    const request = `${KERNEL_PACKAGE}/${subpath.replace(/^\.\//, '')}`;
    shared[request] = {
      singleton: true,
      requiredVersion: `^${kernelPackage.version}`,
      version: kernelPackage.version,
    };
  }
  return shared;
}
