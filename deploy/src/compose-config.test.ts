// docker-compose.yml as compose itself reads it: Debian's docker-compose (`config` needs no engine)
// interpolates and validates it with the repository's .env.example, so a variable compose needs and
// the example lacks, a reference to nothing (a volume, a network, a service) or a Dockerfile stage
// that is not there fails the test command, not an operator's first `docker compose up`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPOSITORY_ROOT } from './testing/compose.ts';

const COMPOSE_FILE = path.join(REPOSITORY_ROOT, 'docker-compose.yml');
const EXAMPLE_FILE = path.join(REPOSITORY_ROOT, '.env.example');
/** What the example leaves for the operator to fill in: compose refuses to start without them. */
const REQUIRED = ['API_SIGNING_KEYS', 'REGISTRY_TOKENS'];
/** Read by compose itself, not by the file. */
const COMPOSE_OWN = ['COMPOSE_PROJECT_NAME'];

const composeText = readFileSync(COMPOSE_FILE, 'utf8');
const exampleText = readFileSync(EXAMPLE_FILE, 'utf8');
/** Each variable the example sets, with its value as written. */
const example = new Map(
  exampleText
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
);

/** Debian's docker-compose (`apt-get install -y docker-compose`; `.ci/run` installs it), or DOCKER_COMPOSE_BIN. */
function findDockerCompose(): string {
  const explicit = process.env.DOCKER_COMPOSE_BIN;
  const candidates = explicit
    ? [explicit]
    : (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, 'docker-compose'));
  const found = candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  if (found === undefined) throw new Error('docker-compose not found: "apt-get install -y docker-compose" (or set DOCKER_COMPOSE_BIN).');
  return found;
}

const work = mkdtempSync(path.join(tmpdir(), 'compose-config-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `docker-compose config` on `composeFile` with `envFile`, in an environment with none of the file's variables. */
function composeConfig(envFile: string, composeFile = COMPOSE_FILE): { status: number | null; output: string; stdout: string } {
  const result = spawnSync(findDockerCompose(), ['--project-directory', REPOSITORY_ROOT, '-f', composeFile, '--env-file', envFile, 'config'], {
    env: { PATH: process.env.PATH ?? '', HOME: work },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`, stdout: result.stdout };
}

/** The example with `values` filled in; a file in the temp folder. */
function envFile(name: string, values: Record<string, string>): string {
  const text = exampleText.replace(/^([A-Z_]+)=.*$/gm, (line, variable: string) => (variable in values ? `${variable}=${values[variable]}` : line));
  const file = path.join(work, name);
  writeFileSync(file, text);
  return file;
}

const FILLED = {
  API_SIGNING_KEYS: 'india=india-signing-key-of-24-chars,brasil=brasil-signing-key-of-24-chars',
  REGISTRY_TOKENS: 'alice=a-registry-token-of-24-characters',
};

describe('.env.example and docker-compose.yml', () => {
  it('lists every variable the compose file reads, and none it does not', () => {
    const read = new Set([...composeText.matchAll(/\$\{([A-Z_]+)/g)].map((match) => match[1]));
    expect([...read].filter((name) => !example.has(name ?? ''))).toEqual([]);
    expect([...example.keys()].filter((name) => !read.has(name) && !COMPOSE_OWN.includes(name))).toEqual([]);
    for (const name of REQUIRED) expect(example.get(name), name).toBe('');
  });

  it('changes nothing where it keeps a default: the same config as the compose file alone', () => {
    const onlyRequired = path.join(work, 'only-required.env');
    writeFileSync(
      onlyRequired,
      Object.entries(FILLED)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(''),
    );
    const fromExample = composeConfig(envFile('filled.env', FILLED));
    expect(fromExample.output).not.toMatch(/WARNING|ERROR/i);
    expect(fromExample.status).toBe(0);
    expect(parse(fromExample.stdout)).toEqual(parse(composeConfig(onlyRequired).stdout));
    // Quotes the example needs survive compose's reading of it.
    const nginx = (parse(fromExample.stdout) as { services: Record<string, { environment: Record<string, string> }> }).services.nginx;
    expect(nginx?.environment.CSP_FRAME_ANCESTORS).toBe("'self'");
  });

  it('is refused while a required variable is empty, naming it', () => {
    const none = composeConfig(EXAMPLE_FILE);
    expect(none.status).not.toBe(0);
    expect(none.output).toContain('API_SIGNING_KEYS');
    const noTokens = composeConfig(envFile('no-tokens.env', { API_SIGNING_KEYS: FILLED.API_SIGNING_KEYS }));
    expect(noTokens.status).not.toBe(0);
    expect(noTokens.output).toContain('REGISTRY_TOKENS');
  });

  it('fails on a reference to nothing (the check is live)', () => {
    // The api-server's volume undeclared (relative paths still resolve in --project-directory).
    const broken = path.join(work, 'docker-compose.yml');
    writeFileSync(broken, composeText.replace(/^ {2}api-data:\n/m, ''));
    const result = composeConfig(envFile('filled.env', FILLED), broken);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('api-data');
  });

  it('builds from Dockerfile stages that exist', () => {
    const config = parse(composeConfig(envFile('filled.env', FILLED)).stdout) as {
      services: Record<string, { build?: { context: string; dockerfile: string; target?: string } }>;
    };
    const builds = Object.values(config.services).flatMap((service) => (service.build ? [service.build] : []));
    expect(builds.length).toBeGreaterThan(0);
    for (const build of builds) {
      const dockerfile = path.resolve(build.context, build.dockerfile);
      expect(existsSync(dockerfile), dockerfile).toBe(true);
      if (build.target) expect(readFileSync(dockerfile, 'utf8')).toMatch(new RegExp(`^FROM \\S+ AS ${build.target}$`, 'm'));
    }
  });
});
