// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeField } from './code-field.tsx';

describe('CodeField', () => {
  afterEach(cleanup);

  it('takes the 6-character code and sends one, then counts down before another', () => {
    const onChange = vi.fn();
    const onSend = vi.fn();
    const { rerender } = render(<CodeField value="" onChange={onChange} onSend={onSend} sending={false} secondsLeft={0} testIdPrefix="account." />);
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    expect(field.getAttribute('maxlength')).toBe('6');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(field, { target: { value: '123456' } });
    expect(onChange).toHaveBeenCalledWith('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledTimes(1);

    rerender(<CodeField value="" onChange={onChange} onSend={onSend} sending={false} secondsLeft={42} testIdPrefix="account." />);
    const send = screen.getByTestId('account.send-code') as HTMLButtonElement;
    expect(send.textContent).toBe('Resend in 42 s');
    expect(send.disabled).toBe(true);
  });

  it('shows what is wrong with the code beside it', () => {
    render(<CodeField value="12" onChange={() => undefined} error="Enter the 6-digit code" onSend={() => undefined} sending={false} secondsLeft={0} testIdPrefix="shell.auth-" />);
    expect(screen.getByTestId('shell.auth-code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the 6-digit code')).toBeTruthy();
  });
});
