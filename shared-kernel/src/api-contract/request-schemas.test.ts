import { describe, expect, it } from 'vitest';
import { loginResponseSchema, tokenLoginResponseSchema, userInfoSchema } from './auth-user.ts';
import type { EndpointName } from './endpoints.ts';
import { gameSchema } from './games.ts';
import { mailListSchema } from './mail.ts';
import { REQUEST_SCHEMAS, parseApiRequest } from './request-schemas.ts';
import { orderResultSchema, walletInfoSchema, withdrawInfoSchema } from './wallet-payments.ts';

const device = { device_model: 'iPhone', os_version: 'iOS 17.4', app_version: '1.0.2', device_id: '4815162342', system_type: 1 };

/** A valid payload for every call, as a client sends it (GET ones as query text, as the server sees them). */
const VALID: { [Name in EndpointName]: unknown } = {
  tokenLogin: { ...device, token: 'tok', login_finger: 'f1', system_type: 3 },
  tokenVerify: { token: 'game-token', system_type: 2 },
  loginRegister: { ...device, client_type: 0, invitation_code: 'AB12', channel_id: 1, device_id: '4815162342', system_type: 3 },
  register: { client_type: 1, mobile: '919876543210', password: 'secret1', channel_id: 1 },
  login: { client_type: 2, mobile: '+919876543210', verify_code: '123456', system_type: 1 },
  logout: {},
  sendCode: { mobile_or_email: 'player@example.com' },
  resetPassword: { client_type: 3, email: 'player@example.com', verify_code: '123456', password: 'new-secret' },
  bindEmail: { email: 'player@example.com', verify_code: 'A1B2C3' },
  bindMobile: { mobile: '5511987654321', verify_code: '123456' },
  updateAccount: { password: 'newpass1', old_password: 'oldpass1' },
  updateName: { nick_name: 'João D’Ávila' },
  updateAvatar: { avatar_id: 0 },
  userProfile: undefined,
  userInfo: {},
  checkFrozen: {},
  vipInfo: {},
  vipGameStat: { gameCode: 10002 },
  pokerHands: { gameCode: 10001 },
  pushFcm: { token: 'fcm-token', uid: 77 },
  lobbyPreload: undefined,
  lobbyIndex: {},
  gameDetail: { game_id: '12' },
  gameUrl: { game_id: 'vs20olympgate', game_type: 'PragmaticPlay', money_type: '2', mod: '2' },
  favorite: { game_id: 12 },
  favorites: {},
  recents: {},
  latestBetLogs: { id: '12' },
  fairRounds: {},
  walletInfo: { reserve: '1' },
  betTask: { reserve: '1' },
  shop: { ...device, type: 1 },
  createOrder: { ...device, goods_id: 0, goods_type: 1, amount: 50_000, pay_type: 1, is_add_coin: true, is_join_charge_reward: false, pay_method_id: 3 },
  orderList: { last_id: 0, limit: 20, type: 1 },
  paymentList: {},
  payMethods: {},
  chargeReward: {},
  balance: { config_type: 7 },
  firstCharge: { pay_count: 0, pay_type: 2 },
  withdrawInfo: {},
  withdraw: { amount: 20_000, account_id: 5 },
  withdrawList: { last_id: 120, limit: 20 },
  deleteWithdrawAccount: { ...device, id: 5 },
  addWithdrawAccount: { ...device, name: 'Ana Souza', cpf: '529.982.247-25', phone: '5511987654321', email: 'ana@example.com' },
  updateWithdrawAccount: { id: 5, name: 'R. K. Sharma', ifscCode: 'SBIN0001234' },
  downloadTakeAward: {},
  goldRushingInfo: {},
  picCaptcha: {},
  goldRushingTakeAward: { captcha_key: 'Xk2Pq9', captcha: 'AB3CDE' },
  goldRushingShare: {},
  genGiftPacket: {},
  openGiftPacket: { packet: 'GPAB23CD45EF' },
  rewardCenterList: {},
  redeemCode: { code: 'WELCOME50' },
  hallRed: { device_model: 'Pixel 8' },
  customerInfo: {},
  activityInfo: { activity_id: '8' },
  inviteRewardRecord: { page: '1', limit: '10' },
  invitePool: {},
  inviteRotate: {},
  agentTurntable: {},
  inviteInfo: { invite_type: '1' },
  mailRead: { id: 3 },
  mailList: {},
  mailClaimAll: {},
  mailDeleteAll: {},
  mailClaim: { mail_id: 3 },
  mailDelete: { mail_id: 3 },
  blindBoxWithdrawList: { player_id: '77' },
  blindBoxInviteList: { player_id: '77' },
  blindBoxWheelInfo: { union_key: 'u-1', player_id: '77' },
  dailyBlindBoxReward: { union_key: 'u-1', player_id: 77, index: 0 },
  blindBoxWheelReward: { union_key: 'u-1', player_id: 77 },
  blindBoxWheelWithdraw: { player_id: '77' },
  noticeMoodGroup: { notice_type: '2', uid: '77' },
  siteSettings: {},
  gamingLimits: {},
  setGamingLimit: { kind: 'deposit', period: 'day', amount: 100_000 },
  confirmGamingLimit: { kind: 'deposit', period: 'day' },
  takeGamingBreak: { kind: 'time_out', duration: '24h' },
  gamingSession: {},
  setRealityCheck: { minutes: 30 },
  setSessionLimit: { minutes: 60 },
  gamingStatement: { from: '1790000000', to: '1790086400' },
};

