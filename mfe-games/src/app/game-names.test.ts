import { describe, expect, it } from 'vitest';
import { kernelText } from '@casino/shared-kernel/i18n';
import { categoryTitle } from './game-names.ts';

describe('a category title on the games pages', () => {
  it('is the name the lobby gives the same key (one name per key, the kernel’s)', () => {
    expect(categoryTitle('lobby_live', kernelText)).toBe('Live Casino');
    expect(categoryTitle('lobby_web', kernelText)).toBe('Arcade');
    expect(categoryTitle('lobby_salon', kernelText)).toBe('Table Games');
  });

  it('reads a key no one names yet as words', () => {
    expect(categoryTitle('lobby_new_games', kernelText)).toBe('New games');
  });
});
