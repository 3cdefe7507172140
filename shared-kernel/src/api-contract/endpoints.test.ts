import { describe, expect, it } from 'vitest';
import { ENDPOINTS, findEndpoint, isEndpointName, type EndpointDefinition, type EndpointName } from './endpoints.ts';
import { REQUEST_SCHEMAS } from './request-schemas.ts';

/**
 * Every call of spec 7, as the spec writes it (getGameUrl with its leading slash), plus the calls the
 * kernel adds: sign-out, opening a gift packet, redeeming a code and site settings.
 */
const SPEC_CALLS = [
  'POST /api/user/tokenLogin',
  'POST /api/user/tokenVerify',
  'POST /api/user/login_register',
  'POST /api/user/register',
  'POST /api/user/login',
  'POST /api/user/logout',
  'POST /api/user/sendCode',
  'POST /api/user/resetPassword',
  'POST /api/user/bindEmail',
  'POST /api/user/bindMobile',
  'POST /api/user/updateAccount',
  'POST /api/user/updateName',
  'PUT /api/user/updateAvatar',
  'GET /api/user/profile',
  'POST /api/user/userinfo',
  'POST /api/user/checkFrozen',
  'POST /api/user/vip',
  'POST /api/user/vip/gameStat',
  'POST /api/user/vip/pokerHands',
  'POST /api/push/fcm',
  'GET /api/preload',
  'GET /api/index',
  'GET /api/game/detail',
  'GET /api/game/getGameUrl',
  'PUT /api/user/favorite',
  'GET /api/user/favorites',
  'GET /api/user/recents',
  'GET /api/latestBet/logs',
  'GET /api/game/fairRounds',
  'GET /api/wallet',
  'GET /api/bet_task',
  'POST /api/user/shop',
  'POST /api/user/order',
  'POST /api/user/order/list',
  'GET /api/payment/list',
  'GET /api/user/paymethod',
  'POST /api/user/chargereward',
  'POST /api/user/balance',
  'POST /api/user/firstcharge',
  'GET /api/withdraw/info',
  'POST /api/user/withdraw',
  'POST /api/withdraw/list',
  'POST /api/withdraw/delAccount',
  'POST /api/withdraw/addAccount',
  'POST /api/withdraw/account',
  'POST /api/download/takeAward',
  'GET /api/goldRushing/getInfo',
  'POST /api/user/getPicCaptcha',
  'POST /api/goldRushing/takeAward',
  'POST /api/goldRushing/share',
  'GET /api/giftPacket/genGiftPacket',
  'POST /api/giftPacket/open',
  'GET /api/rewardCenter/list',
  'POST /api/rewardCenter/redeem',
  'POST /api/hall/getRed',
  'GET /api/customer/info',
  'GET /api/activity/info',
  'GET /api/actInvite/getInviteRewardRecord',
  'GET /api/actInvite/getPool',
  'POST /api/actInvite/rotate',
  'POST /api/agent/turntable',
  'GET /api/invite/infonew',
  'POST /api/mail/read',
  'POST /api/mail/list',
  'POST /api/mail/claimAllAward',
  'POST /api/mail/deleteAllMail',
  'POST /api/mail/claimAward',
  'POST /api/mail/deleteOneMail',
  'GET /api/blind_box_wheel_withdraw_list',
  'GET /api/blind_box_wheel_invite_list',
  'GET /api/get/blind_box_wheel_info',
  'POST /api/daily_blind_box_reward',
  'POST /api/blind_box_wheel_reward',
  'GET /api/blind_box_wheel_withdraw',
  'GET /api/notice/getMoodGroup',
  'GET /api/site/settings',
  'GET /api/responsible-gaming/limits',
  'POST /api/responsible-gaming/limits',
  'POST /api/responsible-gaming/limits/confirm',
  'POST /api/responsible-gaming/break',
  'GET /api/responsible-gaming/session',
  'POST /api/responsible-gaming/reality-check',
  'POST /api/responsible-gaming/session-limit',
  'GET /api/responsible-gaming/statement',
];

const entries = Object.entries(ENDPOINTS) as [EndpointName, EndpointDefinition][];

describe('endpoint table', () => {
  it('names every call of spec 7 once, with its method and exact path', () => {
    expect(entries.map(([, { method, path }]) => `${method} ${path}`)).toEqual(SPEC_CALLS);
    // Spec 7's 69 calls and the kernel's fifteen: logout, resetPassword, openGiftPacket, redeemCode, siteSettings, fairRounds, pokerHands and the eight responsible-gaming calls.
    expect(entries).toHaveLength(84);
  });

  it('gives every call a payload schema', () => {
    expect(Object.keys(REQUEST_SCHEMAS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it('marks the wallet and bet-task reads with reserve=1, lobby info with the channel, orders with 501', () => {
    expect(entries.filter(([, definition]) => definition.query).map(([name, definition]) => [name, definition.query])).toEqual([
      ['walletInfo', { reserve: 1 }],
      ['betTask', { reserve: 1 }],
    ]);
    expect(entries.filter(([, definition]) => definition.lobby).map(([name]) => name)).toEqual(['lobbyPreload', 'lobbyIndex']);
    expect(entries.filter(([, definition]) => definition.order).map(([name]) => name)).toEqual(['createOrder']);
  });

  it('marks the GETs that move money or make things, so they are never retried', () => {
    expect(entries.filter(([, definition]) => definition.changesState).map(([name]) => name)).toEqual(['genGiftPacket', 'blindBoxWheelWithdraw']);
  });

  it('finds a call by method and path, case-sensitively', () => {
    expect(findEndpoint('POST', '/api/user/order')).toBe('createOrder');
    expect(findEndpoint('get', '/api/wallet')).toBe('walletInfo');
    expect(findEndpoint('GET', '/api/user/order')).toBeUndefined();
    expect(findEndpoint('POST', '/api/user/Order')).toBeUndefined();
    expect(findEndpoint('GET', '/api/site/settings')).toBe('siteSettings');
    expect(findEndpoint('POST', '/api/rewardCenter/redeem')).toBe('redeemCode');
    expect(findEndpoint('POST', '/api/giftPacket/open')).toBe('openGiftPacket');
    expect(findEndpoint('GET', '/api/rewardCenter/redeem')).toBeUndefined();
  });

  it('tells endpoint names from other text', () => {
    expect(isEndpointName('walletInfo')).toBe(true);
    expect(isEndpointName('/api/wallet')).toBe(false);
    expect(isEndpointName('toString')).toBe(false);
  });
});
