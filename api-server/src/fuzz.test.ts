// Malformed payloads and headers against every call: never a 5xx, always the envelope, and no
// money moves where the payload was refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { API_HEADERS, ENDPOINTS, parseApiRequest, type EndpointName } from '@casino/shared-kernel/api-contract';
import { apiRoutes } from './server/create-api-server.ts';
import { tempDirs } from './testing/temp-dirs.ts';
import { startTestApiServer, type TestApiServer } from './testing/test-api-server.ts';
import { auditLedger, type Balances } from './wallet/ledger.ts';

const dirs = tempDirs();
let server: TestApiServer;
let token: string;
let demoId: number;
let before: Balances;
/** Ledger rows before the fuzzing, so the check below reads only what the fuzzing wrote. */
let ledgerRowsBefore: number;

beforeAll(async () => {
  server = await startTestApiServer(dirs);
  const login = await server.signInDemo();
  token = login.accessToken;
  demoId = login.userInfo.id;
  before = server.services.ledger.balances(demoId);
  ledgerRowsBefore = ledgerRows();
  // Sign-out would end the token the other calls run with; it takes no payload to spoil anyway.
  IMPLEMENTED = (Object.keys(apiRoutes(server.services)) as EndpointName[]).filter((name) => name !== 'logout');
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

let IMPLEMENTED: EndpointName[] = [];

const ledgerRows = () => Number(server.services.db.prepare('SELECT COUNT(*) AS n FROM ledger').get()?.n ?? 0);

/**
 * Calls an empty body satisfies take no payload worth spoiling: any body is the same request to
 * them, so a claim among them (claim all mail, the download award, a spin) may rightly pay. The
 * money check leaves them out; every call with required fields must refuse a payload its schema
 * refuses without moving money.
 */
const takesPayload = (name: EndpointName) => !parseApiRequest(name, {}).success;

/** The fields the calls know, so spoiled values reach past the first missing-field check. */
const FIELDS = [
  'client_type',
  'mobile',
  'email',
  'password',
  'old_password',
  'verify_code',
  'channel_id',
  'device_id',
  'token',
  'nick_name',
  'avatar_id',
  'gameCode',
  'uid',
  'mobile_or_email',
  'system_type',
  'invitation_code',
  'amount',
  '__proto__',
  'constructor',
  'notice_type',
  'game_id',
  'game_type',
  'money_type',
  'mod',
  'type',
  'config_type',
  'pay_count',
  'pay_type',
  'goods_id',
  'goods_type',
  'pay_method_id',
  'last_id',
  'limit',
  'page',
  'invite_type',
  'activity_id',
  'union_key',
  'index',
  'name',
  'cpf',
  'captcha_key',
  'captcha',
];

const spoiled = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue(), { maxKeys: 6 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null), fc.constant(-1e308)), { maxKeys: 6 }),
);

const queryOf = (value: unknown) => {
  const query = new URLSearchParams();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) query.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  return query.toString();
};

function expectEnvelope(answer: { status: number; body: unknown }) {
  expect(answer.status).toBeLessThan(500);
  const body = answer.body as { code: unknown; msg: unknown; data: unknown };
  expect(typeof body.code).toBe('number');
  expect(typeof body.msg).toBe('string');
  expect('data' in body).toBe(true);
}

let keys = 0;

describe('fuzz', () => {
  it('covers every call of the endpoint table but sign-out', () => {
    expect(new Set(IMPLEMENTED)).toEqual(new Set((Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => name !== 'logout')));
  });

  it('answers malformed payloads with an envelope, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...IMPLEMENTED), spoiled, fc.boolean(), async (name, payload, signedIn) => {
        const { method, path } = ENDPOINTS[name];
        const query = method === 'GET' ? queryOf(payload) : '';
        const answer = await server.request({
          method,
          path: query ? `${path}?${query}` : path,
          body: method === 'GET' ? undefined : JSON.stringify(payload),
          token: signedIn ? token : '',
          // A money call carries its key, as the site's client sends it, so its payload reaches the handler.
          headers: 'needsIdempotencyKey' in ENDPOINTS[name] ? { [API_HEADERS.idempotencyKey]: `fuzz-${(keys += 1)}` } : {},
        });
        expectEnvelope(answer);
      }),
      { numRuns: 400 },
    );
  });

  it('answers spoiled headers with an envelope, never a 5xx', async () => {
    const header = fc.constantFrom(...Object.values(API_HEADERS), 'Content-Type');
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', ' ', '3', '0', '21', 'application/json', 't=1, sig=x'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...IMPLEMENTED), header, value, async (name, headerName, headerValue) => {
        const { method, path } = ENDPOINTS[name];
        // Header values travel as Latin-1: drop what fetch would refuse to send.
        const sendable = headerValue.replace(/[^\x20-\x7e]/g, '');
        const answer = await server.request({ method, path, body: method === 'GET' ? undefined : {}, token, headers: { [headerName]: sendable } });
        expectEnvelope(answer);
      }),
      { numRuns: 200 },
    );
  });

  it('moves no money on a payload the contract refuses, and keeps the ledger whole', async () => {
    const withFields = IMPLEMENTED.filter(takesPayload);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withFields), spoiled, async (name, payload) => {
        const { method, path } = ENDPOINTS[name];
        const query = method === 'GET' ? queryOf(payload) : '';
        // A GET's payload travels as text in the query: judge what the server will read.
        const sent = method === 'GET' ? Object.fromEntries(new URLSearchParams(query)) : payload;
        fc.pre(!parseApiRequest(name, sent).success);
        const rows = ledgerRows();
        const answer = await server.request({
          method,
          path: query ? `${path}?${query}` : path,
          body: method === 'GET' ? undefined : JSON.stringify(payload),
          token,
        });
        expectEnvelope(answer);
        expect((answer.body as { code: number }).code).not.toBe(0);
        expect(ledgerRows()).toBe(rows);
      }),
      { numRuns: 300 },
    );
    expect(auditLedger(server.services.db)).toEqual([]);
    // What did move came from calls without a payload (a claim of everything, an award): never a withdrawal or a bet.
    const causes = server.services.db
      .prepare('SELECT DISTINCT cause FROM ledger WHERE id > ?')
      .all(ledgerRowsBefore)
      .map((row) => String(row.cause));
    for (const cause of causes) expect(['claim', 'promotion', 'cashback']).toContain(cause);
    expect(server.services.ledger.balances(demoId).frozenCash).toBe(before.frozenCash);
  });
});
