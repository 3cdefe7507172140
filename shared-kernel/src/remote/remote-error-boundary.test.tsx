// @vitest-environment happy-dom
import { render, screen, fireEvent, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppProps } from 'single-spa';
import { casinoBus } from '@casino/shared-kernel/events';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('render failed');
  return <p>Remote content</p>;
}

const props = { remote: 'mfe-games', brand: 'india', version: '1.0.0' } as const;

describe('remote error boundary', () => {
  afterEach(cleanup);

  it('shows the error panel in place of a remote that throws, and retry renders it again', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const crashes = vi.fn();
    const stop = casinoBus.on('remote:crashed', crashes);
    shouldThrow = true;
    render(
      <RemoteErrorBoundary {...props} {...({} as AppProps)}>
        <Flaky />
      </RemoteErrorBoundary>,
    );
    const panel = screen.getByRole('alert');
    expect(panel.dataset['testid']).toBe('remote-error.mfe-games');
    expect(panel.dataset['reason']).toBe('crashed');
    // Announced for the shell's load reports, with the version that crashed.
    expect(crashes).toHaveBeenCalledWith({ remote: 'mfe-games', version: '1.0.0' });
    stop();

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Remote content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });
});
