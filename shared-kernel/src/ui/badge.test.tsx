// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  afterEach(cleanup);

  it.each([
    [3, '3'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('shows an unread count of %i as %s', (count, shown) => {
    render(<Badge count={count} testId="mail.badge" />);
    expect(screen.getByTestId('mail.badge').textContent).toBe(shown);
  });

  it('shows nothing at 0', () => {
    const { container } = render(<Badge count={0} testId="mail.badge" />);
    expect(screen.queryByTestId('mail.badge')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('reads its label after the number, and sits on what it marks', () => {
    render(
      <Badge count={12} label="unread messages" testId="mail.badge">
        <button type="button">Mail</button>
      </Badge>,
    );
    expect(screen.getByTestId('mail.badge').textContent).toBe('9+ unread messages');
    expect(screen.getByRole('button', { name: 'Mail' })).toBeTruthy();
  });

  it('is a dot without a number, hidden when its count is 0', () => {
    const { rerender } = render(<Badge dot label="New" testId="activity.red-dot" />);
    expect(screen.getByTestId('activity.red-dot').textContent).toBe('New');
    rerender(<Badge dot count={5} label="New" testId="activity.red-dot" />);
    expect(screen.getByTestId('activity.red-dot').textContent).toBe('New');
    rerender(<Badge dot count={0} label="New" testId="activity.red-dot" />);
    expect(screen.queryByTestId('activity.red-dot')).toBeNull();
  });
});
