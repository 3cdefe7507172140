import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MONEY_TYPE, errorEnvelope, okEnvelope, ENVELOPE_CODE } from '@casino/shared-kernel/api-contract';
import { formatServerAmount, numberLocaleFor } from '@casino/shared-kernel/format';
import { DEFAULT_BRAND, type Brand } from '../brands/brands.ts';
import { INTERNAL_ERROR } from '../server/api-pipeline.ts';
import { ApiRefusal, refuse } from '../server/api-refusal.ts';
import type { DomainContext } from '../server/casino-domain.ts';
import { CRASH_MAX_CASHOUT, CRASH_MIN_CASHOUT } from './crash-engine.ts';
import { DICE_MAX_TARGET, DICE_MIN_TARGET } from './dice-engine.ts';
import {
  PAGE_ASSET_VERSION,
  PAGE_SCRIPT,
  PAGE_STYLE,
  PLAY_PREFIX,
  SCRIPT_PATH,
  STYLE_PATH,
  closedPage,
  gamePage,
  pageSecurityPolicy,
  pokerNotePage,
} from './game-page.ts';
import type { FairSeeds } from './fair-seeds.ts';
import { LAUNCH_MESSAGES, type GameLaunches, type Launch, type PlayMoneyType } from './launches.ts';
import { pageTextsFor, type PageTexts } from './page-texts.ts';
import { rtpBasisPoints } from './payout.ts';
import { parseRoundRequest, type MoneyText } from './round-request.ts';
import { balanceOf, type GameRounds } from './rounds.ts';
import { PAYLINES, REEL_STRIPS, SLOT_SYMBOLS, slotPaytable } from './slot-engine.ts';
import { stakeLimitsOf } from './stake-limits.ts';
import { registerPokerRoutes } from '../poker/poker-routes.ts';
import { POKER_TABLES, type PokerTables } from '../poker/poker-tables.ts';
import { themeOf } from './themes.ts';

/** How many of the player's rounds the page lists on load. */
export const STATE_ROUNDS = 12;

const HTML = 'text/html; charset=utf-8';

interface PlayServices {
  context: DomainContext;
  launches: GameLaunches;
  rounds: GameRounds;
  pokerTables: PokerTables;
  seeds: FairSeeds;
}

const moneyLabelOf = (texts: PageTexts, moneyType: PlayMoneyType) =>
  moneyType === MONEY_TYPE.COIN ? texts.bonus : moneyType === MONEY_TYPE.GOLD ? texts.gold : texts.cash;

/** Amounts in refusals: "₹1,000.00" (or "1.000,00 gold" for play money), in the brand's number style. */
function moneyTextFor(brand: Brand | undefined, moneyType: PlayMoneyType, texts: PageTexts): MoneyText {
  const locale = numberLocaleFor(brand?.language ?? 'en');
  return (amount) => {
    const figure = formatServerAmount(amount, { locale });
    return moneyType === MONEY_TYPE.GOLD ? `${figure} ${texts.gold.toLowerCase()}` : `${brand?.currencySymbol ?? ''}${figure}`;
  };
}

/** The engine's fixed facts the page draws with: strips and pays, target range, cash-out range. */
function engineFacts(launch: Launch): Record<string, unknown> {
  const { game } = launch;
  const basisPoints = rtpBasisPoints(game.rtp);
  if (game.engine === 'dice') return { dice: { min_target: DICE_MIN_TARGET, max_target: DICE_MAX_TARGET, rtp_basis_points: basisPoints } };
  if (game.engine === 'crash') return { crash: { min_cashout: CRASH_MIN_CASHOUT / 100, max_cashout: CRASH_MAX_CASHOUT / 100 } };
  const paytable = slotPaytable(basisPoints);
  return {
    slot: {
      strips: REEL_STRIPS,
      paylines: PAYLINES,
      three_of_a_kind: SLOT_SYMBOLS.map((symbol) => ({ symbol, pay: paytable.threeOfAKind[symbol] / 10 })),
      two_cherries: paytable.twoCherries / 10,
      one_cherry: paytable.oneCherry / 10,
    },
  };
}

/**
 * The game page and its API, outside the call pipeline (a browser opens them inside the
 * casino's iframe: no signature headers, no casino token). The launch token in the path is the
 * only credential. JSON answers use the casino's envelope, refusals code 500 with a message.
 */
