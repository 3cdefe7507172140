import { ApiError } from '@casino/shared-kernel/api';
import type { PokerTableView as TableView } from '@casino/shared-kernel/api-contract';
import type { PlayedHand, PokerVariant } from '../poker/hand-types.ts';

/** The table's shapes come from the kernel's contract, which the api-server answers with. */
export type { PokerLegalActions as LegalActions, PokerTableSeat as TableSeat, PokerTableView as TableView } from '@casino/shared-kernel/api-contract';

export interface TableRules {
  variant: PokerVariant;
  small_blind: number;
  big_blind: number;
  ante: number;
  min_buy_in: number;
  max_buy_in: number;
  rake: number;
}

/** `GET …/poker`: the rules, the open table (null when not seated) and the last hands of this game. */
export interface TableState {
  rules: TableRules;
  table: TableView | null;
  hands: PlayedHand[];
}

export type PlayerAction = { action: 'fold' | 'check' | 'call' | 'all-in' } | { action: 'raise'; to: number };

/** The table's calls, under the launch's own URL (the launch token is their only credential). */
export interface TableCalls {
  state(signal?: AbortSignal): Promise<TableState>;
  sit(buyIn: number, seats: number): Promise<TableView>;
  act(action: PlayerAction, actionCount: number): Promise<TableView>;
  deal(): Promise<TableView>;
  leave(): Promise<TableView>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One call: the casino's envelope, a refusal as an {@link ApiError} carrying the server's message. */
async function call<T>(url: string, init: RequestInit): Promise<T> {
  // game_url may be root-relative (the api-server behind the site's own /api/).
  const path = new URL(url, location.href).pathname;
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'omit', referrerPolicy: 'no-referrer' });
  } catch (cause) {
    if (init.signal?.aborted) throw new ApiError({ kind: 'aborted', code: null, msg: '', shown: false, path, cause });
    throw new ApiError({ kind: 'network', code: null, msg: '', shown: false, path, cause });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!isRecord(body) || typeof body.code !== 'number') {
    throw new ApiError({ kind: response.ok ? 'non-system' : 'http', code: null, msg: '', status: response.status, shown: false, path });
  }
  if (body.code !== 0) {
    throw new ApiError({ kind: 'envelope', code: body.code, msg: typeof body.msg === 'string' ? body.msg : '', status: response.status, shown: false, path });
  }
  return body.data as T;
}

/** The calls of the table of the launch at `gameUrl` (getGameUrl's `game_url`). */
export function tableCalls(gameUrl: string): TableCalls {
  const base = `${gameUrl.replace(/[?#].*$/, '').replace(/\/$/, '')}/poker`;
  const post = <T>(path: string, body: unknown) =>
    call<T>(`${base}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return {
    state: (signal) => call<TableState>(base, { method: 'GET', signal }),
    sit: (buyIn, seats) => post<TableView>('sit', { buy_in: buyIn, seats }),
    act: (action, actionCount) => post<TableView>('act', { ...action, action_count: actionCount }),
    deal: () => post<TableView>('deal', {}),
    leave: () => post<TableView>('leave', {}),
  };
}
