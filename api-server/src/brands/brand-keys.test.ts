import { describe, expect, it } from 'vitest';
import { developmentSigningKey } from '@casino/shared-kernel/api-contract';
import type { Brand } from './brands.ts';
import { isDevelopmentSigningKey, signingKeysFor } from './brand-keys.ts';

const brand = (id: string) => [id, { brand: id } as Brand] as const;
const BRANDS = new Map([brand('india'), brand('brasil')]);
const production = (signingKeys: Record<string, string>) => () => signingKeysFor(BRANDS, { mode: 'production', signingKeys });

describe('signing keys in production', () => {
  it('refuses every published development key, another brand’s included', () => {
    const key = 's'.repeat(30);
    expect(production({ india: developmentSigningKey('brasil'), brasil: key })).toThrow(/india must be .* not a development key/);
    expect(production({ india: key, brasil: developmentSigningKey('india') })).toThrow(/brasil must be .* not a development key/);
    expect(production({ india: developmentSigningKey('mexico-future'), brasil: key })).toThrow(/not a development key/);
    expect(isDevelopmentSigningKey(developmentSigningKey('india'))).toBe(true);
  });

  it('refuses one key for two brands, and takes two keys of their own', () => {
    const key = 's'.repeat(30);
    expect(production({ india: key, brasil: key })).toThrow(/india and brasil are the same/);
    expect([...production({ india: 'i'.repeat(24), brasil: 'b'.repeat(24) })()]).toEqual([
      ['india', 'i'.repeat(24)],
      ['brasil', 'b'.repeat(24)],
    ]);
  });

  it('uses each brand’s development key in development', () => {
    expect(signingKeysFor(BRANDS, { mode: 'development', signingKeys: {} }).get('brasil')).toBe(developmentSigningKey('brasil'));
  });
});
