// Load benchmark: the api-server in its own process (as `start` runs it), autocannon in this one,
// on the calls a player makes most. Prints req/s and latency percentiles per call.
//   node src/bench/bench-load.ts [--duration 10] [--connections 20]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { LOGIN_TYPE, developmentSigningKey, signRequest } from '@casino/shared-kernel/api-contract';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { standardHeaders } from '../testing/standard-headers.ts';

/** The targets of issue 4 for the wallet read on the 2-core machine. */
const TARGET = { requestsPerSecond: 2_000, p99Ms: 20 };

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
const logLevel = process.env.API_LOG_LEVEL ?? 'warn';
const dataDir = mkdtempSync(path.join(tmpdir(), 'api-server-bench-'));

const child = spawn(process.execPath, [path.join(import.meta.dirname, '..', 'main.ts'), '--mode', 'development', '--port', '0', '--data-dir', dataDir, '--log-level', logLevel], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((resolve, reject) => {
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    const match = /api-server on (http:\/\/\S+)/.exec(output);
    if (!match?.[1]) return;
    // From here the service's log lines are drained unread, as a log shipper would take them.
    child.stdout.off('data', read);
    child.stdout.resume();
    resolve(match[1]);
  };
  child.once('exit', (code) => reject(new Error(`api-server exited with ${code}:\n${output}`)));
  child.stdout.on('data', read);
});

let lastSignedAt = 0;

/**
 * Headers of a signed call; a signature stays valid for 5 minutes, longer than a run. A GET's may
 * be sent again; a POST's is accepted once, so each is signed at its own millisecond.
 */
async function signed(method: 'GET' | 'POST', pathAndQuery: string, token: string, body = '') {
  lastSignedAt = Math.max(Date.now(), lastSignedAt + 1);
  const headers: Record<string, string> = {
    ...standardHeaders(token),
    'X-Casino-Signature': await signRequest({ method, pathAndQuery, body, key: developmentSigningKey('india'), timestamp: lastSignedAt }),
  };
  if (body !== '') headers['content-type'] = 'application/json';
  return headers;
}

/** `count` signed headers of one POST, each accepted once, handed out in turn to a flood's requests. */
async function signedPosts(pathAndQuery: string, body: string, count: number): Promise<() => Record<string, string>> {
  const pool: Record<string, string>[] = [];
  for (let index = 0; index < count; index += 1) pool.push(await signed('POST', pathAndQuery, '', body));
  let next = 0;
  return () => pool[next++ % pool.length] ?? {};
}

try {
  const loginBody = JSON.stringify({ client_type: LOGIN_TYPE.PHONE, mobile: '9000000001', password: DEMO_PASSWORD, system_type: 3 });
  const login = (await (
    await fetch(`${url}/api/user/login`, { method: 'POST', headers: await signed('POST', '/api/user/login', '', loginBody), body: loginBody })
  ).json()) as {
    data: { accessToken: string };
  };
  const token = login.data.accessToken;
  const walletPath = '/api/wallet?reserve=1';
  const expected = await (await fetch(`${url}${walletPath}`, { headers: await signed('GET', walletPath, token) })).text();

  console.log(`api-server ${url}, log level ${logLevel}, ${connections} connections, ${duration} s per call\n`);
  const rowOf = (name: string, result: autocannon.Result) =>
    `${name.padEnd(30)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   errors ${result.errors + result.non2xx + result.mismatches}`;

  const wallet = await autocannon({ url: `${url}${walletPath}`, headers: await signed('GET', walletPath, token), connections, duration, expectBody: expected });
  console.log(rowOf('GET /api/wallet', wallet));

  // The same read during a sign-in flood: 16 wrong passwords at a time, each a slow scrypt hash
  // (issue 21: hashes once held libuv's whole pool and the wallet read's p99 rose to 1.5 s).
  const wrongLogin = JSON.stringify({ client_type: LOGIN_TYPE.PHONE, mobile: '9000000001', password: 'wrong-password', system_type: 3 });
  // More signatures than the flood sends in a run (its refusals by the account's rate limit are
  // fast: about 500 a second on the 2-core machine), so none is sent twice (a replay is refused).
  const nextLoginHeaders = await signedPosts('/api/user/login', wrongLogin, Math.max(2_000, duration * 1_000));
  const flood = autocannon({
    url: `${url}/api/user/login`,
    method: 'POST',
    body: wrongLogin,
    connections: 16,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, headers: nextLoginHeaders() }) }],
  });
  const walletInFlood = await autocannon({ url: `${url}${walletPath}`, headers: await signed('GET', walletPath, token), connections, duration, expectBody: expected });
  const logins = await flood;
  console.log(rowOf('GET /api/wallet, login flood', walletInFlood));
  console.log(rowOf('  POST /api/user/login (wrong)', logins));

  // The lobby, as a visitor's first screen reads it (the heaviest answer: every game).
  const lobbyPath = '/api/index';
  const lobby = await autocannon({ url: `${url}${lobbyPath}`, headers: await signed('GET', lobbyPath, ''), connections, duration });
  console.log(rowOf('GET /api/index (lobby)', lobby));

  // A demo-game bet: dice on the demo player's cash, each request its own round (nonce), so every
  // one is a real bet and win through the ledger, the bet task and the round record.
  const launchPath = '/api/game/getGameUrl?game_id=orig-dice&game_type=Originals&money_type=2&mod=1';
  const launch = (await (await fetch(`${url}${launchPath}`, { headers: await signed('GET', launchPath, token) })).json()) as { data: { game_url: string } };
  const roundPath = `${new URL(launch.data.game_url).pathname}/round`;
  let rounds = 0;
  const bets = await autocannon({
    url: `${url}${roundPath}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ nonce: `bench-${process.pid}-${(rounds += 1)}`, stake: 1_00, target: 50, direction: 'under' }),
        }),
      },
    ],
  });
  console.log(rowOf('POST …/round (dice bet)', bets));
  // Every answer was HTTP 200; the rounds' own envelopes say whether each bet went through.
  const probe = (await (
    await fetch(`${url}${roundPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nonce: `bench-${process.pid}-probe`, stake: 1_00, target: 50, direction: 'under' }),
    })
  ).json()) as { code: number; msg: string };
  const cash = (await (await fetch(`${url}${walletPath}`, { headers: await signed('GET', walletPath, token) })).json()) as { data: { money: number } };
  console.log(`  ${rounds} bets sent; a bet after the run answers code ${probe.code} (${probe.msg}); cash left ${cash.data.money / 100}`);

  const met = wallet.requests.average >= TARGET.requestsPerSecond && wallet.latency.p99 < TARGET.p99Ms;
  console.log(`\ntarget for the wallet read: ${TARGET.requestsPerSecond} req/s and p99 < ${TARGET.p99Ms} ms: ${met ? 'met' : 'NOT met'}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
