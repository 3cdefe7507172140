import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { UserInfo, VipInfo } from '@casino/shared-kernel/api-contract';
import { integer, text, textOrNull, type Row } from '../db/database.ts';
import type { Ledger } from '../wallet/ledger.ts';

/** The first uid; uids then count up, so a uid is never reused. */
export const FIRST_UID = 100_001;

/** The avatar picker's pictures: ids 0 (every account's first) to 11. */
export const AVATAR_COUNT = 12;

/**
 * `state` of user info (spec 3 shows the field, not its values): a frozen player signs in and plays
 * but no money leaves the wallet (checkFrozen, the withdrawal's frozenPlatform); a suspended one
 * cannot sign in at all, and every token of theirs answers 1013.
 */
export const PLAYER_STATE = { ACTIVE: 0, FROZEN: 1, SUSPENDED: 2 } as const;

/** A player row, as the account logic needs it. */
export interface PlayerRecord {
  id: number;
  brand: string;
  uid: number;
  mobile: string | null;
  mobileVerified: boolean;
  email: string | null;
  emailVerified: boolean;
  passwordHash: string | null;
  state: number;
}

export function playerRecord(row: Row): PlayerRecord {
  return {
    id: integer(row, 'id'),
    brand: text(row, 'brand'),
    uid: integer(row, 'uid'),
    mobile: textOrNull(row, 'mobile'),
    mobileVerified: integer(row, 'mobile_verified') === 1,
    email: textOrNull(row, 'email'),
    emailVerified: integer(row, 'email_verified') === 1,
    passwordHash: textOrNull(row, 'password_hash'),
    state: integer(row, 'state'),
  };
}

/** What a new account starts with; everything else has the schema's defaults. */
export interface NewPlayer {
  brand: string;
  /** The account name; `{uid}` is replaced by the new uid. */
  name: string;
  nickName: string;
  mobile?: string | undefined;
  mobileVerified?: boolean;
  email?: string | undefined;
  emailVerified?: boolean;
  passwordHash?: string | null;
  guestDeviceId?: string | undefined;
  channelId: number;
  invitationCode?: string | undefined;
  ip: string;
  deviceId: string;
  finger: string;
}

// No 0/O or 1/I/L: invitation codes are read aloud and typed from screenshots.
const INVITATION_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Players and their user info (spec 3). */
export class Players {
  readonly db: DatabaseSync;
  readonly ledger: Ledger;
  readonly now: () => number;

  constructor(db: DatabaseSync, ledger: Ledger, now: () => number) {
    this.db = db;
    this.ledger = ledger;
    this.now = now;
  }

  find(id: number): PlayerRecord | undefined {
    const row = this.db.prepare('SELECT * FROM players WHERE id = ?').get(id);
    return row ? playerRecord(row) : undefined;
  }

  /** Whether the player proved a phone number, an e-mail address or a provider identity. */
  isProven(playerId: number): boolean {
    const row = this.db
      .prepare(
        `SELECT 1 FROM players WHERE id = ? AND (mobile_verified = 1 OR email_verified = 1
           OR EXISTS (SELECT 1 FROM player_identities WHERE player_id = players.id))`,
      )
      .get(playerId);
    return row !== undefined;
  }

  findBy(brand: string, column: 'mobile' | 'email' | 'guest_device_id', value: string): PlayerRecord | undefined {
    const row = this.db.prepare(`SELECT * FROM players WHERE brand = ? AND ${column} = ?`).get(brand, value);
    return row ? playerRecord(row) : undefined;
  }

