// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

// fireEvent rather than user-event: Testing Library's async wrapper waits on a real setTimeout,
// which never fires under fake timers.
describe('Button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ignores a second click within 200 ms of the first', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });

    fireEvent.click(button);
    vi.advanceTimersByTime(199);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes the next click once 200 ms have passed', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });

    fireEvent.click(button);
    vi.advanceTimersByTime(200);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not submit its form twice on a double click', () => {
    const onSubmit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button type="submit">Withdraw</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('is disabled and says so while busy, keeping its name', () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Claim
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Claim' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes native props and the ref through, and is not a submit button unless asked', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="ghost" aria-describedby="help" data-testid="wallet.claim" name="claim" value="daily">
        Claim
      </Button>,
    );
    const button = screen.getByTestId('wallet.claim') as HTMLButtonElement;
    expect(ref.current).toBe(button);
    expect(button.type).toBe('button');
    expect(button.name).toBe('claim');
    expect(button.value).toBe('daily');
    expect(button.getAttribute('aria-describedby')).toBe('help');
    expect(button.getAttribute('aria-busy')).toBeNull();
  });
});
