// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { openDialog } from '@casino/shared-kernel/state';
import { api, renderWallet, resetWallet, signInPlayer } from '../../testing/render-wallet.tsx';

vi.mock('@casino/shared-kernel/api', async (original) => ({ ...(await original<object>()), casinoApi: (await import('../../testing/fake-api.ts')).api }));

const order = (id: number, status: number) => ({ id, order_no: `D${id}`, amount: id * 100_00, status, create_time: 1_790_000_000, pay_method_name: 'UPI' });

describe('wallet.transactions', () => {
  beforeEach(() => {
    resetWallet();
    signInPlayer();
    api.answers = {
      orderList: ({ last_id, type }: { last_id: number; type: number }) =>
        type === 2
          ? { list: [order(3, 2)], last_id: 0 }
          : last_id === 0
            ? { list: Array.from({ length: 20 }, (_, index) => order(40 - index, index % 2)), last_id: 21 }
            : { list: [order(20, 1), order(19, 2)], last_id: 0 },
      withdrawList: { list: [{ id: 5, amount: 200_00, fee: 0, status: 0, create_time: 1_790_000_000 }], last_id: 0 },
    };
  });
  afterEach(cleanup);

  it('pages the deposits 20 at a time by last_id, filters them, and lists the withdrawals', async () => {
    renderWallet();
    act(() => openDialog('wallet.transactions'));
    const deposits = await screen.findByTestId('wallet.history.deposits');
    expect(await within(deposits).findAllByRole('listitem')).toHaveLength(20);
    expect(within(deposits).getAllByText('Success')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(deposits).findByText('D20', { exact: false })).toBeTruthy();
    expect(within(deposits).getAllByRole('listitem')).toHaveLength(22);
    expect(api.calls.filter((call) => call.name === 'orderList').map((call) => call.payload)).toEqual([
      { last_id: 0, limit: 20, type: 0 },
      { last_id: 21, limit: 20, type: 0 },
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: '2' } });
    const failed = await screen.findByTestId('wallet.history.deposits');
    expect(await within(failed).findByText('Failed')).toBeTruthy();
    expect(within(failed).getAllByRole('listitem')).toHaveLength(1);

    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    const withdrawals = await screen.findByTestId('wallet.history.withdrawals');
    expect(await within(withdrawals).findByText('Processing')).toBeTruthy();
    expect(within(withdrawals).getByText('₹200.00')).toBeTruthy();
  });
});
