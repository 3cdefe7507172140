import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { createAppConfig, federationRuntimeAliases } from './create-app-config.ts';

const WORKSPACE = path.resolve(import.meta.dirname, '../../..');
const APPS = {
  shell: { appDir: path.join(WORKSPACE, 'shell'), federation: { name: 'shell' }, devPort: 3000 },
  'mfe-lobby': {
    appDir: path.join(WORKSPACE, 'mfe-lobby'),
    federation: { name: 'mfe-lobby', exposes: { './app': './src/exposes/app.tsx', './dialogs': './src/exposes/dialogs.tsx' } },
    devPort: 3001,
  },
};
const A_DEPENDENCY_FILE = path.join(
  WORKSPACE,
  'node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/core.js',
);

async function configOf(app: keyof typeof APPS, mode: 'production' | 'development'): Promise<Configuration> {
  return await createAppConfig(APPS[app])({}, { mode });
}

const matches = (condition: RuleSetRule['exclude'], file: string): boolean => {
  if (condition instanceof RegExp) return condition.test(file);
  if (typeof condition === 'string') return file.startsWith(condition);
  if (Array.isArray(condition)) return condition.some((each) => matches(each as RuleSetRule['exclude'], file));
  return false;
};

describe('the app config runs dependencies as published', () => {
  for (const app of Object.keys(APPS) as (keyof typeof APPS)[]) {
    for (const mode of ['production', 'development'] as const) {
      it(`gives no loader a file under node_modules (${app}, ${mode})`, async () => {
        const rules = ((await configOf(app, mode)).module?.rules ?? []) as RuleSetRule[];
        const withLoader = rules.filter((rule) => rule.loader !== undefined || rule.use !== undefined);
        expect(withLoader.length).toBeGreaterThan(0);
        for (const rule of withLoader) expect([rule.loader, matches(rule.exclude, A_DEPENDENCY_FILE)]).toEqual([rule.loader, true]);
        expect(rules.filter((rule) => rule.enforce !== undefined)).toEqual([]);
      });
    }

    it(`resolves MF's runtime to the same files in development and production (${app})`, async () => {
      const production = (await configOf(app, 'production')).resolve?.alias as Record<string, string>;
      const development = (await configOf(app, 'development')).resolve?.alias as Record<string, string>;
      for (const [from, to] of Object.entries(federationRuntimeAliases())) {
        expect([production[from], development[from]]).toEqual([to, to]);
      }
    });
  }

  it("swaps each MF runtime package's CommonJS build for the ES module build beside it, in the same package", () => {
    const aliases = Object.entries(federationRuntimeAliases());
    expect(aliases).toHaveLength(3);
    for (const [commonJs, esm] of aliases) {
      expect(commonJs).toMatch(/\.cjs$/);
      expect(esm).toBe(commonJs.replace(/\.cjs$/, '.js'));
    }
  });
});
