// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DevDesignPage } from './dev-design-page.tsx';

const PIECES = ['themes', 'buttons', 'dialog', 'toasts', 'input', 'tabs', 'skeleton', 'lazy-image', 'carousel', 'countdown', 'badges', 'error-panel', 'loading'];

describe('/__dev__design', () => {
  afterEach(() => {
    cleanup();
    delete document.documentElement.dataset['theme'];
  });

  it('shows every piece of the kernel UI under its design test id', () => {
    render(<DevDesignPage />);
    for (const piece of PIECES) expect(screen.getByTestId(`design.${piece}`)).toBeTruthy();
    expect(screen.getByTestId('design.theme.vibrant-blue')).toBeTruthy();
    expect(screen.getByTestId('design.theme.emerald-night')).toBeTruthy();
  });

  it('themes the page while it is open, and puts the site’s theme back on leaving', () => {
    document.documentElement.dataset['theme'] = 'vibrant-blue';
    const { unmount } = render(<DevDesignPage />);
    fireEvent.change(screen.getByTestId('design.theme-select'), { target: { value: 'emerald-night' } });
    expect(document.documentElement.dataset['theme']).toBe('emerald-night');
    unmount();
    expect(document.documentElement.dataset['theme']).toBe('vibrant-blue');
  });

  it('opens a dialog and raises toasts', () => {
    render(<DevDesignPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Bind your phone' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByTestId('design.toast-error'));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByRole('alert').textContent).toContain('Daily gift already bought today');
    fireEvent.click(within(toasts).getByRole('button', { name: 'Dismiss' }));
    expect(within(toasts).queryByRole('alert')).toBeNull();
  });

  it('shows the input error and badges capped at 9', () => {
    render(<DevDesignPage />);
    expect(screen.getByRole('textbox', { name: 'Phone number' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('design.badge-0')).toBeNull();
    expect(screen.getByTestId('design.badge-3').textContent).toContain('3');
    expect(screen.getByTestId('design.badge-9').textContent).toContain('9');
    expect(screen.getByTestId('design.badge-10').textContent).toContain('9+');
  });
});
