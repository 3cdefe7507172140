// The player's statement over real HTTP: every cash and bonus movement of a period, opening +
// movements = closing, totals per cause equal to the ledger's sums, the CSV of the same rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_TYPE, type ApiEnvelope } from '@casino/shared-kernel/api-contract';
import type { RoundAnswer } from '../games/rounds.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { deposit, newPlayer } from '../withdrawals/withdrawal-fixtures.ts';
import { statementCsv } from './statements.ts';

const dirs = tempDirs();
let server: TestApiServer;
const clock = testClock(Date.UTC(2026, 10, 26, 9, 0, 0));
const HOUR = 3600 * 1000;

beforeAll(async () => {
  server = await startTestApiServer(dirs, { clock });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

async function play(token: string, stake: number, nonce: string): Promise<RoundAnswer> {
  const url = dataOf(await server.call('gameUrl', { game_id: 'orig-dice', game_type: 'Originals', money_type: MONEY_TYPE.CASH, mod: 1 }, { token })).game_url;
  const response = await fetch(`${server.url}${new URL(url).pathname}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nonce, stake, target: 50, direction: 'over' }),
  });
  return dataOf((await response.json()) as ApiEnvelope<RoundAnswer>);
}

const seconds = () => Math.floor(clock.now() / 1000);

describe('the statement', () => {
  it('lists a period’s cash and bonus movements; opening + movements = closing, and the totals are the ledger’s', async () => {
    const player = await newPlayer(server);
    deposit(server, player.id, 1_000_00, { bonus: 50_00, unlocked: true });
    clock.advance(HOUR);
    const from = seconds();
    const rounds = [await play(player.token, 100_00, 'statement-1'), await play(player.token, 40_00, 'statement-2')];
    deposit(server, player.id, 200_00);
    clock.advance(HOUR);
    const to = seconds();
    await play(player.token, 10_00, 'statement-3');

    const statement = dataOf(await server.call('gamingStatement', { from, to }, { token: player.token }));
    // The deposit's bonus was released into cash once its turnover was bet.
    expect(statement.opening).toEqual({ 1: 0, 2: 1_050_00 });
    const wins = rounds.reduce((sum, round) => sum + round.round.win, 0);
    expect(statement.totals.bet).toEqual({ 2: -140_00 });
    expect(statement.totals.deposit).toEqual({ 2: 200_00 });
    expect(statement.totals.win?.[2] ?? 0).toBe(wins);
    const sum = (moneyType: number) => statement.rows.filter((row) => row.money_type === moneyType).reduce((total, row) => total + row.amount, 0);
    expect(statement.closing[2]).toBe((statement.opening[2] ?? 0) + sum(2));
    expect(statement.closing[2]).toBe(1_050_00 - 140_00 + wins + 200_00);
    expect(statement.closing[1]).toBe(0);

    const lines = statement.csv.trim().split('\n');
    expect(lines[0]).toBe('time_utc,cause,balance,amount,balance_after');
    expect(lines).toHaveLength(statement.rows.length + 1);
    expect(lines[1]).toMatch(/^2026-11-26T10:00:00\.000Z,bet,cash,-100\.00,\d+\.\d\d$/);
  });

  it('refuses a period that ends before it starts or spans more than a year', async () => {
    const player = await newPlayer(server);
    expect((await server.call('gamingStatement', { from: 200, to: 100 }, { token: player.token })).msg).toBe('to: must be after from, at most a year later');
    expect((await server.call('gamingStatement', { from: 0, to: 400 * 86_400 }, { token: player.token })).msg).toBe('to: must be after from, at most a year later');
  });
});

describe('the statement’s CSV', () => {
  it('quotes a cell with a carriage return, a line feed, a comma or a quote, and nothing else', () => {
    const row = { time: 1_795_000_000, money_type: MONEY_TYPE.CASH, amount: -1_234_50, balance_after: 99 };
    const csv = statementCsv([
      { ...row, cause: 'bet\rwin' },
      { ...row, cause: 'bet\nwin' },
      { ...row, cause: 'bet, win' },
      { ...row, cause: 'say "hi"' },
      { ...row, cause: 'bet' },
    ]);
    expect(csv).toBe(
      [
        'time_utc,cause,balance,amount,balance_after',
        '2026-11-18T11:06:40.000Z,"bet\rwin",cash,-1234.50,0.99',
        '2026-11-18T11:06:40.000Z,"bet\nwin",cash,-1234.50,0.99',
        '2026-11-18T11:06:40.000Z,"bet, win",cash,-1234.50,0.99',
        '2026-11-18T11:06:40.000Z,"say ""hi""",cash,-1234.50,0.99',
        '2026-11-18T11:06:40.000Z,bet,cash,-1234.50,0.99',
        '',
      ].join('\n'),
    );
  });
});
