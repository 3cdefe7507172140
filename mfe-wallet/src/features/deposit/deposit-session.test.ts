// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@casino/shared-kernel/api';
import { casinoBus } from '@casino/shared-kernel/events';
import { createDepositSession, type DepositDraft } from './deposit-session.ts';

const DRAFT: DepositDraft = {
  receipt: { payType: 1, goodsId: 0, amount: 500_00, cash: 500_00, bonus: 0, gold: 0, rewardBonus: 0, rewardGold: 0 },
  goodsType: 0,
  payMethodId: 2,
  payMethodName: 'Paytm',
  joinReward: false,
  bonusTurnover: 10,
};

const LINK = { url: 'http://127.0.0.1/api/pay/D1?key=k', br_code: '', pay_method: 2, order_no: 'D1' };

function session(answers: Record<string, (payload: unknown) => unknown>) {
  const calls: string[] = [];
  const post = vi.fn((name: string, payload: unknown) => {
    calls.push(name);
    return Promise.resolve().then(() => answers[name]?.(payload));
  });
  const opened: string[] = [];
  const made = createDepositSession({ post } as never, (url) => (opened.push(url), true));
  return { made, calls, opened };
}

describe('the deposit session', () => {
  it('sends the same Idempotency-Key when the player confirms again after a lost answer, a new one after an answer', async () => {
    const keys: unknown[] = [];
    let lose = true;
    const post = vi.fn((name: string, _payload: unknown, options?: { idempotencyKey?: string }) => {
      keys.push(options?.idempotencyKey);
      if (lose) return Promise.reject(new ApiError({ kind: 'timeout', code: null, msg: 'Request timed out', shown: true, path: '/api/user/order' }));
      return Promise.resolve(LINK);
    });
    const made = createDepositSession({ post } as never, () => true);
    made.prepare(DRAFT);
    await made.place();
    lose = false;
    await made.place();
    made.prepare(DRAFT);
    await made.place();
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends one order however often it is confirmed, and opens a link order’s page at once', async () => {
    const { made, calls, opened } = session({ createOrder: () => LINK });
    made.prepare(DRAFT);
    await Promise.all([made.place(), made.place(), made.place()]);
    expect(calls).toEqual(['createOrder']);
    expect(opened).toEqual([LINK.url]);
    expect(made.getState().order?.outcome).toBe('waiting');
  });

  it('does nothing on 501 (spec 8): no order, no notice, the deposit still ready to confirm', async () => {
    const { made, opened } = session({ createOrder: () => null });
    made.prepare(DRAFT);
    expect(await made.place()).toBe(false);
    expect(made.getState()).toEqual({ draft: DRAFT, placing: false, order: null, problem: null });
    expect(opened).toEqual([]);
  });

  it('says a lost answer may have made an order, and shows the server’s refusal as it is', async () => {
    const lost = session({
      createOrder: () => {
        throw new ApiError({ kind: 'network', code: null, msg: '', shown: false, path: '/api/user/order' });
      },
    });
    lost.made.prepare(DRAFT);
    await lost.made.place();
    expect(lost.made.getState().problem).toEqual({ kind: 'unsure' });

    const refused = session({
      createOrder: () => {
        throw new ApiError({ kind: 'envelope', code: 500, msg: 'The amount must be between ₹100.00 and ₹50,000.00', shown: false, path: '/api/user/order' });
      },
    });
    refused.made.prepare(DRAFT);
    await refused.made.place();
    expect(refused.made.getState().problem).toEqual({ kind: 'refused', message: 'The amount must be between ₹100.00 and ₹50,000.00' });
  });

  it('tells the site once the history shows the order paid, and not before', async () => {
    let status = 0;
    const { made } = session({ createOrder: () => LINK, orderList: () => ({ list: [{ id: 1, order_no: 'D1', status, amount: 500_00, create_time: 0 }], last_id: 0 }) });
    const changed = vi.fn();
    const off = casinoBus.on('wallet:changed', changed);
    made.prepare(DRAFT);
    await made.place();
    await made.check();
    expect(changed).not.toHaveBeenCalled();
    status = 1;
    await made.check();
    expect(made.getState().order?.outcome).toBe('paid');
    expect(changed).toHaveBeenCalledWith({ reason: 'deposit' });
    off();
  });
});