const problems = (name: EndpointName, input: unknown): string[] => {
  const result = parseApiRequest(name, input);
  if (result.success) throw new Error(`expected ${name} to refuse ${JSON.stringify(input)}`);
  return result.problems;
};

describe('request payload schemas', () => {
  it.each(Object.entries(VALID) as [EndpointName, unknown][])('accepts a valid %s payload', (name, payload) => {
    const result = parseApiRequest(name, payload);
    expect(result.success ? [] : result.problems).toEqual([]);
  });

  it('reads query text into numbers for GET calls', () => {
    expect(parseApiRequest('gameUrl', VALID.gameUrl)).toEqual({
      success: true,
      data: { game_id: 'vs20olympgate', game_type: 'PragmaticPlay', money_type: 2, mod: 2 },
    });
    expect(parseApiRequest('noticeMoodGroup', { notice_type: '2' })).toEqual({ success: true, data: { notice_type: 2 } });
  });

  it('drops unknown keys (random fields) instead of refusing them', () => {
    const result = parseApiRequest('withdraw', { amount: 100, account_id: 1, nonce: 'f00d', r_7: 42 });
    expect(result).toEqual({ success: true, data: { amount: 100, account_id: 1 } });
  });

  it('names every problem of a bad order, in plain words', () => {
    expect(problems('createOrder', { goods_id: -1, amount: 10.5, pay_type: 3, is_add_coin: 1, is_join_charge_reward: false, system_type: 9 })).toEqual([
      'system_type: must be 1 (iOS), 2 (Android) or 3 (other)',
      'goods_id: must be 0 or more',
      'goods_type: is missing',
      'amount: must be a whole number of minor units',
      'pay_type: must be 1 (custom) or 2 (fixed)',
      'is_add_coin: must be true or false',
      'pay_method_id: is missing',
    ]);
  });

  it('refuses money that is zero, negative, fractional or text', () => {
    expect(problems('withdraw', { amount: 0, account_id: 1 })).toEqual(['amount: must be above 0']);
    expect(problems('withdraw', { amount: -5, account_id: 1 })).toEqual(['amount: must be above 0']);
    expect(problems('withdraw', { amount: 0.5, account_id: 1 })).toEqual(['amount: must be a whole number of minor units']);
    expect(problems('withdraw', { amount: '100', account_id: 1 })).toEqual(['amount: must be a whole number of minor units']);
  });

  it('needs the picture captcha of a gold-panning claim: its key and exactly 6 characters', () => {
    expect(problems('goldRushingTakeAward', {})).toEqual(['captcha_key: is missing', 'captcha: is missing']);
    expect(problems('goldRushingTakeAward', { captcha_key: 'Xk2Pq9', captcha: 'AB3' })).toEqual(['captcha: must be exactly 6 characters']);
  });

  it('reads a redeem code or gift packet code trimmed and in upper case: 4 to 32 letters or digits', () => {
    expect(parseApiRequest('redeemCode', { code: '  welcome50 ' })).toEqual({ success: true, data: { code: 'WELCOME50' } });
    expect(parseApiRequest('openGiftPacket', { packet: 'gpab23cd45ef' })).toEqual({ success: true, data: { packet: 'GPAB23CD45EF' } });
    expect(problems('redeemCode', {})).toEqual(['code: is missing']);
    expect(problems('redeemCode', { code: 50 })).toEqual(['code: must be text']);
    expect(problems('redeemCode', { code: ' ab1 ' })).toEqual(['code: must be at least 4 characters']);
    expect(problems('redeemCode', { code: 'A'.repeat(33) })).toEqual(['code: must be at most 32 characters']);
    expect(problems('redeemCode', { code: 'WELCOME-50' })).toEqual(['code: must be letters and digits only']);
    expect(problems('redeemCode', { code: 'BEM VINDO' })).toEqual(['code: must be letters and digits only']);
    expect(problems('openGiftPacket', { code: 'GPAB23CD45EF' })).toEqual(['packet: is missing']);
  });

  it('needs the code and the new password to reset a password, by phone or e-mail code only', () => {
    expect(problems('resetPassword', { client_type: 2, verify_code: '123456', password: 'new-secret' })).toEqual(['mobile: is required for client_type 2']);
    expect(problems('resetPassword', { client_type: 1, mobile: '9000000001', verify_code: '123456', password: 'new-secret' })).toEqual([
      'client_type: must be 2 (phone code) or 3 (e-mail code)',
    ]);
  });

  it('refuses a payload that is not an object', () => {
    expect(problems('withdraw', 'amount=1')).toEqual(['(root): must be an object']);
  });

  it('requires the credentials of each sign-in type', () => {
    expect(problems('login', { client_type: 1, system_type: 3 })).toEqual(['mobile: is required for client_type 1', 'password: is required for client_type 1']);
    expect(problems('login', { client_type: 3, email: 'a@b.co', verify_code: '12345', system_type: 3 })).toEqual(['verify_code: must be exactly 6 characters']);
    expect(problems('login', { client_type: 10, mobile: '9876543210', verify_code: '123456', system_type: 3 })).toEqual([
      'password: is required for client_type 10',
    ]);
    expect(problems('login', { client_type: 7, system_type: 3 })).toEqual(['client_type: must be a login type (0, 1, 2, 3, 4, 5 or 10)']);
    expect(problems('register', { client_type: 4, email: 'a@b.co', channel_id: 1 })).toEqual(['password: is required for client_type 4']);
    // Guests need nothing; third-party sign-in passes the provider's code, of any length.
    expect(parseApiRequest('login', { client_type: 0, system_type: 3 }).success).toBe(true);
    expect(parseApiRequest('login', { client_type: 5, verify_code: 'provider-code-of-any-length', system_type: 3 }).success).toBe(true);
  });

  it('checks the formats of spec 5', () => {
    expect(problems('bindEmail', { email: 'player@', verify_code: '1234567' })).toEqual([
      'email: must be an e-mail address',
      'verify_code: must be exactly 6 characters',
    ]);
    expect(problems('bindMobile', { mobile: '98765', verify_code: '123456' })).toEqual(['mobile: must be 10 to 15 digits, optionally after "+"']);
    expect(problems('updateAccount', { password: '12345' })).toEqual(['password: must be at least 6 characters']);
    expect(problems('updateName', { nick_name: 'bad<script>' })).toEqual(['nick_name: must not contain special symbols']);
    expect(problems('addWithdrawAccount', { name: 'Ana', cpf: '52998224725', ifscCode: 'sbin0001234' })).toEqual([
      'cpf: must be written ddd.ddd.ddd-dd',
      'ifscCode: must be an IFSC code such as "SBIN0001234"',
    ]);
    expect(problems('sendCode', { mobile_or_email: 'neither' })).toEqual(['mobile_or_email: must be a phone number or an e-mail address']);
  });

  it('checks query text and ranges', () => {
    expect(problems('gameDetail', { game_id: '12a' })).toEqual(['game_id: must be a whole number']);
    expect(problems('gameDetail', { game_id: '0' })).toEqual(['game_id: must be above 0']);
    expect(problems('gameDetail', {})).toEqual(['game_id: is missing']);
    expect(problems('gameUrl', { game_id: 'x', game_type: 'JILI', money_type: '3', mod: '0' })).toEqual([
      'money_type: must be 1 (coin), 2 (cash) or 5 (gold)',
      'mod: must be 1 (desktop) or 2 (mobile)',
    ]);
    expect(problems('orderList', { last_id: 0, limit: 500 })).toEqual(['limit: must be at most 100']);
    expect(problems('balance', { config_type: 8 })).toEqual(['config_type: must be 1 to 7']);
    expect(problems('vipGameStat', { gameCode: 10004 })).toEqual(['gameCode: must be a poker game id (10001, 10002 or 10003)']);
  });

  it('has one schema object per call', () => {
    expect(REQUEST_SCHEMAS.tokenLogin).toBe(REQUEST_SCHEMAS.tokenVerify);
    expect(REQUEST_SCHEMAS.addWithdrawAccount).toBe(REQUEST_SCHEMAS.updateWithdrawAccount);
  });
});

