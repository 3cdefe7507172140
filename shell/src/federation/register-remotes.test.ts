import { describe, expect, it } from 'vitest';
import { keepHostShares, type ShareHost } from './point-runtime.ts';

const factory = () => Promise.resolve(() => ({}));

/** The shell's runtime instance after mfe-promotions loaded `ui` first and brought its own `api-contract`. */
function shellAfterPromotions(): ShareHost {
  return {
    options: {
      name: 'shell',
      shared: {
        '@casino/shared-kernel/ui': [{ version: '0.1.0', get: factory }],
        '@casino/shared-kernel/ui-core': [{ version: '0.1.0', get: factory }],
      },
    },
    shareScopeMap: {
      default: {
        '@casino/shared-kernel/ui': { '0.1.0': { from: 'mfe-promotions', version: '0.1.0' } },
        '@casino/shared-kernel/ui-core': { '0.1.0': { from: 'shell', version: '0.1.0' } },
        '@casino/shared-kernel/api-contract': { '0.1.0': { from: 'mfe-promotions', version: '0.1.0' } },
        '@casino/shared-kernel/format': { '0.1.0': { from: 'mfe-wallet', version: '0.1.0' } },
      },
    },
  };
}

describe('keepHostShares', () => {
  it('hands back to the shell what it provides and the replaced remote loaded first, so removing the remote keeps it', () => {
    const shell = shellAfterPromotions();
    keepHostShares(shell, 'mfe-promotions');
    const from = Object.fromEntries(Object.entries(shell.shareScopeMap.default ?? {}).map(([name, versions]) => [name, versions['0.1.0']?.from]));
    expect(from).toEqual({
      '@casino/shared-kernel/ui': 'shell',
      '@casino/shared-kernel/ui-core': 'shell',
      // Its own copy (the shell does not provide it) goes with it; another remote's is not touched.
      '@casino/shared-kernel/api-contract': 'mfe-promotions',
      '@casino/shared-kernel/format': 'mfe-wallet',
    });
  });

  it('leaves a version the shell does not provide with the remote', () => {
    const shell = shellAfterPromotions();
    shell.shareScopeMap.default!['@casino/shared-kernel/ui']!['0.2.0'] = { from: 'mfe-promotions', version: '0.2.0' };
    keepHostShares(shell, 'mfe-promotions');
    expect(shell.shareScopeMap.default!['@casino/shared-kernel/ui']!['0.2.0']!.from).toBe('mfe-promotions');
  });
});
