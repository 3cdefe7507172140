import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { BrandStatus } from '../../../remote-registry/src/registry/registry-types.ts';
import { ALICE, BOB } from '../../../remote-registry/src/testing/test-registry.ts';
import { Site } from '../site.ts';
import { asBuiltWithReact, buildRelease, BUILT_TITLE, REMOTE, RegistryStack } from './registry-stack.ts';

// Issue 7 end to end: a real release of the promotions remote goes through the real registry (CLI
// and API) into a copy of the built static root, and Chromium shows what each brand, device and tab
// runs. The tests build on each other's registry state, in this order. Some open several browser
// profiles or wait 5 s for an open tab: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

declare global {
  interface Window {
    __tamperedEntryRan?: boolean;
    __sameDocument?: boolean;
  }
}

interface Release {
  version: string;
  /** The promotions page's heading in this release: what a player sees change. */
  title: string;
}

/** The version `pnpm build` made, which both brands run at first (the registry adopts it). */
const BUILT: Release = { version: '0.1.0', title: BUILT_TITLE };
const SUMMER: Release = { version: '0.2.0', title: 'Activities: summer cup' };
const AUTUMN: Release = { version: '0.3.0', title: 'Activities: autumn cup' };

/**
 * Device ids (the kernel keeps one per browser in local storage, key `deviceId`) and where each falls
 * in a canary of mfe-promotions: its bucket from the shell's canary hash, under 50 runs a 50% canary.
 * Fixed on purpose: a changed hash would move live devices between versions.
 */
const DEVICES = [
  { id: 1234567890, bucket: 2.26, runs: AUTUMN },
  { id: 1234567891, bucket: 67.1, runs: SUMMER },
  { id: 1234567892, bucket: 97.04, runs: SUMMER },
  { id: 1234567893, bucket: 3.92, runs: AUTUMN },
  { id: 1234567894, bucket: 29.66, runs: AUTUMN },
  { id: 1234567895, bucket: 87.92, runs: SUMMER },
] as const;
const IN_CANARY = DEVICES[0].id;
const OUT_OF_CANARY = DEVICES[1].id;

const BRASIL_HOST = 'brasil.localhost';

let stack: RegistryStack;
let builds: { summer: string; autumn: string; withoutApp: string; react18: string };

test.beforeAll(async () => {
  // Three rspack builds of the promotions remote, a copy of the static root, two servers.
  test.setTimeout(120_000);
  stack = new RegistryStack();
  const [summer, autumn, withoutApp] = await Promise.all([
    buildRelease(stack.dirs, SUMMER),
    buildRelease(stack.dirs, AUTUMN),
    buildRelease(stack.dirs, { version: '0.4.0', title: 'Activities: no app', withoutApp: true }),
  ]);
  builds = { summer, autumn, withoutApp, react18: asBuiltWithReact(stack.dirs, summer, { react: '18.3.1', version: '0.5.0' }) };
  await stack.start();
});

test.afterAll(async () => {
  // Undefined when beforeAll failed before making it.
  await stack?.stop();
});

/** The promotions page shows `release`: its heading, and the version its area says it runs. */
async function expectPromotions(page: Page, release: Release, timeout?: number) {
  const area = page.getByTestId(`remote-area.${REMOTE}.app`);
  await expect(area).toHaveAttribute('data-version', release.version, { timeout });
  await expect(area.getByRole('heading', { level: 1 })).toHaveText(release.title, { timeout });
}

const versionFolder = (version: string) => path.join(stack.staticRoot, 'remotes', REMOTE, version);

