import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import {
  LOGIN_TYPE,
  type BindEmailPayload,
  type BindMobilePayload,
  type LoginPayload,
  type LoginRegisterPayload,
  type LoginResponse,
  type LoginType,
  type PushFcmPayload,
  type RegisterPayload,
  type TokenLoginResponse,
  type GuestLoginResponse,
  type TokenVerifyResponse,
  type ResetPasswordPayload,
  type UpdateAccountPayload,
  type UserInfo,
} from '@casino/shared-kernel/api-contract';
import { normalizeEmail, normalizeMobile, type Brand } from '../brands/brands.ts';
import { inTransaction, integer } from '../db/database.ts';
import { ApiRefusal, refuse, tokenRefusal, TOKEN_MESSAGES } from '../server/api-refusal.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { ACCOUNT_FREE_FAILURES, FailureDelays } from './sign-in-throttle.ts';
import { AVATAR_COUNT, PLAYER_STATE, type PlayerRecord, type Players } from './players.ts';
import type { Session, Sessions } from './sessions.ts';
import type { ThirdPartyProfile, ThirdPartyVerifier } from './third-party.ts';
import type { VerificationCodes } from './verification-codes.ts';

/** Where a request comes from: recorded on the account, never trusted for anything else. */
export interface RequestOrigin {
  ip: string;
  /** `Accept-DeviceID`. */
  deviceId: string;
}

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'The account or password is wrong',
  noAccount: 'No account uses this phone number or e-mail address; register first',
  mobileTaken: 'This phone number is already registered',
  emailTaken: 'This e-mail address is already registered',
  mobileBoundElsewhere: 'This phone number is bound to another account',
  emailBoundElsewhere: 'This e-mail address is bound to another account',
  guestByLogin: 'A guest signs in with /api/user/login_register',
  guestSecretWrong: "guest_secret: does not open this device's guest account",
  codeRequired: 'verify_code: is required: registering proves the phone number or e-mail address with the code sent to it',
  oldPasswordRequired: 'old_password: is required to change the password',
  oldPasswordWrong: 'old_password: is wrong',
  suspended: 'This account is suspended',
  uidNotYours: 'uid: is not the signed-in player',
  avatarUnknown: `avatar_id: must be one of the avatar pictures (0 to ${AVATAR_COUNT - 1})`,
  nameBlank: 'nick_name: must not be blank',
} as const;

/** The parts of an account the sign-in types name (spec 4). */
interface Credentials {
  client_type: LoginType;
  mobile?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
  verify_code?: string | undefined;
}

const PHONE_TYPES = new Set<LoginType>([LOGIN_TYPE.PHONE, LOGIN_TYPE.PHONECODE, LOGIN_TYPE.PHONECODEPW]);
const CODE_TYPES = new Set<LoginType>([LOGIN_TYPE.PHONECODE, LOGIN_TYPE.EMAILCODE, LOGIN_TYPE.PHONECODEPW]);
const PASSWORD_TYPES = new Set<LoginType>([LOGIN_TYPE.PHONE, LOGIN_TYPE.EMAIL, LOGIN_TYPE.PHONECODEPW]);

/** Which account a sign-in names, normalized for the brand. */
interface Identity {
  column: 'mobile' | 'email';
  value: string;
}

/**
 * The account a phone or e-mail sign-in (or password reset) names, in its one stored form: by its
 * `client_type` alone, so a decoy field of the other kind names nothing, and every spelling of one
 * number names one account. A number that is not the brand's is refused.
 */
export function signInIdentity(brand: Brand, credentials: Credentials): Identity {
  return PHONE_TYPES.has(credentials.client_type)
    ? { column: 'mobile', value: normalizeMobile(brand, credentials.mobile ?? '') }
    : { column: 'email', value: normalizeEmail(credentials.email ?? '') };
}

/** The key of an account in the limits: brand, kind and stored form. */
export const accountKey = (brand: Brand, identity: Identity) => `${brand.brand}:${identity.column}:${identity.value}`;

