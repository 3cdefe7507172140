import { readConfig } from './config.ts';
import { startRegistry } from './start-registry.ts';

let config;
try {
  config = readConfig(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`remote-registry: ${(error as Error).message}`);
  process.exit(2);
}

const running = await startRegistry(config, { level: config.logLevel, redact: ['req.headers.authorization'] });
running.server.log.info(
  { staticRoot: config.staticRoot, dataDir: config.dataDir, console: `${running.url}/console/`, beacons: running.beaconListenerUrl ?? `${running.url} (with the ops API)` },
  'remote-registry ready',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