export function registerPlayRoutes(app: FastifyInstance, { context, launches, rounds, pokerTables, seeds }: PlayServices): void {
  const policy = pageSecurityPolicy(context.config);
  const secure = (reply: FastifyReply) =>
    reply
      .header('Content-Security-Policy', policy)
      .header('X-Content-Type-Options', 'nosniff')
      // The launch token is in the page's URL: no Referer may carry it anywhere.
      .header('Referrer-Policy', 'no-referrer');

  // The casino frames this page sandboxed without its own origin (the site's origin must not be
  // handed to a frame it cannot trust), so the page's calls arrive with `Origin: null`. They carry no
  // cookie and no casino token, only the launch token in the path: any origin may read them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${PLAY_PREFIX}/`)) void reply.header('Access-Control-Allow-Origin', '*').removeHeader('Vary');
  });

  const textsOf = (brandId: string) => {
    const brand = context.brands.get(brandId);
    return { brand, language: brand?.language ?? 'en', texts: pageTextsFor(brand?.language ?? 'en') };
  };

  const staticFile = (path: string, type: string, content: string) =>
    app.get(path, (_request, reply) =>
      // The URL carries the content's hash (?v=), so a browser may keep the file for good.
      secure(reply).type(type).header('Cache-Control', 'public, max-age=31536000, immutable').send(content),
    );
  staticFile(SCRIPT_PATH, 'text/javascript; charset=utf-8', PAGE_SCRIPT);
  staticFile(STYLE_PATH, 'text/css; charset=utf-8', PAGE_STYLE);

  const tokenOf = (request: FastifyRequest) => {
    const params = request.params as Record<string, unknown> | undefined;
    return typeof params?.token === 'string' ? params.token : '';
  };

  app.get(`${PLAY_PREFIX}/:token`, (request, reply) => {
    const check = launches.check(tokenOf(request));
    if (!check.ok) {
      const { language, texts } = textsOf(DEFAULT_BRAND);
      return secure(reply)
        .code(check.problem === 'unknown' ? 404 : 410)
        .type(HTML)
        .send(closedPage(texts, language, LAUNCH_MESSAGES[check.problem]));
    }
    launches.touch(check.launch);
    const { language, texts } = textsOf(check.launch.brand);
    if (POKER_TABLES[check.launch.game.id])
      return secure(reply)
        .type(HTML)
        .send(pokerNotePage(check.launch, texts, language));
    return secure(reply)
      .type(HTML)
      .send(gamePage(check.launch, texts, language, moneyLabelOf(texts, check.launch.moneyType)));
  });

  /** Runs one JSON call of the page: the launch checked first, any refusal as its envelope. */
  const jsonCall = (request: FastifyRequest, reply: FastifyReply, work: (launch: Launch) => unknown) => {
    void secure(reply);
    try {
      const check = launches.check(tokenOf(request));
      if (!check.ok) throw refuse(LAUNCH_MESSAGES[check.problem]);
      return reply.send(okEnvelope(work(check.launch)));
    } catch (error) {
      if (error instanceof ApiRefusal) {
        request.log.info({ refusal: error.message }, 'game call refused');
        return reply.code(error.httpStatus).send(errorEnvelope(error.code, error.message));
      }
      request.log.error({ err: error }, 'game call failed');
      return reply.code(500).send(errorEnvelope(ENVELOPE_CODE.SERVER_ERROR, INTERNAL_ERROR));
    }
  };

  registerPokerRoutes(app, PLAY_PREFIX, jsonCall, pokerTables, (launch) => launches.touch(launch));

  app.get(`${PLAY_PREFIX}/:token/state`, (request, reply) =>
    jsonCall(request, reply, (launch) => {
      launches.touch(launch);
      const { game, moneyType } = launch;
      const { brand, language, texts } = textsOf(launch.brand);
      const limits = stakeLimitsOf(context.db, launch.brand);
      const theme = themeOf(game.provider);
      return {
        game: {
          id: game.id,
          third_game_id: game.thirdGameId,
          name: game.name,
          provider: game.provider,
          provider_label: theme.label,
          engine: game.engine,
          rtp: game.rtp,
        },
        money_type: moneyType,
        money_label: moneyLabelOf(texts, moneyType),
        balance: balanceOf(context.ledger.balances(launch.playerId), moneyType),
        currency: {
          symbol: moneyType === MONEY_TYPE.GOLD ? '' : (brand?.currencySymbol ?? ''),
          code: brand?.currency ?? '',
          locale: numberLocaleFor(language),
        },
        limits: { min_stake: limits.minStake, max_stake: limits.maxStake },
        mode: launch.mode,
        texts,
        symbols: theme.symbols,
        ...engineFacts(launch),
        rounds: rounds.playerRounds(launch.playerId, game.id, STATE_ROUNDS),
        fairness: seeds.current(launch.playerId, game.engine),
        asset_version: PAGE_ASSET_VERSION,
      };
    }),
  );

  app.post(`${PLAY_PREFIX}/:token/round`, (request, reply) =>
    jsonCall(request, reply, (launch) => {
      // A poker code is a table, not a demo game: its chips move only through the table's calls.
      if (POKER_TABLES[launch.game.id]) throw refuse('This game is a poker table: play it at the table');
      const { brand, texts } = textsOf(launch.brand);
      const limits = stakeLimitsOf(context.db, launch.brand);
      const round = parseRoundRequest(request.body, launch.game.engine, limits, moneyTextFor(brand, launch.moneyType, texts));
      return rounds.play(launch, round);
    }),
  );

  // Provably fair: the player's seed pair of this game's family, changed and rotated from the page.
  app.post(`${PLAY_PREFIX}/:token/fairness/client-seed`, (request, reply) =>
    jsonCall(request, reply, (launch) => {
      launches.touch(launch);
      const body = request.body as Record<string, unknown> | null | undefined;
      return seeds.setClientSeed(launch.playerId, launch.game.engine, body?.client_seed);
    }),
  );
  app.post(`${PLAY_PREFIX}/:token/fairness/rotate`, (request, reply) =>
    jsonCall(request, reply, (launch) => {
      launches.touch(launch);
      return seeds.rotate(launch.playerId, launch.game.engine);
    }),
  );
}