export interface AccountsOptions {
  db: DatabaseSync;
  players: Players;
  sessions: Sessions;
  codes: VerificationCodes;
  thirdParty: ThirdPartyVerifier;
  /** The ID tokens' audience for a brand ('' = third-party sign-in off). */
  audienceFor: (brand: Brand) => string;
  /** The brand's site title, named in the codes it sends. */
  siteNameFor: (brand: Brand) => string;
  /**
   * The login response's `withdraw_notice`: a settled withdrawal the player has not been told
   * about (told once). The withdrawals domain answers it; without one there is never a notice.
   */
  withdrawNoticeFor?: (playerId: number) => LoginResponse['withdraw_notice'];
  /** The clock of the guessing delays (the service's). */
  now: () => number;
  /** Multiplies the free failures of the guessing delays (the rate limits' scale). */
  rateLimitScale?: number;
}

const NO_WITHDRAW_NOTICE = { has_notice: false, is_succ: false };

/** A guest secret as stored: its SHA-256 (it is 32 random bytes: no salt or slow hash needed). */
const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const sameSecret = (storedHash: string, secret: string) => timingSafeEqual(Buffer.from(storedHash), Buffer.from(secretHash(secret)));

/**
 * The accounts of spec 7's auth and user calls. Slow steps (password hashing, ID-token checks) run
 * before the transaction; each transaction then re-checks what it relies on (phone still free, code
 * still unused), so two identical requests at once take effect once.
 */
export class Accounts {
  readonly db: DatabaseSync;
  readonly players: Players;
  readonly sessions: Sessions;
  readonly codes: VerificationCodes;
  readonly thirdParty: ThirdPartyVerifier;
  readonly audienceFor: (brand: Brand) => string;
  readonly siteNameFor: (brand: Brand) => string;
  private readonly withdrawNoticeFor: (playerId: number) => LoginResponse['withdraw_notice'];
  /** Wrong passwords per account and address: the address that keeps failing waits longer each time. */
  private readonly passwordGuesses: FailureDelays;
  /** Wrong passwords per account from anywhere: past them, devices that never signed in to it wait too. */
  private readonly accountGuesses: FailureDelays;
  /** Wrong guest secrets per guest account and address. */
  private readonly guestGuesses: FailureDelays;

  constructor(options: AccountsOptions) {
    this.db = options.db;
    this.players = options.players;
    this.sessions = options.sessions;
    this.codes = options.codes;
    this.thirdParty = options.thirdParty;
    this.audienceFor = options.audienceFor;
    this.siteNameFor = options.siteNameFor;
    this.withdrawNoticeFor = options.withdrawNoticeFor ?? (() => NO_WITHDRAW_NOTICE);
    const scale = options.rateLimitScale ?? 1;
    this.passwordGuesses = new FailureDelays(options.now, undefined, scale);
    this.accountGuesses = new FailureDelays(options.now, ACCOUNT_FREE_FAILURES, scale);
    this.guestGuesses = new FailureDelays(options.now, ACCOUNT_FREE_FAILURES, scale);
  }

  // Signing in

  /**
   * POST /api/user/login_register: the device's guest account, made on its first visit. The device
   * id is no secret (every request carries it), so the account reopens only with the secret the
   * first sign-in answered (`guest_secret`, kept on the device; only its SHA-256 is stored).
   */
  guestLogin(brand: Brand, payload: LoginRegisterPayload, origin: RequestOrigin): GuestLoginResponse {
    // Guesses are slowed per address: the owner's device elsewhere still opens its account at once.
    const source = `${brand.brand}:${payload.device_id}|${origin.ip}`;
    this.guestGuesses.admit(source);
    let wrongSecret = false;
    try {
      return this.openGuest(brand, payload, origin, () => (wrongSecret = true));
    } catch (error) {
      if (wrongSecret) this.guestGuesses.failed(source);
      throw error;
    }
  }

