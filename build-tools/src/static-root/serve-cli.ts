import { existsSync } from 'node:fs';
import { createStaticServer } from './static-server.ts';
import { DEFAULT_STATIC_ROOT } from './workspace.ts';

const root = process.env.STATIC_ROOT ?? DEFAULT_STATIC_ROOT;
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(root)) {
  console.error(`No static root at ${root}: run "pnpm build" first.`);
  process.exit(1);
}

const server = await createStaticServer({ root });
await server.listen({ port, host });
const origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
console.log(`
  Casino site is running: ${origin}/
    brand india:  http://india.localhost:${port}/
    brand brasil: http://brasil.localhost:${port}/   (or ${origin}/?brand=brasil)
  Press Ctrl+C to stop.
`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
