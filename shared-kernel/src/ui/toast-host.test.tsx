// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost, type ToastMessage } from './toast-host.tsx';

const TOASTS: ToastMessage[] = [
  { id: 't1', type: 'info', text: 'Mail refreshed' },
  { id: 't2', type: 'success', text: 'Bind Succ!' },
  { id: 't3', type: 'warning', text: 'USER_FORBIDDEN' },
  { id: 't4', type: 'error', text: 'Daily_Gift_Today' },
];

function Toasts({ onDismiss }: { onDismiss: (id: string) => void }) {
  const [toasts, setToasts] = useState(TOASTS);
  return (
    <ToastHost
      toasts={toasts}
      onDismiss={(id) => {
        onDismiss(id);
        setToasts((shown) => shown.filter((toast) => toast.id !== id));
      }}
    />
  );
}

describe('ToastHost', () => {
  afterEach(cleanup);

  it('announces info and success politely, warnings and errors at once', () => {
    render(<ToastHost toasts={TOASTS} onDismiss={() => undefined} />);
    const statuses = screen.getAllByRole('status').map((toast) => toast.textContent);
    const alerts = screen.getAllByRole('alert').map((toast) => toast.textContent);
    expect(statuses).toEqual([expect.stringContaining('Mail refreshed'), expect.stringContaining('Bind Succ!')]);
    expect(alerts).toEqual([expect.stringContaining('USER_FORBIDDEN'), expect.stringContaining('Daily_Gift_Today')]);
  });

  it('dismisses the toast whose close button is pressed, and only that one', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Toasts onDismiss={onDismiss} />);
    const success = screen.getByText('Bind Succ!').closest<HTMLElement>('[role="status"]')!;

    await user.click(within(success).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('t2');
    expect(screen.queryByText('Bind Succ!')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
  });

  it('keeps its labelled region while empty, so the first toast is announced', () => {
    render(<ToastHost toasts={[]} onDismiss={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
