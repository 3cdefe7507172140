import path from 'node:path';
import zlib from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration, type EntryObject, type HtmlRspackPluginOptions, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin as WorkspaceFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';
import { KERNEL_PACKAGE, providedByShell, sharedSingletons, type SharedSingleton } from './shared-singletons.ts';
import { FirstScreenScriptsPlugin } from './first-screen-scripts.ts';
import { InlineBootScriptPlugin } from './inline-boot-script.ts';
import { SERVICE_WORKER_SOURCE, serviceWorkerPlugin } from './service-worker.ts';

/** What an app's own `module-federation.config.ts` says: its name and, for a remote, its exposes. */
export interface AppFederationConfig {
  /** The remote's name as the brand remote map and the registry know it, e.g. `mfe-wallet`. */
  name: string;
  /** `./app` and `./dialogs` for a remote; absent for the shell. */
  exposes?: Record<string, string>;
  /** Module Federation runtime plugins the app's build adds (files, relative to the app's folder). */
  runtimePlugins?: string[];
}

export interface AppConfigOptions {
  /** The app's folder (`import.meta.dirname` of its rspack.config.ts). */
  appDir: string;
  federation: AppFederationConfig;
  /** Port of `rspack serve` for the app's team (standalone page with hot reload). */
  devPort: number;
  /**
   * The host's start-up stages, in the order its entry runs them: the names of their async chunks
   * (a `webpackChunkName` comment in each stage's `import()`). Their chunks, and those of the shared
   * modules they need, are the first screen's scripts in the page (FirstScreenScriptsPlugin). A
   * host without any gets none.
   */
  firstScreenStages?: readonly string[];
  /**
   * The host's boot script (relative to the app's folder): bundled on its own and put inline in the
   * page's head, after its deferred script tags, so it runs while the page is parsed, before any
   * script file has arrived (InlineBootScriptPlugin). It may import nothing shared. Remotes have none.
   */
  bootScript?: string;
  /**
   * The host's folders (relative to the app's folder) whose code only loads on demand (a dialog, a
   * page): their stylesheets stay with that code instead of the first screen's stylesheet.
   */
  stylesOnDemand?: readonly string[];
  /**
   * Replaces the shared singletons. Only for deliberately broken builds (the e2e negative control
   * that bundles its own React); a real app never sets it.
   */
  sharedOverride?: Record<string, SharedSingleton>;
}

/**
 * Another Module Federation release to build with: a `node_modules` folder holding that release of
 * `@module-federation/enhanced` (`FEDERATION_NODE_MODULES`). The e2e suite that upgrades the shell
 * builds one with it, to show that remotes built with the workspace's release still run. Unset:
 * the workspace's release.
 */
const otherFederation = (): string | undefined => process.env.FEDERATION_NODE_MODULES || undefined;

/** Where the files of MF's runtime packages are, found the way the plugin finds them: runtime-tools next to `@module-federation/rspack`. */
export function federationRuntimeFiles() {
  const other = otherFederation();
  const fromHere = createRequire(other === undefined ? import.meta.url : path.join(other, 'package.json'));
  const fromEnhanced = createRequire(fromHere.resolve('@module-federation/enhanced/rspack'));
  const fromRspackPlugin = createRequire(fromEnhanced.resolve('@module-federation/rspack'));
  const fromRuntimeTools = createRequire(fromRspackPlugin.resolve('@module-federation/runtime-tools'));
  const esmBeside = (cjs: string): string => {
    const esm = cjs.replace(/\.cjs$/, '.js');
    if (!cjs.endsWith('.cjs') || !existsSync(esm)) {
      throw new Error(`No ES module build beside ${cjs}: check the MF runtime packages' layout.`);
    }
    return esm;
  };
  return {
    bundlerRuntime: fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime'),
    runtime: fromRuntimeTools.resolve('@module-federation/runtime'),
    // The runtime plugin MF adds to a host (`provideExternalRuntime`) to hand its runtime core to the remotes.
    injectRuntimeCore: fromRspackPlugin.resolve('@module-federation/inject-external-runtime-core-plugin'),
    esmBeside,
  };
}

/**
 * The MF plugin points the bundler at the CommonJS builds of its runtime packages, which rspack
 * cannot tree-shake: the SDK alone adds about 15 KB to the shell and to every remoteEntry.js.
 * These aliases swap each for the ES module build the package ships beside it (same package, same
 * version, same code), in development and production alike. Every entry the plugin resolves is
 * swapped, or runtime-core is bundled twice (once per build), and the remotes would get the copy the
 * host does not run.
 */
