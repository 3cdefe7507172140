import type { DatabaseSync } from 'node:sqlite';
import { integer, integerOrNull, text } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import type { PlayerContext } from '../server/endpoint-routes.ts';

/** What the promotions read about a player (the accounts and deposits domains write it). */
export interface PlayerFacts {
  id: number;
  brand: string;
  uid: number;
  invitationCode: string;
  parentId: number | null;
  payCount: number;
  /** Minor units. */
  payTotal: number;
  /** Non-empty once the player has deposited (spec 4's "has a first pay date"). */
  firstPayDate: string;
}

export function playerFacts(db: DatabaseSync, playerId: number): PlayerFacts {
  const row = db.prepare('SELECT id, brand, uid, invitation_code, parent_id, pay_count, pay_total, first_pay_date FROM players WHERE id = ?').get(playerId);
  if (!row) throw new Error(`No player ${playerId}`);
  return {
    id: integer(row, 'id'),
    brand: text(row, 'brand'),
    uid: integer(row, 'uid'),
    invitationCode: text(row, 'invitation_code'),
    parentId: integerOrNull(row, 'parent_id'),
    payCount: integer(row, 'pay_count'),
    payTotal: integer(row, 'pay_total'),
    firstPayDate: text(row, 'first_pay_date'),
  };
}

export const hasDeposited = (facts: PlayerFacts) => facts.firstPayDate !== '' || facts.payCount > 0;

/** How many players signed up with a player's invitation code, and how many of them deposited. */
export interface InviteeCounts {
  signedUp: number;
  deposited: number;
}

/** Which invitees count: signed up in `[from, to)` (Unix seconds), and/or with an id above `afterId`. */
export interface InviteeWindow {
  from?: number;
  to?: number;
  /** Player ids only grow, so "above the newest id at a moment" means "signed up after it", to the row. */
  afterId?: number;
}

/** The invitees of a player, all or those of a window. */
export function inviteeCounts(db: DatabaseSync, playerId: number, window: InviteeWindow = {}): InviteeCounts {
  const filters: [condition: string, value: number | undefined][] = [
    ['create_time >= ?', window.from],
    ['create_time < ?', window.to],
    ['id > ?', window.afterId],
  ];
  const used = filters.filter((filter): filter is [string, number] => filter[1] !== undefined);
  const where = ['parent_id = ?', ...used.map(([condition]) => condition)].join(' AND ');
  const row = db
    .prepare(`SELECT COUNT(*) AS signed_up, COALESCE(SUM(pay_count > 0), 0) AS deposited FROM players WHERE ${where}`)
    .get(playerId, ...used.map(([, value]) => value));
  return row ? { signedUp: integer(row, 'signed_up'), deposited: integer(row, 'deposited') } : { signedUp: 0, deposited: 0 };
}

export const NOT_YOUR_PLAYER_ID = 'player_id: this is not your account';

/**
 * The blind-box calls name the player (`player_id`, the client's `userInfo.id`): it must be the
 * caller, or one player could read or spend another's boxes.
 */
export function ownPlayerId(context: PlayerContext, playerId: number): number {
  if (playerId !== context.session.playerId) throw refuse(NOT_YOUR_PLAYER_ID);
  return playerId;
}