const USER = {
  id: 1,
  uid: 77,
  name: 'player77',
  nick_name: 'Lucky',
  coin: 2_500,
  money: 150_000,
  gold: 0,
  vip_level: 2,
  top_agent: 0,
  top_agent_level: 0,
  channel_id: 1,
  pay_count: 1,
  pay_total: 50_000,
  gold_amount: 0,
  first_pay_date: '',
  create_time: 1_750_000_000,
  mobile: '919876543210',
  is_need_opt: false,
  parent_invitation_code: '',
  second_parent: 0,
  third_parent: 0,
  ip: '127.0.0.1',
  regist_device_code: 'd',
  regist_finger: 'f',
  login_ip: '127.0.0.1',
  login_device_code: 'd',
  login_finger: 'f',
  state: 1,
  classify: 0,
  fcm_token: '',
};

describe('response schemas', () => {
  it('accept the spec’s shapes', () => {
    expect(userInfoSchema.safeParse(USER).success).toBe(true);
    const login = {
      accessToken: 't',
      accessExpire: 1_750_172_800,
      userInfo: USER,
      oauth_user_info: null,
      withdraw_notice: { has_notice: false, is_succ: false },
    };
    expect(loginResponseSchema.safeParse(login).success).toBe(true);
    expect(tokenLoginResponseSchema.safeParse({ accessToken: 't', accessExpire: 1 }).success).toBe(true);
    expect(walletInfoSchema.safeParse({ money: 1, coin: 2, gold: 3, taskBonus: 0, taskCur: 0, taskTarget: 0 }).success).toBe(true);
    expect(orderResultSchema.safeParse({ url: '', br_code: '000201…', pay_method: 1, order_no: 'A1' }).success).toBe(true);
    expect(
      gameSchema.safeParse({
        id: 1,
        provider: 'JILI',
        url: '',
        icon_url: '',
        lang_key: 'k',
        rtp: 96.5,
        rtp_wave: 1,
        is_favorite: false,
        is_show_name: true,
        is_pic_need_cut: false,
      }).success,
    ).toBe(true);
    const mail = {
      id: 1,
      title: '{"en":"Hi"}',
      content: '{"en":"Gift"}',
      is_attach: true,
      award_package: [{ award_type: 2, amount: 100 }],
      status: 0,
      create_time: 1,
    };
    expect(mailListSchema.safeParse({ list: [mail], unread_num: 12 }).success).toBe(true);
  });

  it('refuse a missing token, a float expiry and an unknown pay method', () => {
    expect(tokenLoginResponseSchema.safeParse({ accessToken: '', accessExpire: 1.5 }).success).toBe(false);
    expect(orderResultSchema.safeParse({ url: '', br_code: '', pay_method: 3, order_no: 'A1' }).success).toBe(false);
    const withdrawInfo = withdrawInfoSchema.safeParse({});
    expect(withdrawInfo.success).toBe(false);
  });
});