export function federationRuntimeAliases(files = federationRuntimeFiles()): Record<string, string> {
  return {
    // The app's own imports of the runtime (the shell's loadRemote): the release the plugin runs.
    ...(otherFederation() === undefined ? {} : { '@module-federation/runtime$': files.esmBeside(files.runtime) }),
    [files.runtime]: files.esmBeside(files.runtime),
    [files.bundlerRuntime]: files.esmBeside(files.bundlerRuntime),
    [files.injectRuntimeCore]: files.esmBeside(files.injectRuntimeCore),
  };
}

/**
 * react-router's package points every bundler at its development build, whose warnings (and the
 * checks behind them) sit behind a constant rather than NODE_ENV; the production build beside it
 * (same package, same version) has them off, so the minifier drops them. Resolved where the
 * kernel's routing concern resolves it.
 */
function reactRouterProductionAlias(): Record<string, string> {
  const fromKernel = createRequire(createRequire(import.meta.url).resolve(`${KERNEL_PACKAGE}/package.json`));
  const development = fromKernel.resolve('react-router');
  const production = development.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');
  if (production === development || !existsSync(production)) {
    throw new Error(`No production build beside ${development}: check react-router's layout.`);
  }
  return { 'react-router$': production };
}

/** A package's folder in node_modules, flat or under pnpm's `.pnpm/<name>@<version>/node_modules`. */
const inNodeModules = (packages: string) => `[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${packages})[\\\\/]`;

/**
 * The kernel's rendering concerns (the UI kit but its theme, the router, the remote lifecycles, the
 * standalone page). Not the kit's dialogs and form controls, nor `ui/index.ts` that adds them to
 * `ui-core` ({@link KERNEL_ON_DEMAND}).
 */
const KERNEL_RENDERING = '(?:ui[\\\\/](?!themes?\\.|dialogs-and-forms[\\\\/]|index\\.)|(?:routing|remote|standalone)[\\\\/])';
/**
 * What no first screen shows, in the chunks of the code that uses it: the kit's dialogs and form
 * controls, and the formats but amounts and masks (the aggregate entries `ui` and `format` with them).
 */
const KERNEL_ON_DEMAND = '(?:ui[\\\\/](?:dialogs-and-forms[\\\\/]|index\\.)|format[\\\\/](?:on-demand[\\\\/]|index\\.))';
const inKernel = (pattern: string) => `[\\\\/]shared-kernel[\\\\/]src[\\\\/]${pattern}`;

/**
 * The shell's shared modules come in two chunks instead of twenty, in two stages of start-up
 * (on a phone's network each chunk was a request queued behind the others on HTTP/1.1's six
 * connections):
 * - `shared-kernel`: React's core, jotai, ky, i18next (and its backends) and the kernel without its rendering concerns: what
 *   start-up's first stage (`shell/src/startup/api-start.ts`) needs to make the first API calls
 *   while the renderer still downloads. The device fingerprint (registration and canaries only)
 *   the form rules (`validation`, the first form) and the message envelope's sealing code (a brand
 *   that turns it on) stay apart; the device id, sent with every
 *   call, and the query string's readers (`query`) come along.
 * - `shared-vendors`: react-dom, the router, single-spa-react and the kernel's rendering concerns.
 * A chunk needs every shared module its modules consume, so nothing in the first may consume one
 * in the second.
 */
export const SHARED_KERNEL_GROUP = {
  test: new RegExp(`${inNodeModules('react|jotai|ky|i18next(?:-[a-z-]+)?|@babel[\\\\/]runtime')}|${inKernel(`(?!${KERNEL_RENDERING}|${KERNEL_ON_DEMAND}|validation[\\\\/]|api-contract[\\\\/]message-envelope\\.ts|device[\\\\/](?!device-id\\.ts|random\\.ts))`)}`),
  name: 'shared-kernel',
  chunks: 'async' as const,
  enforce: true,
};
export const SHARED_VENDORS_GROUP = {
  test: new RegExp(`${inNodeModules('react-dom|scheduler|react-router|single-spa-react')}|${inKernel(KERNEL_RENDERING)}`),
  name: 'shared-vendors',
  chunks: 'async' as const,
  enforce: true,
};

/**
 * The host's first-screen styles in one file, instead of one per chunk: four requests of the first
 * screen. Not the stylesheets of what no first screen shows (the kit's dialogs and form controls,
 * and the host's folders in `stylesOnDemand`): they come with the chunks that show them, so the
 * first screen neither waits for their rules nor runs their class maps.
 */
