import { describe, expect, it, vi } from 'vitest';
import { DICE } from '../../testing/lobby-fixtures.ts';
import { createFavorites } from './favorites.ts';

function setup({ signedIn = true } = {}) {
  let answer: (value: { is_favorite: boolean }) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const deps = {
    toggleOnServer: vi.fn(
      () =>
        new Promise<{ is_favorite: boolean }>((resolve, reject) => {
          answer = resolve;
          fail = reject;
        }),
    ),
    requireLogin: vi.fn(() => signedIn),
    applyToLobbyInfo: vi.fn(),
  };
  const favorites = createFavorites(deps);
  return { favorites, deps, answer: (value: boolean) => answer({ is_favorite: value }), fail: () => fail(new Error('refused')) };
}

describe('favourite toggles', () => {
  it('change the flag only after the server answers (spec 4), then tell every list', async () => {
    const { favorites, deps, answer } = setup();
    const heard = vi.fn();
    favorites.onChange(heard);
    const toggled = favorites.toggle(DICE);
    expect(deps.toggleOnServer).toHaveBeenCalledWith(DICE.id);
    expect(favorites.pending().has(DICE.id)).toBe(true);
    expect(deps.applyToLobbyInfo).not.toHaveBeenCalled();
    answer(true);
    await expect(toggled).resolves.toBe(true);
    expect(deps.applyToLobbyInfo).toHaveBeenCalledWith(DICE.id, true);
    expect(heard).toHaveBeenCalledWith({ game: { ...DICE, is_favorite: true }, isFavorite: true });
    expect(favorites.pending().has(DICE.id)).toBe(false);
  });

  it('ignore a second press while the first is in flight', async () => {
    const { favorites, deps, answer } = setup();
    const first = favorites.toggle(DICE);
    await expect(favorites.toggle(DICE)).resolves.toBeNull();
    expect(deps.toggleOnServer).toHaveBeenCalledTimes(1);
    answer(true);
    await first;
  });

  it('ask a visitor to register and call nothing', async () => {
    const { favorites, deps } = setup({ signedIn: false });
    await expect(favorites.toggle(DICE)).resolves.toBeNull();
    expect(deps.requireLogin).toHaveBeenCalled();
    expect(deps.toggleOnServer).not.toHaveBeenCalled();
  });

  it('leave the flag as it was when the call fails', async () => {
    const { favorites, deps, fail } = setup();
    const toggled = favorites.toggle(DICE);
    fail();
    await expect(toggled).resolves.toBeNull();
    expect(deps.applyToLobbyInfo).not.toHaveBeenCalled();
    expect(favorites.pending().size).toBe(0);
  });
});
