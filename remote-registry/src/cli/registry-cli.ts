import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { REMOTE_NAMES } from '@casino/shared-kernel/remote-map';
import type { AuditEntry, BrandStatus, RemoteState } from '../registry/registry-types.ts';
import type { ShellVersions } from '../registry/compatibility.ts';
import { DEFAULT_PORT } from '../default-port.ts';
import { readBuildFolder } from './read-build-folder.ts';
import type { RolloutView } from '../rollout/rollouts.ts';
import { formatDuration, parseDuration, planProblem } from '../rollout/rollout-plan.ts';
import { RegistryApiError, RegistryClient } from './registry-client.ts';

export const USAGE = `Usage: registry <command> [arguments] [options]

Remote teams (a team token also runs canary, rollout, abort, pause and resume of its own remote,
up to the registry's --team-canary-max percent; its rollouts hold there until ops promote them):
  publish <remote> <build-folder> [--version <v>] [--reason <text>]
                                   publish a build (e.g. mfe-wallet/dist) under remotes/<remote>/<version>/
  versions [<remote>]              published versions

Deploying a shell:
  shell                            the React, kernel and Module Federation versions builds are checked
                                   against, and the MF releases remotes may be built with
  shell check <shell-build-folder> before deploying a shell (e.g. shell/dist): refused (exit 1), naming
                                   each brand, remote and version, if it cannot run what a brand runs

Ops (every change needs --reason, and is refused if the brand changed since its ETag):
  status [<brand>]                 pinned, canary and last-known-good of every remote, per brand
  pin <brand> <remote> <version>   run this version of the remote on the brand
  canary <brand> <remote> <version> <percent>
                                   run another version for <percent>% of devices (0-100; again to change it)
  promote <brand> <remote>         make the canary the pinned version
  abort <brand> <remote>           stop the canary
  rollback <brand> <remote>        back to the previous pin (the last-known-good); aborts a canary
  rollout <brand> <remote> <version> --steps 1,10,50,100 --bake 10m --max-error-ratio 2 --min-loads 200
                                   a canary that walks its steps on the players' load reports: after each
                                   bake it moves on when its failure rate is at most <ratio> times the
                                   pin's (with <min-loads> loads from as many devices on both sides),
                                   promotes itself at 100,
                                   and aborts itself when worse (promote/abort by hand still work)
  pause <brand> <remote>           stop judging the rollout (the canary stays where it is)
  resume <brand> <remote>          judge it again, after a fresh bake
  rollouts [<brand>]               rollouts: step, next decision, both versions' loads and failures
  audit [--brand <b>] [--remote <r>] [--limit <n>]
                                   who changed what, when and why (newest first)
  hosts                            host names and the brand each serves
  hosts set <host> <brand>         serve <brand> on <host>
  hosts remove <host>
  brands add <brand> (--from <brand> | --pin <remote>=<version> ...) [--previews]
  brands previews <brand> on|off   allow testers to preview unpinned versions
  brands beacons <brand> <percent>|default
                                   the share of the brand's page loads that report how remotes load

Options:
  --url <url>        the registry (REGISTRY_URL; default http://127.0.0.1:${DEFAULT_PORT})
  --token <secret>   an ops token (REGISTRY_TOKEN)
  --reason <text>    why: goes to the audit log
  --etag <etag>      change only if the brand (or hosts) still has this ETag, as "status" showed it;
                     without it the current ETag is fetched just before the change
  --json             print the API's JSON answer
  -h, --help

Exit status: 0 done, 1 refused or failed (the message says why), 2 wrong usage.`;

/** Wrong usage: exit 2 with the message and a pointer to --help. */
class UsageError extends Error {}

export interface CliIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

const OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  reason: { type: 'string' },
  etag: { type: 'string' },
  version: { type: 'string' },
  brand: { type: 'string' },
  remote: { type: 'string' },
  limit: { type: 'string' },
  from: { type: 'string' },
  pin: { type: 'string', multiple: true },
  steps: { type: 'string' },
  bake: { type: 'string' },
  'max-error-ratio': { type: 'string' },
  'min-loads': { type: 'string' },
  previews: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Runs one CLI command; resolves to the exit status. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
    const [command, ...args] = positionals;
    if (values.help || command === undefined || command === 'help') {
      io.out(USAGE);
      return command === undefined && !values.help ? 2 : 0;
    }
    const token = values.token ?? io.env.REGISTRY_TOKEN;
    if (!token) throw new UsageError('No ops token: pass --token or set REGISTRY_TOKEN.');
    const client = new RegistryClient(values.url ?? io.env.REGISTRY_URL ?? `http://127.0.0.1:${DEFAULT_PORT}`, token);
    const print = (json: unknown, human: () => string) => io.out(values.json ? JSON.stringify(json, null, 2) : human());
    const reason = () => {
      if (!values.reason?.trim()) throw new UsageError(`${command} needs --reason "<why>": every change goes to the audit log.`);
      return values.reason;
    };
    const brandEtag = async (brand: string) => values.etag ?? (await client.brand(brand)).etag;
    const hostsEtag = async () => values.etag ?? (await client.hosts()).etag;

    switch (command) {
      case 'publish': {
        const [remote, folder] = expectArgs(args, ['remote', 'build-folder'], command);
        const files = readBuildFolder(path.resolve(io.cwd, folder));
        const published = await client.publish(remote, files, { version: values.version, reason: values.reason });
        print(published, () => `Published ${published.remote} ${published.version}: ${published.entry} (${published.integrity})`);
        return 0;
      }
      case 'versions': {
        const [remote] = args;
        const remotes = remote ? { [remote]: (await client.versions(remote)).versions } : (await client.allVersions()).remotes;
        print(remotes, () =>
          Object.entries(remotes)
            .map(([name, list]) => `${name}: ${list.map((v) => v.version).join(', ') || 'none published'}`)
            .join('\n'),
        );
        return 0;
      }
      case 'status': {
        const [brand] = args;
        const brands = brand ? [await client.brand(brand)] : (await client.brands()).brands;
        print(brand ? brands[0] : { brands }, () => brands.map(formatBrand).join('\n\n') || 'No brands yet: "registry brands add".');
        return 0;
      }
      case 'pin': {
        const [brand, remote, version] = expectArgs(args, ['brand', 'remote', 'version'], command);
        const status = await client.remoteAction(brand, remote, 'pin', { version, reason: reason() }, await brandEtag(brand));
        print(status, () => `${brand}: ${formatRemote(remote, status)}`);
        return 0;
      }
      case 'canary': {
        const [brand, remote, version, percent] = expectArgs(args, ['brand', 'remote', 'version', 'percent'], command);
        const share = Number(percent);
        if (!/^\d+$/.test(percent) || share > 100) throw new UsageError(`percent must be a whole number from 0 to 100, not "${percent}".`);
        const status = await client.remoteAction(brand, remote, 'canary', { version, percent: share, reason: reason() }, await brandEtag(brand));
        print(status, () => `${brand}: ${formatRemote(remote, status)}`);
        return 0;
      }
      case 'promote':
      case 'abort':
      case 'rollback': {
        const [brand, remote] = expectArgs(args, ['brand', 'remote'], command);
        const status = await client.remoteAction(brand, remote, command, { reason: reason() }, await brandEtag(brand));
        print(status, () => `${brand}: ${formatRemote(remote, status)}`);
        return 0;
      }
      case 'rollout': {
        const [brand, remote, version] = expectArgs(args, ['brand', 'remote', 'version'], command);
        const plan = rolloutPlan(values);
        const { rollout } = await client.startRollout(brand, remote, { version, ...plan, reason: reason() }, await brandEtag(brand));
        print(rollout, () => formatRollout(rollout));
        return 0;
      }
      case 'pause':
      case 'resume': {
        const [brand, remote] = expectArgs(args, ['brand', 'remote'], command);
        const { rollout } = await client.rolloutAction(brand, remote, command, reason());
        print(rollout, () => formatRollout(rollout));
        return 0;
      }
      case 'rollouts': {
        const [brand] = args;
        const { rollouts } = await client.rollouts(brand);
        print(rollouts, () => rollouts.map(formatRollout).join('\n\n') || 'No rollouts.');
        return 0;
      }
      case 'audit': {
        const { entries } = await client.audit({ brand: values.brand, remote: values.remote, limit: values.limit });
        print(entries, () => entries.map(formatAudit).join('\n') || 'No entries.');
        return 0;
      }
      case 'shell': {
        const [sub, folder] = args;
        if (sub === undefined) {
          const shell = await client.shell();
          print(shell, () => formatShell(shell));
          return 0;
        }
        if (sub !== 'check' || folder === undefined || args.length > 2) throw new UsageError('Use "registry shell" or "registry shell check <shell-build-folder>".');
        const file = path.join(path.resolve(io.cwd, folder), 'mf-manifest.json');
        let manifest: string;
        try {
          manifest = readFileSync(file, 'utf8');
        } catch {
          throw new Error(`There is no ${file}: give the shell's build output folder (e.g. shell/dist, after "pnpm --filter @casino/shell build").`);
        }
        const checked = await client.checkShell(manifest);
        print(checked, () => `${checked.message}
Shell: ${formatShell(checked.shell)}`);
        return 0;
      }
      case 'hosts':
        return await hostsCommand(args, client, { print, reason, hostsEtag });
      case 'brands':
        return await brandsCommand(args, client, { print, reason, brandEtag, from: values.from, pins: values.pin ?? [], previews: values.previews === true });
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`registry: ${(error as Error).message}\nRun "registry --help" for usage.`);
      return 2;
    }
    if (error instanceof RegistryApiError) {
      io.err(`registry: ${error.message}`);
      if (error.problems.length > 1) for (const problem of error.problems) io.err(`  - ${problem}`);
      return 1;
    }
    io.err(`registry: ${(error as Error).message}`);
    return 1;
  }
}

