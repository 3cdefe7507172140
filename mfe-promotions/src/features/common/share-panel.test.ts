import { describe, expect, it } from 'vitest';
import { absoluteLink } from './share-panel.tsx';

describe('a share link', () => {
  it('is made whole from the site’s root, and kept when it already is', () => {
    expect(absoluteLink('/?iCode=AB12CD34&gift=XY', 'https://casino.example/#/invitation')).toBe('https://casino.example/?iCode=AB12CD34&gift=XY');
    expect(absoluteLink('https://other.example/?iCode=1', 'https://casino.example/')).toBe('https://other.example/?iCode=1');
    expect(absoluteLink('', 'https://casino.example/')).toBe('');
  });
});
