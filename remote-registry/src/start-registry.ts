import { mkdirSync } from 'node:fs';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { RegistryConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { adoptStaticRoot, type AdoptionReport } from './registry/adopt-static-root.ts';
import { watchServingHealth } from './registry/health-watch.ts';
import { Registry } from './registry/registry.ts';
import { createRegistryServer } from './server/create-registry-server.ts';

export interface RunningRegistry {
  server: FastifyInstance;
  registry: Registry;
  /** `http://host:port` it listens on. */
  url: string;
  /** What a new database took over from the static root; undefined on later starts. */
  adoption: AdoptionReport | undefined;
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it), adopts the static root on the first start, rewrites every
 * brand map and the hosts file from the database, and listens.
 */
export async function startRegistry(config: RegistryConfig, logger: FastifyServerOptions['logger'] = false): Promise<RunningRegistry> {
  mkdirSync(config.staticRoot, { recursive: true });
  const { db, created } = openDatabase(config.dataDir);
  let server: FastifyInstance;
  let registry: Registry;
  let adoption: AdoptionReport | undefined;
  try {
    registry = new Registry({
      db,
      staticRoot: config.staticRoot,
      remotesBaseUrl: config.remotesBaseUrl,
      shellVersions: { react: config.shellReact, kernel: config.shellKernel },
    });
    adoption = created ? adoptStaticRoot(registry) : undefined;
    registry.republishAll();
    server = await createRegistryServer({ registry, tokens: config.tokens, logger });
  } catch (error) {
    db.close();
    throw error;
  }
  server.addHook('onClose', async () => {
    db.close();
  });
  if (adoption) server.log.info({ adoption }, 'adopted the static root');
  const stopHealthWatch = watchServingHealth({
    check: () => registry.servingProblems(),
    intervalMs: config.healthCheckSeconds * 1000,
    onDegraded: (problems) => server.log.error({ problems }, 'health degraded: brand maps point at files the static root cannot serve as recorded'),
    onRecovered: () => server.log.info('health ok: every file the brand maps use matches its recorded hash again'),
  });
  server.addHook('onClose', async () => {
    stopHealthWatch();
  });
  try {
    const url = await server.listen({ host: config.host, port: config.port });
    return { server, registry, url, adoption, close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}
