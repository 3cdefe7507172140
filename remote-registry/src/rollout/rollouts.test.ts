import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteMapText } from '@casino/shared-kernel/remote-map';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrandStatus } from '../registry/registry-types.ts';
import { LoadCountsStore, type LoadOutcome } from '../signals/load-counts.ts';
import { tempDirs } from '../testing/fake-builds.ts';
import { seedBrand, startTestRegistry, WALLET_TEAM, type TestRegistry } from '../testing/test-registry.ts';
import type { RolloutView } from './rollouts.ts';

const dirs = tempDirs();
let registry: TestRegistry;
/** The registry's clock: the test moves it; the timer-driven check never runs on its own here (an hour apart). */
let clock = Date.parse('2026-11-26T10:00:00.000Z');
const MINUTE = 60_000;

beforeEach(async () => {
  clock = Date.parse('2026-11-26T10:00:00.000Z');
  registry = await startTestRegistry(dirs, { now: () => new Date(clock), rolloutCheckSeconds: 3600 });
  await seedBrand(registry);
  expect((await registry.publish('mfe-wallet', { version: '1.1.0' })).status).toBe(201);
});
afterEach(async () => {
  await registry.close();
});
afterAll(() => dirs.cleanup());

const PLAN = { version: '1.1.0', steps: [10, 50, 100], bakeMs: 10 * MINUTE, maxErrorRatio: 2, minLoads: 100, reason: 'new cashier' };

async function start(body: Record<string, unknown> = PLAN, token?: string) {
  const brand = await registry.api<BrandStatus>('GET', '/api/brands/india');
  return registry.api<{ rollout: RolloutView; status: BrandStatus; error?: string; message?: string }>('POST', '/api/brands/india/remotes/mfe-wallet/rollout', {
    body,
    ifMatch: brand.etag ?? '',
    ...(token ? { token } : {}),
  });
}

let pageLoads = 0;
/**
 * What players' browsers reported now for mfe-wallet on india: each outcome counted is a page load of
 * its own, on a device of its own, from an address of its own (`devices` shares them out instead).
 */
function report(version: string, outcomes: Partial<Record<LoadOutcome, number>>, devices?: { count: number; addresses: number }) {
  const counts = new LoadCountsStore(registry.registry.store.db);
  for (const [outcome, count] of Object.entries(outcomes)) {
    for (let load = 0; load < count; load += 1) {
      pageLoads += 1;
      const device = devices ? pageLoads % devices.count : pageLoads;
      counts.recordPageLoad({
        brand: 'india',
        pageLoad: `page-load-${String(pageLoads).padStart(10, '0')}`,
        device: `device-${String(device).padStart(10, '0')}`,
        address: devices ? `shared-${devices.addresses}-${device % devices.addresses}` : `own-${device}`,
        at: clock,
        reports: [{ remote: 'mfe-wallet', version, outcome: outcome as LoadOutcome, count: 1 }],
      });
    }
  }
}

const wallet = () => parseRemoteMapText(readFileSync(path.join(registry.staticRoot, 'brands', 'india', 'remotes.json'), 'utf8')).remotes['mfe-wallet'];
const rollouts = async () => (await registry.api<{ rollouts: RolloutView[] }>('GET', '/api/rollouts')).body.rollouts;
const tick = () => registry.rollouts.tick().map(({ judgement }) => judgement.kind);

