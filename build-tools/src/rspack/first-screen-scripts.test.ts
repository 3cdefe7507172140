import type { Chunk, Compilation, Module } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { firstScreenChunks, firstScreenTags, sharedKeyOf } from './first-screen-scripts.ts';

interface FakeBlock {
  blocks: FakeBlock[];
  group: Chunk[];
}
const chunk = (id: number) => ({ id, files: new Set([`static/js/${id}.js`]) }) as unknown as Chunk;
const block = (group: Chunk[]): FakeBlock => ({ blocks: [], group });
const module = (type: string, identifier: string, blocks: FakeBlock[] = []) => ({ type, identifier: () => identifier, blocks }) as unknown as Module;

/** A compilation shaped like the shell's: main.ts's async boundary, shared modules provided and consumed. */
function shellLike() {
  const bootstrap = chunk(7083);
  const reactProvided = chunk(784);
  const reactFallback = chunk(9001);
  const reactDomProvided = chunk(8435);
  const dialogs = chunk(2424);
  const validationProvided = chunk(6254);
  const entry = chunk(1889);
  const modules = new Map<Chunk, Module[]>([
    [
      entry,
      [
        module('javascript/auto', 'swc-loader!/shell/src/main.ts', [block([bootstrap])]),
        module('provide-module', 'provide shared module (default) react@19.3.1 = /react/index.js', [block([reactProvided])]),
        module('provide-module', 'provide shared module (default) react-dom/client@19.3.1 = /react-dom/client.js', [block([reactDomProvided])]),
        module('provide-module', 'provide shared module (default) @casino/shared-kernel/validation@0.1.0 = /kernel/validation', [block([validationProvided])]),
      ],
    ],
    [
      bootstrap,
      [
        module('javascript/auto', 'swc-loader!/shell/src/bootstrap.tsx', [block([dialogs])]),
        module('consume-shared-module', 'consume shared module (default) react@^19.3.1 (strict) (fallback: /react/index.js)', [block([reactFallback])]),
        module('consume-shared-module', 'consume shared module (default) react-dom/client@^19.3.1 (strict) (fallback: /react-dom/client.js)'),
      ],
    ],
    // react-dom consumes react again: reached once.
    [reactDomProvided, [module('consume-shared-module', 'consume shared module (default) react@^19.3.1 (strict) (fallback: /react/index.js)')]],
  ]);
  const chunkGraph = {
    getChunkModules: (of: Chunk) => modules.get(of) ?? [],
    getBlockChunkGroup: (of: FakeBlock) => ({ chunks: of.group }),
  };
  const entrypoints = new Map([['main', { chunks: [entry] }]]);
  return { chunkGraph, entrypoints } as unknown as Pick<Compilation, 'chunkGraph' | 'entrypoints'>;
}

describe('the first screen’s chunks', () => {
  it('are the async boundary’s and the provided copies of what it consumes, not lazy imports nor unused shares', () => {
    const ids = firstScreenChunks(shellLike()).map((found) => found.id);
    // Not the dialogs (a lazy import), not validation (provided, never consumed), not react's fallback.
    expect(ids.sort((a, b) => Number(a) - Number(b))).toEqual([784, 7083, 8435]);
  });

  it('are none for a compilation without the entry', () => {
    expect(firstScreenChunks(shellLike(), 'other')).toEqual([]);
  });

  it('match provide and consume modules by share scope and key', () => {
    expect(sharedKeyOf('provide shared module (default) @casino/shared-kernel/validation@0.1.0 = /kernel')).toBe('default:@casino/shared-kernel/validation');
    expect(sharedKeyOf('consume shared module (default) @casino/shared-kernel/validation@^0.1.0 (strict) (fallback: /kernel)')).toBe(
      'default:@casino/shared-kernel/validation',
    );
    expect(sharedKeyOf('swc-loader!/shell/src/main.ts')).toBeUndefined();
  });
});

describe('the first screen’s tags', () => {
  it('run the scripts deferred in CORS mode, after the entry, and preload the stylesheets on the page’s own credentials', () => {
    expect(firstScreenTags(['static/js/9.js', 'static/js/10.js', 'static/css/3.css'], '/')).toEqual([
      { tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'style', href: '/static/css/3.css' }, asset: 'static/css/3.css' },
      { tagName: 'script', voidTag: false, attributes: { defer: true, crossorigin: 'anonymous', src: '/static/js/10.js' }, asset: 'static/js/10.js' },
      { tagName: 'script', voidTag: false, attributes: { defer: true, crossorigin: 'anonymous', src: '/static/js/9.js' }, asset: 'static/js/9.js' },
    ]);
  });

  it('ask for the largest first: the first screen waits for the last of them', () => {
    const sizes: Record<string, number> = { 'static/js/react.js': 90_000, 'static/js/a.js': 2_000, 'static/js/b.js': 2_000, 'static/css/c.css': 4_000 };
    const order = firstScreenTags(Object.keys(sizes), '/', (file) => sizes[file] ?? 0).map((tag) => tag.asset);
    expect(order).toEqual(['static/js/react.js', 'static/css/c.css', 'static/js/a.js', 'static/js/b.js']);
  });
});
