import type { DatabaseSync } from 'node:sqlite';
import type { AwardEligibility } from '../accounts/award-eligibility.ts';
import type { FastifyInstance } from 'fastify';
import type { Players } from '../accounts/players.ts';
import type { Brand } from '../brands/brands.ts';
import type { GameCatalogue } from '../catalogue/game-catalogue.ts';
import type { ApiServerConfig } from '../config.ts';
import type { BrandSeed } from '../db/seed.ts';
import type { GamingLimits } from '../responsible-gaming/gaming-limits.ts';
import type { SiteSettings } from '../site/site-settings.ts';
import type { BetTasks } from '../wallet/bet-tasks.ts';
import type { Ledger } from '../wallet/ledger.ts';
import type { EndpointRoutes } from './endpoint-routes.ts';

/** What every domain may use: the database and the shared services over it. */
export interface DomainContext {
  db: DatabaseSync;
  config: ApiServerConfig;
  brands: ReadonlyMap<string, Brand>;
  /** Every money movement goes through it (one transaction, a request key per one-time effect). */
  ledger: Ledger;
  /** Turnover locks: deposits open them, bets advance them, withdrawals respect them. */
  betTasks: BetTasks;
  players: Players;
  /** The game catalogue (the same for every brand). */
  catalogue: GameCatalogue;
  siteSettings: SiteSettings;
  /** The clock, ms since the epoch (tests move it). */
  now: () => number;
  /** Responsible gaming's limits: deposits and bets check them inside their own transactions. */
  gamingLimits: GamingLimits;
  /** Who may take an award (a prize, a mail's award): checked inside the transaction that pays it. */
  awards: AwardEligibility;
}

/** What the first start writes for a brand, handed to each domain's seed. */
export interface DomainSeedContext {
  brand: BrandSeed;
  /**
   * The brand's demo player, already created with a starting balance; null when the database has
   * none (production). Without `withdrawableMoney` a seed gives it nothing a player could cash out.
   */
  demo: { playerId: number; withdrawableMoney: boolean } | null;
}

/**
 * One area of the casino (deposits, withdrawals, lobby, games, promotions, mail): the calls of
 * the endpoint table it answers, the pages and dev routes it adds, and its seed data.
 */
export interface CasinoDomain {
  /** The calls it answers; two domains answering one call is a start-up error. */
  routes: EndpointRoutes;
  /**
   * Routes outside the call pipeline that a browser opens directly (a payment page, a game page,
   * icons): no signature, no envelope unless the domain sends one.
   */
  registerPublicRoutes?(app: FastifyInstance): void;
  /** Development only (never in production): routes tests and people use, e.g. settling a withdrawal. */
  registerDevRoutes?(app: FastifyInstance): void;
  /** Fills the domain's tables for one brand on the first start, inside the seed's transaction. */
  seed?(context: DomainSeedContext): void;
}
