import { rspack, type Chunk, type Compilation, type Compiler, type Module } from '@rspack/core';

const PLUGIN = 'FirstScreenPreloadPlugin';

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

/**
 * Puts a `<link rel="preload" as="script" crossorigin>` (or `as="style"` for its CSS) in the page
 * for every chunk of its first screen (`firstScreenChunks`), so they download beside the entry
 * instead of after it has run: the entry's runtime asks for them only once evaluated, and on a
 * phone's network that costs the first screen a round trip per wave of requests. `crossorigin`
 * matches the chunk loader's script tags (`output.crossOriginLoading`), so the browser hands them
 * the preloaded responses. A chunk file that does not exist fails the build.
 */
export class FirstScreenPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        const files = firstScreenChunks(compilation)
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
          .sort();
        const missing = files.filter((file) => !compilation.getAsset(file));
        if (missing.length > 0) compilation.errors.push(new rspack.WebpackError(`${PLUGIN}: no such chunk file to preload: ${missing.join(', ')}`));
        const preloads = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', crossorigin: 'anonymous', href: `${data.publicPath}${file}` },
          asset: file,
        }));
        // The entry first, and first in line: the preloads must not queue it behind themselves (a
        // deferred script is low priority, a preloaded one high).
        for (const tag of data.assetTags.scripts) if (tag.tagName === 'script') tag.attributes['fetchpriority'] = 'high';
        data.assetTags.scripts.push(...preloads);
        return data;
      });
    });
  }
}
