import { rspack, type Chunk, type Compilation, type Compiler, type Module } from '@rspack/core';

const PLUGIN = 'FirstScreenScriptsPlugin';

/** What the chunk graph of a compilation offers the walk (rspack's own objects, narrowed). */
interface AsyncBlock {
  readonly blocks: readonly AsyncBlock[];
}
interface ChunkGraphWalk {
  getChunkModules(chunk: Chunk): Module[];
  getBlockChunkGroup(block: AsyncBlock): { readonly chunks: readonly Chunk[] } | null;
}

const blocksOf = (module: Module): readonly AsyncBlock[] => (module as unknown as AsyncBlock).blocks;

/**
 * The share scope and key of a Module Federation provide or consume module, from its identifier
 * (`provide shared module (default) react@19.3.1 = …`, `consume shared module (default) react@^19.3.1 …`).
 */
export function sharedKeyOf(identifier: string): string | undefined {
  const match = /^(?:provide shared module|consume shared module) \(([^)]*)\) (.+?)@/.exec(identifier);
  return match ? `${match[1]}:${match[2]}` : undefined;
}

/**
 * The chunks the page runs before its first screen, besides its entry: the chunks of the entry's
 * own dynamic imports (the async boundary of `main.ts`), then, for every shared module those
 * chunks consume, the chunks of the host's provided copy (what the share scope hands out on a first
 * visit, when no remote has registered another), or else of the consume's fallback; and so on for
 * what those consume. Other dynamic imports (dialogs, pages, lazy parts) are left for the page to
 * ask for when it needs them.
 */
export function firstScreenChunks(compilation: Pick<Compilation, 'chunkGraph' | 'entrypoints'>, entryName = 'main'): Chunk[] {
  const graph = compilation.chunkGraph as unknown as ChunkGraphWalk;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const entryChunks = new Set(entrypoint.chunks);
  const provided = new Map<string, Module>();
  const found = new Set<Chunk>();
  const queue: Chunk[] = [];
  const reach = (block: AsyncBlock) => {
    for (const chunk of graph.getBlockChunkGroup(block)?.chunks ?? []) {
      if (found.has(chunk) || entryChunks.has(chunk)) continue;
      found.add(chunk);
      queue.push(chunk);
    }
  };
  const entryModules = [...entryChunks].flatMap((chunk) => graph.getChunkModules(chunk));
  for (const module of entryModules) {
    const key = module.type === 'provide-module' ? sharedKeyOf(module.identifier()) : undefined;
    if (key) provided.set(key, module);
  }
  // The entry's own dynamic imports (not the provided modules' blocks: each runs only when consumed).
  for (const module of entryModules) if (module.type.startsWith('javascript/')) blocksOf(module).forEach(reach);
  const consumed = new Set<string>();
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    for (const module of graph.getChunkModules(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = sharedKeyOf(module.identifier());
      if (key === undefined || consumed.has(key)) continue;
      consumed.add(key);
      blocksOf(provided.get(key) ?? module).forEach(reach);
    }
  }
  return [...found];
}

/** A tag of the page, as HtmlRspackPlugin's `alterAssetTags` hands them out. */
export interface FirstScreenTag {
  tagName: 'script' | 'link';
  voidTag: boolean;
  attributes: Record<string, string | boolean>;
  asset: string;
}

/**
 * The page's tags for the first screen's chunk files: each script runs deferred, after the entry
 * (`defer`, in document order, compiled off the main thread; a chunk only registers its modules,
 * and the entry crosses its async boundary once they have run: the shell's
 * `afterFirstScreenScripts`); each stylesheet is preloaded for the CSS loader, which links it when
 * its chunk loads. `crossorigin` on scripts matches the chunk loader's (`output.crossOriginLoading`);
 * none on stylesheets, which the CSS loader links without it on the page's own origin: a preload in
 * another credentials mode is not used, and the file downloads twice.
 *
 * The largest first (`sizeOf`, bytes): the first screen waits for the last of them, and over
 * HTTP/1.1's six connections per host a large file asked for last started after the small ones and
 * ended a second after them on a phone's network (React's chunk, measured with Lighthouse's model).
 */
export function firstScreenTags(files: readonly string[], publicPath: string, sizeOf: (file: string) => number = () => 0): FirstScreenTag[] {
  const largestFirst = [...files].sort((a, b) => sizeOf(b) - sizeOf(a) || a.localeCompare(b));
  return largestFirst.map((file): FirstScreenTag => {
    const url = `${publicPath}${file}`;
    if (file.endsWith('.css')) return { tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'style', href: url }, asset: file };
    return { tagName: 'script', voidTag: false, attributes: { defer: true, crossorigin: 'anonymous', src: url }, asset: file };
  });
}

/**
 * Puts the first screen's chunks (`firstScreenChunks`) in the shell's page (`firstScreenTags`), so
 * they download beside the entry instead of after it has run, and run without the runtime inserting
 * a script tag for each: the entry's runtime asks for them only once evaluated, and on a phone's
 * network that costs the first screen a round trip per wave of requests. A chunk file that does not
 * exist fails the build.
 */
export class FirstScreenScriptsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        const files = firstScreenChunks(compilation)
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.js') || file.endsWith('.css'));
        const missing = files.filter((file) => !compilation.getAsset(file));
        if (missing.length > 0) compilation.errors.push(new rspack.WebpackError(`${PLUGIN}: no such chunk file: ${missing.join(', ')}`));
        // The entry first, and first in line: the first screen's chunks must not queue it behind
        // themselves; it starts the brand's first fetches while they download.
        for (const tag of data.assetTags.scripts) if (tag.tagName === 'script') tag.attributes['fetchpriority'] = 'high';
        const sizeOf = (file: string) => compilation.getAsset(file)?.source.size() ?? 0;
        data.assetTags.scripts.push(...firstScreenTags(files, data.publicPath, sizeOf));
        return data;
      });
    });
  }
}
