import { readFileSync } from 'node:fs';

/**
 * The processes between this one and the process an operator's command started, on Linux: this
 * process's parent, and each one above it that a package manager started (its environment has
 * `npm_config_user_agent`, which npm and pnpm give every process they start), up to and including
 * the first one no package manager started. For `npx -y pnpm@… start` that is every `sh` and
 * `pnpm` in between and `npx` itself; for `pnpm start` typed in a shell it ends at that `pnpm`.
 * Empty on other systems (no /proc).
 */
export function commandChain(): number[] {
  if (process.platform !== 'linux') return [];
  const chain: number[] = [];
  let pid = process.ppid;
  while (pid > 1) {
    const parent = parentOf(pid);
    if (parent === undefined) break;
    chain.push(pid);
    if (!startedByPackageManager(pid)) break;
    pid = parent;
  }
  return chain;
}

/**
 * Calls `onGone` once, within `intervalMs`, when a process of `chain` ends or leaves it (its parent
 * is no longer the next one up: the one above ended). npm does not pass SIGHUP on to what it
 * started, and a shell between two package managers waits for its child before acting on SIGINT:
 * a signal to the top process can end it and leave everything under it running, orphaned. The
 * timer does not keep the process alive.
 */
export function watchCommandChain(chain: readonly number[], onGone: () => void, intervalMs = 1_000): () => void {
  if (chain.length === 0) return () => {};
  const timer = setInterval(() => {
    const broken = chain.some((pid, index) => {
      const parent = parentOf(pid);
      if (parent === undefined) return true;
      const above = chain[index + 1];
      return above !== undefined && parent !== above;
    });
    if (broken) {
      clearInterval(timer);
      onGone();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The parent of a live process; undefined once it has ended (a zombie has ended). */
export function parentOf(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ")".
  const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (state === 'Z' || state === 'X' || ppid === undefined) return undefined;
  return Number(ppid);
}

function startedByPackageManager(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .some((entry) => entry.startsWith('npm_config_user_agent='));
  } catch {
    // Another user's process: not one of ours.
    return false;
  }
}
