import { appendFileSync, copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { parseRemoteMapText } from '@casino/shared-kernel/remote-map';
import { readBuildFolder } from '../../../remote-registry/src/cli/read-build-folder.ts';
import type { RolloutView } from '../../../remote-registry/src/rollout/rollouts.ts';
import { LoadCountsStore, type LoadOutcome } from '../../../remote-registry/src/signals/load-counts.ts';
import { ALICE } from '../../../remote-registry/src/testing/test-registry.ts';
import { REMOTE, RegistryStack } from './registry-stack.ts';

// Issue 26 end to end: progressive rollouts decided by what real Chromium page loads report. The
// brand maps send the shell's load beacons to the registry; the rollout is started with the real CLI,
// with its bake and minimum loads shortened (a 2 s bake, a handful of loads) and judged every second.
// The tests build on each other's registry state, in this order.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The version `pnpm build` made, which india runs at first (the registry adopts it). */
const BUILT = '0.1.0';
const BROKEN = '0.3.0';
const HEALTHY = '0.2.0';

/**
 * Devices by where they fall in a canary of mfe-promotions (their bucket, from the shell's canary
 * hash of the device id kept in local storage): fixed, so each lands where the test needs it.
 */
const UNDER_10 = [1234567890, 1234567893]; // buckets 2.26, 3.92
const UNDER_50 = [1234567894]; // 29.66
const OVER_50 = [1234567891, 1234567892, 1234567895]; // 67.1, 97.04, 87.92

let stack: RegistryStack;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  stack = new RegistryStack();
  await stack.start({ beacons: true });
  // Two releases of the promotions remote, as its team publishes them (the built one's files under new versions).
  const built = readBuildFolder(path.join(stack.staticRoot, 'remotes', REMOTE, BUILT));
  for (const version of [HEALTHY, BROKEN]) {
    const published = await stack.registry.api('POST', `/api/remotes/${REMOTE}/versions`, { body: { files: built, version } });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
  }
});

test.afterAll(async () => {
  await stack?.stop();
});

const entryFile = (version: string) => path.join(stack.staticRoot, 'remotes', REMOTE, version, 'remoteEntry.js');
const indiaPromotions = () =>
  parseRemoteMapText(readFileSync(path.join(stack.staticRoot, 'brands', 'india', 'remotes.json'), 'utf8')).remotes[REMOTE];

async function rollout(): Promise<RolloutView> {
  const { body } = await stack.registry.api<{ rollouts: RolloutView[] }>('GET', '/api/rollouts?brand=india');
  const [latest] = body.rollouts.filter((candidate) => candidate.remote === REMOTE);
  if (!latest) throw new Error('No rollout of the promotions remote on india');
  return latest;
}

/** How often india's players reported `outcome` for a version of the promotions remote, in all. */
const reported = (version: string, outcome: LoadOutcome) =>
  new LoadCountsStore(stack.registry.registry.store.db).figures('india', REMOTE, version, 0).outcomes[outcome] ?? 0;

/**
 * A player's device opens the promotions page and stays until the registry counted what its page
 * reported (`version` and `outcome`; the beacon leaves at the page's first quiet moment). Resolves to
 * the version the area runs.
 */
async function visit(browser: Browser, deviceId: number, expected: { version: string; outcome: LoadOutcome }) {
  const before = reported(expected.version, expected.outcome);
  const { context, page, site } = await stack.openDevice(browser, { deviceId });
  await site.open('/activity');
  const area = page.getByTestId(`remote-area.${REMOTE}.app`);
  await expect(area).toHaveAttribute('data-status', 'ready');
  await expect.poll(() => reported(expected.version, expected.outcome), { timeout: 15_000 }).toBeGreaterThan(before);
  const version = await area.getAttribute('data-version');
  await context.close();
  return version;
}

