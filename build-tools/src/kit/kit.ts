import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { WORKSPACE_ROOT } from '../static-root/workspace.ts';
import { KERNEL_PACKAGE, packageNameOf } from '../rspack/shared-singletons.ts';

/** Where `pnpm kit` leaves the two tarballs an outside team installs. */
export const KIT_DIR = path.join(WORKSPACE_ROOT, 'dist', 'kit');

const KERNEL_DIR = path.join(WORKSPACE_ROOT, 'shared-kernel');
const REGISTRY_DIR = path.join(WORKSPACE_ROOT, 'remote-registry');

/**
 * The kernel's concerns a remote builds against (README, "For a team outside this repository"): its
 * lifecycles and props (`remote`), the site's router (`routing`), the store and dialogs (`state`),
 * the event bus (`events`) and the remote map's names and compatibility rule (`remote-map`). The
 * kit holds these and what they import; a remote takes every one of them from the shell at run time.
 */
export const KIT_CONCERNS = ['remote', 'routing', 'state', 'events', 'remote-map'] as const;

/** The npm package of the registry's CLI, one bundled file with no dependencies. */
export const REGISTRY_CLI_PACKAGE = '@casino/registry-cli';
export const REGISTRY_CLI_BIN = 'casino-registry';

interface PackageJson {
  name: string;
  version: string;
  exports?: Record<string, string>;
  dependencies?: Record<string, string>;
}

const readPackage = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The bare module names a file imports (`react`, `@casino/shared-kernel/state`), relative ones left out. */
function bareImports(text: string): string[] {
  const found = new Set<string>();
  const statements =
    /^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'".][^'"]*)['"]|^\s*import\s*['"]([^'".][^'"]*)['"]|\bimport\(\s*['"]([^'".][^'"]*)['"]\s*\)/gm;
  for (const match of text.matchAll(statements)) {
    const name = match[1] ?? match[2] ?? match[3];
    if (name) found.add(name);
  }
  return [...found];
}

/** `npm pack` of a folder into {@link KIT_DIR}; returns the tarball's path. */
function pack(folder: string): string {
  const output = execFileSync('npm', ['pack', '--silent', '--pack-destination', KIT_DIR], { cwd: folder, encoding: 'utf8' });
  const name = output.trim().split('\n').at(-1) ?? '';
  return path.join(KIT_DIR, name);
}

/**
 * The kernel's remote contract as an npm package: the kit's concerns compiled by TypeScript to ES
 * modules with their declarations, under the kernel's own name and version, so that a remote's
 * imports and its federation `shared` keys are the ones the shell provides and the registry checks.
 */
