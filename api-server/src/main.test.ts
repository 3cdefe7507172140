// `node src/main.ts` as the start script runs it: Node's own type stripping and module resolution
// (the typecheck resolves like a bundler; this proves Node can load every file), the printed demo
// logins, and a graceful stop on SIGTERM.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDirs } from './testing/temp-dirs.ts';
import { standardHeaders } from './testing/standard-headers.ts';

const dirs = tempDirs();
afterAll(() => dirs.cleanup());

describe('main', () => {
  it('starts, prints the demo logins, answers, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'main.ts'), '--mode', 'development', '--port', '0', '--data-dir', dirs.make('main'), '--log-level', 'warn'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        // It starts in 1–2 s on an idle machine: 30 s fits a busy one, with room to spare.
        const timer = setTimeout(() => reject(new Error(`no start within 30 s:\n${output}`)), 30_000);
        child.stdout.on('data', () => {
          const match = /api-server on (http:\/\/\S+)/.exec(output);
          if (match?.[1] && output.includes('demo player brasil')) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
      });
      expect(output).toContain('demo player india: phone +91 9000000001, password demo1234');
      expect(output).toContain('demo player brasil: phone +55 11900000001, password demo1234');
      const answer = await fetch(`${url}/api/wallet?reserve=1`, { headers: standardHeaders() });
      expect(await answer.json()).toMatchObject({ code: 500, msg: 'X-Casino-Signature: header is missing' });
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 45_000);
});
