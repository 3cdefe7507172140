// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '@casino/shared-kernel/events';
import type { Language } from '@casino/shared-kernel/state';
import { bundleCacheKey, forgetFormerBundleEntries, type BundleStorage } from './bundle-cache.ts';
import { createKernelI18n } from './kernel-i18n.ts';
import type { Bundle, NamespaceSource } from './namespaces.ts';

const WALLET_ES = { deposit: 'Depositar' };
const WALLET_PT = { deposit: 'Depósito' };

function walletSource(
  version: string,
  load: (language: Language) => Promise<Bundle | { default: Bundle }> = async (language) => (language === 'es' ? WALLET_ES : WALLET_PT),
) {
  const spy = vi.fn(load);
  return { source: { version, load: spy } satisfies NamespaceSource, load: spy };
}

/** A translator in Spanish with the wallet's namespace, its bundles cached in `storage`. */
async function walletIn(source: NamespaceSource, storage: () => BundleStorage | undefined = () => localStorage) {
  const bus = createEventBus<{ 'language:changed': { language: string } }>({ 'language:changed': true });
  const kernelI18n = createKernelI18n({ languageChanges: bus, currentLanguage: () => 'es', storage, sources: {}, loadTimeoutMs: 50 });
  await kernelI18n.registerNamespace('wallet', source);
  return (key: string) => kernelI18n.i18n.t(key, { ns: 'wallet' });
}

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => localStorage.clear());

describe('the bundle cache in local storage', () => {
  it('keys entries as i18n:<language>-<namespace>', async () => {
    expect(bundleCacheKey('wallet', 'pt-br')).toBe('i18n:pt-br-wallet');
    await walletIn(walletSource('7').source);
    expect(Object.keys(localStorage)).toEqual([bundleCacheKey('wallet', 'es')]);
  });

  it('answers from the cache when the stored version matches, without loading', async () => {
    localStorage.setItem('i18n:es-wallet', JSON.stringify({ deposit: 'Depósito (caché)', i18nStamp: Date.now() - 400 * 86_400_000, i18nVersion: '7' }));
    const { source, load } = walletSource('7');
    expect((await walletIn(source))('deposit')).toBe('Depósito (caché)');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and stores the texts with their version on a miss', async () => {
    const { source, load } = walletSource('7');
    expect((await walletIn(source))('deposit')).toBe('Depositar');
    expect(load).toHaveBeenCalledExactlyOnceWith('es');
    expect(stored('i18n:es-wallet')).toMatchObject({ ...WALLET_ES, i18nVersion: '7' });
  });

  it('reloads and refreshes the entry when the stored version differs', async () => {
    localStorage.setItem('i18n:es-wallet', JSON.stringify({ deposit: 'viejo', i18nStamp: Date.now(), i18nVersion: '6' }));
    const { source, load } = walletSource('7');
    expect((await walletIn(source))('deposit')).toBe('Depositar');
    expect(load).toHaveBeenCalledOnce();
    expect(stored('i18n:es-wallet')).toMatchObject({ ...WALLET_ES, i18nVersion: '7' });
  });

  it.each([
    ['corrupt JSON', '{"deposit":"Depositar",'],
    ['a value that is not an entry', '"just a string"'],
    ['an entry without its version', JSON.stringify({ deposit: 'viejo', i18nStamp: Date.now() })],
  ])('treats %s as a miss and overwrites it', async (_case, text) => {
    localStorage.setItem('i18n:es-wallet', text);
    const { source, load } = walletSource('7');
    expect((await walletIn(source))('deposit')).toBe('Depositar');
    expect(load).toHaveBeenCalledOnce();
    expect(stored('i18n:es-wallet')).toMatchObject({ ...WALLET_ES, i18nVersion: '7' });
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
    expect((await walletIn(source, () => throwing))('deposit')).toBe('Depositar');
    expect(load).toHaveBeenCalledOnce();
  });

  it('still translates when merely reaching storage throws (storage disabled)', async () => {
    const disabled = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect((await walletIn(walletSource('7').source, disabled))('deposit')).toBe('Depositar');
  });

  it('stores nothing for a load that fails, and shows the pt-br text instead', async () => {
    const { source } = walletSource('7', async (language) => (language === 'es' ? Promise.reject(new Error('offline')) : WALLET_PT));
    expect((await walletIn(source))('deposit')).toBe('Depósito');
    expect(localStorage.getItem('i18n:es-wallet')).toBeNull();
  });

  it('gives up on a load that does not settle in time', async () => {
    const { source } = walletSource('7', (language) => (language === 'es' ? new Promise(() => undefined) : Promise.resolve(WALLET_PT)));
    expect((await walletIn(source))('deposit')).toBe('Depósito');
  });

  it('accepts the JSON module a dynamic import resolves to', async () => {
    const { source } = walletSource('7', async () => ({ default: WALLET_ES }));
    expect((await walletIn(source))('deposit')).toBe('Depositar');
    expect(stored('i18n:es-wallet')).toMatchObject({ ...WALLET_ES, i18nVersion: '7' });
  });

  it('forgets the entries of its former key format once the first texts are in, and keeps everything else', async () => {
    localStorage.setItem('i18n:wallet:es', JSON.stringify({ version: '6', bundle: WALLET_ES }));
    localStorage.setItem('i18n:kernel:pt-br', '{}');
    localStorage.setItem('token', 'kept');
    localStorage.setItem('i18n:pt-br-lobby', JSON.stringify({ deposit: 'x', i18nVersion: '1' }));
    const { source } = walletSource('7');
    expect((await walletIn(source))('deposit')).toBe('Depositar');
    expect(localStorage.getItem('i18n:wallet:es')).toBeNull();
    expect(localStorage.getItem('i18n:kernel:pt-br')).toBeNull();
    expect(localStorage.getItem('token')).toBe('kept');
    expect(localStorage.getItem('i18n:pt-br-lobby')).not.toBeNull();
    expect(stored('i18n:es-wallet')).toMatchObject({ ...WALLET_ES, i18nVersion: '7' });
  });

  it('leaves a storage that cannot list its keys, or throws listing them, as it is', () => {
    expect(forgetFormerBundleEntries({ getItem: () => null, setItem: () => undefined })).toBe(0);
    const throwing: BundleStorage = {
      getItem: () => null,
      setItem: () => undefined,
      removeItem: () => undefined,
      length: 1,
      key: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(forgetFormerBundleEntries(throwing)).toBe(0);
  });
});