export function hostStylesGroup(appDir: string, stylesOnDemand: readonly string[] = []) {
  const folders = stylesOnDemand.map((folder) => `|${escapeRegExp(path.join(appDir, folder) + path.sep)}`).join('');
  return {
    test: new RegExp(`^(?!.*${inKernel(KERNEL_ON_DEMAND)}${folders}).*\\.css$`),
    // Before the shared groups: the kernel's styles come here, not with its scripts.
    priority: 10,
    name: 'styles',
    chunks: 'async' as const,
    enforce: true,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The scripts and styles a build writes beside themselves compressed with brotli at its highest
 * level (`x.js.br`), which the static server and nginx (`brotli_static`) send to browsers that take
 * br: 13 % fewer bytes on the wire than gzip -9 for a first visit, too slow a level to compress at
 * each request. Only names with a content hash: a changed file gets a new name, so its `.br` can
 * never be an older content's (remoteEntry.js and the rest are compressed at each request).
 */
const PRECOMPRESSED_ASSET = /\.[0-9a-f]{10}\.(?:js|css)$/;

export function brotliFilesPlugin(): CompressionPlugin<zlib.BrotliOptions> {
  return new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: PRECOMPRESSED_ASSET,
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    // As the servers compress at request time: from 1 KiB, and only when it pays.
    threshold: 1024,
    minRatio: 0.9,
  });
}

/**
 * A published remote's shared modules, taken from the shell with no copy of their own (`import:
 * false`), but for the kernel concerns the shell does not provide ({@link providedByShell}). Every
 * shared module is a singleton and the shell's copy is loaded first, so a remote's copies never
 * ran; they cost every remoteEntry.js 2.4 KiB gzip of tables (their chunks' names and integrity
 * hashes, their factories) and each deploy some 30 files. The registry refuses a build that takes a
 * module from the shell which the shell does not provide. `start` keeps the copies: its standalone
 * page has no shell.
 */
function takenFromShell<Shared extends object>(shared: Record<string, Shared>): Record<string, Shared | (Shared & { import: false })> {
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, providedByShell(name) ? { ...config, import: false as const } : config]));
}

/** Browsers we build for: evergreen engines that support ES2022 and CSS nesting. */
const TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 115', 'safari >= 16.4'];

/**
 * The global name a remote's `remoteEntry.js` assigns its container to. Remote names carry dashes
 * (`mfe-wallet`), which are not identifiers, so the entry writes `globalThis["mfe-wallet"]`.
 */
const containerLibrary = (name: string) => ({ type: 'global', name });

function swcRule(isDev: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev } },
      },
      env: { targets: TARGETS },
    },
    type: 'javascript/auto',
  };
}

