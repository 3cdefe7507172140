// Provably fair rounds over real HTTP: the hash shown before a bet, the client seed, the nonce,
// rotation revealing the seed, and every stored round replayed from its revealed seeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { MONEY_TYPE, type ApiEnvelope } from '@casino/shared-kernel/api-contract';
import { FAIR_GAME_WORDS, fairOutcome } from '@casino/shared-kernel/provably-fair';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';
import { LEDGER_CAUSE } from '../wallet/ledger.ts';
import type { FairPairView, RevealedSeedView } from './fair-seeds.ts';
import { roundWords } from './fair-stream.ts';
import type { RoundAnswer, RoundView } from './rounds.ts';

const dirs = tempDirs();
let server: TestApiServer;

beforeAll(async () => {
  server = await startTestApiServer(dirs);
});
afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const DICE = { game_id: 'orig-dice', game_type: 'Originals' };
const CRASH = { game_id: 'orig-crash', game_type: 'Originals' };
const SLOT = { game_id: 'orig-fruit-slot', game_type: 'Originals' };

let counter = 0;
const requestId = () => `fair-${(counter += 1)}-${Math.random().toString(36).slice(2, 10)}`;

async function fundedGuest(cash: number) {
  const device = `device-${requestId()}`;
  const login = dataOf(await server.call('loginRegister', { client_type: 0, channel_id: 1, device_id: device, system_type: 3 }));
  const { id } = dataOf(await server.call('userInfo', {}, { token: login.accessToken }));
  server.services.ledger.move({
    playerId: id,
    requestKey: `grant-${device}`,
    cause: LEDGER_CAUSE.SEED_GRANT,
    entries: [{ moneyType: MONEY_TYPE.CASH, amount: cash }],
  });
  return { token: login.accessToken, id };
}

async function pageOf(token: string, game: { game_id: string; game_type: string }) {
  const { game_url } = dataOf(await server.call('gameUrl', { ...game, money_type: MONEY_TYPE.CASH, mod: 1 }, { token }));
  return `${server.url}${new URL(game_url).pathname}`;
}

async function post<T>(url: string, body: unknown): Promise<{ status: number; envelope: ApiEnvelope<T> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, envelope: (await response.json()) as ApiEnvelope<T> };
}

const state = async (page: string) =>
  ((await (await fetch(`${page}/state`)).json()) as ApiEnvelope<{ fairness: FairPairView; rounds: RoundView[]; game: { rtp: number } }>).data;
const play = async (page: string, body: Record<string, unknown>) => {
  const { envelope } = await post<RoundAnswer>(`${page}/round`, { nonce: requestId(), stake: 100, ...body });
  if (!envelope.data) throw new Error(envelope.msg);
  return envelope.data;
};

/** Recomputes a round from its revealed seeds with the kernel's mapping: what a player's verifier does. */
function replay(round: RoundView, rtp: number) {
  const fair = round.fair;
  if (!fair?.server_seed) throw new Error(`round ${round.id} is not revealed`);
  expect(createHash('sha256').update(Buffer.from(fair.server_seed, 'hex')).digest('hex')).toBe(fair.server_seed_hash);
  const words = roundWords(fair.server_seed, fair.client_seed, fair.nonce, FAIR_GAME_WORDS[fair.game]);
  return fairOutcome(fair.game, words, Math.round(rtp * 100));
}

const stored = (round: RoundView) =>
  round.engine === 'dice'
    ? { game: 'dice', roll: Math.round(Number(round.result.roll) * 100) }
    : round.engine === 'crash'
      ? { game: 'crash', crashPoint: Math.round(Number(round.result.crash_point) * 100) }
      : { game: 'slot', stops: round.result.stops };

