import { randomInt } from 'node:crypto';
import { ACTIVITY_TYPE, MONEY_TYPE, type GiftPacketOpened, type UnspecifiedData } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { inTransaction, integer, text, type Row } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { playerFacts } from './player-facts.ts';
import { promotionDay, unixSeconds } from './promotion-days.ts';
import type { PromotionsDeps } from './promotions-deps.ts';
import { payPrize } from './prizes.ts';

export const GIFT_PACKET_MESSAGES = {
  dailyLimit: (limit: number) => `You can make ${limit} gift packets a day; make more after 00:00 UTC`,
  unknown: 'This gift packet does not exist: check the code',
  own: 'You cannot open your own gift packet: share it with your friends',
  alreadyOpened: 'You have already opened this gift packet',
  expired: 'This gift packet has expired',
  empty: 'This gift packet holds no money',
  allTaken: (openers: number) => `This gift packet is empty: all ${openers} shares have been taken`,
  dailyOpens: (limit: number) => `You can open ${limit} gift packets a day; open more after 00:00 UTC`,
} as const;

/** How many of the creator's packets `genGiftPacket` lists. */
const PACKET_LIST_SIZE = 20;

/**
 * The next share of a packet: `remaining` minor units among `openersLeft` openers still to come.
 * The last opener takes what is left; the others draw at random up to twice the fair share
 * (the "double average" of red envelopes), never so much that a later opener would get nothing.
 * Every share is at least one minor unit and the shares add up to the packet exactly.
 */
export function drawShare(remaining: number, openersLeft: number, random: (min: number, maxExclusive: number) => number = randomInt): number {
  if (!Number.isSafeInteger(remaining) || !Number.isSafeInteger(openersLeft) || openersLeft < 1 || remaining < openersLeft) {
    throw new Error(`Cannot share ${remaining} among ${openersLeft}`);
  }
  if (openersLeft === 1) return remaining;
  const most = Math.min(2 * Math.floor(remaining / openersLeft), remaining - (openersLeft - 1));
  return random(1, most + 1);
}

/** A packet with what its openers took so far. */
interface PacketState {
  id: number;
  playerId: number;
  code: string;
  amount: number;
  maxOpeners: number;
  createdAt: number;
  expiresAt: number;
  openedNum: number;
  takenAmount: number;
}

const PACKET_STATE_SQL = `SELECT p.id, p.player_id, p.code, p.amount, p.max_openers, p.created_at, p.expires_at,
  (SELECT COUNT(*) FROM gift_packet_opens o WHERE o.packet_id = p.id) AS opened_num,
  (SELECT COALESCE(SUM(o.amount), 0) FROM gift_packet_opens o WHERE o.packet_id = p.id) AS taken_amount
  FROM gift_packets p`;

function packetState(row: Row): PacketState {
  return {
    id: integer(row, 'id'),
    playerId: integer(row, 'player_id'),
    code: text(row, 'code'),
    amount: integer(row, 'amount'),
    maxOpeners: integer(row, 'max_openers'),
    createdAt: integer(row, 'created_at'),
    expiresAt: integer(row, 'expires_at'),
    openedNum: integer(row, 'opened_num'),
    takenAmount: integer(row, 'taken_amount'),
  };
}

