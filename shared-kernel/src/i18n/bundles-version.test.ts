import { describe, expect, it } from 'vitest';
import type { Language } from '@casino/shared-kernel/state';
import { bundlesVersion } from './bundles-version.ts';
import type { Bundle } from './namespaces.ts';

function bundles(close: string): Record<Language, Bundle> {
  const bundle = (language: Language): Bundle => ({ close: `${close} ${language}`, retry: 'R' });
  return { en: bundle('en'), es: bundle('es'), 'pt-br': bundle('pt-br'), th: bundle('th'), vi: bundle('vi'), 'zh-tw': bundle('zh-tw'), zh: bundle('zh') };
}

describe('bundlesVersion', () => {
  it('is 8 hex digits and the same for the same texts', () => {
    expect(bundlesVersion(bundles('Close'))).toMatch(/^[0-9a-f]{8}$/);
    expect(bundlesVersion(bundles('Close'))).toBe(bundlesVersion(bundles('Close')));
  });

  it('changes when any text changes', () => {
    const changed = bundles('Close');
    changed.th = { ...changed.th, retry: 'ลองใหม่' };
    expect(bundlesVersion(changed)).not.toBe(bundlesVersion(bundles('Close')));
  });

  it('does not depend on the order of keys in a file', () => {
    const reordered = bundles('Close');
    reordered.es = { retry: 'R', close: 'Close es' };
    expect(bundlesVersion(reordered)).toBe(bundlesVersion(bundles('Close')));
  });
});
