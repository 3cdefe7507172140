import { randomInt } from 'node:crypto';
import { ACTIVITY_TYPE, type UnspecifiedData } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { inTransaction, integer } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { playerFacts } from './player-facts.ts';
import { promotionDay, unixSeconds } from './promotion-days.ts';
import type { PromotionsDeps } from './promotions-deps.ts';

export const GIFT_PACKET_MESSAGES = {
  dailyLimit: (limit: number) => `You can make ${limit} gift packets a day; make more after 00:00 UTC`,
} as const;

// As the invitation codes: no 0/O or 1/I/L, since people type codes from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * The link a player shares, relative to the site: the client prefixes its own address (`web_url`).
 * `iCode` is the query parameter the site reads an invitation code from (spec 5), so whoever signs
 * up through the link becomes the sharer's invitee.
 */
export const shareLink = (invitationCode: string, giftCode?: string) =>
  giftCode === undefined ? `/?iCode=${invitationCode}` : `/?iCode=${invitationCode}&gift=${giftCode}`;

/** The same link made absolute on the brand's first configured host name (`--hosts-file`), or '' without one. */
export function absoluteShareLink(hosts: Readonly<Record<string, string>>, brand: string, link: string): string {
  const host = Object.entries(hosts).find(([, hostBrand]) => hostBrand === brand)?.[0];
  return host ? `https://${host}${link}` : '';
}

/** The text beside the link in a share sheet, in the brand's language. */
function shareText(language: string, siteName: string): string {
  return /^pt/i.test(language)
    ? `Venha jogar comigo no ${siteName}! Cadastre-se pelo meu pacote de presente e ganhe giros na roleta da sorte.`
    : `Join me at ${siteName}! Sign up through my gift packet and get spins on the lucky wheel.`;
}

/**
 * Gift packets (activity 1003): a player makes a shareable packet (a code and an invitation
 * link) to send to friends; sign-ups through it count as the player's invitees, which earn spins
 * on the invitation turntable and the blind-box wheel. A few packets a UTC day, each valid for a
 * few days. Opening a packet by its code needs a call the contract does not have yet.
 */
export class GiftPackets {
  private readonly deps: PromotionsDeps;

  constructor(deps: PromotionsDeps) {
    this.deps = deps;
  }

  generate(brand: Brand, playerId: number): UnspecifiedData {
    const { context, configs } = this.deps;
    const config = configs.running(brand, ACTIVITY_TYPE.GIFT_PACKET).giftPacket;
    const nowMs = context.now();
    const day = promotionDay(nowMs);
    const at = unixSeconds(nowMs);
    const siteName = context.siteSettings.value(brand.brand, 'title') || brand.region;
    return inTransaction(context.db, () => {
      const made = context.db.prepare('SELECT COUNT(*) AS n FROM gift_packets WHERE player_id = ? AND day = ?').get(playerId, day);
      const today = made ? integer(made, 'n') : 0;
      if (today >= config.dailyLimit) throw refuse(GIFT_PACKET_MESSAGES.dailyLimit(config.dailyLimit));
      const code = this.newCode();
      const expiresAt = at + config.validHours * 3600;
      context.db
        .prepare('INSERT INTO gift_packets (brand, player_id, code, day, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(brand.brand, playerId, code, day, at, expiresAt);
      const link = shareLink(playerFacts(context.db, playerId).invitationCode, code);
      return {
        activity_id: ACTIVITY_TYPE.GIFT_PACKET,
        code,
        link,
        url: absoluteShareLink(context.config.hosts, brand.brand, link),
        share_text: shareText(brand.language, siteName),
        create_time: at,
        expire_time: expiresAt,
        today_num: today + 1,
        day_limit: config.dailyLimit,
      };
    });
  }

  private newCode(): string {
    const taken = this.deps.context.db.prepare('SELECT 1 FROM gift_packets WHERE code = ?');
    for (;;) {
      const code = `GP${Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
      if (!taken.get(code)) return code;
    }
  }
}
