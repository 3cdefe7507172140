import type { Chunk, Compilation, Module } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { firstScreenStages, firstScreenTags, sharedKeyOf } from './first-screen-scripts.ts';

interface FakeBlock {
  blocks: FakeBlock[];
  group: Chunk[];
}
const chunk = (id: number) => ({ id, files: new Set([`static/js/${id}.js`]) }) as unknown as Chunk;
const block = (group: Chunk[]): FakeBlock => ({ blocks: [], group });
const module = (type: string, identifier: string, blocks: FakeBlock[] = []) => ({ type, identifier: () => identifier, blocks }) as unknown as Module;

/**
 * A compilation shaped like the shell's: main.ts imports start-up's first stage, which imports the
 * second; shared modules provided by the entry and consumed by the stages.
 */
function shellLike() {
  const startApi = chunk(8122);
  const startDraw = chunk(7865);
  const kernelProvided = chunk(3339);
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
        module('javascript/auto', 'swc-loader!/shell/src/main.ts', [block([startApi])]),
        module('provide-module', 'provide shared module (default) react@19.3.1 = /react/index.js', [block([reactProvided])]),
        module('provide-module', 'provide shared module (default) react-dom/client@19.3.1 = /react-dom/client.js', [block([reactDomProvided])]),
        module('provide-module', 'provide shared module (default) @casino/shared-kernel/api@0.1.0 = /kernel/api', [block([kernelProvided])]),
        module('provide-module', 'provide shared module (default) @casino/shared-kernel/validation@0.1.0 = /kernel/validation', [block([validationProvided])]),
      ],
    ],
    [
      startApi,
      [
        module('javascript/auto', 'swc-loader!/shell/src/startup/api-start.ts', [block([startDraw])]),
        module('consume-shared-module', 'consume shared module (default) @casino/shared-kernel/api@^0.1.0 (strict) (fallback: /kernel/api)'),
      ],
    ],
    // The kernel consumes react: the first stage needs it too.
    [
      kernelProvided,
      [module('consume-shared-module', 'consume shared module (default) react@^19.3.1 (strict) (fallback: /react/index.js)', [block([reactFallback])])],
    ],
    [
      startDraw,
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
  const namedChunkGroups = new Map([
    ['start-api', { chunks: [startApi] }],
    ['start-draw', { chunks: [startDraw] }],
  ]);
  return { chunkGraph, entrypoints, namedChunkGroups } as unknown as Pick<Compilation, 'chunkGraph' | 'entrypoints' | 'namedChunkGroups'>;
}

const ids = (stages: Chunk[][]) => stages.map((chunks) => chunks.map((found) => found.id));

describe('the first screen’s chunks', () => {
  it('are each stage’s and the provided copies of what it consumes, each once, not lazy imports nor unused shares', () => {
    // Not the dialogs (a lazy import), not validation (provided, never consumed), not react's fallback;
    // react in the first stage (the kernel needs it), not again in the second.
    expect(ids(firstScreenStages(shellLike(), ['start-api', 'start-draw']))).toEqual([
      [8122, 3339, 784],
      [7865, 8435],
    ]);
  });

  it('are none for a compilation without the entry, and a stage no chunk is named after fails', () => {
    expect(firstScreenStages(shellLike(), ['start-api'], 'other')).toEqual([]);
    expect(() => firstScreenStages(shellLike(), ['start-api', 'start-paint'])).toThrow('no async chunk is named "start-paint"');
  });

  it('match provide and consume modules by share scope and key', () => {
    expect(sharedKeyOf('provide shared module (default) @casino/shared-kernel/validation@0.1.0 = /kernel')).toBe('default:@casino/shared-kernel/validation');
    expect(sharedKeyOf('consume shared module (default) @casino/shared-kernel/validation@^0.1.0 (strict) (fallback: /kernel)')).toBe(
      'default:@casino/shared-kernel/validation',
    );
    expect(sharedKeyOf('swc-loader!/shell/src/main.ts')).toBeUndefined();
  });
});

const files = (...names: string[]) => names.map((file) => ({ file, loaderKey: `shell@0.1.0:chunk-${file.replace(/\D/g, '')}` }));

describe('the first screen’s tags', () => {
  it('run the scripts deferred in CORS mode with their chunk’s loader key, and preload the stylesheets on the page’s own credentials', () => {
    expect(firstScreenTags([files('static/js/9.js', 'static/js/10.js', 'static/css/3.css')], '/')).toEqual([
      { tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'style', href: '/static/css/3.css' }, asset: 'static/css/3.css' },
      {
        tagName: 'script',
        voidTag: false,
        attributes: { defer: true, crossorigin: 'anonymous', 'data-rspack': 'shell@0.1.0:chunk-10', src: '/static/js/10.js' },
        asset: 'static/js/10.js',
      },
      {
        tagName: 'script',
        voidTag: false,
        attributes: { defer: true, crossorigin: 'anonymous', 'data-rspack': 'shell@0.1.0:chunk-9', src: '/static/js/9.js' },
        asset: 'static/js/9.js',
      },
    ]);
  });

  it('come stage by stage, the largest of a stage first: deferred scripts run in document order', () => {
    const sizes: Record<string, number> = {
      'static/js/react.js': 90_000,
      'static/js/a.js': 2_000,
      'static/js/b.js': 2_000,
      'static/css/c.css': 4_000,
      'static/js/kernel.js': 30_000,
    };
    const order = firstScreenTags(
      [files('static/js/a.js', 'static/js/kernel.js'), files('static/js/react.js', 'static/css/c.css', 'static/js/b.js')],
      '/',
      (file) => sizes[file] ?? 0,
    );
    expect(order.map((tag) => tag.asset)).toEqual(['static/js/kernel.js', 'static/js/a.js', 'static/js/react.js', 'static/css/c.css', 'static/js/b.js']);
  });
});