test('a canary whose remoteEntry.js is broken for its devices aborts itself after enough page loads; india is back on the pin and the audit says why', async ({ browser }) => {
  const started = await stack.cli(
    'rollout',
    'india',
    REMOTE,
    BROKEN,
    ...['--steps', '50,100', '--bake', '2s', '--max-error-ratio', '2', '--min-loads', '3', '--reason', 'autumn cup'],
  );
  expect(started.code, started.stderr).toBe(0);
  expect(started.stdout).toContain(`india ${REMOTE} ${BROKEN} over ${BUILT}: running, step 50% of 50,100`);
  expect(indiaPromotions().canary).toMatchObject({ version: BROKEN, percent: 50 });

  // The release's entry is changed on the static tier after it went out: its devices' browsers refuse it.
  appendFileSync(entryFile(BROKEN), '\n;globalThis.__broken = true;\n');

  for (const device of UNDER_50.concat(UNDER_10)) {
    // The shell falls back to the pin; the canary's integrity failure (and the fallback) are reported.
    expect(await visit(browser, device, { version: BROKEN, outcome: 'integrity-failed' })).toBe(BUILT);
    if ((await rollout()).state !== 'running') break;
  }
  expect(reported(BUILT, 'fallback')).toBeGreaterThanOrEqual(3);

  await expect.poll(async () => (await rollout()).state, { timeout: 15_000 }).toBe('aborted');
  const aborted = await rollout();
  expect(indiaPromotions().canary).toBeUndefined();
  expect(indiaPromotions().version).toBe(BUILT);
  const decision = aborted.audit.at(-1);
  expect(decision).toMatchObject({ action: 'abort', actor: 'rollout (alice)', from: `${BROKEN}@50%` });
  expect(decision?.reason).toMatch(
    new RegExp(
      `^Automatic abort at step 50%: canary ${BROKEN.replaceAll('.', '\\.')}: (\\d+) failed of \\1 loads \\(100\\.00%\\) on \\d+ devices; pin ${BUILT.replaceAll('.', '\\.')}: 0 of \\d+ \\(0\\.00%\\) on \\d+; worse than 2× the pin\\. Back on the pin ${BUILT.replaceAll('.', '\\.')}\\.$`,
    ),
  );
  const audit = await stack.cli('audit', '--brand', 'india', '--remote', REMOTE, '--limit', '1');
  expect(audit.stdout).toContain(`rollout (alice) abort india ${REMOTE} ${BROKEN}@50% → -  "Automatic abort at step 50%`);

  // The ops console shows it: step, both versions' figures, and the automatic decision.
  const { context, page } = await stack.openDevice(browser);
  await page.goto(`${stack.registry.url}/console/`);
  await page.getByLabel('Ops token').fill(ALICE);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const card = page.getByRole('article').filter({ hasText: `india · ${REMOTE} ${BROKEN} over ${BUILT}` });
  await expect(card.getByRole('definition').first()).toHaveText('aborted');
  await expect(card.getByRole('definition').filter({ hasText: 'aborted: worse than the pin' })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^\d+ failed of \d+ loads \(100\.00%\) on \d+ devices$/ })).toBeVisible();
  await expect(card.getByRole('table', { name: `Audit of the ${REMOTE} rollout on india` }).getByRole('row').last()).toContainText('rollout (alice)abort');
  await context.close();
});

test('a player whose section cannot be served as published reads that it is being updated, and it is reported', async ({ browser }) => {
  const original = `${entryFile(BUILT)}.original`;
  copyFileSync(entryFile(BUILT), original);
  appendFileSync(entryFile(BUILT), '\n;globalThis.__tampered = true;\n');
  try {
    const before = reported(BUILT, 'integrity-failed');
    const { context, page, site } = await stack.openDevice(browser, { deviceId: OVER_50[0] });
    await site.open('/activity');
    const panel = page.getByTestId(`remote-error.${REMOTE}`);
    await expect(panel).toHaveAttribute('data-reason', 'updating');
    await expect(panel).toContainText('This section is being updated. Please try again in a moment.');
    await expect.poll(() => reported(BUILT, 'integrity-failed'), { timeout: 15_000 }).toBe(before + 1);
    // Once the file is back, Retry shows the section.
    copyFileSync(original, entryFile(BUILT));
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId(`remote-area.${REMOTE}.app`)).toHaveAttribute('data-version', BUILT);
    await context.close();
  } finally {
    copyFileSync(original, entryFile(BUILT));
  }
});

test('a healthy canary walks its steps to 100 on real page loads and becomes the pin', async ({ browser }) => {
  const started = await stack.cli(
    'rollout',
    'india',
    REMOTE,
    HEALTHY,
    ...['--steps', '10,50,100', '--bake', '2s', '--max-error-ratio', '2', '--min-loads', '2', '--reason', 'summer cup'],
  );
  expect(started.code, started.stderr).toBe(0);
  expect(indiaPromotions().canary).toMatchObject({ version: HEALTHY, percent: 10 });

  // Step 10%: the two devices under 10 run the canary, two others the pin.
  const canary = { version: HEALTHY, outcome: 'loaded' } as const;
  const pin = { version: BUILT, outcome: 'loaded' } as const;
  for (const device of UNDER_10) expect(await visit(browser, device, canary)).toBe(HEALTHY);
  for (const device of OVER_50.slice(0, 2)) expect(await visit(browser, device, pin)).toBe(BUILT);
  await expect.poll(() => indiaPromotions().canary?.percent, { timeout: 15_000 }).toBe(50);

  // Step 50%: a device between 10 and 50 joins the canary, one under 10 comes back; the others keep the pin.
  expect(await visit(browser, UNDER_50[0] ?? 0, canary)).toBe(HEALTHY);
  expect(await visit(browser, UNDER_10[0] ?? 0, canary)).toBe(HEALTHY);
  expect(await visit(browser, OVER_50[2] ?? 0, pin)).toBe(BUILT);
  expect(await visit(browser, OVER_50[0] ?? 0, pin)).toBe(BUILT);

  await expect.poll(async () => (await rollout()).state, { timeout: 20_000 }).toBe('promoted');
  expect(indiaPromotions()).toMatchObject({ version: HEALTHY, fallback: { version: BUILT } });
  expect(indiaPromotions().canary).toBeUndefined();
  const promoted = await rollout();
  expect(promoted.audit.map((entry) => [entry.actor, entry.action, entry.from, entry.to])).toEqual([
    ['alice', 'canary', null, `${HEALTHY}@10%`],
    ['rollout (alice)', 'canary', `${HEALTHY}@10%`, `${HEALTHY}@50%`],
    ['rollout (alice)', 'promote', BUILT, HEALTHY],
  ]);
  // Every device runs it now.
  expect(await visit(browser, OVER_50[1] ?? 0, canary)).toBe(HEALTHY);
});
