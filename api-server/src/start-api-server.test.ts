import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_TYPE, MONEY_TYPE } from '@casino/shared-kernel/api-contract';
import { tempDirs } from './testing/temp-dirs.ts';
import { dataOf, startTestApiServer } from './testing/test-api-server.ts';
import { LEDGER_CAUSE } from './wallet/ledger.ts';

const dirs = tempDirs();
afterAll(() => dirs.cleanup());

describe('state on disk', () => {
  it('seeds only the first start, and keeps accounts, tokens and money across a restart', async () => {
    const first = await startTestApiServer(dirs);
    expect(first.created).toBe(true);
    expect(first.demoLogins.map((login) => login.brand)).toEqual(['india', 'brasil']);
    const login = dataOf(await first.register({ client_type: LOGIN_TYPE.PHONE, mobile: '9600000001', password: 'secret-1', channel_id: 1 }));
    first.services.ledger.move({
      playerId: login.userInfo.id,
      requestKey: 'gift',
      cause: LEDGER_CAUSE.CLAIM,
      entries: [{ moneyType: MONEY_TYPE.CASH, amount: 1_234 }],
    });
    await first.close();

    const second = await startTestApiServer(dirs, { dataDir: first.dataDir });
    try {
      expect(second.created).toBe(false);
      expect(dataOf(await second.call('walletInfo', {}, { token: login.accessToken })).money).toBe(1_234);
      expect((await second.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: '9600000001', password: 'secret-1', system_type: 3 })).code).toBe(0);
      // The seed did not run again: one demo player per brand.
      expect(second.services.db.prepare("SELECT COUNT(*) AS n FROM players WHERE mobile = '919000000001'").get()).toEqual({ n: 1 });
    } finally {
      await second.close();
    }
  });
});