export function packKernel(): string {
  const out = path.join(KIT_DIR, 'shared-kernel');
  rmSync(out, { recursive: true, force: true });
  const dist = path.join(out, 'dist');
  const kernel = readPackage(KERNEL_DIR);
  const exportsMap = kernel.exports ?? {};
  const tsconfig = path.join(KIT_DIR, 'tsconfig.kit.json');
  mkdirSync(KIT_DIR, { recursive: true });
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.join(WORKSPACE_ROOT, 'tsconfig.base.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        outDir: dist,
        rootDir: path.join(KERNEL_DIR, 'src'),
        rewriteRelativeImportExtensions: true,
        types: [],
      },
      files: [
        ...KIT_CONCERNS.map((concern) => path.join(KERNEL_DIR, exportsMap[`./${concern}`] ?? `src/${concern}/index.ts`)),
        path.join(WORKSPACE_ROOT, 'build-tools', 'types', 'assets.d.ts'),
      ],
    }),
  );
  execFileSync(path.join(WORKSPACE_ROOT, 'node_modules', '.bin', 'tsc'), ['-p', tsconfig], { stdio: 'inherit' });
  rmSync(tsconfig);

  const emitted = filesUnder(dist);
  // Declarations keep the sources' `.ts`/`.tsx` specifiers; a consumer resolves the `.js` beside each `.d.ts`.
  for (const file of emitted.filter((name) => name.endsWith('.d.ts'))) {
    writeFileSync(file, readFileSync(file, 'utf8').replace(/(['"]\.{1,2}\/[^'"]+)\.tsx?(['"])/g, '$1.js$2'));
  }
  // The styles the compiled components import, beside them as in the sources.
  const emittedFolders = new Set(emitted.map((file) => path.dirname(path.relative(dist, file))));
  for (const folder of emittedFolders) {
    for (const file of filesUnder(path.join(KERNEL_DIR, 'src', folder)).filter(
      (name) => name.endsWith('.css') && path.dirname(name) === path.join(KERNEL_DIR, 'src', folder),
    )) {
      cpSync(file, path.join(dist, folder, path.basename(file)));
    }
  }

  const emittedSet = new Set(emitted.map((file) => path.relative(dist, file)));
  const kitExports: Record<string, unknown> = { './package.json': './package.json' };
  for (const [subpath, source] of Object.entries(exportsMap)) {
    const compiled = source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '');
    if (!emittedSet.has(`${compiled}.js`)) continue;
    kitExports[subpath] = { types: `./dist/${compiled}.d.ts`, default: `./dist/${compiled}.js` };
  }

  // Dependencies: what the compiled files import, at the versions the kernel is built with.
  const fromKernel = createRequire(path.join(KERNEL_DIR, 'package.json'));
  const peers = new Set(['react', 'react-dom']);
  const imported = new Set(
    emitted
      .filter((file) => /\.(js|d\.ts)$/.test(file))
      .flatMap((file) => bareImports(readFileSync(file, 'utf8')))
      .map(packageNameOf)
      .filter((name) => name !== KERNEL_PACKAGE && !name.startsWith('node:')),
  );
  const versionOf = (name: string) => (JSON.parse(readFileSync(fromKernel.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
  const dependencies = Object.fromEntries(
    [...imported]
      .filter((name) => !peers.has(name))
      .sort()
      .map((name) => [name, `^${versionOf(name)}`]),
  );
  const reactMajor = versionOf('react').split('.')[0];
  writeFileSync(
    path.join(out, 'package.json'),
    `${JSON.stringify(
      {
        name: KERNEL_PACKAGE,
        version: kernel.version,
        description: "The casino site's remote contract: what a remote builds against and takes from the shell at run time",
        type: 'module',
        license: 'UNLICENSED',
        sideEffects: ['*.css'],
        exports: kitExports,
        dependencies,
        peerDependencies: { react: `^${reactMajor}.0.0`, 'react-dom': `^${reactMajor}.0.0` },
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    path.join(out, 'README.md'),
    `# ${KERNEL_PACKAGE} ${kernel.version} (remote kit)\n\nThe kernel's remote contract for a team outside the casino repository: ${KIT_CONCERNS.map((concern) => `\`${KERNEL_PACKAGE}/${concern}\``).join(', ')}.\nShare each as a singleton with \`import: false\`: the shell provides them at run time. See the casino README, "For a team outside this repository".\n`,
  );
  return pack(out);
}

/** The registry's CLI as one ES module for Node 20.12 or later: the same commands and exit codes as `pnpm registry`. */
export async function packRegistryCli(): Promise<string> {
  const out = path.join(KIT_DIR, 'registry-cli');
  rmSync(out, { recursive: true, force: true });
  const registry = readPackage(REGISTRY_DIR);
  // Loaded here: the suites that import this module for its paths need no bundler.
  const { rspack } = await import('@rspack/core');
  const config: Configuration = {
    mode: 'production',
    context: REGISTRY_DIR,
    target: 'node20.12',
    entry: { registry: './src/cli/registry-cli-bin.ts' },
    output: { path: out, filename: '[name].mjs', module: true, chunkFormat: 'module', library: { type: 'module' } },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        { test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }, type: 'javascript/auto' },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    devtool: false,
    plugins: [new rspack.BannerPlugin({ banner: '#!/usr/bin/env node', raw: true, entryOnly: true })],
  };
  await new Promise<void>((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
  writeFileSync(
    path.join(out, 'package.json'),
    `${JSON.stringify(
      {
        name: REGISTRY_CLI_PACKAGE,
        version: registry.version,
        description: "The remote registry's CLI: publish, preview, pin, canary and roll out a remote (exit 0 done, 1 refused or unreachable, 2 usage)",
        type: 'module',
        license: 'UNLICENSED',
        bin: { [REGISTRY_CLI_BIN]: './registry.mjs' },
        engines: { node: '>=20.12' },
      },
      null,
      2,
    )}\n`,
  );
  return pack(out);
}