  private openGuest(brand: Brand, payload: LoginRegisterPayload, origin: RequestOrigin, onWrongSecret: () => void): GuestLoginResponse {
    return inTransaction(this.db, () => {
      let player = this.players.findBy(brand.brand, 'guest_device_id', payload.device_id);
      // Once a guest account has credentials, knowing the device id (any client can send any) must
      // no longer open it: the device gets a fresh guest account instead.
      if (player && !this.isGuestOnly(player)) {
        this.db.prepare('UPDATE players SET guest_device_id = NULL WHERE id = ?').run(player.id);
        player = undefined;
      }
      let secret: string | undefined;
      if (player) {
        const stored = this.db.prepare('SELECT guest_secret_hash FROM players WHERE id = ?').get(player.id)?.guest_secret_hash;
        // An account made before secrets (stored NULL) is given one by this sign-in.
        if (typeof stored === 'string') {
          if (payload.guest_secret === undefined || !sameSecret(stored, payload.guest_secret)) {
            onWrongSecret();
            throw refuse(ACCOUNT_MESSAGES.guestSecretWrong);
          }
          secret = payload.guest_secret;
        }
      }
      player ??= this.players.create({
        brand: brand.brand,
        name: 'guest{uid}',
        nickName: 'Guest{uid}',
        guestDeviceId: payload.device_id,
        channelId: payload.channel_id,
        invitationCode: payload.invitation_code,
        ip: origin.ip,
        deviceId: origin.deviceId,
        finger: payload.login_finger ?? '',
      });
      if (secret === undefined) {
        secret = randomBytes(32).toString('base64url');
        this.db.prepare('UPDATE players SET guest_secret_hash = ? WHERE id = ?').run(secretHash(secret), player.id);
      }
      return { ...this.startSession(player, origin, payload.login_finger), guest_secret: secret };
    });
  }

  /** POST /api/user/register. */
  async register(brand: Brand, payload: RegisterPayload, origin: RequestOrigin): Promise<LoginResponse> {
    if (payload.client_type === LOGIN_TYPE.GUEST) throw refuse(ACCOUNT_MESSAGES.guestByLogin);
    if (payload.client_type === LOGIN_TYPE.THIRD)
      return this.thirdPartySignIn(brand, payload.verify_code ?? '', payload.channel_id, payload.invitation_code, origin, payload.login_finger);
    const identity = signInIdentity(brand, payload);
    const passwordHash = payload.password !== undefined && PASSWORD_TYPES.has(payload.client_type) ? await hashPassword(payload.password) : null;
    // Issue 21 (pre-hijacking): every registration proves its phone or address with the code sent
    // there, with a password too, so nobody can hold an account on a number they do not own.
    if (payload.verify_code === undefined || payload.verify_code === '') throw refuse(ACCOUNT_MESSAGES.codeRequired);
    const codeId = this.codes.check(brand.brand, identity.value, payload.verify_code);
    return inTransaction(this.db, () => {
      if (this.players.findBy(brand.brand, identity.column, identity.value)) {
        throw refuse(identity.column === 'mobile' ? ACCOUNT_MESSAGES.mobileTaken : ACCOUNT_MESSAGES.emailTaken);
      }
      this.codes.consume(codeId);
      const player = this.players.create({
        brand: brand.brand,
        name: identity.value,
        nickName: 'Player{uid}',
        ...(identity.column === 'mobile' ? { mobile: identity.value, mobileVerified: true } : { email: identity.value, emailVerified: true }),
        passwordHash,
        channelId: payload.channel_id,
        invitationCode: payload.invitation_code,
        ip: origin.ip,
        deviceId: origin.deviceId,
        finger: payload.regist_finger ?? payload.login_finger ?? '',
      });
      return this.loginResponse(player, origin, payload.login_finger, null);
    });
  }

