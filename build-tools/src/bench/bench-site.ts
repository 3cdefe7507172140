import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSite, type RunningSite } from '../static-root/site.ts';
import { DEFAULT_STATIC_ROOT } from '../static-root/workspace.ts';
import { freePort } from '../free-port.ts';

/** Fails, saying what to do, when there is no built site to measure. */
export function requireBuiltSite(flag: string, root = DEFAULT_STATIC_ROOT): void {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${flag} but there is no built site at ${root}: run "pnpm build" first.`);
  }
}

/**
 * The built site as the start command runs it, over a fresh database (the shell's start-up calls
 * the API), on free ports; `close` stops both and removes the database.
 */
export async function startBenchSite(root = DEFAULT_STATIC_ROOT): Promise<RunningSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  try {
    const site = await startSite({
      root,
      host: '127.0.0.1',
      port: 0,
      apiPort: await freePort(),
      apiEnv: { API_DATA_DIR: dataDir },
      apiOutput: 'ignore',
    });
    return {
      ...site,
      async close() {
        await site.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