/** The rollout flags, all required: a rollout that decides on its own must say on what. */
function rolloutPlan(values: { steps?: string | undefined; bake?: string | undefined; 'max-error-ratio'?: string | undefined; 'min-loads'?: string | undefined }) {
  const missing = (['steps', 'bake', 'max-error-ratio', 'min-loads'] as const).filter((flag) => values[flag] === undefined).map((flag) => `--${flag}`);
  if (missing.length > 0) throw new UsageError(`rollout needs ${missing.join(', ')} (e.g. --steps 1,10,50,100 --bake 10m --max-error-ratio 2 --min-loads 200).`);
  const stepsText = values.steps ?? '';
  if (!/^\d+(,\d+)*$/.test(stepsText)) throw new UsageError(`--steps takes percents separated by commas, such as 1,10,50,100, not "${stepsText}".`);
  const bakeMs = parseDuration(values.bake ?? '');
  if (bakeMs === undefined) throw new UsageError(`--bake takes a duration such as 10m, 90s or 1h, not "${values.bake ?? ''}".`);
  const maxErrorRatio = Number(values['max-error-ratio']);
  if (!Number.isFinite(maxErrorRatio)) throw new UsageError(`--max-error-ratio takes a number such as 2, not "${values['max-error-ratio'] ?? ''}".`);
  const minLoads = Number(values['min-loads']);
  if (!/^\d+$/.test(values['min-loads'] ?? '')) throw new UsageError(`--min-loads takes a whole number such as 200, not "${values['min-loads'] ?? ''}".`);
  const plan = { steps: stepsText.split(',').map(Number), bakeMs, maxErrorRatio, minLoads };
  const problem = planProblem(plan);
  if (problem) throw new UsageError(`rollout: ${problem}`);
  return plan;
}

interface Printing {
  print: (json: unknown, human: () => string) => void;
  reason: () => string;
}