test('a team publishes two releases of a remote with the CLI, and the static server serves them', async () => {
  for (const [release, folder] of [
    [SUMMER, builds.summer],
    [AUTUMN, builds.autumn],
  ] as const) {
    const published = await stack.cli('publish', REMOTE, folder, '--reason', release.title);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toContain(`Published ${REMOTE} ${release.version}: /remotes/${REMOTE}/${release.version}/remoteEntry.js (sha384-`);
    const entry = await fetch(`${stack.siteUrl()}/remotes/${REMOTE}/${release.version}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toContain(`${REMOTE}@${release.version}`);
  }
  expect((await stack.cli('versions', REMOTE)).stdout.trim()).toBe(`${REMOTE}: 0.3.0, 0.2.0, 0.1.0`);
  const index = (await (await fetch(`${stack.siteUrl()}/remotes/${REMOTE}/versions.json`)).json()) as { versions: { version: string }[] };
  expect(index.versions.map((published) => published.version)).toEqual(['0.3.0', '0.2.0', '0.1.0']);
});

test('publishing a build without ./app, one built for React 18, or a version again is refused with the reason', async () => {
  const withoutApp = await stack.cli('publish', REMOTE, builds.withoutApp, '--reason', 'dialogs only');
  expect(withoutApp.code).toBe(1);
  expect(withoutApp.stderr).toContain(
    `registry: ${REMOTE} 0.4.0 does not expose ./app: the shell mounts every remote's ./app and ./dialogs (single-spa lifecycles). Add it to module-federation.config.ts.`,
  );

  const react18 = await stack.cli('publish', REMOTE, builds.react18, '--reason', 'old React');
  expect(react18.code).toBe(1);
  expect(react18.stderr).toContain(`registry: ${REMOTE} 0.5.0 cannot run in the shell:`);
  expect(react18.stderr).toContain(
    'react requires React ^18.3.1 but the shell provides 19.3.1 (shell mf-manifest.json): rebuild it requiring a range that 19.3.1 satisfies (e.g. ^19.3.1).',
  );

  const again = await stack.cli('publish', REMOTE, builds.summer, '--reason', 'again');
  expect(again.code).toBe(1);
  expect(again.stderr).toContain(`${REMOTE} 0.2.0 is already published`);
  expect(again.stderr).toContain('a published version is never overwritten');

  // Nothing of them reached the static root or the versions the shell may preview.
  expect(existsSync(versionFolder('0.4.0'))).toBe(false);
  expect(existsSync(versionFolder('0.5.0'))).toBe(false);
  expect((await stack.cli('versions', REMOTE)).stdout.trim()).toBe(`${REMOTE}: 0.3.0, 0.2.0, 0.1.0`);
});

test('india and brasil each run the release pinned for them', async ({ browser }) => {
  const india = await stack.cli('pin', 'india', REMOTE, SUMMER.version, '--reason', 'summer cup for india');
  expect(india.stdout).toContain(`india: ${REMOTE} pinned 0.2.0, canary none, last-known-good 0.1.0`);
  const brasil = await stack.cli('pin', 'brasil', REMOTE, AUTUMN.version, '--reason', 'autumn cup for brasil');
  expect(brasil.stdout).toContain(`brasil: ${REMOTE} pinned 0.3.0, canary none, last-known-good 0.1.0`);

  // india chosen by ?brand= (development, previews), brasil by its host name (brands/hosts.json).
  const indiaTab = await stack.openDevice(browser);
  await indiaTab.site.open('/activity', '?brand=india');
  await expect(indiaTab.page.getByTestId('shell.layout')).toHaveAttribute('data-brand', 'india');
  await expectPromotions(indiaTab.page, SUMMER);

  const brasilTab = await stack.openDevice(browser, { host: BRASIL_HOST });
  await brasilTab.site.open('/activity');
  await expect(brasilTab.page.getByTestId('shell.layout')).toHaveAttribute('data-brand', 'brasil');
  await expectPromotions(brasilTab.page, AUTUMN);

  // The other remotes run what they ran.
  await brasilTab.page.getByTestId('nav.lobby').click();
  await expect(brasilTab.site.page$('mfe-lobby')).toBeVisible();
  await expect(brasilTab.page.getByTestId('remote-area.mfe-lobby.app')).toHaveAttribute('data-version', '0.1.0');
  await indiaTab.context.close();
  await brasilTab.context.close();
});

test('a 50% canary splits devices by their id, and each device keeps its version on reload', async ({ browser }) => {
  // Five browser profiles side by side, each opening the site twice: over a minute on a busy 2-core machine.
  test.slow();
  const canary = await stack.cli('canary', 'india', REMOTE, AUTUMN.version, '50', '--reason', 'autumn cup to half the devices');
  expect(canary.stdout).toContain(`india: ${REMOTE} pinned 0.2.0, canary 0.3.0 for 50% of devices, last-known-good 0.1.0`);

  // Each device in its own browser profile, side by side.
  const seeded = DEVICES.map(async (device) => {
    const { context, page, site } = await stack.openDevice(browser, { deviceId: device.id });
    await site.open('/activity', '?brand=india');
    await expectPromotions(page, device.runs);
    await page.reload();
    await expectPromotions(page, device.runs);
    expect(await page.evaluate(() => localStorage.getItem('deviceId'))).toBe(String(device.id));
    await context.close();
  });
  // A new device gets its id from the site, and keeps it and its version.
  const fresh = (async () => {
    const { context, page, site } = await stack.openDevice(browser);
    await site.open('/activity', '?brand=india');
    const area = page.getByTestId(`remote-area.${REMOTE}.app`);
    await expect(area).toHaveAttribute('data-version', /^0\.[23]\.0$/);
    const version = await area.getAttribute('data-version');
    const id = await page.evaluate(() => localStorage.getItem('deviceId'));
    expect(id).toMatch(/^\d{10}$/);
    await page.reload();
    await expectPromotions(page, version === AUTUMN.version ? AUTUMN : SUMMER);
    expect(await page.evaluate(() => localStorage.getItem('deviceId'))).toBe(id);
    await context.close();
  })();
  await Promise.all([...seeded, fresh]);
});

test('a rollback puts every device back on the previous pin, open tabs at their next visit of the page', async ({ browser }) => {
  const promoted = await stack.cli('promote', 'india', REMOTE, '--reason', 'canary clean');
  expect(promoted.stdout).toContain(`india: ${REMOTE} pinned 0.3.0, canary none, last-known-good 0.2.0`);

  const player = await stack.openDevice(browser, { deviceId: OUT_OF_CANARY });
  await player.site.open('/activity', '?brand=india');
  await expectPromotions(player.page, AUTUMN);
  await player.page.evaluate(() => {
    window.__sameDocument = true;
  });

  const rolledBack = await stack.cli('rollback', 'india', REMOTE, '--reason', 'autumn cup shows the wrong prizes');
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  expect(rolledBack.stdout).toContain(`india: ${REMOTE} pinned 0.2.0, canary none, last-known-good 0.1.0`);

  // The open tab re-reads the brand map when the player next enters the page (at most every 5 s).
  await expect(async () => {
    await player.page.getByTestId('nav.lobby').click();
    await expect(player.site.page$('mfe-lobby')).toBeVisible();
    await player.page.getByTestId('nav.promotions').click();
    await expectPromotions(player.page, SUMMER, 2_000);
  }).toPass({ timeout: 20_000 });
  expect(await player.page.evaluate(() => window.__sameDocument)).toBe(true);
  await player.context.close();

  // A device that ran the canary runs the previous pin too.
  const canaryDevice = await stack.openDevice(browser, { deviceId: IN_CANARY });
  await canaryDevice.site.open('/activity', '?brand=india');
  await expectPromotions(canaryDevice.page, SUMMER);
  await canaryDevice.context.close();

  const audit = await stack.cli('audit', '--brand', 'india', '--remote', REMOTE, '--limit', '4');
  const [fallback, rollback, promote, canary] = audit.stdout.trim().split('\n');
  // The rolled-back release is never the fallback: the audit says which version is, and why.
  expect(fallback).toMatch(/ alice fallback india mfe-promotions 0\.2\.0 → 0\.1\.0 {2}"0\.1\.0 is the newest version that ran well as india's pin: .*; 0\.2\.0 is the pin now\."$/);
  expect(rollback).toMatch(/ alice rollback india mfe-promotions 0\.3\.0 → 0\.2\.0 {2}"autumn cup shows the wrong prizes"$/);
  expect(promote).toMatch(/ alice promote india mfe-promotions 0\.2\.0 → 0\.3\.0 {2}"canary clean"$/);
  expect(canary).toMatch(/ alice canary india mfe-promotions - → 0\.3\.0@50% {2}"autumn cup to half the devices"$/);
});

test('a tester previews a release in one tab only, and leaves it with one click', async ({ browser }) => {
  const { context, page, site } = await stack.openDevice(browser);
  await site.open('/activity', `?brand=india&mf-preview=${REMOTE}@${AUTUMN.version}`);
  const banner = page.getByTestId('shell.preview-banner');
  await expect(banner).toBeVisible();
  await expect(page.getByTestId(`shell.preview.${REMOTE}`)).toHaveText(`${REMOTE} 0.3.0 (pinned 0.2.0)`);
  await expectPromotions(page, AUTUMN);
  // The preview stays with the tab, not with a link someone copies from it.
  expect(new URL(page.url()).searchParams.has('mf-preview')).toBe(false);

  // Another tab of the same browser runs what the brand runs.
  const otherTab = await context.newPage();
  await new Site(otherTab).open('/activity', '?brand=india');
  await expectPromotions(otherTab, SUMMER);
  await expect(otherTab.getByTestId('shell.preview-banner')).toHaveCount(0);

  // The previewing tab keeps its preview across reloads, until the tester leaves it.
  await page.reload();
  await expectPromotions(page, AUTUMN);
  await page.getByRole('button', { name: 'Leave preview' }).click();
  await expect(banner).toBeHidden();
  await expectPromotions(page, SUMMER);
  await page.reload();
  await expectPromotions(page, SUMMER);
  await expect(banner).toHaveCount(0);
  await context.close();

  // brasil does not allow previews: the tester is told, and the pin runs.
  const brasil = await stack.openDevice(browser, { host: BRASIL_HOST });
  await brasil.site.open('/activity', `?mf-preview=${REMOTE}@${SUMMER.version}`);
  await expect(brasil.page.getByTestId('shell.preview-notices')).toContainText(
    `Previews are not allowed on brand brasil (asked: ${REMOTE} 0.2.0): the pinned versions run.`,
  );
  await expectPromotions(brasil.page, AUTUMN);
  await brasil.context.close();
});

test('a remoteEntry.js changed after publishing never runs: the brand shows its last-known-good', async ({ browser }) => {
  const entryFile = path.join(versionFolder(AUTUMN.version), 'remoteEntry.js');
  const published = readFileSync(entryFile);
  writeFileSync(entryFile, Buffer.concat([published, Buffer.from('\nwindow.__tamperedEntryRan = true;\n')]));
  try {
    const { context, page, site } = await stack.openDevice(browser, { host: BRASIL_HOST });
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await site.open('/activity');
    // brasil pins 0.3.0; its last-known-good is 0.1.0.
    await expectPromotions(page, BUILT);
    await expect(page.getByTestId(`remote-error.${REMOTE}`)).toHaveCount(0);
    expect(await page.evaluate(() => window.__tamperedEntryRan)).toBeUndefined();
    expect(console.some((text) => text.includes('integrity') && text.includes(`/remotes/${REMOTE}/0.3.0/remoteEntry.js`))).toBe(true);
    await context.close();

    // Ops see it: the health check names the file, and the version cannot go into another map.
    const health = await stack.registry.api<{ ok: boolean; problems: string[] }>('GET', '/api/health', { token: null });
    expect(health.status).toBe(503);
    expect(health.body.ok).toBe(false);
    expect(health.body.problems).toContain(`remotes/${REMOTE}/0.3.0/remoteEntry.js does not match its recorded hash (used by brasil)`);
    const pin = await stack.cli('pin', 'india', REMOTE, AUTUMN.version, '--reason', 'autumn cup again');
    expect(pin.code).toBe(1);
    expect(pin.stderr).toContain(`remotes/${REMOTE}/0.3.0/remoteEntry.js no longer matches the hash recorded when it was published`);
  } finally {
    writeFileSync(entryFile, published);
  }
});

test('two pins made from the same view of a brand: one wins, the other gets 409 and changes nothing', async ({ browser }) => {
  const { registry } = stack;
  const before = await registry.api<BrandStatus>('GET', '/api/brands/brasil');
  const etag = before.etag ?? '';
  const lastAudit = (await registry.api<{ entries: { id: number }[] }>('GET', '/api/audit?limit=1')).body.entries[0]?.id ?? 0;

  // alice and bob both saw brasil at `etag`, and pin different versions at the same moment.
  const pinOf = (release: Release, token: string, reason: string) =>
    registry.api('POST', `/api/brands/brasil/remotes/${REMOTE}/pin`, { ifMatch: etag, token, body: { version: release.version, reason } });
  const [alice, bob] = await Promise.all([pinOf(SUMMER, ALICE, 'summer cup for brasil too'), pinOf(BUILT, BOB, 'back to the old page')]);
  expect([alice.status, bob.status].sort()).toEqual([200, 409]);
  const [winner, loser] = alice.status === 200 ? [alice, bob] : [bob, alice];
  expect(loser.body).toMatchObject({ error: 'stale-etag' });
  expect(loser.body.message).toBe(`Brand brasil changed since you read it (If-Match ${etag}, now ${winner.etag}): nothing was changed. Reload and decide again.`);

  const runs = alice.status === 200 ? SUMMER : BUILT;
  const after = await registry.api<BrandStatus>('GET', '/api/brands/brasil');
  expect(after.body.revision).toBe(before.body.revision + 1);
  expect(after.body.remotes[REMOTE].pinned).toBe(runs.version);
  const written = (await registry.api<{ entries: { id: number; actor: string }[] }>('GET', '/api/audit?limit=5')).body.entries.filter(
    (entry) => entry.id > lastAudit,
  );
  expect(written.map((entry) => entry.actor)).toEqual([alice.status === 200 ? 'alice' : 'bob']);

  const { context, page, site } = await stack.openDevice(browser, { host: BRASIL_HOST });
  await site.open('/activity');
  await expectPromotions(page, runs);
  await context.close();

  // The CLI with the stale ETag (as "status" showed it) is refused the same way.
  const stale = await stack.cli('pin', 'brasil', REMOTE, AUTUMN.version, '--etag', etag, '--reason', 'from an old status');
  expect(stale.code).toBe(1);
  expect(stale.stderr).toContain('Brand brasil changed since you read it');
  expect((await registry.api<BrandStatus>('GET', '/api/brands/brasil')).body.revision).toBe(after.body.revision);
});

test('the registry restarted keeps its versions, pins, ETags and audit log, and rewrites the maps from them', async ({ browser }) => {
  const read = async () => ({
    brands: (await stack.registry.api('GET', '/api/brands')).body,
    versions: (await stack.registry.api('GET', '/api/remotes')).body,
    audit: (await stack.registry.api('GET', '/api/audit?limit=100')).body,
  });
  const before = await read();
  const brasilMap = path.join(stack.staticRoot, 'brands', 'brasil', 'remotes.json');
  const mapBefore = readFileSync(brasilMap, 'utf8');
  // While the registry is down, the static root loses brasil's map.
  rmSync(brasilMap);

  await stack.restartRegistry();

  expect(await read()).toEqual(before);
  expect(readFileSync(brasilMap, 'utf8')).toBe(mapBefore);

  // The ETag read before the restart still names the current state of india.
  const india = (before.brands as { brands: BrandStatus[] }).brands.find((brand) => brand.brand === 'india');
  const pin = await stack.cli('pin', 'india', REMOTE, AUTUMN.version, '--etag', india?.etag ?? '', '--reason', 'autumn cup after the restart');
  expect(pin.code, pin.stderr).toBe(0);

  const { context, page, site } = await stack.openDevice(browser);
  await site.open('/activity', '?brand=india');
  await expectPromotions(page, AUTUMN);
  await context.close();
});
