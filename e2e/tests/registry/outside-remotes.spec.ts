import { expect, test, type Page } from '@playwright/test';
import { ALICE } from '../../../remote-registry/src/testing/test-registry.ts';
import { Site } from '../site.ts';
import { exampleVersion, installAndBuild, type OutsideProject } from './outside-team.ts';
import { BUILT_TITLE, RegistryStack } from './registry-stack.ts';

// Two teams outside this repository (examples/): each installs its project from the npm registry
// and the kit's tarballs (`npm ci`), builds it with its own bundler (rspack with MF a minor below
// the shell's; webpack 5 with the newest MF), publishes it with the kit's CLI, and the shell runs
// both on its one React. The tests build on each other's registry state, in this order.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const ROLLOUT = { promotions: exampleVersion('rspack-remote'), account: exampleVersion('webpack-remote') };

let stack: RegistryStack;
let rspackTeam: OutsideProject;
let webpackTeam: OutsideProject;

test.beforeAll(async () => {
  // Two `npm ci` (about 1 minute each from a warm npm cache on the busy 2-core machine), a
  // typecheck and two builds, side by side; a cold cache downloads some 60 MB more.
  test.setTimeout(600_000);
  stack = new RegistryStack();
  [rspackTeam, webpackTeam] = await Promise.all([installAndBuild(stack.dirs, 'rspack-remote'), installAndBuild(stack.dirs, 'webpack-remote')]);
  await stack.start();
});

test.afterAll(async () => {
  // Undefined when beforeAll failed before making it.
  await stack?.stop();
});

/** The kit's CLI as the team runs it, with a team token and the registry's URL in its environment. */
const teamCli = (team: OutsideProject, ...args: string[]) => team.registry(args, { REGISTRY_URL: stack.registry.url, REGISTRY_TOKEN: ALICE });

async function expectArea(page: Page, remote: string, version: string, heading: string) {
  const area = page.getByTestId(`remote-area.${remote}.app`);
  await expect(area).toHaveAttribute('data-version', version);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test('each team publishes its build with the kit CLI, which exits as the repository one does', async () => {
  const usage = await teamCli(rspackTeam);
  expect(usage.code).toBe(2);
  expect(usage.stdout).toContain('Usage: registry <command>');

  const shell = await teamCli(rspackTeam, 'shell');
  expect(shell.code, shell.stderr).toBe(0);
  expect(shell.stdout).toContain('>=2.8.0 <2.10.0');

  const promotions = await teamCli(rspackTeam, 'publish', 'mfe-promotions', 'dist', '--reason', 'outside rspack build');
  expect(promotions.code, promotions.stderr).toBe(0);
  expect(promotions.stdout).toContain(`mfe-promotions ${ROLLOUT.promotions}`);
  const account = await teamCli(webpackTeam, 'publish', 'mfe-account', 'dist', '--reason', 'outside webpack build');
  expect(account.code, account.stderr).toBe(0);
  expect(account.stdout).toContain(`mfe-account ${ROLLOUT.account}`);

  // A published version is never replaced: refused, exit 1, saying why.
  const again = await teamCli(webpackTeam, 'publish', 'mfe-account', 'dist', '--reason', 'again');
  expect(again.code).toBe(1);
  expect(again.stderr).toMatch(/already published/i);

  const versions = await teamCli(rspackTeam, 'versions', 'mfe-account');
  expect(versions.code, versions.stderr).toBe(0);
  expect(versions.stdout).toContain(`mfe-account: ${ROLLOUT.account}`);
});

test('ops pin the webpack build for a brand: every player of it runs that build', async ({ browser }) => {
  const pin = await teamCli(webpackTeam, 'pin', 'india', 'mfe-account', ROLLOUT.account, '--reason', 'outside webpack build');
  expect(pin.code, pin.stderr).toBe(0);

  const { context, page, site } = await stack.openDevice(browser);
  await site.open('/my', '?brand=india');
  await expectArea(page, 'mfe-account', ROLLOUT.account, 'My account, built outside with webpack 5');
  // Promotions still run the version the brand pins, built in this repository.
  await page.getByRole('link', { name: 'Activities' }).first().click();
  await expectArea(page, 'mfe-promotions', '0.1.0', BUILT_TITLE);
  await context.close();
});

test('a tester previews the rspack build in one tab: both builds render, navigate and open dialogs on one React', async ({ browser }) => {
  // Two remotes' first loads and five page changes in one tab.
  test.slow();
  const { context, page } = await stack.openDevice(browser);
  const site = new Site(page);
  await site.countReactRenderers();
  await site.open('/my', `?brand=india&mf-preview=mfe-promotions@${ROLLOUT.promotions}`);
  await expect(page.getByTestId('shell.preview-banner')).toBeVisible();

  const account = page.getByTestId('example.account.page');
  await expectArea(page, 'mfe-account', ROLLOUT.account, 'My account, built outside with webpack 5');
  await account.getByRole('button', { name: 'Open the account note' }).click();
  const accountNote = page.getByTestId('dialog.account.outside-note');
  await expect(accountNote).toContainText('Opened from /my');
  await accountNote.getByRole('button', { name: 'Close' }).click();
  await expect(accountNote).toHaveCount(0);

  // From the webpack build to the rspack build through the shell's router: one history, one URL.
  await account.getByRole('link', { name: 'Activities' }).click();
  await expectArea(page, 'mfe-promotions', ROLLOUT.promotions, 'Activities, built outside with rspack');
  const promotions = page.getByTestId('example.promotions.page');
  await promotions.getByRole('link', { name: 'Lucky Box' }).click();
  await expectArea(page, 'mfe-promotions', ROLLOUT.promotions, 'Lucky Box, built outside with rspack');
  expect(new URL(page.url()).hash).toBe('#/blindBox');
  await promotions.getByRole('button', { name: 'Open the promotions note' }).click();
  const promotionsNote = page.getByTestId('dialog.promotions.outside-note');
  await expect(promotionsNote).toContainText('Opened from /blindBox');
  await promotionsNote.getByRole('button', { name: 'Close' }).click();
  await expect(promotionsNote).toHaveCount(0);
  await page.goBack();
  await expectArea(page, 'mfe-promotions', ROLLOUT.promotions, 'Activities, built outside with rspack');
  await promotions.getByRole('link', { name: 'My account' }).click();
  await expectArea(page, 'mfe-account', ROLLOUT.account, 'My account, built outside with webpack 5');

  // Neither build brought a React of its own.
  const renderers = await site.renderers();
  expect(renderers).toHaveLength(1);
  expect(renderers[0]?.rendererPackageName).toBe('react-dom');

  // The preview stays in its tab: another tab runs what the brand pins.
  const otherTab = await context.newPage();
  await new Site(otherTab).open('/activity', '?brand=india');
  await expectArea(otherTab, 'mfe-promotions', '0.1.0', BUILT_TITLE);
  await context.close();
});