/** A packet as its creator reads it: what it holds, and how much of it its openers took. */
const packetView = (packet: PacketState) => ({
  code: packet.code,
  amount: packet.amount,
  money_type: MONEY_TYPE.COIN,
  max_openers: packet.maxOpeners,
  opened_num: packet.openedNum,
  taken_amount: packet.takenAmount,
  create_time: packet.createdAt,
  expire_time: packet.expiresAt,
});

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
 * few days.
 *
 * Each packet also holds the brand's bonus (`giftPacket.amount`, fixed when it is made: the casino
 * pays it, not the creator) for up to `openers` other signed-in players of the brand, who open it
 * by its code (`POST /api/giftPacket/open`, a call the kernel adds): each draws a random share once,
 * paid as the promotion movement `gift_packet:<CODE>` with the usual turnover, in the transaction
 * that records the share. The creator never opens their own; a player opens a few packets a UTC
 * day. `genGiftPacket` answers, besides the new packet, the creator's packets still valid with how
 * much of each was taken (`packets`): the contract has no other read of them.
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
        .prepare('INSERT INTO gift_packets (brand, player_id, code, day, created_at, expires_at, amount, max_openers) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(brand.brand, playerId, code, day, at, expiresAt, config.amount, config.openers);
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
        amount: config.amount,
        money_type: MONEY_TYPE.COIN,
        max_openers: config.openers,
        opened_num: 0,
        taken_amount: 0,
        packets: this.livePackets(brand, playerId, at),
      };
    });
  }

  /** `POST /api/giftPacket/open`: the caller's share of another player's packet of the same brand. */
  open(brand: Brand, playerId: number, code: string): GiftPacketOpened {
    const { context, configs } = this.deps;
    const config = configs.running(brand, ACTIVITY_TYPE.GIFT_PACKET).giftPacket;
    const nowMs = context.now();
    const day = promotionDay(nowMs);
    const at = unixSeconds(nowMs);
    return inTransaction(context.db, () => {
      const row = context.db.prepare(`${PACKET_STATE_SQL} WHERE p.brand = ? AND p.code = ?`).get(brand.brand, code);
      if (!row) throw refuse(GIFT_PACKET_MESSAGES.unknown);
      const packet = packetState(row);
      if (packet.playerId === playerId) throw refuse(GIFT_PACKET_MESSAGES.own);
      if (context.db.prepare('SELECT 1 FROM gift_packet_opens WHERE packet_id = ? AND player_id = ?').get(packet.id, playerId)) {
        throw refuse(GIFT_PACKET_MESSAGES.alreadyOpened);
      }
      if (packet.expiresAt <= at) throw refuse(GIFT_PACKET_MESSAGES.expired);
      if (packet.amount === 0 || packet.maxOpeners === 0) throw refuse(GIFT_PACKET_MESSAGES.empty);
      if (packet.openedNum >= packet.maxOpeners || packet.takenAmount >= packet.amount) throw refuse(GIFT_PACKET_MESSAGES.allTaken(packet.maxOpeners));
      const opened = context.db.prepare('SELECT COUNT(*) AS n FROM gift_packet_opens WHERE player_id = ? AND day = ?').get(playerId, day);
      if (opened && integer(opened, 'n') >= config.dailyOpens) throw refuse(GIFT_PACKET_MESSAGES.dailyOpens(config.dailyOpens));

      const remaining = packet.amount - packet.takenAmount;
      const share = drawShare(remaining, packet.maxOpeners - packet.openedNum);
      context.db
        .prepare('INSERT INTO gift_packet_opens (packet_id, player_id, share_no, amount, day, opened_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(packet.id, playerId, packet.openedNum + 1, share, day, at);
      const balances = payPrize(context, { playerId, balance: 'bonus', amount: share, reference: `gift_packet:${packet.code}` });
      return {
        activity_id: ACTIVITY_TYPE.GIFT_PACKET,
        code: packet.code,
        amount: share,
        money_type: MONEY_TYPE.COIN,
        coin: balances.bonus,
        money: balances.cash,
        opened_at: at,
        packet_amount: packet.amount,
        max_openers: packet.maxOpeners,
        opened_num: packet.openedNum + 1,
        remaining_amount: remaining - share,
      };
    });
  }

  /** The creator's packets still valid, newest first, with what was taken of each. */
  private livePackets(brand: Brand, playerId: number, at: number) {
    return this.deps.context.db
      .prepare(`${PACKET_STATE_SQL} WHERE p.brand = ? AND p.player_id = ? AND p.expires_at > ? ORDER BY p.id DESC LIMIT ?`)
      .all(brand.brand, playerId, at, PACKET_LIST_SIZE)
      .map((row) => packetView(packetState(row)));
  }

  private newCode(): string {
    const taken = this.deps.context.db.prepare('SELECT 1 FROM gift_packets WHERE code = ?');
    for (;;) {
      const code = `GP${Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
      if (!taken.get(code)) return code;
    }
  }
}
