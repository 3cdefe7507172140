import type { FastifyInstance } from 'fastify';
import { defaultBrand } from './brands/brands.ts';
import type { ApiServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { demoLogins, seedDatabase, type DemoLogin, type DemoPlayers } from './db/seed.ts';
import { createApiServer, type ApiServerOptions } from './server/create-api-server.ts';
import { createServices, type CasinoServices, type ServiceOptions } from './services.ts';
import { auditLedger } from './wallet/ledger.ts';

export interface RunningApiServer {
  server: FastifyInstance;
  services: CasinoServices;
  /** `http://host:port` it listens on. */
  url: string;
  /** True when this start created (and seeded) the database. */
  created: boolean;
  /** The demo players' logins. */
  demoLogins: DemoLogin[];
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it, seeding it on the first start), wires the domains, and
 * listens. Closing waits for requests in flight, then closes the database.
 */
export async function startApiServer(
  config: ApiServerConfig,
  options: ServiceOptions & Pick<ApiServerOptions, 'logger' | 'withoutCalls'> = {},
): Promise<RunningApiServer> {
  const { db, created } = openDatabase(config.dataDir);
  let server: FastifyInstance;
  let services: CasinoServices;
  let logins: DemoLogin[];
  try {
    // Services read the brands once, so a new database is seeded first, then wired for good.
    const demoPlayers: DemoPlayers = !config.demoPlayers ? 'none' : config.mode === 'production' ? 'bonus-only' : 'full';
    logins = created ? seedDatabase(createServices(db, config, options), demoPlayers) : config.demoPlayers ? demoLogins() : [];
    services = createServices(db, config, options);
    defaultBrand(services.brands);
    server = await createApiServer({ config, services, logger: options.logger, withoutCalls: options.withoutCalls });
  } catch (error) {
    db.close();
    throw error;
  }
  server.addHook('onClose', async () => {
    db.close();
  });
  const mismatches = auditLedger(db);
  if (mismatches.length > 0) server.log.error({ mismatches }, 'balances differ from their ledger sums');
  try {
    const url = await server.listen({ host: config.host, port: config.port });
    return { server, services, url, created, demoLogins: logins, close: () => server.close() };
  } catch (error) {
    await server.close();
    throw error;
  }
}