  /** POST /api/user/login: by password, by one-time code, or both (PHONECODEPW), or third-party. */
  async login(brand: Brand, payload: LoginPayload, origin: RequestOrigin): Promise<LoginResponse> {
    if (payload.client_type === LOGIN_TYPE.GUEST) throw refuse(ACCOUNT_MESSAGES.guestByLogin);
    if (payload.client_type === LOGIN_TYPE.THIRD)
      return this.thirdPartySignIn(brand, payload.verify_code ?? '', undefined, undefined, origin, payload.login_finger);
    const identity = signInIdentity(brand, payload);
    const found = this.players.findBy(brand.brand, identity.column, identity.value);
    if (PASSWORD_TYPES.has(payload.client_type)) {
      // Guesses are slowed where they come from; the owner's own devices, and one-time codes, are not.
      // Each attempt counts as a failure before its hash (undone by success), so a burst sent at
      // once cannot slip past the count.
      const account = accountKey(brand, identity);
      const source = `${account}|${origin.ip}`;
      const knownDevice = found !== undefined && this.sessions.hasSignedInOn(found.id, origin.deviceId);
      if (!knownDevice) this.accountGuesses.admit(account);
      this.passwordGuesses.attempt(source);
      this.accountGuesses.failed(account);
      // Always hashed, so a wrong phone number takes as long as a wrong password.
      const matches = await verifyPassword(payload.password ?? '', found?.passwordHash ?? null);
      if (!found || !matches) throw refuse(ACCOUNT_MESSAGES.wrongPassword);
      this.passwordGuesses.succeeded(source);
      this.accountGuesses.succeeded(account);
    }
    const codeId = CODE_TYPES.has(payload.client_type) ? this.codes.check(brand.brand, identity.value, payload.verify_code ?? '') : undefined;
    return inTransaction(this.db, () => {
      // Read again: the account may have changed while the password was being hashed.
      const player = found && this.players.find(found.id);
      if (!player || player[identity.column] !== identity.value) throw refuse(ACCOUNT_MESSAGES.noAccount);
      if (player.state === PLAYER_STATE.SUSPENDED) throw refuse(ACCOUNT_MESSAGES.suspended);
      if (codeId !== undefined) {
        this.codes.consume(codeId);
        if (!player[`${identity.column}Verified`]) {
          // The first proof of an account made without one (before codes were required, or a phone
          // bound unproven): whoever set its password may not be its owner, so the password goes
          // and every session ends; the owner sets a password of their own.
          this.db.prepare('UPDATE players SET password_hash = NULL WHERE id = ?').run(player.id);
          this.sessions.revokeAll(player.id);
        }
        // The code proved the player holds this phone or address.
        this.db.prepare(`UPDATE players SET ${identity.column}_verified = 1 WHERE id = ?`).run(player.id);
      }
      return this.loginResponse(player, origin, payload.login_finger, null);
    });
  }

  /** POST /api/user/tokenLogin: a stored token signs in again and lives another full term. */
  tokenLogin(brand: Brand, token: string, origin: RequestOrigin, finger: string | undefined): TokenLoginResponse {
    const session = this.liveSession(brand, token);
    return inTransaction(this.db, () => {
      const accessExpire = this.sessions.extend(session);
      this.players.recordLogin(session.playerId, { ...origin, finger });
      return { accessToken: token, accessExpire };
    });
  }

  /** POST /api/user/tokenVerify: whether a token (the stored game token) still signs in, and until when. */
  tokenVerify(brand: Brand, token: string): TokenVerifyResponse {
    return { accessExpire: this.liveSession(brand, token).expiresAt };
  }

  /** POST /api/user/logout: the token is dead from now on, everywhere. */
  logout(session: Session | undefined): null {
    if (session) this.sessions.revoke(session.tokenHash);
    return null;
  }

  // One-time codes

  /** POST /api/user/sendCode: a code to a phone number or an e-mail address (into the outbox). */
  sendCode(brand: Brand, mobileOrEmail: string): Record<string, never> {
    const isEmail = mobileOrEmail.includes('@');
    const target = isEmail ? normalizeEmail(mobileOrEmail) : normalizeMobile(brand, mobileOrEmail);
    this.codes.send(brand.brand, target, isEmail ? 'email' : 'sms', this.siteNameFor(brand));
    return {};
  }

  // The signed-in player's account

  /** POST /api/user/bindMobile: binds (or confirms) a phone number with the code sent to it. */
  bindMobile(brand: Brand, playerId: number, payload: BindMobilePayload): UserInfo {
    const mobile = normalizeMobile(brand, payload.mobile);
    return this.bind(brand, playerId, { column: 'mobile', value: mobile }, payload.verify_code);
  }

  /** POST /api/user/bindEmail. */
  bindEmail(brand: Brand, playerId: number, payload: BindEmailPayload): UserInfo {
    return this.bind(brand, playerId, { column: 'email', value: normalizeEmail(payload.email) }, payload.verify_code);
  }

