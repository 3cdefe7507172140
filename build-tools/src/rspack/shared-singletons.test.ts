import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_ROOT } from '../static-root/workspace.ts';
import { sharedSingletons } from './shared-singletons.ts';

describe('sharedSingletons', () => {
  const shared = sharedSingletons(path.join(WORKSPACE_ROOT, 'shell'));

  it('shares React, jotai and every kernel concern as singletons', () => {
    for (const request of ['react', 'react-dom/client', 'jotai', '@casino/shared-kernel/ui', '@casino/shared-kernel/remote-map', '@casino/shared-kernel/remote']) {
      expect(shared[request], request).toMatchObject({ singleton: true });
    }
  });

  it('leaves out what only Node loads: no container offers the first-screen writer', () => {
    expect(shared['@casino/shared-kernel/first-screen']).toBeUndefined();
    expect(shared['@casino/shared-kernel/package.json']).toBeUndefined();
  });
});
