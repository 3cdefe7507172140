// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@casino/shared-kernel/api-contract';
import { GameTile } from './game-tile.tsx';

const game = (overrides: Partial<Game> = {}): Game => ({
  id: 12,
  provider: 'PGSoft',
  url: '/Gamedetail?game_id=12',
  icon_url: '/api/assets/games/12.svg',
  lang_key: 'Fortune Tiger',
  rtp: 96.5,
  rtp_wave: 1.5,
  is_favorite: false,
  is_show_name: true,
  is_pic_need_cut: false,
  third_game_id: 'pg-fortune-tiger',
  ...overrides,
});

describe('GameTile', () => {
  afterEach(cleanup);

  it('opens its game when clicked, named by the translated name and the provider', () => {
    const onOpen = vi.fn();
    render(<GameTile game={game()} name="Tigre da Fortuna" onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tigre da Fortuna, PGSoft' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
  });

  it('writes the name under the picture only when is_show_name is set', () => {
    const { rerender } = render(<GameTile game={game()} onOpen={() => undefined} />);
    expect(screen.getByTestId('lobby.game-tile').textContent).toContain('Fortune Tiger');
    rerender(<GameTile game={game({ is_show_name: false })} onOpen={() => undefined} />);
    expect(screen.getByTestId('lobby.game-tile').textContent).not.toContain('Fortune Tiger');
    // Still named for a screen reader: the picture carries the name.
    expect(screen.getByRole('button', { name: 'Fortune Tiger, PGSoft' })).toBeTruthy();
  });

  it('crops the picture to the box only when is_pic_need_cut is set', () => {
    const { rerender } = render(<GameTile game={game({ is_pic_need_cut: true })} onOpen={() => undefined} />);
    const tile = () => screen.getByTestId('lobby.game-tile');
    const cutClass = tile().className;
    rerender(<GameTile game={game({ is_pic_need_cut: false })} onOpen={() => undefined} />);
    expect(tile().className).not.toBe(cutClass);
  });

  it('keeps a square box for the picture before it loads', () => {
    render(<GameTile game={game()} onOpen={() => undefined} />);
    const box = screen.getByTestId('lobby.game-tile').querySelector('[data-phase]');
    expect(box?.getAttribute('style')).toContain('aspect-ratio: 1 / 1');
  });

  it('shows no heart without a favourite toggle (visitors)', () => {
    render(<GameTile game={game()} onOpen={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Favourite' })).toBeNull();
  });

  it('shows the favourite flag as a pressed heart and reports a toggle without opening the game', () => {
    const onOpen = vi.fn();
    const onToggle = vi.fn();
    const { rerender } = render(<GameTile game={game({ is_favorite: true })} onOpen={onOpen} favorite={{ onToggle, label: 'Favourite' }} />);
    const heart = screen.getByRole('button', { name: 'Favourite' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 12, is_favorite: true }));
    expect(onOpen).not.toHaveBeenCalled();
    rerender(<GameTile game={game({ is_favorite: false })} onOpen={onOpen} favorite={{ onToggle, label: 'Favourite' }} />);
    expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('ignores presses of the heart while the favourite call is in flight', () => {
    const onToggle = vi.fn();
    render(<GameTile game={game()} onOpen={() => undefined} favorite={{ onToggle, label: 'Favourite', pending: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('shows the RTP on hover when the game has one (drawn from the tile’s data), and none otherwise', () => {
    const { rerender } = render(<GameTile game={game({ rtp: 96.5 })} onOpen={() => undefined} />);
    const rtp = () => screen.getByTestId('lobby.game-tile').querySelector('[data-rtp]')?.getAttribute('data-rtp');
    expect(rtp()).toBe('RTP 96.5%');
    rerender(<GameTile game={game({ rtp: 0 })} onOpen={() => undefined} />);
    expect(rtp()).toBeUndefined();
  });

  it('carries the game id for pages and tests to find it', () => {
    render(<GameTile game={game({ id: 77 })} onOpen={() => undefined} testId="games.tile" />);
    expect(screen.getByTestId('games.tile').getAttribute('data-game-id')).toBe('77');
  });
});
