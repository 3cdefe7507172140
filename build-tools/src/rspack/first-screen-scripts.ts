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
 * The chunks the page runs before its first screen, besides its entry, stage by stage: each stage
 * is a named async chunk (`webpackChunkName`) the host's start-up imports in that order (the shell:
 * `start-api`, then `start-draw`), followed, for every shared module its chunks consume, by the
 * chunks of the host's provided copy (what the share scope hands out on a first visit, when no
 * remote has registered another), or else of the consume's fallback; and so on for what those
 * consume. A chunk is listed once, in the first stage that needs it. Other dynamic imports (dialogs,
 * pages, lazy parts) are left for the page to ask for when it needs them. Throws for a stage no
 * chunk is named after.
 */
export function firstScreenStages(
  compilation: Pick<Compilation, 'chunkGraph' | 'entrypoints' | 'namedChunkGroups'>,
  stageNames: readonly string[],
  entryName = 'main',
): Chunk[][] {
  const graph = compilation.chunkGraph as unknown as ChunkGraphWalk;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const entryChunks = new Set(entrypoint.chunks);
  const provided = new Map<string, Module>();
  for (const module of [...entryChunks].flatMap((chunk) => graph.getChunkModules(chunk))) {
    const key = module.type === 'provide-module' ? sharedKeyOf(module.identifier()) : undefined;
    if (key) provided.set(key, module);
  }
  const found = new Set<Chunk>();
  const consumed = new Set<string>();
  return stageNames.map((name) => {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`no async chunk is named "${name}": name the start-up stage's import() with /* webpackChunkName: "${name}" */`);
    const chunks: Chunk[] = [];
    const reach = (of: readonly Chunk[]) => {
      for (const chunk of of) {
        if (found.has(chunk) || entryChunks.has(chunk)) continue;
        found.add(chunk);
        chunks.push(chunk);
      }
    };
    reach(group.chunks);
    // `chunks` grows while it is walked: the chunks of what the stage's chunks consume.
    for (let index = 0; index < chunks.length; index++) {
      for (const module of graph.getChunkModules(chunks[index]!)) {
        if (module.type !== 'consume-shared-module') continue;
        const key = sharedKeyOf(module.identifier());
        if (key === undefined || consumed.has(key)) continue;
        consumed.add(key);
        // The provided module's blocks: each runs only when consumed.
        for (const block of blocksOf(provided.get(key) ?? module)) reach(graph.getBlockChunkGroup(block)?.chunks ?? []);
      }
    }
    return chunks;
  });
}

/** A tag of the page, as HtmlRspackPlugin's `alterAssetTags` hands them out. */
export interface FirstScreenTag {
  tagName: 'script' | 'link';
  voidTag: boolean;
  attributes: Record<string, string | boolean>;
  asset: string;
}

/** A first-screen file and the key the chunk loader knows its chunk by (`<uniqueName>:chunk-<id>`). */
export interface FirstScreenFile {
  file: string;
  loaderKey: string;
}

/**
 * The page's tags for the first screen's chunk files, stage by stage: each script runs deferred,
 * after the entry (`defer`, in document order, compiled off the main thread; a chunk only registers
 * its modules); each stylesheet is preloaded for the CSS loader, which links it when its chunk
 * loads. A script tag carries its chunk's loader key (`data-rspack`): the chunk loader, asked for
 * the chunk before the script has run (the shell's first stage starts at once), waits for that tag
 * instead of adding another. `crossorigin` on scripts matches the chunk loader's
 * (`output.crossOriginLoading`); none on stylesheets, which the CSS loader links without it on the
 * page's own origin: a preload in another credentials mode is not used, and the file downloads twice.
 *
 * A stage's files before the next stage's: deferred scripts run in document order, and the first
 * stage must not wait for the second's. Within a stage the largest first (`sizeOf`, bytes): the
 * stage waits for the last of them, and over HTTP/1.1's six connections per host a large file
 * asked for last started after the small ones and ended a second after them on a phone's network
 * (React's chunk, measured with Lighthouse's model).
 */
export function firstScreenTags(
  stages: readonly (readonly FirstScreenFile[])[],
  publicPath: string,
  sizeOf: (file: string) => number = () => 0,
): FirstScreenTag[] {
  return stages.flatMap((files) =>
    [...files]
      .sort((a, b) => sizeOf(b.file) - sizeOf(a.file) || a.file.localeCompare(b.file))
      .map(({ file, loaderKey }): FirstScreenTag => {
        const url = `${publicPath}${file}`;
        if (file.endsWith('.css')) return { tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'style', href: url }, asset: file };
        return { tagName: 'script', voidTag: false, attributes: { defer: true, crossorigin: 'anonymous', 'data-rspack': loaderKey, src: url }, asset: file };
      }),
  );
}

/**
 * Puts the first screen's chunks (`firstScreenStages`) in the shell's page (`firstScreenTags`), so
 * they download beside the entry instead of after it has run, and run without the runtime inserting
 * a script tag for each: the entry's runtime asks for them only once evaluated, and on a phone's
 * network that costs the first screen a round trip per wave of requests. A chunk file that does not
 * exist fails the build.
 */
export class FirstScreenScriptsPlugin {
  private readonly stageNames: readonly string[];

  /** @param stageNames - the host's start-up stages, in order: the names of their async chunks. */
  constructor(stageNames: readonly string[]) {
    this.stageNames = stageNames;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(PLUGIN, (data) => {
        const uniqueName = compilation.outputOptions.uniqueName ?? '';
        let chunkStages: Chunk[][] = [];
        try {
          chunkStages = firstScreenStages(compilation, this.stageNames);
        } catch (error) {
          compilation.errors.push(new rspack.WebpackError(`${PLUGIN}: ${(error as Error).message}`));
        }
        const stages = chunkStages.map((chunks) =>
          chunks.flatMap((chunk) =>
            [...chunk.files]
              .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
              .map((file) => ({ file, loaderKey: `${uniqueName}:chunk-${String(chunk.id)}` })),
          ),
        );
        const missing = stages.flat().flatMap(({ file }) => (compilation.getAsset(file) ? [] : [file]));
        if (missing.length > 0) compilation.errors.push(new rspack.WebpackError(`${PLUGIN}: no such chunk file: ${missing.join(', ')}`));
        // The entry first, and first in line: the first screen's chunks must not queue it behind
        // themselves; it starts the brand's first fetches while they download.
        for (const tag of data.assetTags.scripts) if (tag.tagName === 'script') tag.attributes['fetchpriority'] = 'high';
        const sizeOf = (file: string) => compilation.getAsset(file)?.source.size() ?? 0;
        data.assetTags.scripts.push(...firstScreenTags(stages, data.publicPath, sizeOf));
        return data;
      });
    });
  }
}
