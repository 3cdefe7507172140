// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayedHand } from '../poker/hand-types.ts';
import PokerTable from './poker-table.tsx';
import type { TableState, TableView } from './table-api.ts';

// Root-relative, as the api-server answers it behind the site's own /api/.
const GAME_URL = '/api/play/launch-token';
const RULES: TableState['rules'] = { variant: 'nlh', small_blind: 50, big_blind: 100, ante: 0, min_buy_in: 4_000, max_buy_in: 10_000, rake: 0 };

const seats = (stack: number, hole: number[]): TableView['seats'] => [
  { seat: 0, name: 'player', stack, bet: 100, folded: false, all_in: false, hole, you: true, button: false },
  { seat: 1, name: 'bot1', stack: 9_900, bet: 100, folded: false, all_in: false, hole: [], you: false, button: true },
];

const view = (over: Partial<TableView>): TableView => ({
  session_id: 7,
  game_id: 10001,
  variant: 'nlh',
  small_blind: 50,
  big_blind: 100,
  ante: 0,
  buy_in: 10_000,
  seats: seats(9_900, [30, 29]),
  board: [],
  pot: 200,
  street: 'preflop',
  action_count: 4,
  to_act: 0,
  legal: { fold: false, check: true, call: 0, raise: { min: 200, max: 10_000 }, allIn: 9_900 },
  deadline: 1_000_030,
  last_hand: null,
  closed: false,
  cash_out: null,
  now: 1_000_000,
  ...over,
});

const FINISHED = view({
  street: null,
  pot: 0,
  legal: null,
  to_act: null,
  deadline: null,
  board: [18, 35, 52, 69, 22],
  seats: [
    { seat: 0, name: 'player', stack: 10_100, bet: 0, folded: false, all_in: false, hole: [30, 29], you: true, button: false },
    { seat: 1, name: 'bot1', stack: 9_900, bet: 0, folded: false, all_in: false, hole: [34, 51], you: false, button: true },
  ],
  last_hand: {
    variant: 'nlh',
    smallBlind: 50,
    bigBlind: 100,
    ante: 0,
    buttonSeat: 1,
    seats: [
      { seat: 0, id: 'player', stack: 10_000, hole: [30, 29] },
      { seat: 1, id: 'bot1', stack: 10_000, hole: [34, 51] },
    ],
    board: [18, 35, 52, 69, 22],
    actions: [],
    pots: [{ amount: 200, eligible: [0, 1], winners: [0] }],
    won: { 0: 200 },
    returned: {},
    shown: [
      { seat: 0, hole: [30, 29], category: 'high-card' },
      { seat: 1, hole: [34, 51], category: 'pair' },
    ],
  },
});

const HAND: PlayedHand = { id: 41, session_id: 7, net: 100, created_at: 1_000_001, hand: FINISHED.last_hand as PlayedHand['hand'] };
const OLD_HAND: PlayedHand = { ...HAND, id: 12, session_id: 3 };

let requests: { method: string; path: string; body: unknown }[];
let answers: Record<string, () => unknown>;

