// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs.tsx';

const CATEGORIES: TabItem[] = [
  { id: 'slots', label: 'Slots', content: <p>Slot games</p> },
  { id: 'live', label: 'Live', content: <p>Live tables</p> },
  { id: 'sports', label: 'Sports', content: <p>Sports book</p>, disabled: true },
  { id: 'poker', label: 'Poker', content: <p>Poker rooms</p> },
];

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  afterEach(cleanup);

  it('is one tab stop: Tab reaches the selected tab, then its panel', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Game categories" items={CATEGORIES} defaultSelectedId="live" />);
    expect(screen.getByRole('tablist', { name: 'Game categories' })).toBeTruthy();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Live' }));
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([screen.getByRole('tab', { name: 'Live' })]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Live' }));
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping around', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Tabs label="Game categories" items={CATEGORIES} onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Slots' }));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Live' }));
    expect(screen.getByRole('tabpanel', { name: 'Live' }).textContent).toBe('Live tables');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Poker' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Slots' }));
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe(screen.getByRole('tab', { name: 'Poker' }));
    expect(onSelect).toHaveBeenLastCalledWith('poker');
  });

  it('jumps to the first and last tabs with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Game categories" items={CATEGORIES} defaultSelectedId="live" />);
    await user.tab();

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Poker' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Poker rooms');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Slots' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Slot games');
  });

  it('follows a selection its parent controls', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { rerender } = render(<Tabs label="Game categories" items={CATEGORIES} selectedId="slots" onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Poker' }));
    expect(onSelect).toHaveBeenCalledWith('poker');
    expect(selectedTab()).toBe(screen.getByRole('tab', { name: 'Slots' }));

    rerender(<Tabs label="Game categories" items={CATEGORIES} selectedId="poker" onSelect={onSelect} />);
    expect(selectedTab()).toBe(screen.getByRole('tab', { name: 'Poker' }));
  });
});
