import { expect, it } from 'vitest';
import { bundlesVersion, type Bundle, type NamespaceSource } from '@casino/shared-kernel/i18n';
import { LANGUAGES, type Language } from '@casino/shared-kernel/state';
import { shellBundle } from '../i18n/shell-texts.ts';

async function bundles(source: NamespaceSource): Promise<Record<Language, Bundle>> {
  const loaded = await Promise.all(
    LANGUAGES.map(async (language) => {
      const bundle = await source.load(language);
      return [language, 'default' in bundle ? (bundle.default as Bundle) : bundle] as const;
    }),
  );
  return Object.fromEntries(loaded) as Record<Language, Bundle>;
}

/**
 * The checks every namespace the shell loads with its code (not with the first screen) passes: its
 * version is its texts' (`constant` names where to set it), every language has every key, and none
 * of its keys is still in the first screen's shell texts.
 */
export function itIsAnOwnNamespace(source: NamespaceSource, constant: string, minimumKeys: number): void {
  it('names its version after its texts, so a changed text is never served from an old cache', async () => {
    expect(source.version, `set ${constant} to this value`).toBe(bundlesVersion(await bundles(source)));
  });

  it('has every key in all seven languages, and none of the first screen’s shell texts', async () => {
    const all = await bundles(source);
    const english = Object.keys(all.en).sort();
    expect(english.length).toBeGreaterThanOrEqual(minimumKeys);
    for (const language of LANGUAGES) expect(Object.keys(all[language]).sort(), language).toEqual(english);
    const shell = await shellBundle('en');
    expect(english.filter((key) => key in shell)).toEqual([]);
  });
}