describe('provably fair rounds', () => {
  it('shows the server seed hash, client seed and nonce 0 before any bet, and hides the seed', async () => {
    const player = await fundedGuest(10_000);
    const page = await pageOf(player.token, DICE);
    const { fairness, rounds } = await state(page);
    expect(rounds).toEqual([]);
    expect(fairness).toEqual({ server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/), client_seed: expect.stringMatching(/^[0-9a-f]{16}$/), nonce: 0 });
    expect(JSON.stringify(await state(page))).not.toMatch(/server_seed"/);
  });

  it('draws each round from the shown hash, the client seed and the next nonce; rotation reveals the seed and every round replays', async () => {
    const player = await fundedGuest(100_000);
    const page = await pageOf(player.token, DICE);
    const before = (await state(page)).fairness;
    const changed = await post<FairPairView>(`${page}/fairness/client-seed`, { client_seed: 'my lucky seed' });
    expect(changed.envelope.data).toEqual({ ...before, client_seed: 'my lucky seed' });

    const played: RoundView[] = [];
    for (let index = 0; index < 5; index += 1) played.push((await play(page, { target: 50, direction: 'under' })).round);
    expect(played.map((round) => round.fair?.nonce)).toEqual([0, 1, 2, 3, 4]);
    expect(played.every((round) => round.fair?.server_seed_hash === before.server_seed_hash && round.fair.server_seed === null)).toBe(true);
    expect((await state(page)).fairness.nonce).toBe(5);

    const rotated = await post<{ revealed: RevealedSeedView; current: FairPairView }>(`${page}/fairness/rotate`, {});
    const { revealed, current } = rotated.envelope.data ?? { revealed: undefined, current: undefined };
    expect(revealed).toMatchObject({ server_seed_hash: before.server_seed_hash, rounds: 5 });
    expect(current).toMatchObject({ client_seed: 'my lucky seed', nonce: 0 });
    expect(current?.server_seed_hash).not.toBe(before.server_seed_hash);

    const { rounds, game } = await state(page);
    const old = rounds.filter((round) => round.fair?.server_seed_hash === before.server_seed_hash);
    expect(old).toHaveLength(5);
    for (const round of old) {
      expect(round.fair?.server_seed).toBe(revealed?.server_seed);
      expect(replay(round, game.rtp)).toEqual(stored(round));
    }
  });

  it('replays every round of crash and the slot too, and keeps the nonce counting across client seeds', async () => {
    const player = await fundedGuest(1_000_000);
    for (const [game, body] of [
      [CRASH, { cashout: 2 }],
      [SLOT, {}],
    ] as const) {
      const page = await pageOf(player.token, game);
      await play(page, body);
      await post(`${page}/fairness/client-seed`, { client_seed: 'second' });
      await play(page, body);
      await post(`${page}/fairness/rotate`, {});
      const { rounds, game: facts } = await state(page);
      expect(rounds.map((round) => [round.fair?.client_seed, round.fair?.nonce])).toEqual([
        ['second', 1],
        [expect.stringMatching(/^[0-9a-f]{16}$/), 0],
      ]);
      for (const round of rounds) expect(replay(round, facts.rtp)).toEqual(stored(round));
    }
  });

  it('lists the player’s own rounds for the game record (fairRounds): the seed hidden until rotated', async () => {
    const player = await fundedGuest(10_000);
    const other = await fundedGuest(10_000);
    const page = await pageOf(player.token, DICE);
    await play(page, { target: 30, direction: 'over' });
    await play(await pageOf(other.token, DICE), { target: 30, direction: 'over' });
    const before = dataOf(await server.call('fairRounds', {}, { token: player.token })).list;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ game_name: expect.any(String), engine: 'dice', rtp: 99, stake: 100, fair: { server_seed: null, nonce: 0 } });
    await post(`${page}/fairness/rotate`, {});
    const [after] = dataOf(await server.call('fairRounds', {}, { token: player.token })).list;
    expect(after?.fair.server_seed).toMatch(/^[0-9a-f]{64}$/);
    const words = roundWords(after?.fair.server_seed ?? '', after?.fair.client_seed ?? '', 0, FAIR_GAME_WORDS.dice);
    expect(fairOutcome('dice', words, 9900)).toEqual({ game: 'dice', roll: Math.round(Number(after?.result.roll) * 100) });
  });

  it('keeps a seed pair per game family: rotating dice leaves crash untouched', async () => {
    const player = await fundedGuest(1_000);
    const dice = await pageOf(player.token, DICE);
    const crash = await pageOf(player.token, CRASH);
    const crashBefore = (await state(crash)).fairness;
    expect((await state(dice)).fairness.server_seed_hash).not.toBe(crashBefore.server_seed_hash);
    await post(`${dice}/fairness/rotate`, {});
    expect((await state(crash)).fairness).toEqual(crashBefore);
  });

  it('refuses a client seed that is empty, too long, holds ":" or is not text, changing nothing', async () => {
    const player = await fundedGuest(1_000);
    const page = await pageOf(player.token, DICE);
    const before = (await state(page)).fairness;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(''), fc.constant('a'.repeat(65)), fc.constant('a:b'), fc.constant('tab\there'), fc.integer(), fc.constant(null)),
        async (seed) => {
          const { status, envelope } = await post(`${page}/fairness/client-seed`, { client_seed: seed });
          expect(status).toBe(200);
          expect(envelope.code).toBe(500);
          expect(envelope.msg).toBe('client_seed: must be 1 to 64 printable characters without ":"');
        },
      ),
      { numRuns: 12 },
    );
    expect((await state(page)).fairness).toEqual(before);
  });

  it('takes each nonce once when rounds arrive at once, and a retried round keeps its nonce', async () => {
    const player = await fundedGuest(100_000);
    const page = await pageOf(player.token, DICE);
    const answers = await Promise.all(Array.from({ length: 8 }, () => play(page, { target: 50, direction: 'over' })));
    expect(answers.map((answer) => answer.round.fair?.nonce).sort((a = 0, b = 0) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const id = requestId();
    const first = await post<RoundAnswer>(`${page}/round`, { nonce: id, stake: 100, target: 50, direction: 'over' });
    const again = await post<RoundAnswer>(`${page}/round`, { nonce: id, stake: 100, target: 50, direction: 'over' });
    expect(again.envelope.data?.round.fair).toEqual(first.envelope.data?.round.fair);
    expect((await state(page)).fairness.nonce).toBe(9);
  });
});
