import { describe, expect, it } from 'vitest';
import {
  API_VERSION,
  APP_VERSION,
  CHANNEL,
  DEFAULT_CHANNEL_ID,
  DEFAULT_CLIENT_CONFIG,
  GOLD_FLAG,
  HISTORY_PAGE_SIZE,
  INVITE_RECORDS_PAGE,
  MCC,
  PLATFORM_ID,
  REQUEST_TIMEOUT_MS,
  SUB_CHANNEL,
} from './client-config.ts';
import {
  ACCOUNT_TYPE,
  ACTIVITY_TYPE,
  BALANCE_CONFIG_ALL,
  BALANCE_CONFIG_TYPE,
  BALANCE_LOAD_MODE,
  GAME_LAUNCH_MODE,
  LOGIN_TYPE,
  MAIL_AWARD_TYPE,
  MONEY_TYPE,
  ORDER_PAY_METHOD,
  ORDER_STATUS,
  PAY_TYPE,
  PAYOUT_METHOD,
  REDUCE_BALANCE_KIND,
  SYSTEM_TYPE,
} from './enums.ts';
import { API_HEADERS } from './headers.ts';

describe('client config (spec 3 and 9)', () => {
  it('has the spec’s fixed values', () => {
    expect({ API_VERSION, APP_VERSION, CHANNEL, PLATFORM_ID, SUB_CHANNEL, MCC, GOLD_FLAG, DEFAULT_CHANNEL_ID }).toEqual({
      API_VERSION: 21,
      APP_VERSION: '1.0.2',
      CHANNEL: 1,
      PLATFORM_ID: 3,
      SUB_CHANNEL: 0,
      MCC: 724,
      GOLD_FLAG: true,
      DEFAULT_CHANNEL_ID: 1,
    });
    expect(DEFAULT_CLIENT_CONFIG).toEqual({ version: 21, appVersion: '1.0.2', channel: 1, platformId: 3, subChannel: 0, mcc: 724, goldFlag: true });
  });

  it('times requests out after 10 s and pages histories by 20, invite records by 10', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(HISTORY_PAGE_SIZE).toBe(20);
    expect(INVITE_RECORDS_PAGE).toEqual({ page: 1, limit: 10 });
  });

  it('names the headers of spec 7', () => {
    expect(Object.values(API_HEADERS)).toEqual([
      'Authorization',
      'Accept-Language',
      'Accept-PlatformID',
      'Accept-SubChannelID',
      'Accept-Version',
      'Accept-DeviceID',
      'Accept-ChannelID',
      'X-Casino-Signature',
      'Idempotency-Key',
    ]);
  });
});

describe('enumerations (spec 4)', () => {
  it('has the spec’s codes', () => {
    expect(LOGIN_TYPE).toEqual({ GUEST: 0, PHONE: 1, PHONECODE: 2, EMAILCODE: 3, EMAIL: 4, THIRD: 5, PHONECODEPW: 10 });
    expect(ACCOUNT_TYPE).toEqual({ GOLD: 0, CAPITAL: 1 });
    expect(MONEY_TYPE).toEqual({ NONE: 0, COIN: 1, CASH: 2, FROZEN_COIN: 3, FROZEN_CASH: 4, GOLD: 5 });
    expect(PAY_TYPE).toEqual({ CUSTOM: 1, FIXED: 2 });
    expect(ORDER_STATUS).toEqual({ PROCESSING: 0, SUCCESS: 1, FAIL: 2 });
    expect(ORDER_PAY_METHOD).toEqual({ QR_CODE: 1, LINK: 2 });
    expect(BALANCE_CONFIG_TYPE).toEqual({ GLOBAL: 1, PAY_TYPE_1: 2, PAY_TYPE_2: 4 });
    expect(BALANCE_CONFIG_ALL).toBe(1 + 2 + 4);
    expect(BALANCE_LOAD_MODE).toEqual({ ONCE: 'ONCE', FULL: 'FULL' });
    expect(PAYOUT_METHOD).toEqual({ IFSC: 1, BANK_CARD: 5, SPEI: 6, USDT: 1000 });
    expect(MAIL_AWARD_TYPE).toEqual({ COINS: 1, CASH: 2 });
    expect(REDUCE_BALANCE_KIND).toEqual({ BONUS: 1, PAYOUTS: 2, CASH: 6 });
    expect(SYSTEM_TYPE).toEqual({ IOS: 1, ANDROID: 2, OTHER: 3 });
    expect(GAME_LAUNCH_MODE).toEqual({ DESKTOP: 1, MOBILE: 2 });
  });

  it('has every activity type of the spec, and no other', () => {
    expect(Object.values(ACTIVITY_TYPE)).toEqual([
      1, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 1001, 1002, 1003, 1005, 1006, 1007, 1008,
    ]);
    expect(ACTIVITY_TYPE.INVITE_TURNTABLE).toBe(8);
    expect(ACTIVITY_TYPE.GOLD_RUSHING).toBe(17);
    expect(ACTIVITY_TYPE.BET_EVERY_DAY).toBe(1008);
  });
});