  /** POST /api/user/updateAccount: a new password; the current one is needed if there is one. */
  async updatePassword(session: Session, payload: UpdateAccountPayload): Promise<Record<string, never>> {
    const player = this.players.find(session.playerId);
    if (!player) throw tokenRefusal(TOKEN_MESSAGES.unknown);
    if (player.passwordHash !== null) {
      if (payload.old_password === undefined || payload.old_password === '') throw refuse(ACCOUNT_MESSAGES.oldPasswordRequired);
      if (!(await verifyPassword(payload.old_password, player.passwordHash))) throw refuse(ACCOUNT_MESSAGES.oldPasswordWrong);
    }
    const passwordHash = await hashPassword(payload.password);
    inTransaction(this.db, () => {
      // Compare-and-set: of two changes sent at once with the same old password, one wins.
      const changed = this.db
        .prepare('UPDATE players SET password_hash = ? WHERE id = ? AND password_hash IS ?')
        .run(passwordHash, player.id, player.passwordHash);
      if (Number(changed.changes) !== 1) throw refuse(ACCOUNT_MESSAGES.oldPasswordWrong);
      // Whoever knew the old password is signed out everywhere but here.
      this.sessions.revokeOthers(player.id, session.tokenHash);
    });
    return {};
  }

  /**
   * POST /api/user/resetPassword: forgot password. The one-time code sent to the phone or address
   * proves the account; the new password replaces the old one and every token of the account dies
   * (whoever knew the old password is signed out), so the player signs in again with the new one.
   */
  async resetPassword(brand: Brand, payload: ResetPasswordPayload): Promise<Record<string, never>> {
    const identity = signInIdentity(brand, payload);
    // Hashed first (slow, outside the transaction); the code is checked after, counting a wrong try.
    const passwordHash = await hashPassword(payload.password);
    const codeId = this.codes.check(brand.brand, identity.value, payload.verify_code);
    inTransaction(this.db, () => {
      const player = this.players.findBy(brand.brand, identity.column, identity.value);
      if (!player) throw refuse(ACCOUNT_MESSAGES.noAccount);
      if (player.state === PLAYER_STATE.SUSPENDED) throw refuse(ACCOUNT_MESSAGES.suspended);
      this.codes.consume(codeId);
      this.db.prepare(`UPDATE players SET password_hash = ?, ${identity.column}_verified = 1 WHERE id = ?`).run(passwordHash, player.id);
      this.sessions.revokeAll(player.id);
    });
    return {};
  }

  /** POST /api/user/updateName. */
  updateName(playerId: number, nickName: string): UserInfo {
    const name = nickName.trim();
    if (name === '') throw refuse(ACCOUNT_MESSAGES.nameBlank);
    this.db.prepare('UPDATE players SET nick_name = ? WHERE id = ?').run(name, playerId);
    return this.players.userInfo(playerId);
  }

  /** PUT /api/user/updateAvatar. */
  updateAvatar(playerId: number, avatarId: number): UserInfo {
    if (avatarId >= AVATAR_COUNT) throw refuse(ACCOUNT_MESSAGES.avatarUnknown);
    this.db.prepare('UPDATE players SET avatar_id = ? WHERE id = ?').run(avatarId, playerId);
    return this.players.userInfo(playerId);
  }

  /** POST /api/push/fcm: this browser's push token for the player. */
  savePushToken(playerId: number, payload: PushFcmPayload): Record<string, never> {
    const player = this.players.find(playerId);
    if (!player || player.uid !== payload.uid) throw refuse(ACCOUNT_MESSAGES.uidNotYours);
    this.db.prepare('UPDATE players SET fcm_token = ? WHERE id = ?').run(payload.token, playerId);
    return {};
  }

  // Helpers

  /** The live session of a token on this brand, or the 1013 refusal saying why not. */
  liveSession(brand: Brand, token: string | undefined): Session {
    const check = this.sessions.check(token);
    if (!check.ok) throw tokenRefusal(TOKEN_MESSAGES[check.problem]);
    if (check.session.brand !== brand.brand) throw tokenRefusal(TOKEN_MESSAGES.unknown);
    if (check.session.state === PLAYER_STATE.SUSPENDED) throw tokenRefusal(TOKEN_MESSAGES.suspended);
    return check.session;
  }

