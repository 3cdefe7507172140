// Money is never created or lost: random sequences of deposits (paid, cancelled, confirmed twice),
// demo-game bets (some retried with the same nonce), poker tables (buy-in, hands, cash-out, double clicks), mail claims and withdrawals (paid out or
// failed), over real HTTP, by several players at once. After every sequence each player holds
// exactly what the API told them came in minus what went out, and the ledger's audit is empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOGIN_TYPE, ORDER_STATUS, PAY_TYPE } from '@casino/shared-kernel/api-contract';
import { tempDirs } from './testing/temp-dirs.ts';
import { dataOf, startTestApiServer, type TestApiServer } from './testing/test-api-server.ts';
import { auditLedger } from './wallet/ledger.ts';

const dirs = tempDirs();
let server: TestApiServer;

beforeAll(async () => {
  server = await startTestApiServer(dirs);
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

/** A player as the sequences drive it, with what the API said moved in and out. */
interface Player {
  id: number;
  token: string;
  accountId: number;
  /** The launch of the demo dice game, made on the first bet. */
  roundPath?: string;
  /** Everything the API reported: deposits credited, awards claimed, wins; minus stakes and payouts. */
  expected: number;
}

type Action =
  | { kind: 'deposit'; who: number; rupees: number; outcome: 'confirm' | 'cancel'; twice: boolean }
  | { kind: 'bet'; who: number; stake: number; retry: boolean }
  | { kind: 'claim'; who: number }
  | { kind: 'withdraw'; who: number; rupees: number; outcome: 'success' | 'fail' }
  | { kind: 'poker'; who: number; buyIn: number; hands: number; twice: boolean };

const PLAYERS = 3;
const who = fc.integer({ min: 0, max: PLAYERS - 1 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    who,
    rupees: fc.integer({ min: 100, max: 3_000 }),
    outcome: fc.constantFrom('confirm' as const, 'cancel' as const),
    twice: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('bet' as const), who, stake: fc.integer({ min: 1_00, max: 500_00 }), retry: fc.boolean() }),
  fc.record({ kind: fc.constant('claim' as const), who }),
  fc.record({
    kind: fc.constant('poker' as const),
    who,
    buyIn: fc.integer({ min: 4_000, max: 10_000 }),
    hands: fc.integer({ min: 0, max: 3 }),
    twice: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    who,
    rupees: fc.integer({ min: 100, max: 2_000 }),
    outcome: fc.constantFrom('success' as const, 'fail' as const),
  }),
);

let made = 0;
async function newPlayer(): Promise<Player> {
  const n = (made += 1);
  const mobile = `95${String(n).padStart(8, '0')}`;
  const login = dataOf(await server.register({ client_type: LOGIN_TYPE.PHONE, mobile, password: 'secret-1', channel_id: 1 }));
  const account = dataOf(
    await server.call(
      'addWithdrawAccount',
      { name: `Player ${n}`, ifscCode: 'HDFC0000123', phone: `6010${String(n).padStart(8, '0')}` },
      { token: login.accessToken },
    ),
  );
  return { id: login.userInfo.id, token: login.accessToken, accountId: Number(account.id), expected: 0 };
}

const total = (player: Player) => {
  const balances = server.services.ledger.balances(player.id);
  return balances.cash + balances.bonus + balances.gold + balances.frozenCash + balances.frozenBonus;
};

const post = (path: string, body: unknown, form = false) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
    redirect: 'manual',
  });

async function deposit(player: Player, step: Extract<Action, { kind: 'deposit' }>): Promise<void> {
  const answer = await server.call(
    'createOrder',
    { goods_id: 0, goods_type: 0, amount: step.rupees * 100, pay_type: PAY_TYPE.CUSTOM, is_add_coin: true, is_join_charge_reward: false, pay_method_id: 2 },
    { token: player.token },
  );
  if (answer.code !== 0 || !answer.data) return;
  const url = new URL(answer.data.url);
  const key = url.searchParams.get('key') ?? '';
  const send = () => post(`${url.pathname}/${step.outcome}`, { key }, true);
  await (step.twice ? Promise.all([send(), send()]) : send());
  const page = dataOf(await server.call('orderList', { last_id: 0, limit: 20 }, { token: player.token }));
  const record = page.list.find((order) => order.order_no === answer.data?.order_no) as (typeof page.list)[number] & {
    money: number;
    bonus: number;
    gold: number;
  };
  if (record.status === ORDER_STATUS.SUCCESS) player.expected += record.money + record.bonus + record.gold;
}

