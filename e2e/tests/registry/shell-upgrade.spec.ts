import { cpSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { assembleStaticRoot, WORKSPACE_ROOT, workspaceBuilds } from '@casino/build-tools/static-root';
import { Site } from '../site.ts';
import { runCommand } from './outside-team.ts';
import { RegistryStack } from './registry-stack.ts';

// A shell upgraded to another Module Federation release in its range (e2e/shell-upgrade: the
// release npm installs there) is checked by the registry before it deploys, then runs the remotes
// published before it, built with the workspace's release. In this order, on one stack.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const SHELL_DIR = path.join(WORKSPACE_ROOT, 'shell');
const UPGRADE_DIR = path.join(WORKSPACE_ROOT, 'e2e', 'shell-upgrade');
const UPGRADE_FEDERATION = (JSON.parse(readFileSync(path.join(UPGRADE_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies[
  '@module-federation/enhanced'
];

/** The routes of the four remotes with pages, and who renders each. */
const ROUTES = [
  ['/', 'mfe-lobby'],
  ['/game', 'mfe-games'],
  ['/activity', 'mfe-promotions'],
  ['/my', 'mfe-account'],
] as const;

let stack: RegistryStack;
let upgradedShell: string;

const pluginVersionOf = (manifest: string) => (JSON.parse(readFileSync(manifest, 'utf8')) as { metaData: { pluginVersion: string } }).metaData.pluginVersion;

/**
 * The shell's sources built by rspack as `pnpm --filter shell build` builds them, with the MF
 * release installed in e2e/shell-upgrade (`npm ci`, from its lockfile) instead of the workspace's.
 */
async function buildUpgradedShell(): Promise<string> {
  const federation = stack.dirs.make('shell-upgrade-federation');
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(UPGRADE_DIR, file), path.join(federation, file));
  const installed = await runCommand('npm', ['ci', '--no-audit', '--no-fund'], { cwd: federation });
  if (installed.code !== 0) throw new Error(`npm ci of MF ${UPGRADE_FEDERATION} failed:\n${installed.stdout}\n${installed.stderr}`);

  const appDir = stack.dirs.make('shell-upgraded');
  for (const item of ['package.json', 'rspack.config.ts', 'module-federation.config.ts', 'index.html', 'public', 'src']) {
    cpSync(path.join(SHELL_DIR, item), path.join(appDir, item), { recursive: true });
  }
  symlinkSync(path.join(SHELL_DIR, 'node_modules'), path.join(appDir, 'node_modules'), 'dir');
  const rspackCli = createRequire(path.join(SHELL_DIR, 'package.json')).resolve('@rspack/cli/package.json');
  const bin = (JSON.parse(readFileSync(rspackCli, 'utf8')) as { bin: { rspack: string } }).bin.rspack;
  const built = await runCommand(process.execPath, [path.join(path.dirname(rspackCli), bin), 'build'], {
    cwd: appDir,
    env: { NODE_ENV: undefined, FEDERATION_NODE_MODULES: path.join(federation, 'node_modules') },
  });
  if (built.code !== 0) throw new Error(`Building the shell with MF ${UPGRADE_FEDERATION} failed:\n${built.stdout}\n${built.stderr}`);
  return path.join(appDir, 'dist');
}

test.beforeAll(async () => {
  // An `npm ci` of one MF release (about 1 minute on the busy 2-core machine) and a shell build.
  test.setTimeout(420_000);
  stack = new RegistryStack();
  upgradedShell = await buildUpgradedShell();
  await stack.start();
});

test.afterAll(async () => {
  // Undefined when beforeAll failed before making it.
  await stack?.stop();
});

test('the registry lets the upgraded shell deploy: it runs every version the brands run', async () => {
  // The skew is real: the new shell and the remotes the brands run name different releases.
  expect(pluginVersionOf(path.join(upgradedShell, 'mf-manifest.json'))).toBe(UPGRADE_FEDERATION);
  const running = pluginVersionOf(path.join(stack.staticRoot, 'remotes', 'mfe-lobby', '0.1.0', 'mf-manifest.json'));
  expect(running).not.toBe(UPGRADE_FEDERATION);
  // Its MF runtime too, not only the plugin that wrote the manifest: the runtime names its release.
  const scriptsDir = path.join(upgradedShell, 'static', 'js');
  const scripts = readdirSync(scriptsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(scriptsDir, file), 'utf8'))
    .join('\n');
  expect(scripts).toContain(`"${UPGRADE_FEDERATION}"`);
  expect(scripts).not.toContain(`"${running}"`);

  const check = await stack.cli('shell', 'check', upgradedShell);
  expect(check.code, check.stderr).toBe(0);
});

test('deployed, the upgraded shell runs the remotes published before it, on one React', async ({ browser }) => {
  // Four remotes' first loads in one tab.
  test.slow();
  const shellVersion = (JSON.parse(readFileSync(path.join(SHELL_DIR, 'package.json'), 'utf8')) as { version: string }).version;
  assembleStaticRoot(stack.staticRoot, { ...workspaceBuilds(), shell: { name: 'shell', version: shellVersion, distDir: upgradedShell } });
  const shell = await stack.cli('shell');
  expect(shell.code, shell.stderr).toBe(0);
  expect(shell.stdout).toContain(UPGRADE_FEDERATION);

  const { context, page } = await stack.openDevice(browser);
  const site = new Site(page);
  await site.countReactRenderers();
  for (const [route, remote] of ROUTES) {
    await site.open(route, '?brand=india');
    const area = page.getByTestId(`remote-area.${remote}.app`);
    await expect(area).toHaveAttribute('data-status', 'ready');
    await expect(area).toHaveAttribute('data-version', '0.1.0');
    await expect(site.page$(remote)).toBeVisible();
  }
  const renderers = await site.renderers();
  expect(renderers).toHaveLength(1);
  await context.close();
});
