// The systemd units of deploy/systemd as README "Deploying" installs them: systemd's own check of
// each file (with /opt/casino standing for this checkout), and each service started as its unit
// starts it, with the machine's older Node first on PATH, so only the workspace's Node 24 runs it.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from './testing/compose.ts';
import { freePort } from './testing/http.ts';

const UNITS_DIR = path.join(REPOSITORY_ROOT, 'deploy', 'systemd');
const INSTALLED_AT = '/opt/casino';
const units = readdirSync(UNITS_DIR).filter((name) => name.endsWith('.service'));
/** How long a service may take to start (a new database) and to stop on a busy machine. */
const START_TIMEOUT_MS = 30_000;

const work = mkdtempSync(path.join(tmpdir(), 'systemd-units-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A unit's `key=value` lines, each key's values in order. */
function unitValues(text: string, key: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));
}

/** What the unit's `Environment=` lines set (values without spaces, as these units write them). */
function unitEnvironment(text: string): Record<string, string> {
  return Object.fromEntries(
    unitValues(text, 'Environment')
      .flatMap((line) => line.split(/\s+/))
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

function findSystemdAnalyze(): string {
  for (const candidate of ['/usr/bin/systemd-analyze', '/bin/systemd-analyze']) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not there.
    }
  }
  throw new Error('systemd-analyze not found: "apt-get install -y systemd" (.ci/run installs it).');
}

describe('the systemd units', () => {
  it('ships the api-server and the registry', () => {
    expect(units.sort()).toEqual(['casino-api.service', 'casino-registry.service']);
  });

  it.each(units)('%s passes systemd-analyze verify, its ExecStart an executable of the workspace', (unit) => {
    const text = readFileSync(path.join(UNITS_DIR, unit), 'utf8');
    const [execStart] = unitValues(text, 'ExecStart');
    expect(execStart?.startsWith(`${INSTALLED_AT}/`)).toBe(true);
    // This checkout stands for /opt/casino, run as the user running the tests (no `casino` user
    // here) without the root-only environment file.
    const local = text
      .replaceAll(INSTALLED_AT, REPOSITORY_ROOT)
      .replace(/^User=.*$/m, `User=${userInfo().username}`)
      .replace(/^Group=.*$/m, '')
      .replace(/^EnvironmentFile=/m, 'EnvironmentFile=-');
    const file = path.join(work, unit);
    writeFileSync(file, local);
    const result = spawnSync(findSystemdAnalyze(), ['verify', file], {
      encoding: 'utf8',
      env: { ...process.env, SYSTEMD_LOG_LEVEL: 'warning' },
      timeout: 30_000,
    });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it.each([
    ['casino-api.service', { API_SIGNING_KEYS: 'india=india-signing-key-of-24-chars,brasil=brasil-signing-key-of-24-chars' }, 'API_PORT', 'signing key of'],
    ['casino-registry.service', { REGISTRY_TOKENS: 'alice=a-registry-token-of-24-characters' }, 'REGISTRY_PORT', 'REGISTRY_TOKENS'],
  ] as const)(
    '%s runs on the workspace Node, refuses to start without its environment file, and stops on SIGTERM',
    async (unit, environmentFile, portVariable, missing) => {
      const text = readFileSync(path.join(UNITS_DIR, unit), 'utf8');
      const execStart = (unitValues(text, 'ExecStart')[0] ?? '').replace(INSTALLED_AT, REPOSITORY_ROOT);
      const port = await freePort();
      const env = {
        // The machine's own node (Debian's, older) first: the unit must not depend on it.
        PATH: '/usr/local/bin:/usr/bin:/bin',
        ...unitEnvironment(text),
        [portVariable]: String(port),
        ...(unit === 'casino-registry.service' ? { REGISTRY_BEACON_PORT: String(await freePort()) } : {}),
        API_DATA_DIR: path.join(work, `${unit}-api`),
        REGISTRY_DATA_DIR: path.join(work, `${unit}-registry`),
        REGISTRY_STATIC_ROOT: path.join(work, `${unit}-site`),
      };
      const refused = spawnSync(execStart, [], { cwd: REPOSITORY_ROOT, env, encoding: 'utf8', timeout: START_TIMEOUT_MS });
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toContain(missing);

      const service = spawn(execStart, [], { cwd: REPOSITORY_ROOT, env: { ...env, ...environmentFile }, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      service.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      service.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => service.once('exit', (code) => resolve(code)));
      try {
        const health = unit === 'casino-api.service' ? `http://127.0.0.1:${port}/health` : `http://127.0.0.1:${port}/api/health`;
        await expect.poll(async () => (await fetch(health).catch(() => undefined))?.status, { timeout: START_TIMEOUT_MS, interval: 250 }).toBeDefined();
        // The wrapper exec'd node: the supervisor's signal reaches the service itself.
        service.kill('SIGTERM');
        expect(await exited, output).toBe(0);
      } finally {
        service.kill('SIGKILL');
      }
    },
    2 * START_TIMEOUT_MS + 10_000,
  );
});