async function bet(player: Player, step: Extract<Action, { kind: 'bet' }>): Promise<void> {
  if (!player.roundPath) {
    const launch = dataOf(await server.call('gameUrl', { game_id: 'orig-dice', game_type: 'Originals', money_type: 2, mod: 1 }, { token: player.token }));
    player.roundPath = `${new URL(launch.game_url).pathname}/round`;
  }
  const body = { nonce: `round-${player.id}-${(made += 1)}`, stake: step.stake, target: 50, direction: 'under' };
  const play = async () =>
    (await (await post(player.roundPath ?? '', body)).json()) as { code: number; data: { round: { stake: number; win: number }; replayed: boolean } | null };
  const answers = step.retry ? await Promise.all([play(), play()]) : [await play()];
  for (const answer of answers) {
    if (answer.code === 0 && answer.data && !answer.data.replayed) player.expected += answer.data.round.win - answer.data.round.stake;
  }
}

interface PokerTableAnswer {
  code: number;
  data: { street: string | null; action_count: number; legal: { check: boolean } | null; cash_out: number | null } | null;
}

/** Sits at the NLH table, plays some hands checking and calling, leaves mid-hand; `twice`: every click twice at once. */
async function poker(player: Player, step: Extract<Action, { kind: 'poker' }>): Promise<void> {
  const launch = dataOf(await server.call('gameUrl', { game_id: 'poker-10001', game_type: 'Popular', money_type: 2, mod: 1 }, { token: player.token }));
  const path = `${new URL(launch.game_url).pathname}/poker`;
  const click = async (call: string, body: unknown) => {
    const send = async () => (await (await post(`${path}/${call}`, body)).json()) as PokerTableAnswer;
    const answers = step.twice ? await Promise.all([send(), send()]) : [await send()];
    return answers.find((answer) => answer.code === 0) ?? (answers[0] as PokerTableAnswer);
  };
  const seated = await click('sit', { buy_in: step.buyIn, seats: 6 });
  if (seated.code !== 0 || !seated.data) return;
  player.expected -= step.buyIn;
  let table = seated.data;
  let hands = 0;
  while (hands < step.hands) {
    const answer =
      table.street === null
        ? ((hands += 1), await click('deal', {}))
        : await click('act', { action: table.legal?.check ? 'check' : 'call', action_count: table.action_count });
    if (answer.code !== 0 || !answer.data) break;
    table = answer.data;
  }
  const left = await click('leave', {});
  if (left.code !== 0 || left.data?.cash_out === null || left.data?.cash_out === undefined)
    throw new Error(`leaving the table failed: ${JSON.stringify(left)}`);
  player.expected += left.data.cash_out;
}

async function claim(player: Player): Promise<void> {
  await server.call('mailList', {}, { token: player.token });
  const answer = await server.call('mailClaimAll', {}, { token: player.token });
  if (answer.code === 0 && answer.data) player.expected += answer.data.award_package.reduce((sum, award) => sum + award.amount, 0);
}

async function withdraw(player: Player, step: Extract<Action, { kind: 'withdraw' }>): Promise<void> {
  const answer = await server.call('withdraw', { amount: step.rupees * 100, account_id: player.accountId }, { token: player.token });
  if (answer.code !== 0) return;
  const page = dataOf(await server.call('withdrawList', { last_id: 0, limit: 1, type: 0 }, { token: player.token }));
  const latest = page.list[0];
  if (!latest) throw new Error('a withdrawal answered ok but is not in the history');
  const settled = await post(`/dev/withdrawals/${latest.id}/settle`, { outcome: step.outcome });
  expect(settled.status).toBe(200);
  // A paid withdrawal leaves the casino whole (its fee is taken from what the player receives).
  if (step.outcome === 'success') player.expected -= latest.amount;
}

describe('money conservation', () => {
  it('keeps every player’s money equal to what came in minus what went out, whatever the sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 25 }), async (actions) => {
        const players = await Promise.all(Array.from({ length: PLAYERS }, newPlayer));
        for (const step of actions) {
          const player = players[step.who];
          if (!player) throw new Error('no such player');
          // Past the double-click windows (orders 60 s, withdrawals 5 s): each step is a new intent.
          server.clock.advance(61_000);
          if (step.kind === 'deposit') await deposit(player, step);
          else if (step.kind === 'bet') await bet(player, step);
          else if (step.kind === 'claim') await claim(player);
          else if (step.kind === 'poker') await poker(player, step);
          else await withdraw(player, step);
        }
        for (const player of players) expect(total(player)).toBe(player.expected);
        expect(auditLedger(server.services.db)).toEqual([]);
      }),
      { numRuns: 40 },
    );
    // 120 players, each registered with the code sent to their phone (a few seconds on an idle machine).
  }, 120_000);
});
