import { mkdirSync } from 'node:fs';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { RegistryConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { adoptStaticRoot, type AdoptionReport } from './registry/adopt-static-root.ts';
import { watchServingHealth } from './registry/health-watch.ts';
import { Registry } from './registry/registry.ts';
import { createBeaconServer, createRegistryServer } from './server/create-registry-server.ts';
import { Rollouts } from './rollout/rollouts.ts';
import { BeaconTokens, readBeaconKey } from './signals/beacon-tokens.ts';
import { LoadCountsStore } from './signals/load-counts.ts';

const DAY = 24 * 3_600_000;

export interface RunningRegistry {
  server: FastifyInstance;
  registry: Registry;
  /** `http://host:port` it listens on (the ops API and console). */
  url: string;
  /** Where players' beacons are taken when they have a listener of their own (`--beacon-port`). */
  beaconListenerUrl: string | undefined;
  rollouts: Rollouts;
  /** What a new database took over from the static root; undefined on later starts. */
  adoption: AdoptionReport | undefined;
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it), adopts the static root on the first start, rewrites every
 * brand map and the hosts file from the database, and listens.
 */
export async function startRegistry(
  config: RegistryConfig,
  logger: FastifyServerOptions['logger'] = false,
  clock?: () => Date,
): Promise<RunningRegistry> {
  mkdirSync(config.staticRoot, { recursive: true });
  const { db, created } = openDatabase(config.dataDir);
  let server: FastifyInstance;
  let registry: Registry;
  let rollouts: Rollouts;
  let counts: LoadCountsStore;
  let adoption: AdoptionReport | undefined;
  let fileLists: string[];
  let beaconServer: FastifyInstance | undefined;
  try {
    const now = clock ?? (() => new Date());
    const beaconTokens = new BeaconTokens(readBeaconKey(db), config.beaconTokenMinutes, () => now().getTime());
    registry = new Registry({
      db,
      staticRoot: config.staticRoot,
      remotesBaseUrl: config.remotesBaseUrl,
      shellVersions: { react: config.shellReact, kernel: config.shellKernel },
      beacons: config.beaconUrl === '' ? undefined : { url: config.beaconUrl, percent: config.beaconPercent },
      beaconTokens,
      now,
    });
    counts = new LoadCountsStore(db, config.beaconDevicesPerAddress);
    rollouts = new Rollouts(registry, counts);
    adoption = created ? adoptStaticRoot(registry) : undefined;
    fileLists = registry.recordFileLists();
    registry.republishAll();
    const beacons = { counts, tokens: beaconTokens, extraOrigins: config.beaconOrigins, perMinuteLimit: config.beaconRateLimit, now: () => registry.store.now().getTime() };
    // Players' beacons apart from the ops API and console when a listener of their own is asked for.
    beaconServer = config.beaconPort === undefined ? undefined : createBeaconServer({ beacons, logger, trustProxy: config.trustProxy });
    server = await createRegistryServer({
      registry,
      tokens: config.tokens,
      teamCanaryMax: config.teamCanaryMax,
      logger,
      trustProxy: config.trustProxy,
      rollouts,
      beacons: beaconServer ? undefined : beacons,
    });
  } catch (error) {
    db.close();
    throw error;
  }
  server.addHook('onClose', async () => {
    db.close();
  });
  if (adoption) server.log.info({ adoption }, 'adopted the static root');
  if (fileLists.length > 0 && !adoption) {
    server.log.warn({ versions: fileLists }, 'recorded the files of versions published before file hashes were kept, as they are on disk now: health checks them from here on');
  }
  const stopHealthWatch = watchServingHealth({
    check: () => registry.servingProblems(),
    intervalMs: config.healthCheckSeconds * 1000,
    onDegraded: (problems) => server.log.error({ problems }, 'health degraded: a brand map, or a file a brand map runs, is not what the registry wrote or published'),
    onRecovered: () => server.log.info('health ok: every brand map is the registry\'s and every file the maps run matches its recorded hash again'),
  });
  // Rollouts are judged on a timer; the first run also picks up what was live before a restart.
  const judgeRollouts = () => {
    for (const { rollout, judgement } of rollouts.tick()) {
      if (judgement.kind === 'advance' || judgement.kind === 'abort' || judgement.kind === 'error') {
        server.log.info({ brand: rollout.brand, remote: rollout.remote, version: rollout.version, step: rollout.percent, judgement }, 'rollout decision');
      }
    }
    const at = registry.store.now().getTime();
    counts.prune(at - 31 * DAY);
    // Page loads' own records: a week, and as long as a live step may still count their devices.
    counts.prunePageLoads(Math.min(at - 8 * DAY, rollouts.oldestLiveStepStart() ?? at));
  };
  const rolloutTimer = setInterval(() => {
    try {
      judgeRollouts();
    } catch (error) {
      server.log.error({ err: error }, 'judging rollouts failed');
    }
  }, config.rolloutCheckSeconds * 1000);
  rolloutTimer.unref();
  // Maps hand their pages a fresh beacon token as the old one ages (checked far more often than it moves).
  const tokenTimer = setInterval(() => {
    try {
      registry.rotateBeaconTokens();
    } catch (error) {
      server.log.error({ err: error }, 'writing the brand maps with a fresh beacon token failed');
    }
  }, Math.min(60_000, (config.beaconTokenMinutes * 60_000) / 30));
  tokenTimer.unref();
  server.addHook('onClose', async () => {
    stopHealthWatch();
    clearInterval(rolloutTimer);
    clearInterval(tokenTimer);
  });
  const close = async () => {
    await beaconServer?.close();
    await server.close();
  };
  try {
    const url = await server.listen({ host: config.host, port: config.port });
    const beaconUrl = await beaconServer?.listen({ host: config.beaconHost, port: config.beaconPort ?? 0 });
    return { server, registry, rollouts, url, beaconListenerUrl: beaconUrl, adoption, close };
  } catch (error) {
    await close();
    throw error;
  }
}
