import type { DatabaseSync } from 'node:sqlite';
import type { Game } from '@casino/shared-kernel/api-contract';
import type { CatalogueGame } from '../catalogue/game-catalogue.ts';
import { refuse } from '../server/api-refusal.ts';
import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';
import { PLAY_PREFIX } from './game-page.ts';
import { GameLaunches } from './launches.ts';
import { registerPlayRoutes } from './play-routes.ts';
import { GameRounds } from './rounds.ts';
import { seedStakeLimits } from './stake-limits.ts';

/** A catalogue game as spec 3's `Game` (the lobby lists them the same way). */
export function gameEntry(game: CatalogueGame, publicUrl: string, isFavorite: boolean): Game {
  return {
    id: game.id,
    provider: game.provider,
    url: `/Gamedetail?game_id=${game.id}`,
    icon_url: `${publicUrl}/api/assets/games/${game.id}.svg`,
    lang_key: game.langKey,
    rtp: game.rtp,
    rtp_wave: game.rtpWave,
    is_favorite: isFavorite,
    is_show_name: game.isShowName,
    is_pic_need_cut: game.isPicNeedCut,
    third_game_id: game.thirdGameId,
  };
}

/**
 * The favourite flag of a recent game. Favourites are the lobby's (its `lobby_favorites` table);
 * read here without importing the lobby, and false should that table not exist.
 */
function favouriteFlag(db: DatabaseSync): (playerId: number, gameId: number) => boolean {
  const table = db.prepare("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'lobby_favorites'").get();
  if (!table) return () => false;
  const has = db.prepare('SELECT 1 AS found FROM lobby_favorites WHERE player_id = ? AND game_id = ?');
  return (playerId, gameId) => has.get(playerId, gameId) !== undefined;
}

/**
 * The games domain: launching a game (getGameUrl and its page under /api/play/), the demo
 * originals that play on the wallet's ledger, and what rounds feed: recents, the latest bets
 * of a game, the poker stats of the VIP page.
 */
export function createGamesDomain(context: DomainContext): CasinoDomain {
  const { catalogue, config } = context;
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const launches = new GameLaunches(context.db, catalogue, context.now);
  const rounds = new GameRounds(context, launches);
  const isFavourite = favouriteFlag(context.db);

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
            .map((game) => gameEntry(game, publicUrl, isFavourite(session.playerId, game.id))),
        }),
      },
      latestBetLogs: {
        access: 'visitor',
        handle: ({ brand }, payload) => {
          if (!catalogue.byId(payload.id)) throw refuse(`There is no game ${payload.id}`);
          return { list: rounds.latestBets(brand.brand, payload.id) };
        },
      },
      vipGameStat: { access: 'player', handle: ({ session }, payload) => rounds.pokerStats(session.playerId, payload.gameCode) },
    },
    registerPublicRoutes: (app) => registerPlayRoutes(app, { context, launches, rounds }),
    seed: ({ brand }) => seedStakeLimits(context.db, brand.brand, brand.currency),
  };
}
