import { describe, expect, it } from 'vitest';
import { federationRangeOf } from './federation-compatibility.ts';

describe('federationRangeOf', () => {
  it.each([
    ['2.9.2', '>=2.8.0 <2.10.0'],
    ['2.9.3', '>=2.8.0 <2.10.0'],
    ['2.10.0', '>=2.9.0 <2.11.0'],
    ['2.0.4', '>=2.0.0 <2.1.0'],
    ['3.1.0-rc.1', '>=3.0.0 <3.2.0'],
  ])('a shell on MF %s runs remotes built with %s', (shell, range) => {
    expect(federationRangeOf(shell)).toBe(range);
  });

  it('has no range for a version that is not major.minor.patch', () => {
    expect(federationRangeOf('latest')).toBeUndefined();
    expect(federationRangeOf('^2.9.2')).toBeUndefined();
  });
});
