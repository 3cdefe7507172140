// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GamingLimit, GamingLimits } from '@casino/shared-kernel/api-contract';
import { ApiError } from '@casino/shared-kernel/api';
import { KernelProvider, openDialog, signOut } from '@casino/shared-kernel/state';
import { BUTTON_CLICK_GUARD_MS } from '@casino/shared-kernel/ui-core';
import { AccountDialogs } from '../../app/account-dialogs.tsx';
import { signInAsha } from '../../testing/account-fixtures.ts';
import { helpOrganisations } from './help-organisations.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), call: vi.fn(), callEnvelope: vi.fn() }));
vi.mock('@casino/shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<object>()), casinoApi: api }));

/**
 * The kit's buttons ignore a click within 200 ms of the last one (spec 9). Timeouts run on a faked
 * clock that still moves with real time (Testing Library's waits need that), so a player's next
 * click passes the guard's window at once instead of waiting it out.
 */
const nextClick = () => act(() => vi.advanceTimersByTime(BUTTON_CLICK_GUARD_MS));
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const NOW = 1_790_000_000;
const limit = (overrides: Partial<GamingLimit> = {}): GamingLimit => ({
  kind: 'deposit',
  period: 'day',
  amount: 1_000_00,
  used: 800_00,
  remaining: 200_00,
  pending: false,
  pending_amount: null,
  pending_from: 0,
  ...overrides,
});
const answer = (limits: GamingLimit[], now = NOW, gamingBreak: GamingLimits['break'] = null): GamingLimits => ({ limits, break: gamingBreak, increase_cool_down_hours: 24, offer_deposit_limit: true, now });

async function openLimits() {
  render(
    <KernelProvider>
      <AccountDialogs />
    </KernelProvider>,
  );
  act(() => openDialog('account.responsible-gaming'));
  return screen.findByRole('dialog', { name: 'Responsible gaming' });
}

const row = (dialog: HTMLElement, testId: string) => within(dialog).getByTestId(testId);

describe('the responsible gaming dialog', () => {
  beforeEach(() => {
    api.get.mockReset();
    api.post.mockReset();
    signInAsha();
  });
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('lists every limit, sets one in minor units and says it applies now', async () => {
    api.get.mockResolvedValue(answer([]));
    const dialog = await openLimits();
    expect(await within(dialog).findByText(/only after 24 hours and your confirmation/)).toBeTruthy();
    expect(within(dialog).getAllByText('No limit', { selector: 'p' })).toHaveLength(9);

    api.post.mockResolvedValue(answer([limit({ used: 0, remaining: 1_000_00 })]));
    fireEvent.change(within(dialog).getByLabelText('24-hour deposit limit'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save 24-hour deposit limit' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('setGamingLimit', { kind: 'deposit', period: 'day', amount: 1_000_00 }, { hideErrorMsg: true }));
    const deposit = row(dialog, 'account.rg-deposit-day');
    expect(await within(deposit).findByText('Saved: the limit applies now.')).toBeTruthy();
    expect(within(deposit).getByText('Limit ₹1,000.00: used ₹0.00, ₹1,000.00 left')).toBeTruthy();
  });

  it('refuses a bad amount beside its field without a call', async () => {
    api.get.mockResolvedValue(answer([]));
    const dialog = await openLimits();
    fireEvent.change(await within(dialog).findByLabelText('7-day loss limit'), { target: { value: '10.001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save 7-day loss limit' }));
    expect(within(row(dialog, 'account.rg-loss-week')).getByText('Enter an amount above 0 with at most 2 decimals.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows a pending raise with its cool-down end, offers Confirm only once it is over, and applies it', async () => {
    const from = NOW + 3600;
    api.get.mockResolvedValue(answer([limit({ pending: true, pending_amount: 2_000_00, pending_from: from })]));
    const dialog = await openLimits();
    const deposit = await within(dialog).findByTestId('account.rg-deposit-day');
    expect(within(deposit).getByText(/^Raise to ₹2,000.00 requested: you can confirm it from \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy();
    expect(within(deposit).queryByRole('button', { name: 'Confirm 24-hour deposit limit' })).toBeNull();
    cleanup();

    api.get.mockResolvedValue(answer([limit({ pending: true, pending_amount: 2_000_00, pending_from: from })], from));
    const later = await openLimits();
    const ready = await within(later).findByTestId('account.rg-deposit-day');
    expect(within(ready).getByText('Raise to ₹2,000.00 requested: you can confirm it now')).toBeTruthy();
    api.post.mockResolvedValue(answer([limit({ amount: 2_000_00, remaining: 1_200_00 })], from));
    fireEvent.click(within(ready).getByRole('button', { name: 'Confirm 24-hour deposit limit' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('confirmGamingLimit', { kind: 'deposit', period: 'day' }, { hideErrorMsg: true }));
    expect(await within(ready).findByText('Confirmed: the change applies now.')).toBeTruthy();
    expect(within(ready).getByText('Limit ₹2,000.00: used ₹800.00, ₹1,200.00 left')).toBeTruthy();
  });

  it('shows the server refusal beside the limit', async () => {
    api.get.mockResolvedValue(answer([limit()]));
    const dialog = await openLimits();
    await within(dialog).findByTestId('account.rg-deposit-day');
    await nextClick();
    api.post.mockRejectedValue(new ApiError({ kind: 'envelope', code: 500, msg: 'This site offers no wager limit', shown: false, path: '/api/responsible-gaming/limits' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 24-hour deposit limit' }));
    expect(await within(row(dialog, 'account.rg-deposit-day')).findByRole('alert')).toHaveProperty('textContent', 'This site offers no wager limit');
  });

  it('takes a 24-hour time-out only after a confirmation that says what will happen', async () => {
    api.get.mockResolvedValue(answer([]));
    const dialog = await openLimits();
    const section = await within(dialog).findByRole('region', { name: 'Take a break' });
    fireEvent.click(within(section).getByRole('button', { name: 'Take a break' }));
    expect(within(section).getByText('Choose how long your break lasts.')).toBeTruthy();

    fireEvent.click(within(within(section).getByRole('group', { name: 'Time-out' })).getByRole('radio', { name: '24 hours' }));
    await nextClick();
    fireEvent.click(within(section).getByRole('button', { name: 'Take a break' }));
    const what = within(section).getByRole('alertdialog');
    expect(what.textContent).toContain('For 24 hours you will not be able to deposit, play, or claim promotions and mail rewards. You can still sign in, see your balance and withdraw.');
    expect(api.post).not.toHaveBeenCalled();

    api.post.mockResolvedValue(answer([], NOW, { kind: 'time_out', started_at: NOW, ends_at: NOW + 86_400 }));
    fireEvent.click(within(what).getByRole('button', { name: 'Confirm the break' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('takeGamingBreak', { kind: 'time_out', duration: '24h' }, { hideErrorMsg: true }));
    expect(await within(section).findByText('Your break has started.')).toBeTruthy();
    expect(within(section).getByTestId('account.rg-break-current').textContent).toMatch(/^Time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('shows a permanent self-exclusion and no form to change it', async () => {
    api.get.mockResolvedValue(answer([], NOW, { kind: 'self_exclusion', started_at: NOW, ends_at: null }));
    const dialog = await openLimits();
    const section = await within(dialog).findByRole('region', { name: 'Take a break' });
    expect(within(section).getByText('Self-excluded permanently')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Take a break' })).toBeNull();
  });

  it('sets the reality-check interval the server answers', async () => {
    const session = { started_at: NOW, now: NOW, seconds: 0, stakes: 0, wins: 0, net_result: 0, reality_check_minutes: null, session_limit_minutes: null, session_ends_at: null };
    api.get.mockImplementation((name: string) => Promise.resolve(name === 'gamingSession' ? session : answer([])));
    const dialog = await openLimits();
    const section = await within(dialog).findByRole('region', { name: 'Reality check' });
    const interval = within(section).getByRole('combobox', { name: 'Reality check interval' });
    await waitFor(() => expect((interval as HTMLSelectElement).value).toBe('off'));
    fireEvent.change(interval, { target: { value: '15' } });
    api.post.mockResolvedValue({ ...session, reality_check_minutes: 15 });
    fireEvent.click(within(section).getByRole('button', { name: 'Save Reality check interval' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('setRealityCheck', { minutes: 15 }, { hideErrorMsg: true }));
    expect(await within(section).findByText('Saved: the reality check follows your choice.')).toBeTruthy();
    expect((interval as HTMLSelectElement).value).toBe('15');
  });

  it('sets the session time limit and shows when this session’s play stops', async () => {
    const session = { started_at: NOW, now: NOW, seconds: 0, stakes: 0, wins: 0, net_result: 0, reality_check_minutes: null, session_limit_minutes: null, session_ends_at: null };
    api.get.mockImplementation((name: string) => Promise.resolve(name === 'gamingSession' ? session : answer([])));
    const dialog = await openLimits();
    const section = await within(dialog).findByRole('region', { name: 'Session time limit' });
    const limit = within(section).getByRole('combobox', { name: 'Session time limit' });
    await waitFor(() => expect((limit as HTMLSelectElement).value).toBe('none'));
    expect(within(section).getByRole('option', { name: '1 hour' })).toBeTruthy();
    expect(within(section).getByRole('option', { name: '6 hours' })).toBeTruthy();
    expect(within(section).queryByText(/Play in this session stops at/)).toBeNull();
    fireEvent.change(limit, { target: { value: '60' } });
    api.post.mockResolvedValue({ ...session, session_limit_minutes: 60, session_ends_at: NOW + 3600 });
    fireEvent.click(within(section).getByRole('button', { name: 'Save Session time limit' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('setSessionLimit', { minutes: 60 }, { hideErrorMsg: true }));
    expect(await within(section).findByText('Saved: your session time limit follows your choice.')).toBeTruthy();
    expect(within(section).getByText(/^Play in this session stops at \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/)).toBeTruthy();
    expect((limit as HTMLSelectElement).value).toBe('60');
  });

  it('links to the help organisations of the brand’s market, each in a new tab', async () => {
    api.get.mockResolvedValue(answer([]));
    const dialog = await openLimits();
    const section = await within(dialog).findByRole('region', { name: 'Where to find help' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Tele-MANAS (14416) (opens in a new tab)',
      'Gamblers Anonymous (opens in a new tab)',
      'Gambling Therapy (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(helpOrganisations('BRL').map((organisation) => organisation.name)).toEqual([
      'Jogadores Anônimos',
      'CVV – Centro de Valorização da Vida (188)',
      'Gambling Therapy',
    ]);
  });

  it('shows a period’s statement with its totals, and refuses a period that ends before it starts', async () => {
    const statement = {
      from: 1,
      to: 2,
      opening: { 1: 0, 2: 1_000_00 },
      closing: { 1: 0, 2: 1_060_00 },
      totals: { bet: { 2: -140_00 }, win: { 2: 200_00 } },
      rows: [],
      csv: 'time_utc,cause,balance,amount,balance_after\n',
    };
    api.get.mockImplementation((name: string) => Promise.resolve(name === 'gamingStatement' ? statement : answer([])));
    const dialog = await openLimits();
    const section = await within(dialog).findByRole('region', { name: 'Statement' });
    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(section).getByLabelText('To'), { target: { value: '2026-11-10' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Show statement' }));
    expect(within(section).getByText('Choose a start before the end, at most a year apart.')).toBeTruthy();
    expect(api.get).not.toHaveBeenCalledWith('gamingStatement', expect.anything(), expect.anything());

    fireEvent.change(within(section).getByLabelText('To'), { target: { value: '2026-11-26' } });
    await nextClick();
    fireEvent.click(within(section).getByRole('button', { name: 'Show statement' }));
    const from = Math.floor(new Date('2026-11-20T00:00:00').getTime() / 1000);
    const to = Math.floor(new Date('2026-11-26T00:00:00').getTime() / 1000) + 86_400;
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('gamingStatement', { from, to }, { hideErrorMsg: true }));
    const shown = await within(section).findByTestId('account.rg-statement');
    expect(within(shown).getByText('Cash at the start: ₹1,000.00')).toBeTruthy();
    expect(within(shown).getByRole('row', { name: 'bet -₹140.00 ₹0.00' })).toBeTruthy();
    expect(within(shown).getByText('Cash at the end: ₹1,060.00')).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });
});