async function hostsCommand(args: string[], client: RegistryClient, { print, reason, hostsEtag }: Printing & { hostsEtag: () => Promise<string> }) {
  const [action = 'list', ...rest] = args;
  if (action === 'list') {
    const hosts = await client.hosts();
    print(hosts, () => Object.entries(hosts.hosts).map(([host, brand]) => `${host} → ${brand}`).join('\n') || 'No host names.');
    return 0;
  }
  if (action === 'set') {
    const [host, brand] = expectArgs(rest, ['host', 'brand'], 'hosts set');
    const hosts = await client.setHost(host, brand, reason(), await hostsEtag());
    print(hosts, () => `${host} now serves ${brand} (ETag ${hosts.etag}).`);
    return 0;
  }
  if (action === 'remove') {
    const [host] = expectArgs(rest, ['host'], 'hosts remove');
    const hosts = await client.removeHost(host, reason(), await hostsEtag());
    print(hosts, () => `${host} serves no brand now (ETag ${hosts.etag}).`);
    return 0;
  }
  throw new UsageError(`Unknown hosts action "${action}": list, set or remove.`);
}

async function brandsCommand(
  args: string[],
  client: RegistryClient,
  options: Printing & { brandEtag: (brand: string) => Promise<string>; from: string | undefined; pins: string[]; previews: boolean },
) {
  const [action, ...rest] = args;
  if (action === 'add') {
    const [brand] = expectArgs(rest, ['brand'], 'brands add');
    const pins: Record<string, string> = {};
    for (const pin of options.pins) {
      const [remote, version] = pin.split('=');
      if (!remote || !version) throw new UsageError(`--pin takes <remote>=<version>, not "${pin}".`);
      pins[remote] = version;
    }
    const status = await client.createBrand({ brand, previewsAllowed: options.previews, copyFrom: options.from, pins, reason: options.reason() });
    options.print(status, () => formatBrand(status));
    return 0;
  }
  if (action === 'previews') {
    const [brand, state] = expectArgs(rest, ['brand', 'on|off'], 'brands previews');
    if (state !== 'on' && state !== 'off') throw new UsageError(`brands previews takes on or off, not "${state}".`);
    const status = await client.setPreviews(brand, state === 'on', options.reason(), await options.brandEtag(brand));
    options.print(status, () => status.message ?? `Previews on ${brand}: ${status.previewsAllowed ? 'allowed' : 'not allowed'} (ETag ${status.etag}).`);
    return 0;
  }
  if (action === 'beacons') {
    const [brand, share] = expectArgs(rest, ['brand', 'percent|default'], 'brands beacons');
    if (share !== 'default' && (!/^\d+$/.test(share) || Number(share) > 100)) throw new UsageError(`brands beacons takes a percent from 0 to 100 or "default", not "${share}".`);
    const percent = share === 'default' ? null : Number(share);
    const status = await client.setBeaconPercent(brand, percent, options.reason(), await options.brandEtag(brand));
    options.print(status, () => status.message ?? `Beacons on ${brand}: ${status.beaconPercent === null ? "the registry's default share" : `${status.beaconPercent}%`} of page loads (ETag ${status.etag}).`);
    return 0;
  }
  throw new UsageError(`Unknown brands action "${action ?? ''}": add, previews or beacons.`);
}

/** The positional arguments, exactly as many as `names` (typed as a tuple of that length). */
function expectArgs<const Names extends readonly string[]>(args: readonly string[], names: Names, command: string): { [K in keyof Names]: string } {
  if (args.length !== names.length) {
    throw new UsageError(`${command} takes ${names.map((name) => `<${name}>`).join(' ')}${args.length > names.length ? `; unexpected "${args[names.length] ?? ''}"` : ''}.`);
  }
  return [...args] as { [K in keyof Names]: string };
}

const remoteLine = (remote: string, state: RemoteState) =>
  `${remote.padEnd(16)}${state.pinned.padEnd(16)}${(state.canary ? `${state.canary.version} @ ${state.canary.percent}%` : '-').padEnd(22)}${state.lastKnownGood ?? '-'}`;

