import path from 'node:path';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import { UNIT_TEST_TIMEOUTS } from './unit-test-timeouts.ts';

export { UNIT_TEST_TIMEOUTS };

/**
 * A package's vitest config with the workspace's time-outs (`unit-test-timeouts.ts`); `dom` adds
 * Testing Library's, for packages that render components. `own` is merged over it.
 */
export function unitTestConfig({ dom = false }: { dom?: boolean } = {}, own: ViteUserConfig = {}): ViteUserConfig {
  const shared = defineConfig({
    test: {
      testTimeout: UNIT_TEST_TIMEOUTS.testMs,
      hookTimeout: UNIT_TEST_TIMEOUTS.testMs,
      expect: { poll: { timeout: UNIT_TEST_TIMEOUTS.waitMs } },
      setupFiles: dom ? [path.join(import.meta.dirname, 'testing-library-setup.ts')] : [],
    },
  });
  return mergeConfig(shared, own);
}
