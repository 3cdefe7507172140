import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Launch } from '../games/launches.ts';
import { refuse } from '../server/api-refusal.ts';
import type { PokerAction } from './engine.ts';
import { POKER_TABLES, rulesOf, type PokerTables } from './poker-tables.ts';

/** Runs one JSON call of the game page with its launch checked (play-routes' envelope and refusals). */
export type JsonCall = (request: FastifyRequest, reply: FastifyReply, work: (launch: Launch) => unknown) => unknown;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function wholeNumber(body: Record<string, unknown>, key: string): number {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw refuse(`${key}: must be a whole number`);
  return value;
}

/** The page's action: `{ action: 'fold' | 'check' | 'call' | 'raise' | 'all-in', to?, action_count }`. */
export function parsePokerAction(body: unknown): { action: PokerAction; actionCount: number } {
  if (!isRecord(body)) throw refuse('The request body must be a JSON object');
  const actionCount = wholeNumber(body, 'action_count');
  const type = body.action;
  if (type === 'fold' || type === 'check' || type === 'call' || type === 'all-in') return { action: { type }, actionCount };
  if (type === 'raise') return { action: { type, to: wholeNumber(body, 'to') }, actionCount };
  throw refuse('action: must be fold, check, call, raise or all-in');
}

/**
 * The poker table's calls under the launch's path: the table, sit (buy in), act, deal, leave.
 * Only a launch of one of the poker games plays them, with the launch's balance.
 */
export function registerPokerRoutes(app: FastifyInstance, prefix: string, jsonCall: JsonCall, tables: PokerTables, touch: (launch: Launch) => void): void {
  const pokerLaunch = (launch: Launch): Launch => {
    if (!POKER_TABLES[launch.game.id]) throw refuse('This game is not a poker table');
    // Play at the table keeps the launch alive, as rounds do.
    touch(launch);
    return launch;
  };
  const body = (request: FastifyRequest): Record<string, unknown> => (isRecord(request.body) ? request.body : {});

  app.get(`${prefix}/:token/poker`, (request, reply) =>
    jsonCall(request, reply, (launch) => {
      const { game, playerId } = pokerLaunch(launch);
      const rules = rulesOf(game.id);
      const table = tables.state(playerId);
      return {
        rules: {
          variant: rules.variant,
          small_blind: rules.smallBlind,
          big_blind: rules.bigBlind,
          ante: rules.ante,
          min_buy_in: rules.minBuyIn,
          max_buy_in: rules.maxBuyIn,
          rake: 0,
        },
        // A player seated at another poker game sees that one: one table at a time.
        table,
        hands: tables.hands(playerId, game.id, 10),
      };
    }),
  );
  app.post(`${prefix}/:token/poker/sit`, (request, reply) =>
    jsonCall(request, reply, (launch) => {
      const { game, playerId, brand, moneyType, sessionTokenHash } = pokerLaunch(launch);
      const seats = body(request).seats === undefined ? 6 : wholeNumber(body(request), 'seats');
      return tables.sit({ playerId, brand, gameId: game.id, moneyType, sessionTokenHash }, wholeNumber(body(request), 'buy_in'), seats);
    }),
  );
  app.post(`${prefix}/:token/poker/act`, (request, reply) =>
    jsonCall(request, reply, (launch) => {
      const { action, actionCount } = parsePokerAction(request.body);
      return tables.act(pokerLaunch(launch).playerId, action, actionCount);
    }),
  );
  app.post(`${prefix}/:token/poker/deal`, (request, reply) =>
    jsonCall(request, reply, (launch) => {
      const { game, playerId, brand, moneyType, sessionTokenHash } = pokerLaunch(launch);
      return tables.deal({ playerId, brand, gameId: game.id, moneyType, sessionTokenHash });
    }),
  );
  app.post(`${prefix}/:token/poker/leave`, (request, reply) => jsonCall(request, reply, (launch) => tables.leave(pokerLaunch(launch).playerId)));
}