  /** Inserts an account; call inside the transaction that also checked its phone or e-mail is free. */
  create(player: NewPlayer): PlayerRecord {
    const next = this.db.prepare('SELECT COALESCE(MAX(uid) + 1, ?) AS uid FROM players').get(FIRST_UID);
    const uid = next ? integer(next, 'uid') : FIRST_UID;
    const parent = player.invitationCode
      ? this.db
          .prepare('SELECT id, invitation_code FROM players WHERE brand = ? AND invitation_code = ?')
          .get(player.brand, player.invitationCode.toUpperCase())
      : undefined;
    const fill = (template: string) => template.replace('{uid}', String(uid));
    const inserted = this.db
      .prepare(
        `INSERT INTO players (brand, uid, name, nick_name, mobile, mobile_verified, email, email_verified, password_hash,
           guest_device_id, invitation_code, parent_invitation_code, parent_id, channel_id, create_time, ip,
           regist_device_code, regist_finger, login_ip, login_device_code, login_finger)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        player.brand,
        uid,
        fill(player.name),
        fill(player.nickName),
        player.mobile ?? null,
        player.mobileVerified ? 1 : 0,
        player.email ?? null,
        player.emailVerified ? 1 : 0,
        player.passwordHash ?? null,
        player.guestDeviceId ?? null,
        this.newInvitationCode(),
        // An unknown invitation code is dropped rather than refused: a stale share link must not
        // stop anyone from signing up.
        parent ? text(parent, 'invitation_code') : '',
        parent ? integer(parent, 'id') : null,
        player.channelId,
        Math.floor(this.now() / 1000),
        player.ip,
        player.deviceId,
        player.finger,
        player.ip,
        player.deviceId,
        player.finger,
      );
    const created = this.find(Number(inserted.lastInsertRowid));
    if (!created) throw new Error('The new player was not stored');
    return created;
  }

  /** Records where a sign-in came from (spec 3's login_ip, login_device_code, login_finger). */
  recordLogin(id: number, where: { ip: string; deviceId: string; finger: string | undefined }): void {
    this.db
      .prepare('UPDATE players SET login_ip = ?, login_device_code = ?, login_finger = COALESCE(?, login_finger) WHERE id = ?')
      .run(where.ip, where.deviceId, where.finger ?? null, id);
  }

  private newInvitationCode(): string {
    const taken = this.db.prepare('SELECT 1 FROM players WHERE invitation_code = ?');
    for (;;) {
      const code = Array.from({ length: 8 }, () => INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)]).join('');
      if (!taken.get(code)) return code;
    }
  }

  /** The VIP ladder of a brand, lowest level first. */
  vipLevels(brand: string): VipInfo['vip_list'] {
    return this.db
      .prepare('SELECT vip_level, minimum_amount, cashback_rate FROM vip_levels WHERE brand = ? ORDER BY vip_level')
      .all(brand)
      .map((row) => ({ vip_level: integer(row, 'vip_level'), minimum_amount: integer(row, 'minimum_amount'), cashback_rate: Number(row.cashback_rate) }));
  }

  /** VIP info (spec 3): the ladder and how far the player is from the next level. */
  vipInfo(id: number): VipInfo {
    const row = this.row(id);
    const brand = text(row, 'brand');
    const payTotal = integer(row, 'pay_total');
    const betTotal = integer(row, 'bet_total');
    const ladder = this.db.prepare('SELECT vip_level, minimum_amount, minimum_bet FROM vip_levels WHERE brand = ? ORDER BY vip_level').all(brand);
    const level = vipLevelOf(ladder, payTotal, betTotal);
    const next = ladder.find((step) => integer(step, 'vip_level') > level);
    return {
      vip_list: this.vipLevels(brand),
      user_info: {
        uid: integer(row, 'uid'),
        name: text(row, 'nick_name'),
        vip_level: level,
        pay_total: payTotal,
        bet_total: betTotal,
        vip_upgrade_required_deposits: next ? Math.max(0, integer(next, 'minimum_amount') - payTotal) : 0,
        vip_upgrade_required_betting: next ? Math.max(0, integer(next, 'minimum_bet') - betTotal) : 0,
      },
    };
  }

  /** The player's user info (spec 3), balances read from the wallet. */
  userInfo(id: number): UserInfo {
    const row = this.row(id);
    const balances = this.ledger.balances(id);
    const ladder = this.db.prepare('SELECT vip_level, minimum_amount, minimum_bet FROM vip_levels WHERE brand = ? ORDER BY vip_level').all(text(row, 'brand'));
    const mobile = textOrNull(row, 'mobile');
    return {
      id,
      uid: integer(row, 'uid'),
      name: text(row, 'name'),
      nick_name: text(row, 'nick_name'),
      coin: balances.bonus,
      money: balances.cash,
      gold: balances.gold,
      vip_level: vipLevelOf(ladder, integer(row, 'pay_total'), integer(row, 'bet_total')),
      top_agent: integer(row, 'top_agent'),
      top_agent_level: integer(row, 'top_agent_level'),
      channel_id: integer(row, 'channel_id'),
      pay_count: integer(row, 'pay_count'),
      pay_total: integer(row, 'pay_total'),
      gold_amount: integer(row, 'gold_amount'),
      first_pay_date: text(row, 'first_pay_date'),
      create_time: integer(row, 'create_time'),
      mobile: mobile ?? '',
      email: textOrNull(row, 'email') ?? '',
      avatar_id: integer(row, 'avatar_id'),
      // A phone bound without its code (registered with a password only) still needs confirming.
      is_need_opt: mobile !== null && integer(row, 'mobile_verified') === 0,
      parent_invitation_code: text(row, 'parent_invitation_code'),
      second_parent: integer(row, 'second_parent'),
      third_parent: integer(row, 'third_parent'),
      ip: text(row, 'ip'),
      regist_device_code: text(row, 'regist_device_code'),
      regist_finger: text(row, 'regist_finger'),
      login_ip: text(row, 'login_ip'),
      login_device_code: text(row, 'login_device_code'),
      login_finger: text(row, 'login_finger'),
      state: integer(row, 'state'),
      classify: integer(row, 'classify'),
      fcm_token: text(row, 'fcm_token'),
    };
  }

  private row(id: number): Row {
    const row = this.db.prepare('SELECT * FROM players WHERE id = ?').get(id);
    if (!row) throw new Error(`No player ${id}`);
    return row;
  }
}

/** The highest level whose deposit and betting minimums the player has both reached. */
function vipLevelOf(ladder: readonly Row[], payTotal: number, betTotal: number): number {
  let level = 0;
  for (const step of ladder) {
    if (integer(step, 'minimum_amount') <= payTotal && integer(step, 'minimum_bet') <= betTotal) level = Math.max(level, integer(step, 'vip_level'));
  }
  return level;
}
