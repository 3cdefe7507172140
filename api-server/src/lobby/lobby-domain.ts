import type { Game, LobbyInfo } from '@casino/shared-kernel/api-contract';
import { refuse } from '../server/api-refusal.ts';
import type { CasinoDomain, DomainContext } from '../server/casino-domain.ts';
import type { VisitorContext } from '../server/endpoint-routes.ts';
import { Favourites } from './favourites.ts';
import { registerLobbyAssetRoutes } from './lobby-assets.ts';
import { LobbyData, withFavourites } from './lobby-info.ts';

/** The refusals of the lobby's calls (code 500, shown to the player). */
export const LOBBY_MESSAGES = {
  unknownGame: 'This game does not exist',
} as const;

/** What the seed marks as the demo player's favourites: a few games of each kind, per brand. */
const DEMO_FAVOURITES: Readonly<Record<string, readonly number[]>> = {
  india: [1, 9, 35, 10001],
  brasil: [2, 12, 60],
};

/**
 * The lobby domain: lobby info (`/api/preload`, then `/api/index`), game detail and a player's
 * favourites, and the pictures they point at (game tiles, event banners and icons).
 */
export function createLobbyDomain(context: DomainContext): CasinoDomain {
  const lobby = new LobbyData(context);
  const favourites = new Favourites(context.db, context.now);

  const knownGame = (id: number): Game => {
    const game = lobby.game(id);
    if (!game) throw refuse(LOBBY_MESSAGES.unknownGame);
    return game;
  };
  // A visitor browses the same lobby as a player; a live token adds that player's flags.
  const lobbyFor = ({ brand, session, language }: VisitorContext): LobbyInfo => {
    const info = lobby.info(brand, language);
    return session ? withFavourites(info, new Set(favourites.ids(session.playerId))) : info;
  };

  return {
    routes: {
      lobbyPreload: {
        access: 'visitor',
        handle: (context) => lobbyFor(context),
      },
      lobbyIndex: {
        access: 'visitor',
        handle: (context) => lobbyFor(context),
      },
      gameDetail: {
        access: 'visitor',
        handle: ({ session }, { game_id }) => {
          const game = knownGame(game_id);
          return session && favourites.isFavourite(session.playerId, game.id) ? { ...game, is_favorite: true } : game;
        },
      },
      favorite: {
        access: 'player',
        handle: ({ session }, { game_id }) => ({
          is_favorite: favourites.toggle(session.playerId, knownGame(game_id).id),
        }),
      },
      favorites: {
        access: 'player',
        handle: ({ session }) => ({
          list: favourites.ids(session.playerId).flatMap((id) => {
            const game = lobby.game(id);
            return game ? [{ ...game, is_favorite: true }] : [];
          }),
        }),
      },
    },
    registerPublicRoutes: (app) => registerLobbyAssetRoutes(app, context, lobby),
    seed: ({ brand, demo }) => {
      if (!demo) return;
      const existing = (DEMO_FAVOURITES[brand.brand] ?? []).filter((id) => context.catalogue.byId(id) !== undefined);
      favourites.add(demo.playerId, existing);
    },
  };
}