beforeEach(() => {
  requests = [];
  answers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, location.href).pathname.replace('/api/play/launch-token', '');
      const method = init.method ?? 'GET';
      requests.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
      const answer = answers[`${method} ${path}`];
      if (!answer) return new Response(JSON.stringify({ code: 500, msg: 'unexpected', data: null }), { status: 500 });
      const data = answer();
      return new Response(JSON.stringify(data instanceof Error ? { code: 500, msg: data.message, data: null } : { code: 0, msg: 'ok', data }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the poker table', () => {
  it('buys in, draws the seats and cards, checks, deals the next hand, keeps the session’s history and leaves with the stack', async () => {
    let table: TableView | null = null;
    let hands: PlayedHand[] = [OLD_HAND];
    answers['GET /poker'] = () => ({ rules: RULES, table, hands });
    answers['POST /poker/sit'] = () => (table = view({}));
    render(<PokerTable gameUrl={GAME_URL} />);

    const sit = await screen.findByRole('button', { name: 'Sit down for ₹100.00' });
    expect(screen.getByText('Buy in for ₹40.00 to ₹100.00.')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: /Buy-in/ }), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sit down for ₹50.00' }));
    expect(sit).toBeTruthy();
    const felt = await screen.findByRole('region', { name: 'Poker table' });
    expect(requests.find((request) => request.path === '/poker/sit')?.body).toEqual({ buy_in: 5_000, seats: 6 });

    const players = within(felt).getAllByRole('listitem');
    expect(within(players[0] as HTMLElement).getByText('You')).toBeTruthy();
    expect(within(players[1] as HTMLElement).getByText('Bot 1')).toBeTruthy();
    expect(within(players[1] as HTMLElement).getByTitle('Dealer')).toBeTruthy();
    expect(players.map((player) => within(player).getByTestId('games.poker-stack').textContent)).toEqual(['₹99.00', '₹99.00']);
    expect(
      within(players[0] as HTMLElement)
        .getByRole('group', { name: 'Cards of You' })
        .querySelectorAll('[role="img"]'),
    ).toHaveLength(2);
    expect(within(felt).getByRole('img', { name: 'Ace of spades' })).toBeTruthy();
    expect(within(felt).getByRole('img', { name: 'King of spades' })).toBeTruthy();
    // The bot's cards stay face down until a showdown.
    expect(within(players[1] as HTMLElement).getAllByRole('img', { name: 'Card face down' })).toHaveLength(2);
    expect(within(felt).getByText('Pot ₹2.00')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time to act' }).textContent).toContain('30 s');
    expect(screen.getByRole('region', { name: 'Hand history' }).textContent).toContain('No hands played at this table yet.');

    answers['POST /poker/act'] = () => {
      table = FINISHED;
      hands = [HAND, OLD_HAND];
      return FINISHED;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await within(felt).findByRole('status')).textContent).toBe('You won ₹2.00 · High card');
    expect(requests.find((request) => request.path === '/poker/act')?.body).toEqual({ action: 'check', action_count: 4 });
    expect(within(felt).getByRole('img', { name: 'Two of hearts' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Hand history' });
    // Only this session's hands: the older session's hand #12 is not in it.
    await waitFor(() =>
      expect(
        within(history)
          .getAllByTestId('games.poker-hand')
          .map((hand) => hand.textContent),
      ).toHaveLength(1),
    );
    expect(history.textContent).toContain('Hand #41');
    expect(history.textContent).toContain('Result +₹1.00');

    answers['POST /poker/deal'] = () => (table = view({ action_count: 6 }));
    fireEvent.click(screen.getByRole('button', { name: 'Deal next hand' }));
    await screen.findByRole('button', { name: 'Check' });

    answers['POST /poker/leave'] = () => {
      table = null;
      return { ...FINISHED, closed: true, cash_out: 5_100 };
    };
    fireEvent.click(screen.getByRole('button', { name: 'Leave table' }));
    expect(await screen.findByText('You left the table with ₹51.00. It is back in your wallet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sit down for ₹100.00' })).toBeTruthy();
  });

  it('says what the server refused and reads the table again', async () => {
    answers['GET /poker'] = () => ({ rules: RULES, table: null, hands: [] });
    answers['POST /poker/sit'] = () => new Error('Insufficient balance');
    render(<PokerTable gameUrl={GAME_URL} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sit down for ₹100.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient balance');
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2));
  });

  it('all-in or fold: one fixed stack, no buy-in slider, the ante and blinds said', async () => {
    answers['GET /poker'] = () => ({ rules: { ...RULES, variant: 'aof', min_buy_in: 2_000, max_buy_in: 2_000 }, table: null, hands: [] });
    render(<PokerTable gameUrl={GAME_URL} />);
    expect(await screen.findByRole('button', { name: 'Sit down for ₹20.00' })).toBeTruthy();
    expect(screen.getByText('Every hand is played with ₹20.00; what you win above it waits beside you.')).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByText('Blinds ₹0.50 / ₹1.00')).toBeTruthy();
  });
});