function formatRemote(remote: string, status: BrandStatus): string {
  const state = status.remotes[remote as keyof BrandStatus['remotes']];
  const canary = state.canary ? `${state.canary.version} for ${state.canary.percent}% of devices` : 'none';
  return `${remote} pinned ${state.pinned}, canary ${canary}, last-known-good ${state.lastKnownGood ?? 'none'} (ETag ${status.etag})`;
}

function formatShell(shell: ShellVersions): string {
  const federation = shell.federation ? `, Module Federation ${shell.federation} (remotes built with ${shell.federationRange ?? '?'})` : '';
  return `React ${shell.react}, kernel ${shell.kernel}${federation} (${shell.source})`;
}

function formatBrand(status: BrandStatus): string {
  return [
    `${status.brand}  ETag ${status.etag}  previews ${status.previewsAllowed ? 'allowed' : 'off'}  hosts ${status.hosts.join(', ') || 'none'}`,
    `  ${'remote'.padEnd(16)}${'pinned'.padEnd(16)}${'canary'.padEnd(22)}last-known-good`,
    ...REMOTE_NAMES.map((remote) => `  ${remoteLine(remote, status.remotes[remote])}`),
  ].join('\n');
}

const rate = (figures: { loads: number; failures: number; devices: number }) =>
  `${figures.failures} failed of ${figures.loads} loads${figures.loads > 0 ? ` (${((figures.failures / figures.loads) * 100).toFixed(2)}%)` : ''} on ${figures.devices} devices`;

function describeJudgement(judgement: RolloutView['lastDecision']): string {
  if (judgement === null) return 'not judged yet';
  switch (judgement.kind) {
    case 'baking':
      return 'baking';
    case 'waiting-for-loads':
      return `waiting for loads (pin needs ${judgement.needed.pin} more and ${judgement.devicesNeeded.pin} more devices, canary ${judgement.needed.canary} and ${judgement.devicesNeeded.canary})`;
    case 'advance':
      return 'advanced';
    case 'abort':
      return 'aborted: worse than the pin';
    case 'error':
      return `refused: ${judgement.message}`;
    case 'held':
      return 'ready for 100%: waiting for an ops token to promote it';
  }
}

function formatRollout(rollout: RolloutView): string {
  return [
    `${rollout.brand} ${rollout.remote} ${rollout.version} over ${rollout.pinVersion}: ${rollout.state}, step ${rollout.percent}% of ${rollout.steps.join(',')}`,
    `  bake ${formatDuration(rollout.bakeMs)}, at most ${rollout.maxErrorRatio}× the pin's failure rate, ${rollout.minLoads} loads from as many devices a side; started ${rollout.startedAt} by ${rollout.startedBy}: "${rollout.reason}"`,
    `  next decision ${rollout.nextDecisionAt ?? '-'}; last: ${describeJudgement(rollout.lastDecision)}`,
    `  this step: canary ${rollout.version} ${rate(rollout.canary)}; pin ${rollout.pinVersion} ${rate(rollout.pin)}`,
    ...rollout.audit.map((entry) => `  ${formatAudit(entry)}`),
  ].join('\n');
}

function formatAudit(entry: AuditEntry): string {
  const subject = [entry.brand, entry.remote ?? entry.host].filter(Boolean).join(' ');
  const change = entry.from === null && entry.to === null ? '' : ` ${entry.from ?? '-'} → ${entry.to ?? '-'}`;
  return `#${entry.id} ${entry.at} ${entry.actor} ${entry.action} ${subject}${change}${entry.reason ? `  "${entry.reason}"` : ''}`;
}

/** Runs the CLI on this process's arguments and leaves its exit status for the process. */
export async function runCliProcess(): Promise<void> {
  // `pnpm --filter … registry` runs in this package's folder; paths are the caller's (INIT_CWD).
  process.exitCode = await runCli(process.argv.slice(2), {
    env: process.env,
    cwd: process.env.INIT_CWD ?? process.cwd(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runCliProcess();