  /** The live session of a token on this brand, or undefined (a visitor, or a dead token). */
  optionalSession(brand: Brand, token: string): Session | undefined {
    if (token === '') return undefined;
    try {
      return this.liveSession(brand, token);
    } catch (error) {
      if (error instanceof ApiRefusal) return undefined;
      throw error;
    }
  }

  private isGuestOnly(player: PlayerRecord): boolean {
    const identity = this.db.prepare('SELECT 1 FROM player_identities WHERE player_id = ?').get(player.id);
    return player.passwordHash === null && player.mobile === null && player.email === null && !identity;
  }

  private bind(brand: Brand, playerId: number, identity: Identity, code: string): UserInfo {
    const codeId = this.codes.check(brand.brand, identity.value, code);
    return inTransaction(this.db, () => {
      const holder = this.players.findBy(brand.brand, identity.column, identity.value);
      if (holder && holder.id !== playerId) {
        throw refuse(identity.column === 'mobile' ? ACCOUNT_MESSAGES.mobileBoundElsewhere : ACCOUNT_MESSAGES.emailBoundElsewhere);
      }
      this.codes.consume(codeId);
      this.db.prepare(`UPDATE players SET ${identity.column} = ?, ${identity.column}_verified = 1 WHERE id = ?`).run(identity.value, playerId);
      return this.players.userInfo(playerId);
    });
  }

  private async thirdPartySignIn(
    brand: Brand,
    idToken: string,
    channelId: number | undefined,
    invitationCode: string | undefined,
    origin: RequestOrigin,
    finger: string | undefined,
  ): Promise<LoginResponse> {
    const profile = await this.thirdParty.verify(idToken, this.audienceFor(brand));
    return inTransaction(this.db, () => {
      const linked = this.db
        .prepare('SELECT player_id FROM player_identities WHERE brand = ? AND issuer = ? AND subject = ?')
        .get(brand.brand, profile.issuer, profile.subject);
      let player = linked ? this.players.find(integer(linked, 'player_id')) : undefined;
      if (!player) player = this.createThirdPartyPlayer(brand, profile, channelId, invitationCode, origin, finger);
      if (player.state === PLAYER_STATE.SUSPENDED) throw refuse(ACCOUNT_MESSAGES.suspended);
      return this.loginResponse(player, origin, finger, {
        sub: profile.subject,
        iss: profile.issuer,
        email: profile.email,
        name: profile.name,
        picture: profile.picture,
      });
    });
  }

  private createThirdPartyPlayer(
    brand: Brand,
    profile: ThirdPartyProfile,
    channelId: number | undefined,
    invitationCode: string | undefined,
    origin: RequestOrigin,
    finger: string | undefined,
  ): PlayerRecord {
    // A provider-verified address is bound if no account holds it; it never links to that account
    // (signing in elsewhere must not open an existing account).
    const email = profile.email !== '' && profile.emailVerified && !this.players.findBy(brand.brand, 'email', profile.email) ? profile.email : undefined;
    const player = this.players.create({
      brand: brand.brand,
      name: email ?? 'user{uid}',
      nickName: profile.name.trim().slice(0, 32) || 'Player{uid}',
      email,
      emailVerified: email !== undefined,
      channelId: channelId ?? 1,
      invitationCode,
      ip: origin.ip,
      deviceId: origin.deviceId,
      finger: finger ?? '',
    });
    this.db
      .prepare('INSERT INTO player_identities (brand, issuer, subject, player_id, email) VALUES (?, ?, ?, ?, ?)')
      .run(brand.brand, profile.issuer, profile.subject, player.id, profile.email);
    return player;
  }

  private startSession(player: PlayerRecord, origin: RequestOrigin, finger: string | undefined): TokenLoginResponse {
    this.players.recordLogin(player.id, { ...origin, finger });
    return this.sessions.issue(player.id, origin.deviceId);
  }

  private loginResponse(player: PlayerRecord, origin: RequestOrigin, finger: string | undefined, oauth: Record<string, unknown> | null): LoginResponse {
    const token = this.startSession(player, origin, finger);
    return { ...token, userInfo: this.players.userInfo(player.id), oauth_user_info: oauth, withdraw_notice: this.withdrawNoticeFor(player.id) };
  }
}
