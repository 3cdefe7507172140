// Production as docker-compose runs it (issue 21, items 2, 3 and 10): no development routes, no
// demo data unless asked for (and then no withdrawable money), no clear codes kept anywhere.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN_TYPE, MONEY_TYPE } from '@casino/shared-kernel/api-contract';
import { tempDirs } from './testing/temp-dirs.ts';
import { startTestApiServer, type TestApiServer } from './testing/test-api-server.ts';

const dirs = tempDirs();
const servers: TestApiServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  dirs.cleanup();
});

const PRODUCTION_KEYS = { india: 'india-production-key-0123456789', brasil: 'brasil-production-key-0123456789' };

async function production(demoPlayers: boolean): Promise<TestApiServer> {
  const server = await startTestApiServer(dirs, { mode: 'production', signingKeys: PRODUCTION_KEYS, demoPlayers });
  servers.push(server);
  return server;
}

const count = (server: TestApiServer, sql: string, ...values: (string | number)[]) => Number(server.services.db.prepare(sql).get(...values)?.n ?? 0);

describe('production', () => {
  it('seeds no demo player, serves no development route, and keeps no code in clear', async () => {
    const server = await production(false);
    expect(server.demoLogins).toEqual([]);
    expect(count(server, 'SELECT COUNT(*) AS n FROM players')).toBe(0);
    expect((await server.request({ method: 'GET', path: '/dev/outbox', signature: 'none' })).status).toBe(404);
    expect((await server.request({ method: 'POST', path: '/dev/orders/1/settle', body: { outcome: 'paid' }, signature: 'none' })).status).toBe(404);

    expect((await server.call('sendCode', { mobile_or_email: '919811112222' })).code).toBe(0);
    expect(count(server, 'SELECT COUNT(*) AS n FROM verification_codes')).toBe(1);
    expect(count(server, 'SELECT COUNT(*) AS n FROM outbox')).toBe(0);
    // The demo password signs nobody in.
    const demo = await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: '919000000001', password: 'demo1234' });
    expect(demo.code).not.toBe(0);
  });

  it('keeps codes so that a copy of the database cannot recover a live one: HMAC under a key it never holds', async () => {
    // Development, for the outbox's clear code; production stores codes alike.
    const codeKey = 'code-key-of-the-operator-0123';
    const server = await startTestApiServer(dirs, { codeKey });
    servers.push(server);
    expect((await server.call('sendCode', { mobile_or_email: '919811113333' })).code).toBe(0);
    const [message] = await server.outbox('919811113333');
    const stored = String(server.services.db.prepare("SELECT code_hash FROM verification_codes WHERE target = '919811113333'").get()?.code_hash);
    const material = `india\n919811113333\n${message?.code ?? ''}`;
    // What the database holds (brand, number) and a guess are not enough: the million guesses need the key.
    expect(stored).not.toBe(createHash('sha256').update(material).digest('hex'));
    expect(stored).toBe(createHmac('sha256', codeKey).update(material).digest('hex'));
    expect(JSON.stringify(server.services.db.prepare('SELECT * FROM verification_codes').all())).not.toContain(codeKey);
  });

  it('seeds demo players only when asked for, with bonus and no withdrawable money', async () => {
    const server = await production(true);
    expect(server.demoLogins.map((login) => login.brand)).toEqual(['india', 'brasil']);
    const cash = count(server, 'SELECT COALESCE(SUM(amount), 0) AS n FROM ledger WHERE money_type = ?', MONEY_TYPE.CASH);
    const bonus = count(server, 'SELECT COALESCE(SUM(amount), 0) AS n FROM ledger WHERE money_type = ?', MONEY_TYPE.COIN);
    expect(cash).toBe(0);
    expect(bonus).toBeGreaterThan(0);
    // No cash gift in the inbox and no payout history either.
    expect(count(server, "SELECT COUNT(*) AS n FROM mails WHERE mail_key = 'demo:cash-gift'")).toBe(0);
    expect(count(server, 'SELECT COUNT(*) AS n FROM withdrawals')).toBe(0);
  });
});
