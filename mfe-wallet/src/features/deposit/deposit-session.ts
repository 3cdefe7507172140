import { IntentKeys, casinoApi, isApiError } from '@casino/shared-kernel/api';
import { ORDER_PAY_METHOD } from '@casino/shared-kernel/api-constants';
import type { OrderResult } from '@casino/shared-kernel/api-contract';
import { casinoBus } from '@casino/shared-kernel/events';
import { useSyncExternalStore } from 'react';
import { orderOutcome, type DepositReceipt, type OrderOutcome } from './deposit-rules.ts';

/** A deposit ready to be ordered: what it costs and credits, how it is paid, and what it is named. */
export interface DepositDraft {
  receipt: DepositReceipt;
  goodsType: number;
  payMethodId: number;
  payMethodName: string;
  joinReward: boolean;
  /** The bet each unit of bonus needs before it turns into cash (`coin_multi`), 0 when unknown. */
  bonusTurnover: number;
}

/** An order the cashier made: its result, what it was for, and what became of it. */
export interface PlacedOrder {
  result: OrderResult;
  draft: DepositDraft;
  /** Unix ms it was created: the order lapses 30 minutes later (the server's order lifetime). */
  createdAt: number;
  outcome: OrderOutcome;
  /** Whether the link order's payment page opened in a new tab (a blocked pop-up leaves the link to click). */
  pageOpened: boolean;
}

export type PlaceProblem = { kind: 'refused'; message: string } | { kind: 'unsure' };

export interface DepositSessionState {
  draft: DepositDraft | null;
  placing: boolean;
  order: PlacedOrder | null;
  problem: PlaceProblem | null;
}

/** Minutes an unpaid order stays payable (the api-server's `ORDER_TTL_SECONDS`). */
export const ORDER_LIFETIME_MS = 30 * 60 * 1000;

const EMPTY: DepositSessionState = { draft: null, placing: false, order: null, problem: null };

/**
 * The cashier's one deposit at a time, shared by the deposit dialog and the cart tip that confirms
 * it: one order per confirmation (a second click while one is in flight is ignored), then watching
 * for the payment to land: the history is read when the player comes back to the tab, and polled
 * while the deposit dialog is open. A payment that lands tells the site (`wallet:changed`), so the
 * header's balances rise without a reload.
 */
export function createDepositSession(api: Pick<typeof casinoApi, 'post'> = casinoApi, openWindow: (url: string) => boolean = defaultOpen) {
  let state: DepositSessionState = EMPTY;
  const listeners = new Set<() => void>();
  let checking: Promise<void> | null = null;
  // One Idempotency-Key per deposit intent: confirming the same draft again after a lost answer
  // gets the order already made instead of a second one.
  const intentKeys = new IntentKeys();

  const set = (next: Partial<DepositSessionState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
    syncFocusWatch();
  };

  const onFocus = () => {
    if (typeof document === 'undefined' || document.visibilityState === 'visible') void check();
  };
  let watchingFocus = false;
  function syncFocusWatch() {
    const want = state.order?.outcome === 'waiting';
    if (want === watchingFocus || typeof window === 'undefined') return;
    watchingFocus = want;
    if (want) {
      window.addEventListener('focus', onFocus);
      document.addEventListener('visibilitychange', onFocus);
    } else {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    }
  }

  /** Reads the order history once and settles the waiting order's outcome from it. */
  function check(): Promise<void> {
    const order = state.order;
    if (!order || order.outcome !== 'waiting') return Promise.resolve();
    checking ??= api
      .post('orderList', { last_id: 0, limit: 20, type: 0 }, { hideErrorMsg: true })
      .then((page) => {
        const current = state.order;
        if (!current || current.result.order_no !== order.result.order_no) return;
        const outcome = orderOutcome(order.result.order_no, page.list);
        if (outcome === 'waiting') return;
        set({ order: { ...current, outcome } });
        if (outcome === 'paid') casinoBus.emit('wallet:changed', { reason: 'deposit' });
      })
      .catch(() => undefined)
      .finally(() => {
        checking = null;
      });
    return checking;
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The deposit the cart tip will confirm. */
    prepare(draft: DepositDraft) {
      set({ draft, problem: null });
    },
    /** Sends the prepared deposit as one order; a call while one is in flight does nothing. */
    async place(): Promise<boolean> {
      const draft = state.draft;
      if (!draft || state.placing) return false;
      set({ placing: true, problem: null });
      const payload = {
        goods_id: draft.receipt.goodsId,
        goods_type: draft.goodsType,
        amount: draft.receipt.amount,
        pay_type: draft.receipt.payType,
        is_add_coin: true,
        is_join_charge_reward: draft.joinReward,
        pay_method_id: draft.payMethodId,
      };
      try {
        const result = await api.post('createOrder', payload, { hideErrorMsg: true, idempotencyKey: intentKeys.keyFor(JSON.stringify(payload)) });
        intentKeys.answered();
        // Spec 8: an order's 501 is accepted and does nothing (the api-server: the same deposit is
        // already waiting for payment, ordered from another tab a moment ago).
        if (result === null) {
          set({ placing: false });
          return false;
        }
        const pageOpened = result.pay_method === ORDER_PAY_METHOD.LINK && result.url !== '' ? openWindow(result.url) : false;
        set({ placing: false, draft: null, order: { result, draft, createdAt: Date.now(), outcome: 'waiting', pageOpened } });
        return true;
      } catch (error) {
        const unsure = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted');
        if (isApiError(error) && error.kind === 'envelope') intentKeys.answered();
        const message = isApiError(error) ? error.msg : '';
        set({ placing: false, problem: unsure || message === '' ? { kind: 'unsure' } : { kind: 'refused', message } });
        return false;
      }
    },
    check,
    /** Back to choosing a deposit (the order, if any, stays in the history). */
    reset() {
      set(EMPTY);
    },
  };
}

function defaultOpen(url: string): boolean {
  // Opened in the click's task (the order answers well within the browser's activation window);
  // the new tab gets no handle on this one. A blocked pop-up leaves the panel's link to click.
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  return opened !== null;
}

export type DepositSession = ReturnType<typeof createDepositSession>;

/** The site's cashier session (one per page). */
export const depositSession = createDepositSession();

export function useDepositSession(session: DepositSession = depositSession): DepositSessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
