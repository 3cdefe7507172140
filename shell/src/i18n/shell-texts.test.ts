import { describe, expect, it } from 'vitest';
import { bundlesVersion, type Bundle } from '@casino/shared-kernel/i18n';
import { LANGUAGES, type Language } from '@casino/shared-kernel/state';
import { SHELL_TEXT_AREAS, SHELL_TEXTS_VERSION, shellBundle } from './shell-texts.ts';

describe('the shell namespace', () => {
  it('names its version after its texts, so a changed text is never served from an old cache', async () => {
    const bundles = Object.fromEntries(await Promise.all(LANGUAGES.map(async (language) => [language, await shellBundle(language)] as const))) as Record<
      Language,
      Bundle
    >;
    expect(SHELL_TEXTS_VERSION, 'set SHELL_TEXTS_VERSION in shell-texts.ts to this value').toBe(bundlesVersion(bundles));
  });

  it('has every key in every language, and no key in two areas', async () => {
    for (const language of LANGUAGES) {
      const parts = await Promise.all(Object.values(SHELL_TEXT_AREAS).map(async (load) => Object.keys((await load(language)).default)));
      const keys = parts.flat();
      expect(new Set(keys).size, `a key of ${language} stands in two areas`).toBe(keys.length);
      expect(new Set(keys)).toEqual(new Set(Object.keys(await shellBundle('en'))));
    }
  });
});
