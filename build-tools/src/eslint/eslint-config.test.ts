import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { eslintConfig } from './eslint-config.ts';

// Files are linted as if they sat at these paths of the workspace; nothing is written to disk.
const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: workspaceRoot, overrideConfigFile: true, overrideConfig: eslintConfig });

/** The `no-restricted-imports` messages ESLint reports for `code` placed at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries (style.md)', () => {
  it('stops a remote importing another remote, by package name or relative path', async () => {
    expect(await boundaryErrors('mfe-lobby/src/app/x.tsx', `import '@casino/mfe-wallet/src/app/wallet-app.tsx';`)).toEqual([
      expect.stringContaining('A remote never imports another remote'),
    ]);
    expect(await boundaryErrors('mfe-lobby/src/app/x.tsx', `import '../../../mfe-games/src/app/games-app.tsx';`)).toEqual([
      expect.stringContaining('A remote never imports another remote'),
    ]);
  });

  it('stops a remote importing the shell, and the shell importing a remote', async () => {
    expect(await boundaryErrors('mfe-account/src/x.ts', `import '../../shell/src/app/route-table.ts';`)).toEqual([
      expect.stringContaining('never imports the shell'),
    ]);
    expect(await boundaryErrors('shell/src/x.ts', `import '@casino/mfe-lobby/src/app/lobby-app.tsx';`)).toEqual([
      expect.stringContaining('The shell names no remote'),
    ]);
  });

  it('stops the kernel importing an app or reaching across its concerns relatively', async () => {
    expect(await boundaryErrors('shared-kernel/src/ui/x.ts', `import '@casino/shell/src/app/shell-app.tsx';`)).toEqual([
      expect.stringContaining('The kernel imports no app'),
    ]);
    expect(await boundaryErrors('shared-kernel/src/ui/x.ts', `import { casinoBus } from '../events/index.ts';\nvoid casinoBus;`)).toEqual([
      expect.stringContaining('@casino/shared-kernel/<concern>'),
    ]);
  });

  it('lets only kernel tests import the kernel test data', async () => {
    const code = `import { userInfoFixture } from '../testing/player-fixtures.ts';\nvoid userInfoFixture;`;
    expect(await boundaryErrors('shared-kernel/src/state/session.ts', code)).toEqual([expect.stringContaining('Only tests')]);
    expect(await boundaryErrors('shared-kernel/src/state/session.test.ts', code)).toEqual([]);
    expect(await boundaryErrors('shared-kernel/src/state/session.test.ts', `import '../storage/token.ts';`)).toEqual([
      expect.stringContaining('@casino/shared-kernel/<concern>'),
    ]);
  });

  it('sends apps to the kernel store instead of jotai, and everyone to the kernel for routing and translation', async () => {
    expect(await boundaryErrors('mfe-games/src/x.ts', `import { atom } from 'jotai';\nvoid atom;`)).toEqual([
      expect.stringContaining('@casino/shared-kernel/state'),
    ]);
    for (const file of ['shell/src/x.ts', 'mfe-wallet/src/x.ts', 'shared-kernel/src/remote/x.ts']) {
      for (const library of ['react-router', 'react-router-dom']) {
        expect(await boundaryErrors(file, `import { Link } from '${library}';\nvoid Link;`)).toEqual([
          expect.stringContaining('@casino/shared-kernel/routing'),
        ]);
      }
    }
    for (const file of ['shell/src/x.ts', 'mfe-lobby/src/x.ts', 'shared-kernel/src/ui/x.ts']) {
      for (const library of ['i18next', 'react-i18next']) {
        expect(await boundaryErrors(file, `import { useTranslation } from '${library}';\nvoid useTranslation;`)).toEqual([
          expect.stringContaining('@casino/shared-kernel/i18n'),
        ]);
      }
    }
    expect(await boundaryErrors('shared-kernel/src/i18n/kernel-i18n.ts', `export { initReactI18next } from 'react-i18next';`)).toEqual([]);
    expect(await boundaryErrors('shared-kernel/src/api/x.ts', `import type { i18n } from 'i18next';\nexport type I = i18n;`)).toEqual([]);
    // The routing concern is the one place that imports react-router itself.
    expect(await boundaryErrors('shared-kernel/src/routing/index.ts', `export { Link } from 'react-router';`)).toEqual([]);
    expect(await boundaryErrors('shared-kernel/src/routing/index.ts', `import '../events/index.ts';`)).toEqual([
      expect.stringContaining('@casino/shared-kernel/<concern>'),
    ]);
  });

  it('allows what the platform intends', async () => {
    const allowed = [
      `import { Link } from '@casino/shared-kernel/routing';`,
      `import { useAtomValue } from '@casino/shared-kernel/state';`,
      `import { RemoteErrorPanel } from '@casino/shared-kernel/ui';`,
      `import { helper } from './helper.ts';`,
    ].join('\n');
    expect(await boundaryErrors('mfe-lobby/src/app/x.tsx', allowed)).toEqual([]);
    expect(await boundaryErrors('shared-kernel/src/ui/x.ts', `import { atom } from 'jotai';\nvoid atom;`)).toEqual([]);
  });
});
