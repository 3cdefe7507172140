import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WORKSPACE_ROOT } from '@casino/build-tools/static-root';
import { KIT_DIR, REGISTRY_CLI_BIN } from '@casino/build-tools/kit';
import type { TempDirs } from '../../../remote-registry/src/testing/fake-builds.ts';
import type { CliResult } from './registry-stack.ts';

/** The outside teams' projects (README, "For a team outside this repository"). */
export type Example = 'rspack-remote' | 'webpack-remote';

interface Lockfile {
  packages: Record<string, { resolved?: string; integrity?: string }>;
}

/**
 * Runs a command as a team's shell would, with the Node that runs this suite first on PATH (the
 * builds' and the CLI's `node`); resolves to its status and output, never rejects.
 */
export function runCommand(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}` };
  // Run from a pnpm script, npm would take pnpm's settings from these.
  // An option given as undefined unsets the variable.
  for (const name of Object.keys(env)) if (/^npm_/i.test(name) || name === 'INIT_CWD' || env[name] === undefined) delete env[name];
  return new Promise((resolve) => {
    execFile(command, [...args], { cwd: options.cwd, env, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

async function mustRun(what: string, command: string, args: readonly string[], cwd: string): Promise<void> {
  const result = await runCommand(command, args, { cwd });
  if (result.code !== 0) throw new Error(`${what} failed (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
}

/** An outside team's project, installed and built in a folder of its own. */
export interface OutsideProject {
  dir: string;
  /** Its build folder, what it publishes. */
  dist: string;
  /** The registry CLI the project installed from the kit (`npx casino-registry …`). */
  registry(args: readonly string[], env: NodeJS.ProcessEnv): Promise<CliResult>;
}

/**
 * Copies `examples/<example>` (its package.json, lockfile and sources; no node_modules or dist)
 * beside a copy of the kit's tarballs, where its package.json names them, then runs `npm ci`, the
 * optional `typecheck` and `build` as the team would. The lockfile pins every package of the npm
 * registry; the kit's two tarballs are this run's build (`pnpm kit`), so their recorded hashes are
 * dropped from the copy: npm would otherwise install a stale kit from its cache by that hash.
 */
export async function installAndBuild(dirs: TempDirs, example: Example): Promise<OutsideProject> {
  for (const tarball of ['casino-shared-kernel-0.1.0.tgz', 'casino-registry-cli-0.1.0.tgz']) {
    if (!existsSync(path.join(KIT_DIR, tarball))) throw new Error(`No ${tarball} in ${KIT_DIR}: run "npx -y pnpm@12.21.0 kit" first.`);
  }
  const root = dirs.make(`outside-${example}`);
  const dir = path.join(root, 'examples', example);
  const source = path.join(WORKSPACE_ROOT, 'examples', example);
  cpSync(source, dir, { recursive: true, filter: (file) => !/[\\/](node_modules|dist)$/.test(file) });
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  cpSync(KIT_DIR, path.join(root, 'dist', 'kit'), { recursive: true, filter: (file) => file === KIT_DIR || file.endsWith('.tgz') });

  const lockfile = path.join(dir, 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockfile, 'utf8')) as Lockfile;
  for (const entry of Object.values(lock.packages)) {
    if (entry.resolved?.startsWith('file:')) delete entry.integrity;
  }
  writeFileSync(lockfile, JSON.stringify(lock, null, 2));

  await mustRun(`npm ci in ${example}`, 'npm', ['ci', '--no-audit', '--no-fund'], dir);
  const scripts = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  if (scripts.typecheck) await mustRun(`npm run typecheck in ${example}`, 'npm', ['run', 'typecheck'], dir);
  await mustRun(`npm run build in ${example}`, 'npm', ['run', 'build'], dir);
  const dist = path.join(dir, 'dist');
  return {
    dir,
    dist,
    registry: (args, env) => runCommand(path.join(dir, 'node_modules', '.bin', REGISTRY_CLI_BIN), args, { cwd: dir, env }),
  };
}

/** The version in an example's package.json: the version it publishes as. */
export function exampleVersion(example: Example): string {
  return (JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, 'examples', example, 'package.json'), 'utf8')) as { version: string }).version;
}
