// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GamingSession } from '@casino/shared-kernel/api-contract';
import { HashRouter, Route, Routes } from '@casino/shared-kernel/routing';
import { KernelProvider, signIn, signOut } from '@casino/shared-kernel/state';

const api = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

const { RealityCheckHost } = await import('./reality-check.tsx');
// Downloaded ahead, code and texts, as a browser would have them by the time the frame opens.
await (await import('./reality-check-timer.tsx')).textsLoaded();

const session = (overrides: Partial<GamingSession> = {}): GamingSession => ({
  started_at: 1_790_000_000,
  now: 1_790_000_000 + 3_900,
  seconds: 3_900,
  stakes: 500_00,
  wins: 380_00,
  net_result: -120_00,
  reality_check_minutes: 15,
  session_limit_minutes: null,
  session_ends_at: null,
  ...overrides,
});

function renderAt(path: string) {
  window.location.hash = `#${path}`;
  render(
    <KernelProvider>
      <HashRouter>
        <Routes>
          <Route path="*" element={<RealityCheckHost />} />
        </Routes>
        <Routes>
          <Route path="/" element={<p>Lobby page</p>} />
          <Route path="*" element={null} />
        </Routes>
      </HashRouter>
    </KernelProvider>,
  );
}

/** Lets the lazy timer's chunk, the calls and the renders they cause finish. */
const settle = () =>
  act(async () => {
    for (let round = 0; round < 5; round += 1) await Promise.resolve();
  });

describe('the reality check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    api.get.mockReset().mockResolvedValue(session());
    signIn({ accessToken: 'token' });
  });
  afterEach(() => {
    cleanup();
    signOut();
    vi.useRealTimers();
  });

  it('shows the session’s time and net result over the game at the chosen interval; Continue counts again, Leave goes to the lobby', async () => {
    renderAt('/webgame?id=3');
    await settle();
    expect(api.get).toHaveBeenCalledWith('gamingSession', undefined, expect.objectContaining({ hideErrorMsg: true }));
    await act(async () => {
      vi.advanceTimersByTime(15 * 60_000 - 1);
    });
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been signed in for 1 h 05 min.');
    expect(dialog.textContent).toContain('Net result this session: -₹120.00 (staked ₹500.00, won ₹380.00).');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(15 * 60_000);
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Leave to the lobby' }));
    await settle();
    expect(screen.getByText('Lobby page')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
  });

  it('stays away without an interval, and off the game frame', async () => {
    api.get.mockResolvedValue(session({ reality_check_minutes: null }));
    renderAt('/webgame?id=3');
    await settle();
    await act(async () => {
      vi.advanceTimersByTime(3 * 3600_000);
    });
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
    cleanup();

    api.get.mockReset().mockResolvedValue(session());
    renderAt('/my');
    await settle();
    await act(async () => {
      vi.advanceTimersByTime(3 * 3600_000);
    });
    expect(api.get).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
  });
});
