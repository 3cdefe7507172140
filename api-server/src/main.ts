import { readConfig } from './config.ts';
import { startApiServer } from './start-api-server.ts';

let config;
try {
  config = readConfig(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`api-server: ${(error as Error).message}`);
  process.exit(2);
}

let running;
try {
  running = await startApiServer(config, {
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers["x-casino-signature"]'] },
  });
} catch (error) {
  console.error(`api-server: ${(error as Error).message}`);
  process.exit(1);
}

const { server, url, created, demoLogins } = running;
server.log.info({ url, dataDir: config.dataDir, mode: config.mode, created }, 'api-server ready');
// On stdout as plain lines, not only in the JSON log: a person starting the service needs them.
console.log(`\napi-server on ${url} (${config.mode})${created ? ', new database seeded' : ''}`);
for (const login of demoLogins) {
  console.log(`  demo player ${login.brand}: phone +${login.areaCode} ${login.phone}, password ${login.password}`);
}
if (config.mode === 'development') console.log(`  one-time codes: ${url}/dev/outbox\n`);

// Stop taking requests, let those in flight finish, close the database; give up after 10 s.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'api-server stopping');
    setTimeout(() => process.exit(1), 10_000).unref();
    void running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'api-server did not close cleanly');
        process.exit(1);
      },
    );
  });
}
