import { describe, expect, it } from 'vitest';
import { readQueryParameter } from './query-parameter.ts';

describe('readQueryParameter', () => {
  it('reads URLSearchParams', () => {
    expect(readQueryParameter(new URLSearchParams('gameToken=abc'), ['gameToken'])).toBe('abc');
  });

  it('reads the search part and the query inside the hash of a URL', () => {
    expect(readQueryParameter(new URL('https://x.example/?a=1#/'), ['a'])).toBe('1');
    expect(readQueryParameter(new URL('https://x.example/#/?a=2'), ['a'])).toBe('2');
    expect(readQueryParameter(new URL('https://x.example/#/my/page?b=3&a=4'), ['a'])).toBe('4');
  });

  it('reads anything shaped like window.location', () => {
    expect(readQueryParameter({ search: '', hash: '#/?a=5' }, ['a'])).toBe('5');
  });

  it('prefers the earlier name, then the search part over the hash', () => {
    const url = new URL('https://x.example/?b=search-b#/?a=hash-a&b=hash-b');
    expect(readQueryParameter(url, ['a', 'b'])).toBe('hash-a');
    expect(readQueryParameter(url, ['b', 'a'])).toBe('search-b');
  });

  it('skips empty values, trims, and returns null when nothing is there', () => {
    expect(readQueryParameter(new URL('https://x.example/?a=#/?a=6'), ['a'])).toBe('6');
    expect(readQueryParameter(new URLSearchParams('a=%207%20'), ['a'])).toBe('7');
    expect(readQueryParameter(new URL('https://x.example/#/'), ['a'])).toBeNull();
    expect(readQueryParameter(new URLSearchParams('A=1'), ['a'])).toBeNull();
  });
});
