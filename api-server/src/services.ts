import type { DatabaseSync } from 'node:sqlite';
import type { JWTVerifyGetKey } from 'jose';
import { SITE_SETTINGS_GROUP } from '@casino/shared-kernel/api-contract';
import { Accounts } from './accounts/accounts.ts';
import { AwardEligibility } from './accounts/award-eligibility.ts';
import { Players } from './accounts/players.ts';
import { Sessions } from './accounts/sessions.ts';
import { createThirdPartyVerifier, keySetFrom } from './accounts/third-party.ts';
import { VerificationCodes } from './accounts/verification-codes.ts';
import { brandHosts, loadBrands, type Brand } from './brands/brands.ts';
import { GameCatalogue } from './catalogue/game-catalogue.ts';
import type { ApiServerConfig } from './config.ts';
import { createDepositsDomain } from './deposits/deposits-domain.ts';
import { createGamesDomain } from './games/games-domain.ts';
import { createLobbyDomain } from './lobby/lobby-domain.ts';
import { createMailDomain } from './mail/mail-domain.ts';
import { PromotionConfigs } from './promotions/promotion-config.ts';
import { createPromotionsDomain } from './promotions/promotions-domain.ts';
import { GamingLimits } from './responsible-gaming/gaming-limits.ts';
import { createResponsibleGamingDomain } from './responsible-gaming/responsible-gaming-domain.ts';
import type { CasinoDomain, DomainContext } from './server/casino-domain.ts';
import { DevelopmentClock } from './server/development-clock.ts';
import { SiteSettings } from './site/site-settings.ts';
import { BetTasks } from './wallet/bet-tasks.ts';
import { Ledger } from './wallet/ledger.ts';
import { withdrawNotice } from './withdrawals/withdraw-notice.ts';
import { createWithdrawalsDomain } from './withdrawals/withdrawals-domain.ts';

/** The domains of the casino over one database, wired once per process. */
export interface CasinoServices extends DomainContext {
  db: DatabaseSync;
  brands: ReadonlyMap<string, Brand>;
  hosts: ReadonlyMap<string, string>;
  sessions: Sessions;
  codes: VerificationCodes;
  accounts: Accounts;
  /** Deposits, withdrawals, lobby, games, promotions, mail: each answers its calls. */
  domains: readonly CasinoDomain[];
  /** The clock request signatures are checked against: the development clock's advance leaves it be. */
  signatureNow: () => number;
}

export interface ServiceOptions {
  /** The clock, ms since the epoch; tests move it to expire tokens and codes. */
  now?: () => number;
  /** Third-party sign-in keys; default: read from `config.oauthJwks`. */
  keySet?: JWTVerifyGetKey;
}

export function createServices(db: DatabaseSync, config: ApiServerConfig, options: ServiceOptions = {}): CasinoServices {
  const signatureNow = options.now ?? Date.now;
  // Development runs on a clock POST /dev/clock/advance moves (cool-downs, time-outs in seconds).
  const developmentClock = config.mode === 'development' ? new DevelopmentClock(signatureNow) : undefined;
  const now = developmentClock?.now ?? signatureNow;
  const brands = loadBrands(db);
  const ledger = new Ledger(db, now);
  const betTasks = new BetTasks(db, ledger, now);
  const catalogue = new GameCatalogue(db);
  const players = new Players(db, ledger, now);
  const sessions = new Sessions(db, now, config.tokenTtlSeconds);
  const codes = new VerificationCodes(db, now, config.mode === 'development', config.codeKey);
  const siteSettings = new SiteSettings(db, config.publicUrl);
  const accounts = new Accounts({
    db,
    players,
    sessions,
    codes,
    thirdParty: createThirdPartyVerifier(options.keySet ?? keySetFrom(config.oauthJwks), config.oauthIssuers),
    // The ID token is made for the brand's Google client, the one its sign-in button uses.
    audienceFor: (brand) => config.oauthAudience || siteSettings.value(brand.brand, 'client_id', SITE_SETTINGS_GROUP.google),
    siteNameFor: (brand) => siteSettings.value(brand.brand, 'title') || brand.region,
    withdrawNoticeFor: (playerId) => withdrawNotice(db, playerId),
    now,
    rateLimitScale: config.rateLimitScale,
  });
  const gamingLimits = new GamingLimits(db, now);
  const promotionConfigs = new PromotionConfigs(db);
  const awards = new AwardEligibility(players, (brand) => promotionConfigs.of(brand, brands.get(brand)?.currency ?? '')?.guestAwards ?? false);
  const context: DomainContext = { db, config, brands, ledger, betTasks, players, catalogue, siteSettings, now, gamingLimits, awards };
  const domains = [createDepositsDomain, createWithdrawalsDomain, createLobbyDomain, createGamesDomain, createPromotionsDomain, createMailDomain].map(
    (create) => create(context),
  );
  domains.push(createResponsibleGamingDomain(context, developmentClock));
  return { ...context, hosts: brandHosts(brands, config.hosts), sessions, codes, accounts, domains, signatureNow };
}
