// The same one-time action sent twice at once takes effect once: each transaction re-checks what it
// relies on after the slow, concurrent part (password hashing, ID-token checks) is done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TYPE, MONEY_TYPE } from '@casino/shared-kernel/api-contract';
import { tempDirs } from './testing/temp-dirs.ts';
import { dataOf, startTestApiServer, type TestApiServer } from './testing/test-api-server.ts';
import { LEDGER_CAUSE, auditLedger } from './wallet/ledger.ts';

const dirs = tempDirs();
let server: TestApiServer;

beforeAll(async () => {
  server = await startTestApiServer(dirs);
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const codesOf = (answers: { code: number }[]) => answers.map((answer) => answer.code).sort((a, b) => a - b);

async function codeFor(phone: string): Promise<string> {
  await server.call('sendCode', { mobile_or_email: phone });
  const [message] = await server.outbox(`91${phone}`);
  if (!message) throw new Error('no code');
  return message.code;
}

describe('twice at once', () => {
  it('registers one account for one phone and one code, whichever request comes first', async () => {
    const phone = '9700000001';
    const code = await codeFor(phone);
    const payload = { client_type: LOGIN_TYPE.PHONECODEPW, mobile: phone, verify_code: code, password: 'secret-1', channel_id: 1 };
    const answers = await Promise.all([server.call('register', payload), server.call('register', payload), server.call('register', payload)]);
    expect(codesOf(answers)).toEqual([0, 500, 500]);
    expect(server.services.db.prepare("SELECT COUNT(*) AS n FROM players WHERE mobile = '919700000001'").get()).toEqual({ n: 1 });
  });

  it('registers one account when the same password registration is sent twice', async () => {
    const payload = { client_type: LOGIN_TYPE.PHONE, mobile: '9700000002', verify_code: await codeFor('9700000002'), password: 'secret-1', channel_id: 1 };
    const answers = await Promise.all([server.call('register', payload), server.call('register', payload)]);
    expect(codesOf(answers)).toEqual([0, 500]);
  });

  it('makes one guest account for one device: the first sign-in gets it and its secret, the others need that secret', async () => {
    const payload = { client_type: 0 as const, channel_id: 1, device_id: 'same-device', system_type: 3 as const };
    const logins = await Promise.all([1, 2, 3, 4].map(() => server.call('loginRegister', payload)));
    expect(codesOf(logins)).toEqual([0, 500, 500, 500]);
    expect(server.services.db.prepare("SELECT COUNT(*) AS n FROM players WHERE guest_device_id = 'same-device'").get()).toEqual({ n: 1 });
  });

  it('binds a phone with one code once', async () => {
    const guests = await Promise.all(
      ['g1', 'g2'].map(async (device) => dataOf(await server.call('loginRegister', { client_type: 0, channel_id: 1, device_id: device, system_type: 3 }))),
    );
    const phone = '9700000003';
    const code = await codeFor(phone);
    const answers = await Promise.all(guests.map((guest) => server.call('bindMobile', { mobile: phone, verify_code: code }, { token: guest.accessToken })));
    expect(codesOf(answers)).toEqual([0, 500]);
  });

  it('changes a password once when two changes name the same old password', async () => {
    const login = dataOf(await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: '9700000004', password: 'old-pass', channel_id: 1 }));
    const change = (password: string) => server.call('updateAccount', { password, old_password: 'old-pass' }, { token: login.accessToken });
    const answers = await Promise.all([change('new-pass-a'), change('new-pass-b')]);
    expect(codesOf(answers)).toEqual([0, 500]);
  });

  it('moves money once for one request key, however many times it is asked at once', async () => {
    const { userInfo } = await server.signInDemo();
    const before = server.services.ledger.balances(userInfo.id);
    const movement = {
      playerId: userInfo.id,
      requestKey: 'claim-42',
      cause: LEDGER_CAUSE.CLAIM,
      entries: [{ moneyType: MONEY_TYPE.COIN, amount: 1_000 }],
    } as const;
    const results = await Promise.all([1, 2, 3].map(() => Promise.resolve().then(() => server.services.ledger.move(movement))));
    expect(results.map((result) => result.replayed)).toEqual([false, true, true]);
    expect(server.services.ledger.balances(userInfo.id).bonus).toBe(before.bonus + 1_000);
    expect(auditLedger(server.services.db)).toEqual([]);
  });
});
