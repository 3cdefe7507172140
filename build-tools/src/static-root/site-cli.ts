// The README's start command, after the build: the api-server and the static root in front of it
// (see site.ts). Prints the URL to open and, through the api-server, the demo players. SIGINT
// (Ctrl+C), SIGTERM or SIGHUP stops both, and so does the end of the command that started it
// (command-chain.ts): a signal that npx or a shell between it and this process did not pass on.
import { existsSync } from 'node:fs';
import { commandChain, watchCommandChain } from './command-chain.ts';
import { startSite } from './site.ts';
import { DEFAULT_STATIC_ROOT } from './workspace.ts';

const root = process.env.STATIC_ROOT ?? DEFAULT_STATIC_ROOT;
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const apiPort = Number(process.env.API_PORT ?? 4330);

if (!existsSync(root)) {
  console.error(`No static root at ${root}: run "pnpm build" first.`);
  process.exit(1);
}

let site;
try {
  site = await startSite({ root, host, port, apiPort });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { origin, apiUrl } = site;
console.log(`
  Casino site is running: ${origin}/
    brand india:  http://india.localhost:${port}/
    brand brasil: http://brasil.localhost:${port}/   (or ${origin}/?brand=brasil)
    API: ${origin}/api/ (the api-server on ${apiUrl}); one-time codes: ${origin}/dev/outbox
  Sign in with a demo player above. Press Ctrl+C to stop.
`);
let stopping = false;
void site.apiExit.then((code) => {
  if (stopping) return;
  console.error(`The api-server stopped (exit code ${code ?? 'none'}); stopping the site.`);
  process.exit(1);
});
const stop = (why: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`Stopping (${why}).`);
  void site.close().then(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
watchCommandChain(commandChain(), () => stop('the command that started the site ended'));
