// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundleCacheKey, type BundleStorage } from './bundle-cache.ts';
import { createCachedBundleBackend } from './cached-bundle-backend.ts';
import type { NamespaceSource } from './namespaces.ts';

const WALLET_ES = { deposit: 'Depositar' };

function walletSource(version: string, load: NamespaceSource['load'] = async () => WALLET_ES) {
  const spy = vi.fn(load);
  return { source: { version, load: spy } satisfies NamespaceSource, load: spy };
}

function backendFor(source: NamespaceSource | undefined, storage: () => BundleStorage | undefined = () => localStorage) {
  return createCachedBundleBackend({
    source: (namespace) => (namespace === 'wallet' ? source : undefined),
    storage,
    loadTimeoutMs: 50,
  });
}

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('cached bundle backend', () => {
  it('keys entries as i18n:<namespace>:<language>', () => {
    expect(bundleCacheKey('wallet', 'pt-br')).toBe('i18n:wallet:pt-br');
  });

  it('answers from the cache when the stored version matches, without loading', async () => {
    localStorage.setItem('i18n:wallet:es', JSON.stringify({ version: '7', resources: { deposit: 'Depósito (caché)' } }));
    const { source, load } = walletSource('7');
    await expect(backendFor(source).read('es', 'wallet')).resolves.toEqual({ deposit: 'Depósito (caché)' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and stores { version, resources } on a miss', async () => {
    const { source, load } = walletSource('7');
    await expect(backendFor(source).read('es', 'wallet')).resolves.toEqual(WALLET_ES);
    expect(load).toHaveBeenCalledExactlyOnceWith('es');
    expect(stored('i18n:wallet:es')).toEqual({ version: '7', resources: WALLET_ES });
  });

  it('reloads and refreshes the entry when the stored version differs', async () => {
    localStorage.setItem('i18n:wallet:es', JSON.stringify({ version: '6', resources: { deposit: 'viejo' } }));
    const { source, load } = walletSource('7');
    await expect(backendFor(source).read('es', 'wallet')).resolves.toEqual(WALLET_ES);
    expect(load).toHaveBeenCalledOnce();
    expect(stored('i18n:wallet:es')).toEqual({ version: '7', resources: WALLET_ES });
  });

  it.each([
    ['corrupt JSON', '{"version":"7","resources":'],
    ['a value that is not an entry', '"just a string"'],
    ['resources that are not strings', JSON.stringify({ version: '7', resources: { deposit: 42 } })],
    ['a numeric version', JSON.stringify({ version: 7, resources: WALLET_ES })],
  ])('treats %s as a miss and overwrites it', async (_case, text) => {
    localStorage.setItem('i18n:wallet:es', text);
    const { source, load } = walletSource('7');
    await expect(backendFor(source).read('es', 'wallet')).resolves.toEqual(WALLET_ES);
    expect(load).toHaveBeenCalledOnce();
    expect(stored('i18n:wallet:es')).toEqual({ version: '7', resources: WALLET_ES });
  });

  it('still translates when storage throws on read and write (quota, blocked)', async () => {
    const throwing: BundleStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const { source, load } = walletSource('7');
    await expect(backendFor(source, () => throwing).read('es', 'wallet')).resolves.toEqual(WALLET_ES);
    expect(load).toHaveBeenCalledOnce();
  });

  it('still translates when merely reaching storage throws (storage disabled)', async () => {
    const { source } = walletSource('7');
    const disabled = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    await expect(backendFor(source, disabled).read('es', 'wallet')).resolves.toEqual(WALLET_ES);
  });

  it('falls back to an entry of another version when the load fails, rather than to nothing', async () => {
    localStorage.setItem('i18n:wallet:es', JSON.stringify({ version: '6', resources: { deposit: 'viejo' } }));
    const { source } = walletSource('7', () => Promise.reject(new Error('offline')));
    await expect(backendFor(source).read('es', 'wallet')).resolves.toEqual({ deposit: 'viejo' });
    // The stale entry stays as it was: the next start tries the download again.
    expect(stored('i18n:wallet:es')).toEqual({ version: '6', resources: { deposit: 'viejo' } });
  });

  it('rejects when the load fails and nothing is cached', async () => {
    const { source } = walletSource('7', () => Promise.reject(new Error('offline')));
    await expect(backendFor(source).read('es', 'wallet')).rejects.toThrow('offline');
    expect(localStorage.getItem('i18n:wallet:es')).toBeNull();
  });

  it('gives up on a load that does not settle in time', async () => {
    const { source } = walletSource('7', () => new Promise(() => undefined));
    await expect(backendFor(source).read('es', 'wallet')).rejects.toThrow('i18n:wallet:es did not load within 50 ms');
  });

  it('throws at once for a namespace nobody registered and a language without bundles, loading nothing', () => {
    const { source, load } = walletSource('7');
    expect(() => backendFor(source).read('es', 'lobby')).toThrow('namespace "lobby" is not registered');
    expect(() => backendFor(source).read('fr', 'wallet')).toThrow('"fr" is not a language');
    expect(load).not.toHaveBeenCalled();
  });

  it('accepts the JSON module a dynamic import resolves to, and rejects nested bundles', async () => {
    const asModule = walletSource('7', async () => ({ default: WALLET_ES }));
    await expect(backendFor(asModule.source).read('es', 'wallet')).resolves.toEqual(WALLET_ES);

    const nested = walletSource('8', async () => JSON.parse('{"wallet":{"deposit":"Depositar"}}') as Record<string, string>);
    await expect(backendFor(nested.source).read('th', 'wallet')).rejects.toThrow('not a flat map of strings');
  });
});