const assetRules: RuleSetRule[] = [
  // `*.module.css` are CSS Modules; other CSS is global (the kernel's design tokens).
  { test: /\.css$/, type: 'css/auto' },
  { test: /\.(png|jpe?g|gif|webp|avif|svg)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
  { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource' },
];

/**
 * The app's page: its own `index.html` (the shell's), or else the plain page a remote's standalone
 * mount needs (it creates its own containers).
 */
function htmlPage(appDir: string, name: string, version: string): HtmlRspackPluginOptions {
  const template = path.join(appDir, 'index.html');
  // The page names its release: a new one clears the old image, font and script caches (spec 5).
  if (existsSync(template)) return { template, scriptLoading: 'defer' as const, meta: { version } };
  return {
    title: `${name} · standalone`,
    meta: { viewport: 'width=device-width, initial-scale=1, viewport-fit=cover' },
    scriptLoading: 'defer' as const,
  };
}

/**
 * The one rspack configuration every app builds with (shell and remotes alike): SWC, CSS Modules,
 * assets, content-hashed names, and Module Federation with the shared singletons read from
 * package.json. An app's own config only adds its federation name, exposes and dev port.
 */
export function createAppConfig(options: AppConfigOptions): (env: unknown, argv: { mode?: string }) => Configuration | Promise<Configuration> {
  const { appDir, federation, devPort, sharedOverride, firstScreenStages = [], bootScript, stylesOnDemand } = options;
  const isRemote = Boolean(federation.exposes);
  const appPackage = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string };

  const configWith = (ModuleFederationPlugin: typeof WorkspaceFederationPlugin, argv: { mode?: string }): Configuration | Promise<Configuration> => {
    const isDev = argv.mode === 'development' || process.env.NODE_ENV === 'development';
    // A remote's production build is only what the shell loads: remoteEntry.js and its chunks,
    // running on the shell's MF runtime core. Its standalone page exists in `start` only.
    const isPublishedRemote = isRemote && !isDev;
    const entry: EntryObject = isPublishedRemote ? {} : { main: './src/main.ts' };
    const config: Configuration = {
      name: federation.name,
      context: appDir,
      entry,
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // A remote's chunks load from wherever its remoteEntry.js was fetched (its versioned folder).
        publicPath: 'auto',
        // Versioned, because a tab may run two versions of one remote (a new pin swapped in, a
        // preview left): with one name they would share the chunk-loading global and the CSS
        // links' ids, and the second version would take the first one's chunks as its own.
        uniqueName: `${federation.name}@${appPackage.version}`,
        filename: isDev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : 'static/js/[name].[contenthash:10].js',
        cssFilename: 'static/css/[name].[contenthash:10].css',
        cssChunkFilename: 'static/css/[name].[contenthash:10].css',
        assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
        // CORS mode for every chunk: required by integrity checks, and remotes may live on a CDN.
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        alias: { ...federationRuntimeAliases(), ...(isDev ? {} : reactRouterProductionAlias()) },
      },
      module: {
        rules: [swcRule(isDev), ...assetRules],
        // `import styles from './x.module.css'`, as TypeScript's declaration for CSS Modules says.
        parser: { 'css/auto': { namedExports: false } },
      },
      plugins: [
        ...(isPublishedRemote ? [] : [new rspack.HtmlRspackPlugin(htmlPage(appDir, federation.name, appPackage.version))]),
        // The host's first screen: its chunks download beside main.js, not after it has run.
        ...(isRemote || isDev || firstScreenStages.length === 0 ? [] : [new FirstScreenScriptsPlugin(firstScreenStages)]),
        ...(isRemote || bootScript === undefined ? [] : [new InlineBootScriptPlugin(path.resolve(appDir, bootScript), [swcRule(isDev)])]),
        ...(isDev ? [] : [brotliFilesPlugin()]),
        ...(existsSync(path.join(appDir, 'public')) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(appDir, 'public') }] })] : []),
        new rspack.DefinePlugin({ __APP_VERSION__: JSON.stringify(appPackage.version) }),
        // A published remote's chunks load with their hash. The hashes ride in remoteEntry.js,
        // whose own hash the brand map holds, or (`lazy`) in the already-checked chunk that loads
        // them, so a changed chunk never runs, whatever CDN serves it. sha256 rather than the
        // entry's sha384 and `lazy`: 1 KiB gzip less in every remoteEntry.js. Not the shell: its
        // chunks come from the origin of its index.html, the site's root of trust (whoever can
        // change them can change the page), and their hashes would cost the first visit 2.6 KiB.
        ...(isPublishedRemote ? [new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'], hashLoading: 'lazy' })] : []),
        new ModuleFederationPlugin({
          name: federation.name,
          filename: 'remoteEntry.js',
          ...(isRemote ? { exposes: federation.exposes, library: containerLibrary(federation.name) } : {}),
          shared: isPublishedRemote ? takenFromShell(sharedOverride ?? sharedSingletons(appDir)) : (sharedOverride ?? sharedSingletons(appDir)),
          shareStrategy: 'loaded-first',
          runtimePlugins: (federation.runtimePlugins ?? []).map((file) => path.resolve(appDir, file)),
          manifest: true,
          dts: false,
          experiments: {
            // MF's own pairing: the shell provides its runtime core (MF's inject-external-runtime-core
            // runtime plugin) and a published remote's entry uses it instead of shipping its own
            // copy (about 17 KiB gzip each). Each bundle keeps its own bundler runtime.
            ...(isRemote ? { externalRuntime: isPublishedRemote } : { provideExternalRuntime: true }),
            // Remotes are registered by entry URL, so the manifest snapshot code is not needed. A
            // published remote loads no remote of its own: its entry goes without that loader.
            optimization: { disableSnapshot: true, target: 'web', ...(isPublishedRemote ? { disableRemote: true } : {}) },
          },
        }),
      ],
      optimization: {
        // rspack's own minimizers; the scripts' with a third compress pass (0.15 KiB gzip of a first visit).
        minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 3 } } }), new rspack.LightningCssMinimizerRspackPlugin()],
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(isRemote
          ? {}
          : { splitChunks: { cacheGroups: { sharedVendors: SHARED_VENDORS_GROUP, sharedKernel: SHARED_KERNEL_GROUP, styles: hostStylesGroup(appDir, stylesOnDemand) } } }),
      },
      performance: false,
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
      },
    };
    // The shell's service worker (`sw.js`, workbox's InjectManifest) precaches the app's own files;
    // remotes have none, and `start` serves without one (a worker would cache the hot-reloaded files).
    const hasWorker = !isRemote && !isDev && existsSync(path.join(appDir, SERVICE_WORKER_SOURCE));
    if (!hasWorker) return config;
    return serviceWorkerPlugin(appDir).then((worker) => ({ ...config, plugins: [...(config.plugins ?? []), worker] }));
  };

  return (_env, argv) => {
    const other = otherFederation();
    if (other === undefined) return configWith(WorkspaceFederationPlugin, argv);
    const plugin = createRequire(path.join(other, 'package.json')).resolve('@module-federation/enhanced/rspack');
    return import(pathToFileURL(plugin).href).then((module: { ModuleFederationPlugin: typeof WorkspaceFederationPlugin }) =>
      configWith(module.ModuleFederationPlugin, argv),
    );
  };
}
