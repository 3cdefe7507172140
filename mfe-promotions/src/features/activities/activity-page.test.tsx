// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kernelStore, lobbyInfoAtom, openDialogsAtom, signOut } from '@casino/shared-kernel/state';
import { activityFixture, lobbyWithEvents, signInAsha } from '../../testing/promotions-fixtures.ts';
import { renderPromotions, settle } from '../../testing/render-promotions.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), call: vi.fn(), post: vi.fn(), put: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

const GOLD = activityFixture({ activity_id: 17, name: 'Gold Rush', sort_id: 3 });
const INVITE = activityFixture({ activity_id: 8, name: 'Invite & Spin', sort_id: 1, activity_detail: 'Share your link.\n\nEvery friend counts.' });
const ENDED = activityFixture({ activity_id: 3, name: 'Daily Gift Pack', sort_id: 2, show_end_time: 1 });

describe('the activity page', () => {
  beforeEach(() => {
    signOut();
    kernelStore.set(openDialogsAtom, []);
    kernelStore.set(lobbyInfoAtom, lobbyWithEvents([GOLD, INVITE, ENDED]));
    api.get.mockImplementation((name: string) =>
      name === 'rewardCenterList'
        ? Promise.resolve({ code_redemption_switch: true, award_num: 2, activity_num: 1, activity_list: [] })
        : Promise.reject(new Error(`not in this test: ${name}`)),
    );
  });
  afterEach(cleanup);

  it('lists the events showing now in sort_id order', async () => {
    renderPromotions('/activity');
    const list = await screen.findByRole('list', { name: 'Events' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['Invite & Spin', 'Gold Rush']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Activities');
  });

  it('shows an event’s detail and joins it: a visitor is asked to register first', async () => {
    renderPromotions('/activity');
    fireEvent.click(await screen.findByRole('button', { name: 'Gold Rush' }));
    expect(await screen.findByRole('heading', { name: 'Gold Rush', level: 2 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect(kernelStore.get(openDialogsAtom).map((open) => open.name)).toEqual(['shell.register']);
  });

  it('opens the event’s dialog for a player, and splits the detail into paragraphs', async () => {
    signInAsha();
    renderPromotions('/activity?id=17');
    fireEvent.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(kernelStore.get(openDialogsAtom).map((open) => open.name)).toEqual(['promotions.gold-panning']);
    fireEvent.click(screen.getByRole('button', { name: 'Back to all events' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Invite & Spin' }));
    expect(await screen.findByText('Every friend counts.')).toBeTruthy();
    await settle();
  });

  it('opens an event without a detail page at once', async () => {
    signInAsha();
    kernelStore.set(lobbyInfoAtom, lobbyWithEvents([{ ...GOLD, is_detail_show: false }]));
    renderPromotions('/activity');
    fireEvent.click(await screen.findByRole('button', { name: 'Gold Rush' }));
    expect(kernelStore.get(openDialogsAtom).map((open) => open.name)).toEqual(['promotions.gold-panning']);
    expect(screen.queryByRole('button', { name: 'Join now' })).toBeNull();
    await settle();
  });
});
