import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { SITE_SETTINGS_GROUP } from '@casino/shared-kernel/api-contract';
import type { DomainContext } from '../server/casino-domain.ts';
import { ACTIVITY_ART_KINDS, ACTIVITY_ART_VERSION, activityArtSvg } from './activity-art.ts';
import { runningActivities } from './activity-items.ts';
import { textLanguage } from './activity-texts.ts';
import { GAME_ICON_VERSION, gameIconSvg } from './game-icons.ts';
import type { LobbyData } from './lobby-info.ts';

const SVG = 'image/svg+xml; charset=utf-8';
/** A URL with the current version never changes: a year, without revalidation. */
const VERSIONED = 'public, max-age=31536000, immutable';
/** Without it (an old link, a hand-typed URL) the picture may change: a day, then the ETag. */
const UNVERSIONED = 'public, max-age=86400';
/** An SVG opened on its own runs nothing and loads nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

interface Picture {
  svg: string;
  etag: string;
}

const gameParams = z.object({ file: z.string().regex(/^[1-9]\d{0,8}\.svg$/) });
const activityParams = z.object({
  brand: z.string().max(40),
  file: z.string().regex(new RegExp(`^[1-9]\\d{0,4}-(${ACTIVITY_ART_KINDS.join('|')})\\.svg$`)),
});
const versionQuery = z.object({ v: z.string().optional() }).catch({});
/** The language of an event picture's words (`lang`); the brand's when absent or unknown. */
const languageQuery = z.object({ lang: z.string().max(10).optional() }).catch({});

const pictureOf = (svg: string): Picture => ({
  svg,
  etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`,
});

/** Whether the browser's copy (If-None-Match, a list, weak or strong) is this one. */
function fresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function send(request: FastifyRequest, reply: FastifyReply, picture: Picture, version: number) {
  const versioned = versionQuery.parse(request.query).v === String(version);
  void reply
    .header('Cache-Control', versioned ? VERSIONED : UNVERSIONED)
    .header('ETag', picture.etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', SVG_POLICY);
  if (fresh(request, picture.etag)) return reply.code(304).send();
  return reply.type(SVG).send(picture.svg);
}

/**
 * The lobby's pictures, plain GETs an `<img>` makes (outside the call pipeline): each game's tile
 * (`/api/assets/games/<id>.svg`) and each event's banner, list image and side-menu icons
 * (`/api/assets/activities/<brand>/<activity id>-<kind>.svg`). Drawn once, then kept in memory.
 */
export function registerLobbyAssetRoutes(app: FastifyInstance, context: DomainContext, lobby: LobbyData): void {
  const drawn = new Map<string, Picture>();
  const remember = (key: string, draw: () => string): Picture => {
    const known = drawn.get(key);
    if (known) return known;
    const picture = pictureOf(draw());
    drawn.set(key, picture);
    return picture;
  };

  app.get('/api/assets/games/:file', (request, reply) => {
    const params = gameParams.safeParse(request.params);
    const game = params.success ? lobby.catalogueGame(Number(params.data.file.slice(0, -'.svg'.length))) : undefined;
    if (!game) return reply.callNotFound();
    return send(
      request,
      reply,
      remember(`game:${game.id}`, () => gameIconSvg(game)),
      GAME_ICON_VERSION,
    );
  });

  app.get('/api/assets/activities/:brand/:file', (request, reply) => {
    const params = activityParams.safeParse(request.params);
    const brand = params.success ? context.brands.get(params.data.brand) : undefined;
    const [id = '', kindText = ''] = params.success ? params.data.file.slice(0, -'.svg'.length).split(/-(.*)/) : [];
    const kind = ACTIVITY_ART_KINDS.find((known) => known === kindText);
    if (!brand || !kind) return reply.callNotFound();
    const language = textLanguage(languageQuery.parse(request.query).lang ?? '', brand.language);
    const key = `activity:${brand.brand}:${id}:${kind}:${language}`;
    const known = drawn.get(key);
    if (known) return send(request, reply, known, ACTIVITY_ART_VERSION);
    const activity = runningActivities(brand, lobby.textFigures(brand), language).find((running) => running.type === Number(id));
    if (!activity) return reply.callNotFound();
    const input = {
      activityType: activity.type,
      siteTitle: context.siteSettings.value(brand.brand, 'title', SITE_SETTINGS_GROUP.base) || brand.region,
      name: activity.texts.name,
      listTitle: activity.texts.listTitle,
      action: activity.texts.action,
    };
    return send(
      request,
      reply,
      remember(key, () => activityArtSvg(input, kind)),
      ACTIVITY_ART_VERSION,
    );
  });
}