describe('a rollout', () => {
  it('starts as a canary at its first step and bakes until its decision time', async () => {
    const started = await start();
    expect(started.status).toBe(201);
    expect(wallet().canary).toMatchObject({ version: '1.1.0', percent: 10 });
    expect(started.body.rollout).toMatchObject({ state: 'running', percent: 10, pinVersion: '1.0.0', nextDecisionAt: '2026-11-26T10:10:00.000Z' });
    report('1.1.0', { loaded: 500 });
    report('1.0.0', { loaded: 500 });
    clock += 10 * MINUTE - 1;
    expect(tick()).toEqual(['baking']);
    expect(wallet().canary?.percent).toBe(10);
  });

  it('walks its steps when the canary fails no more than twice as often as the pin, and promotes itself at 100', async () => {
    await start();
    report('1.1.0', { loaded: 196, 'entry-failed': 4 }); // 2%
    report('1.0.0', { loaded: 990, 'entry-failed': 10 }); // 1%: exactly twice, which still advances
    clock += 10 * MINUTE;
    expect(tick()).toEqual(['advance']);
    // Loads of this minute before the step began belong to the step before: counts are per minute, judgements exact.
    expect((await rollouts())[0]?.canary.loads).toBe(0);
    report('1.1.0', { loaded: 7 });
    expect((await rollouts())[0]?.canary.loads).toBe(7);
    expect(wallet().canary?.percent).toBe(50);
    const [running] = await rollouts();
    expect(running).toMatchObject({ percent: 50, stepStartedAt: '2026-11-26T10:10:00.000Z', nextDecisionAt: '2026-11-26T10:20:00.000Z' });
    expect(running?.canary.loads).toBe(7);

    clock += 5 * MINUTE;
    report('1.1.0', { loaded: 293 });
    report('1.0.0', { loaded: 300 });
    clock += 5 * MINUTE;
    expect(tick()).toEqual(['advance']);
    expect(wallet()).toMatchObject({ version: '1.1.0', fallback: { version: '1.0.0' } });
    expect(wallet().canary).toBeUndefined();
    const [done] = await rollouts();
    expect(done?.state).toBe('promoted');
    expect(done?.audit.map((entry) => [entry.action, entry.actor, entry.from, entry.to])).toEqual([
      ['canary', 'alice', null, '1.1.0@10%'],
      ['canary', 'rollout (alice)', '1.1.0@10%', '1.1.0@50%'],
      ['promote', 'rollout (alice)', '1.0.0', '1.1.0'],
    ]);
    expect(done?.audit[1]?.reason).toBe(
      'Automatic step 10% → 50%: canary 1.1.0: 4 failed of 200 loads (2.00%) on 200 devices; pin 1.0.0: 10 of 1000 (1.00%) on 1000; within 2× the pin.',
    );
    expect(tick()).toEqual([]);
  });

  it('waits after its bake while either side has fewer than the minimum loads', async () => {
    await start();
    report('1.1.0', { loaded: 99 });
    report('1.0.0', { loaded: 5000 });
    clock += 30 * MINUTE;
    expect(tick()).toEqual(['waiting-for-loads']);
    expect((await rollouts())[0]?.lastDecision).toEqual({ kind: 'waiting-for-loads', needed: { pin: 0, canary: 1 }, devicesNeeded: { pin: 0, canary: 1 } });
    report('1.1.0', { loaded: 1 });
    expect(tick()).toEqual(['advance']);
  });

  it('never decides on loads from fewer distinct devices than its minimum: a few devices reporting often, or one address inventing many', async () => {
    await start();
    report('1.0.0', { loaded: 1000 });
    // 500 loads from 20 devices.
    report('1.1.0', { loaded: 500 }, { count: 20, addresses: 20 });
    clock += 10 * MINUTE;
    expect(tick()).toEqual(['waiting-for-loads']);
    expect((await rollouts())[0]?.lastDecision).toMatchObject({ devicesNeeded: { pin: 0, canary: 80 } });
    // 200 "devices" from 3 addresses: each address vouches for 10 at most.
    report('1.1.0', { loaded: 200 }, { count: 200, addresses: 3 });
    expect(tick()).toEqual(['waiting-for-loads']);
    const [waiting] = await rollouts();
    expect(waiting?.canary).toMatchObject({ loads: 700, devices: 50 });
    expect(wallet().canary?.percent).toBe(10);
    // 100 devices from 100 addresses: a real crowd.
    report('1.1.0', { loaded: 100 });
    expect(tick()).toEqual(['advance']);
  });

  it('aborts itself back to the pin when the canary is worse, audited with the figures', async () => {
    await start();
    report('1.1.0', { 'integrity-failed': 150, loaded: 50 });
    report('1.0.0', { loaded: 1000, fallback: 150 });
    clock += 10 * MINUTE;
    expect(tick()).toEqual(['abort']);
    expect(wallet().canary).toBeUndefined();
    expect(wallet().version).toBe('1.0.0');
    const [aborted] = await rollouts();
    expect(aborted?.state).toBe('aborted');
    expect(aborted?.audit.at(-1)).toMatchObject({
      action: 'abort',
      actor: 'rollout (alice)',
      reason:
        'Automatic abort at step 10%: canary 1.1.0: 150 failed of 200 loads (75.00%) on 200 devices; pin 1.0.0: 0 of 1150 (0.00%) on 1150; worse than 2× the pin. Back on the pin 1.0.0.',
    });
  });

  it('survives a restart: the step keeps its start, and the judgement comes when it was due', async () => {
    await start();
    report('1.1.0', { loaded: 200 });
    report('1.0.0', { loaded: 200 });
    const { dataDir, staticRoot } = registry;
    await registry.close();
    clock += 10 * MINUTE;
    registry = await startTestRegistry(dirs, { dataDir, staticRoot, now: () => new Date(clock), rolloutCheckSeconds: 3600 });
    expect(tick()).toEqual(['advance']);
    expect(wallet().canary?.percent).toBe(50);
  });

  it('pauses (no judgement) and resumes with a fresh bake; by hand, promote and abort still work and end it', async () => {
    await start();
    const pause = await registry.api('POST', '/api/brands/india/remotes/mfe-wallet/rollout/pause', { body: { reason: 'looking at a report' } });
    expect(pause.status).toBe(200);
    report('1.1.0', { loaded: 500 });
    report('1.0.0', { loaded: 500 });
    clock += 20 * MINUTE;
    expect(tick()).toEqual([]);
    expect((await registry.api('POST', '/api/brands/india/remotes/mfe-wallet/rollout/resume', { body: { reason: 'fine' } })).status).toBe(200);
    expect(tick()).toEqual(['baking']);

    const etag = (await registry.api('GET', '/api/brands/india')).etag ?? '';
    expect((await registry.api('POST', '/api/brands/india/remotes/mfe-wallet/promote', { body: { reason: 'by hand' }, ifMatch: etag })).status).toBe(200);
    const [ended] = await rollouts();
    expect(ended?.state).toBe('promoted');
    expect(ended?.audit.map((entry) => entry.action)).toEqual(['canary', 'rollout-pause', 'rollout-resume', 'promote']);
    expect(tick()).toEqual([]);
  });

  it('refuses a second rollout of the remote on the brand, a hand-made canary change while it runs, and a bad plan', async () => {
    await start();
    expect((await registry.publish('mfe-wallet', { version: '1.2.0' })).status).toBe(201);
    const second = await start({ ...PLAN, version: '1.2.0' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'A rollout of mfe-wallet 1.1.0 is already running on india (step 10%, started by alice): one rollout per remote and brand. Promote or abort it first.',
    );
    const etag = (await registry.api('GET', '/api/brands/india')).etag ?? '';
    const manual = await registry.api('POST', '/api/brands/india/remotes/mfe-wallet/canary', { body: { version: '1.1.0', percent: 90, reason: 'faster' }, ifMatch: etag });
    expect(manual.status).toBe(409);
    expect(manual.body.message).toMatch(/^A rollout drives the mfe-wallet canary on india/);
    const abort = await registry.api('POST', '/api/brands/india/remotes/mfe-wallet/abort', { body: { reason: 'stop' }, ifMatch: etag });
    expect(abort.status).toBe(200);
    expect((await rollouts())[0]?.state).toBe('aborted');
    const bad = await start({ ...PLAN, steps: [10, 50] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid rollout: steps: the last step must be 100 (reaching it promotes the canary).');
    expect((await start({ ...PLAN, steps: [100] })).body.message).toBe(
      'Invalid rollout: steps: name a step below 100 first (at 100 there is no pin to compare with; use promote).',
    );
    expect((await start({ ...PLAN, steps: [50, 10, 100] })).body.message).toBe('Invalid rollout: steps: each step must be larger than the one before.');
  });

  it('may be started by the remote\'s own team token only', async () => {
    expect((await start(PLAN, WALLET_TEAM)).status).toBe(201);
    expect((await registry.publish('mfe-games', { version: '1.1.0' })).status).toBe(201);
    const brand = await registry.api('GET', '/api/brands/india');
    const other = await registry.api('POST', '/api/brands/india/remotes/mfe-games/rollout', { body: PLAN, ifMatch: brand.etag ?? '', token: WALLET_TEAM });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("wallet-ci is the mfe-wallet team's token: it can publish and roll out mfe-wallet only, not mfe-games.");
    expect((await start({ ...PLAN, steps: [10, 80, 100] }, WALLET_TEAM)).body.message).toMatch(/rollouts step up to 50% of devices \(not 80%\)/);
  });

  it('started by a team, walks up to the team cap and holds there for ops: still judged, never promoted by itself', async () => {
    expect((await start(PLAN, WALLET_TEAM)).status).toBe(201);
    report('1.1.0', { loaded: 200 });
    report('1.0.0', { loaded: 200 });
    clock += 10 * MINUTE;
    expect(tick()).toEqual(['advance']);
    expect(wallet().canary?.percent).toBe(50);
    report('1.1.0', { loaded: 200 });
    report('1.0.0', { loaded: 200 });
    clock += 10 * MINUTE;
    expect(tick()).toEqual(['held']);
    expect(tick()).toEqual(['held']);
    expect(wallet()).toMatchObject({ version: '1.0.0', canary: { version: '1.1.0', percent: 50 } });
    const [held] = await rollouts();
    expect(held).toMatchObject({ state: 'running', autoPromote: false, lastDecision: { kind: 'held' } });
    // Audited once, however often it is judged while it waits.
    expect(held?.audit.filter((entry) => entry.action === 'rollout-held')).toEqual([
      expect.objectContaining({ actor: 'rollout (wallet-ci (mfe-wallet team))', from: '1.1.0@50%', to: 'waiting for ops', reason: expect.stringMatching(/^Ready for 100% after step 50%: .*an ops token promotes it\.$/) as unknown }),
    ]);
    // Ops promote it; the rollout ends promoted.
    const etag = (await registry.api('GET', '/api/brands/india')).etag ?? '';
    expect((await registry.api('POST', '/api/brands/india/remotes/mfe-wallet/promote', { ifMatch: etag, body: { reason: 'team rollout clean' } })).status).toBe(200);
    expect((await rollouts())[0]?.state).toBe('promoted');
    expect(wallet().version).toBe('1.1.0');
  });

  it('started by a team and held, still aborts itself when the canary turns worse', async () => {
    expect((await start({ ...PLAN, steps: [50, 100] }, WALLET_TEAM)).status).toBe(201);
    report('1.1.0', { loaded: 200 });
    report('1.0.0', { loaded: 200 });
    clock += 10 * MINUTE;
    expect(tick()).toEqual(['held']);
    report('1.1.0', { loaded: 200, 'entry-failed': 150 });
    expect(tick()).toEqual(['abort']);
    expect(wallet().canary).toBeUndefined();
  });

  it('never leaves an aborted or rolled-back version as the brand\'s fallback', async () => {
    // 1.1.0 was promoted, then rolled back: the pin is 1.0.0 again and nothing else ran well.
    const etag = async () => (await registry.api('GET', '/api/brands/india')).etag ?? '';
    const act = async (action: string, body: Record<string, unknown>) =>
      registry.api('POST', `/api/brands/india/remotes/mfe-wallet/${action}`, { ifMatch: await etag(), body });
    await act('canary', { version: '1.1.0', percent: 10, reason: 'try it' });
    await act('promote', { reason: 'looks fine' });
    await act('rollback', { reason: 'errors in 1.1.0' });
    expect(wallet()).toMatchObject({ version: '1.0.0' });
    expect(wallet().fallback).toBeUndefined();
    // Tried again as a rollout, it aborts itself: still not the fallback.
    expect((await start()).status).toBe(201);
    report('1.1.0', { loaded: 200, 'entry-failed': 160 });
    report('1.0.0', { loaded: 200 });
    clock += 10 * MINUTE;
    expect(tick()).toEqual(['abort']);
    expect(wallet().fallback).toBeUndefined();
    const status = (await registry.api<BrandStatus>('GET', '/api/brands/india')).body.remotes['mfe-wallet'];
    expect(status).toMatchObject({ pinned: '1.0.0', canary: null, lastKnownGood: null });
  });
});
