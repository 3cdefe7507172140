import { Favourites } from '../lobby/favourites.ts';
import { gameEntry } from '../lobby/lobby-info.ts';
import { refuse } from '../server/api-refusal.ts';
import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';
import { PLAY_PREFIX } from './game-page.ts';
import { FairSeeds } from './fair-seeds.ts';
import { GameLaunches } from './launches.ts';
import { registerPlayRoutes } from './play-routes.ts';
import { GameRounds } from './rounds.ts';
import { seedStakeLimits } from './stake-limits.ts';
import { PokerTables, rulesOf } from '../poker/poker-tables.ts';

/**
 * The games domain: launching a game (getGameUrl and its page under /api/play/), the demo
 * originals that play on the wallet's ledger, and what rounds feed: recents, the latest bets
 * of a game, the poker stats of the VIP page.
 */
export function createGamesDomain(context: DomainContext): CasinoDomain {
  const { catalogue, config } = context;
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const launches = new GameLaunches(context.db, catalogue, context.now);
  const seeds = new FairSeeds(context.db, context.now);
  const rounds = new GameRounds(context, launches, seeds);
  const favourites = new Favourites(context.db, context.now);
  // A buy-in is a stake: a break closes the tables, and the whole buy-in must fit the wager and loss limits.
  const pokerTables = new PokerTables(context.db, context.ledger, context.now, ({ brand, playerId, moneyType, sessionTokenHash }, buyIn) => {
    const known = context.brands.get(brand);
    if (known) context.gamingLimits.checkBet(known, playerId, moneyType, buyIn, known.language, sessionTokenHash);
  });
  // Seats left by a crash or a closed tab go back to their players' wallets.
  pokerTables.closeAllAbandoned();

  return {
    routes: {
      gameUrl: {
        access: 'player',
        handle: ({ session }, payload) => {
          const game = catalogue.byThirdGameId(payload.game_id, payload.game_type);
          if (!game) throw refuse(`There is no game ${payload.game_id} of ${payload.game_type}`);
          const token = launches.issue(session, game, payload.money_type, payload.mod);
          return { game_url: `${publicUrl}${PLAY_PREFIX}/${token}` };
        },
      },
      recents: {
        access: 'player',
        handle: ({ session }) => ({
          list: rounds
            .recentGameIds(session.playerId)
            .map((id) => catalogue.byId(id))
            .filter((game) => game !== undefined)
            .map((game) => gameEntry(game, publicUrl, favourites.isFavourite(session.playerId, game.id))),
        }),
      },
      latestBetLogs: {
        access: 'visitor',
        handle: ({ brand }, payload) => {
          if (!catalogue.byId(payload.id)) throw refuse(`There is no game ${payload.id}`);
          return { list: rounds.latestBets(brand.brand, payload.id) };
        },
      },
      fairRounds: {
        access: 'player',
        handle: ({ session }) => ({ list: rounds.fairRounds(session.playerId, (id) => catalogue.byId(id)?.name ?? String(id)) }),
      },
      vipGameStat: {
        access: 'player',
        // Computed from the player's recorded hands of that poker game (an unknown code is refused).
        handle: ({ session }, payload) => {
          rulesOf(payload.gameCode);
          return pokerTables.stats(session.playerId, payload.gameCode);
        },
      },
      pokerHands: {
        access: 'player',
        // The player's own last hands of that game, cut as they may see them (no folded bot's cards).
        handle: ({ session }, payload) => {
          rulesOf(payload.gameCode);
          return { list: pokerTables.hands(session.playerId, payload.gameCode) };
        },
      },
    },
    registerPublicRoutes: (app) => registerPlayRoutes(app, { context, launches, rounds, pokerTables, seeds }),
    seed: ({ brand }) => seedStakeLimits(context.db, brand.brand, brand.currency),
  };
}
