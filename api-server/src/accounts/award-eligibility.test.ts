// Guests and awards over real HTTP: a guest account (one request away, so farmable from many
// addresses) takes no cash or bonus until it proves a phone or an address, unless the brand says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, LOGIN_TYPE } from '@casino/shared-kernel/api-contract';
import { PromotionConfigs } from '../promotions/promotion-config.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';
import { AWARD_MESSAGES } from './award-eligibility.ts';

const dirs = tempDirs();
let server: TestApiServer;
beforeAll(async () => {
  server = await startTestApiServer(dirs);
});
afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const refused = { code: 500, msg: AWARD_MESSAGES.proveFirst, data: null };
let devices = 0;
async function guest(brand = 'india'): Promise<{ token: string; id: number }> {
  devices += 1;
  const device = `award-guest-${devices}`;
  const answer = dataOf(
    await server.call('loginRegister', { client_type: LOGIN_TYPE.GUEST, channel_id: 1, device_id: device, system_type: 3 }, { brand, headers: { [API_HEADERS.deviceId]: device } }),
  );
  return { token: answer.accessToken, id: Number(server.services.db.prepare('SELECT id FROM players WHERE guest_device_id = ?').get(device)?.id) };
}
const balances = (id: number) => server.services.ledger.balances(id);

describe('awards for guest accounts', () => {
  it('keeps the welcome bonus and the download award from a guest until it proves its phone', async () => {
    const player = await guest();
    const [welcome] = dataOf(await server.call('mailList', {}, { token: player.token })).list;
    if (!welcome) throw new Error('no welcome mail');
    expect(await server.call('mailClaim', { mail_id: welcome.id }, { token: player.token })).toEqual(refused);
    expect(await server.call('mailClaimAll', {}, { token: player.token })).toEqual(refused);
    expect(await server.call('downloadTakeAward', {}, { token: player.token })).toEqual(refused);
    expect(balances(player.id)).toMatchObject({ cash: 0, bonus: 0 });

    // Proven by the code sent to the phone: the same awards are taken.
    expect((await server.call('sendCode', { mobile_or_email: '919812340001' })).code).toBe(0);
    const [code] = await server.outbox('919812340001');
    expect((await server.call('bindMobile', { mobile: '9812340001', verify_code: code?.code ?? '' }, { token: player.token })).code).toBe(0);
    expect((await server.call('mailClaim', { mail_id: welcome.id }, { token: player.token })).code).toBe(0);
    expect((await server.call('downloadTakeAward', {}, { token: player.token })).code).toBe(0);
    expect(balances(player.id).bonus).toBeGreaterThan(0);
  });

  it('pays guests where the brand’s promotion settings say so', async () => {
    const configs = new PromotionConfigs(server.services.db);
    const brasil = configs.of('brasil', 'BRL');
    if (!brasil) throw new Error('no settings for brasil');
    configs.store('brasil', { ...brasil, guestAwards: true }, 0);
    try {
      const player = await guest('brasil');
      expect(dataOf(await server.call('downloadTakeAward', {}, { token: player.token, brand: 'brasil' }))).toMatchObject({ amount: brasil.download.bonus });
      // India's guests still take nothing.
      expect(await server.call('downloadTakeAward', {}, { token: (await guest()).token })).toEqual(refused);
    } finally {
      configs.store('brasil', brasil, 0);
    }
  });
});
