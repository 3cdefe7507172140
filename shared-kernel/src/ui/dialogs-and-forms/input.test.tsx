// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Input } from './input.tsx';

/** The texts that describe `element`, in order, as assistive technology reads them. */
function descriptionOf(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('Input', () => {
  afterEach(cleanup);

  it('is named by its label and types like a text field', async () => {
    const user = userEvent.setup();
    render(<Input label="Email" type="email" name="email" />);
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    await user.type(email, 'player@example.com');
    expect(email.value).toBe('player@example.com');
    expect(email.name).toBe('email');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(email)).toEqual([]);
  });

  it('marks an error as invalid and reads it with the field, after the prefix and the hint', () => {
    render(<Input label="Phone number" prefix="+91" hint="10 digits" error="Enter 10 digits" inputMode="numeric" />);
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(phone)).toEqual(['+91', '10 digits', 'Enter 10 digits']);
    expect(screen.getByText('+91')).toBeTruthy();
  });

  it('keeps descriptions of its own apart from other fields and from the caller’s', () => {
    render(
      <>
        <p id="terms">Shown on your profile</p>
        <Input label="Nickname" error="Too short" aria-describedby="terms" />
        <Input label="Password" error="At least 6 characters" />
      </>,
    );
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Nickname' }))).toEqual(['Too short', 'Shown on your profile']);
    expect(descriptionOf(screen.getByLabelText('Password'))).toEqual(['At least 6 characters']);
  });
});
