// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { DialogFrame } from './dialog-frame.tsx';

function BindPhone({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Bind phone
      </button>
      <a href="#after">Link after the opener</a>
      <Dialog
        open={open}
        title="Bind your phone"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Save</button>}
      >
        <label>
          Phone number <input />
        </label>
      </Dialog>
    </main>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Bind phone' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Bind your phone' }) };
}

describe('Dialog', () => {
  afterEach(cleanup);

  it('is a modal dialog named by its title, and renders nothing while closed', async () => {
    render(<BindPhone />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Bind your phone' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<BindPhone />);
    const { user, dialog } = await openDialog();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(phone);
    await user.tab();
    expect(document.activeElement).toBe(save);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    render(<BindPhone onClose={onClose} />);
    const { user } = await openDialog();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '98');

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bind phone' }));
  });

  it('closes from its close button and from the backdrop, not from a click inside', async () => {
    const onClose = vi.fn();
    render(<BindPhone onClose={onClose} />);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('textbox', { name: 'Phone number' }));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);

    await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bind phone' }));
  });

  it('stops the page from scrolling while open, and marks the page for the toasts', async () => {
    document.documentElement.style.overflow = 'auto';
    render(<BindPhone />);
    const { user } = await openDialog();
    expect(document.documentElement.style.overflow).toBe('hidden');
    // The toasts move to the bottom while a dialog is open, off its title and close button.
    expect(document.documentElement.hasAttribute('data-dialog-open')).toBe(true);
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('auto');
    expect(document.documentElement.hasAttribute('data-dialog-open')).toBe(false);
  });
});

describe('DialogFrame', () => {
  afterEach(cleanup);

  it('is the open dialog of a store dialog, found by its name, with a Close button and Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <DialogFrame name="wallet.deposit" title="Deposit" onClose={onClose}>
        <p>Choose an amount</p>
      </DialogFrame>,
    );
    const dialog = screen.getByTestId('dialog.wallet.deposit');
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
