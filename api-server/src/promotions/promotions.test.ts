import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE, type EndpointName } from '@casino/shared-kernel/api-contract';
import { TOKEN_MESSAGES } from '../server/api-refusal.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { DOWNLOAD_MESSAGES } from './download-award.ts';
import { GIFT_PACKET_MESSAGES } from './gift-packets.ts';
import { codesOf, expectRefused, ledgerAudit, newPlayer, promotionMovements, recordDeposit, walletOf, type TestPlayer } from './promotions-test-kit.ts';

const dirs = tempDirs();
let server: TestApiServer;
const START = Date.parse('2025-06-02T10:00:00Z');

beforeAll(async () => {
  server = await startTestApiServer(dirs, { clock: testClock(START) });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const as = (player: TestPlayer) => ({ token: player.token, brand: player.brand });
const redOf = (list: { activity_id: number; red: boolean }[], activity: number) => list.find((entry) => entry.activity_id === activity)?.red;

describe('access', () => {
  it('answers visitors the public calls and 1013 for the rest', async () => {
    const visitor: EndpointName[] = ['customerInfo', 'rewardCenterList', 'invitePool', 'picCaptcha'];
    for (const name of visitor) expect((await server.call(name, {})).code).toBe(0);
    expect((await server.call('hallRed', { device_model: 'iPhone' })).code).toBe(0);
    const player: EndpointName[] = [
      'downloadTakeAward',
      'goldRushingInfo',
      'goldRushingTakeAward',
      'goldRushingShare',
      'genGiftPacket',
      'inviteRotate',
      'agentTurntable',
      'redeemCode',
      'openGiftPacket',
    ];
    for (const name of player) expect(await server.call(name, {})).toEqual({ code: 1013, msg: TOKEN_MESSAGES.missing, data: null });
  });
});

describe('POST /api/download/takeAward', () => {
  it('pays the app bonus once and refuses a second claim clearly', async () => {
    const player = await newPlayer(server);
    expect(dataOf(await server.call('downloadTakeAward', {}, as(player)))).toEqual({
      activity_id: ACTIVITY_TYPE.DOWNLOAD,
      amount: 20_00,
      money_type: 1,
      coin: 20_00,
      money: 0,
      claimed_at: START / 1000,
    });
    expectRefused(await server.call('downloadTakeAward', {}, as(player)), DOWNLOAD_MESSAGES.taken);
    // Bonus from a promotion is bet ten times before it becomes cash, as a deposit's bonus.
    expect(await walletOf(server, player)).toMatchObject({ coin: 20_00, taskBonus: 20_00, taskTarget: 200_00 });
  });

  it('credits once when ten claims arrive at once', async () => {
    const player = await newPlayer(server, { brand: 'brasil' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.call('downloadTakeAward', {}, as(player))));
    expect(codesOf(answers)).toEqual([0, ...Array<number>(9).fill(500)]);
    expect((await walletOf(server, player)).coin).toBe(2_00);
    expect(promotionMovements(server, player, 'download_award')).toEqual([{ reference: 'download_award', amount: 2_00, moneyType: 1 }]);
  });
});

describe('GET /api/giftPacket/genGiftPacket', () => {
  it('makes a shareable packet carrying the invitation code, five a day', async () => {
    const player = await newPlayer(server);
    const packet = dataOf(await server.call('genGiftPacket', {}, as(player)));
    expect(packet).toMatchObject({
      activity_id: ACTIVITY_TYPE.GIFT_PACKET,
      url: '',
      create_time: START / 1000,
      expire_time: START / 1000 + 72 * 3600,
      today_num: 1,
      day_limit: 5,
    });
    expect(packet.code).toMatch(/^GP[A-HJ-NP-Z2-9]{10}$/);
    expect(packet.link).toBe(`/?iCode=${player.invitationCode}&gift=${String(packet.code)}`);
    expect(packet.share_text).toContain('Casino India');
    for (const today of [2, 3, 4, 5]) expect(dataOf(await server.call('genGiftPacket', {}, as(player))).today_num).toBe(today);
    expectRefused(await server.call('genGiftPacket', {}, as(player)), GIFT_PACKET_MESSAGES.dailyLimit(5));
    server.clock.advance(Date.parse('2025-06-03T00:00:00Z') - server.clock.now());
    expect(dataOf(await server.call('genGiftPacket', {}, as(player))).today_num).toBe(1);
  });

  it('makes at most five when many are asked for at once, in the brand language', async () => {
    const player = await newPlayer(server, { brand: 'brasil' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => server.call('genGiftPacket', {}, as(player))));
    expect(codesOf(answers)).toEqual([0, 0, 0, 0, 0, 500, 500, 500]);
    expect(String(answers.find((answer) => answer.code === 0)?.data.share_text)).toContain('Cassino Brasil');
  });
});

describe('GET /api/customer/info', () => {
  it('answers each brand its support channel, and the live chat once a licence is set', async () => {
    expect(dataOf(await server.call('customerInfo', {}))).toEqual({ flag: 0, url: 'https://t.me/casino_india_support' });
    expect(dataOf(await server.call('customerInfo', {}, { brand: 'brasil' }))).toEqual({ flag: 0, url: 'https://wa.me/5511999990000' });
    server.services.db.prepare("UPDATE site_settings SET value = '12345678' WHERE brand = 'india' AND key = 'liveChatLicense'").run();
    try {
      expect(dataOf(await server.call('customerInfo', {}))).toEqual({ flag: 1, url: 'https://direct.lc.chat/12345678/' });
    } finally {
      server.services.db.prepare("UPDATE site_settings SET value = '' WHERE brand = 'india' AND key = 'liveChatLicense'").run();
    }
  });
});

describe('GET /api/rewardCenter/list and POST /api/hall/getRed', () => {
  it('shows visitors the running events without red dots', async () => {
    const center = dataOf(await server.call('rewardCenterList', {}));
    // The seed gives each brand redeem codes, so the reward center shows its redeem entry.
    expect(center).toMatchObject({ code_redemption_switch: true, award_num: 0, activity_num: 10 });
    expect(center.activity_list.map((entry) => entry.sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(center.activity_list.every((entry) => !entry.red)).toBe(true);
    const red = dataOf(await server.call('hallRed', { device_model: 'Pixel 8' }));
    expect(red.down_load_status).toBe(0);
    expect(red.activity_list.every((entry) => !entry.is_show_red && !entry.is_agent_binding)).toBe(true);
  });

  it('dots what the player can collect now, and clears a dot once it is collected', async () => {
    const player = await newPlayer(server);
    const center = dataOf(await server.call('rewardCenterList', {}, as(player)));
    // A new player has the turntable's free spin, a blind box and the download award; gold panning waits for a deposit.
    expect(center.activity_list.filter((entry) => entry.red).map((entry) => entry.activity_id)).toEqual([
      ACTIVITY_TYPE.INVITE_TURNTABLE,
      ACTIVITY_TYPE.BLIND_BOX,
      ACTIVITY_TYPE.DOWNLOAD,
    ]);
    expect(center.award_num).toBe(3);
    const red = dataOf(await server.call('hallRed', { device_model: 'Pixel 8' }, as(player)));
    expect(red.down_load_status).toBe(1);
    expect(red.actnew_list.find((entry) => entry.activity_id === ACTIVITY_TYPE.GOLD_RUSHING)).toEqual({
      activity_id: ACTIVITY_TYPE.GOLD_RUSHING,
      is_show_red: false,
      is_show: false,
    });
    expect(red.actnew_list.find((entry) => entry.activity_id === ACTIVITY_TYPE.FIRST_RECHARGE)?.is_show).toBe(true);

    await server.call('downloadTakeAward', {}, as(player));
    await server.call('inviteRotate', {}, as(player));
    const after = dataOf(await server.call('rewardCenterList', {}, as(player)));
    expect(redOf(after.activity_list, ACTIVITY_TYPE.DOWNLOAD)).toBe(false);
    expect(redOf(after.activity_list, ACTIVITY_TYPE.INVITE_TURNTABLE)).toBe(false);
    expect(after.award_num).toBe(1);
    const redAfter = dataOf(await server.call('hallRed', { device_model: 'Pixel 8' }, as(player)));
    expect(redAfter.down_load_status).toBe(0);
    expect(redAfter.actnew_list.find((entry) => entry.activity_id === ACTIVITY_TYPE.DOWNLOAD)?.is_show).toBe(false);

    // A depositor sees gold panning (its share extra waits) and the second-deposit offer.
    recordDeposit(server, player, 100_00);
    const depositor = dataOf(await server.call('hallRed', { device_model: 'Pixel 8' }, as(player)));
    expect(depositor.actnew_list.find((entry) => entry.activity_id === ACTIVITY_TYPE.GOLD_RUSHING)).toEqual({
      activity_id: ACTIVITY_TYPE.GOLD_RUSHING,
      is_show_red: true,
      is_show: true,
    });
    expect(depositor.actnew_list.find((entry) => entry.activity_id === ACTIVITY_TYPE.SECOND_RECHARGE)?.is_show).toBe(true);
  });

  it('marks an invited player as bound to an agent', async () => {
    const agent = await newPlayer(server);
    const friend = await newPlayer(server, { invitedBy: agent });
    const red = dataOf(await server.call('hallRed', { device_model: 'Pixel 8' }, as(friend)));
    expect(red.activity_list.every((entry) => entry.is_agent_binding)).toBe(true);
  });
});

describe('a restart', () => {
  it('keeps claimed prizes claimed, opened boxes opened and turntable parts where they were', async () => {
    const restartDirs = tempDirs();
    const clock = testClock(START);
    const first = await startTestApiServer(restartDirs, { clock });
    const player = await newPlayer(first);
    const as1 = { token: player.token };
    expect((await first.call('downloadTakeAward', {}, as1)).code).toBe(0);
    const box = dataOf(await first.call('blindBoxWheelInfo', { union_key: 'none', player_id: player.id }, as1));
    expect((await first.call('dailyBlindBoxReward', { union_key: box.union_key, player_id: player.id, index: 0 }, as1)).code).toBe(0);
    const spin = dataOf(await first.call('inviteRotate', {}, as1));
    await first.call('genGiftPacket', {}, as1);
    const wallet = await walletOf(first, player);
    await first.close();

    const second = await startTestApiServer(restartDirs, { clock, dataDir: first.dataDir });
    try {
      expect(second.created).toBe(false);
      expectRefused(await second.call('downloadTakeAward', {}, as1), DOWNLOAD_MESSAGES.taken);
      const again = dataOf(await second.call('blindBoxWheelInfo', { union_key: 'none', player_id: player.id }, as1));
      expect(again).toMatchObject({ union_key: box.union_key, daily_box_num: 0 });
      expect(dataOf(await second.call('activityInfo', { activity_id: 8 }, as1))).toMatchObject({
        part_id: spin.part_id,
        accum_money: spin.accum_money,
        is_join: true,
      });
      expect(dataOf(await second.call('genGiftPacket', {}, as1)).today_num).toBe(2);
      expect(await walletOf(second, player)).toEqual(wallet);
      expect(await ledgerAudit(second)).toEqual([]);
    } finally {
      await second.close();
      restartDirs.cleanup();
    }
  });
});

describe('afterwards', () => {
  it('kept every balance equal to its ledger', async () => {
    expect(await ledgerAudit(server)).toEqual([]);
  });
});
