import path from 'node:path';
import type { JsFile } from './js-recorder.ts';
import { readFileSync } from 'node:fs';
import { addTexts, gzipBytes, textByGroupOfFile } from './source-text.ts';

/**
 * The libraries a first visit cannot do without (issue 22: the design card's runtime libraries):
 * what the page would weigh with no code of ours. scheduler is react-dom's own dependency; the
 * federation runtime is every `@module-federation/*` package, in the shell and in the lobby's entry.
 */
export const FLOOR_LIBRARIES: Readonly<Record<string, string>> = {
  react: 'react',
  'react-dom': 'react-dom',
  scheduler: 'react-dom',
  'react-router': 'react-router',
  jotai: 'jotai',
  i18next: 'i18next',
  ky: 'ky',
};
const FEDERATION_RUNTIME = 'federation runtime';

/** `react-dom` of `…/node_modules/.pnpm/react-dom@19…/node_modules/react-dom/cjs/x.js`. */
const PACKAGE_IN_PATH = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//;

/** The library a source file belongs to: a floor library, or `other: <package>` for any other one. */
export function libraryOf(source: string): string | undefined {
  const name = PACKAGE_IN_PATH.exec(source)?.[1];
  if (name === undefined) return undefined;
  if (name.startsWith('@module-federation/')) return FEDERATION_RUNTIME;
  return FLOOR_LIBRARIES[name] ?? `other: ${name}`;
}

export interface LibraryBytes {
  library: string;
  /** gzip -9 of the library's minified text, joined across the files it came in. */
  gzipBytes: number;
  inFloor: boolean;
}

export interface LibraryFloor {
  libraries: LibraryBytes[];
  /** The floor libraries' bytes, summed. */
  floorBytes: number;
  /** Files the visit loaded without a source map beside them (their bytes are not attributed). */
  unmapped: string[];
}

/**
 * The bytes each library adds to the recorded files, from the source maps beside them in the
 * static root: the floor measured in the same run as the visit it divides.
 */
export function libraryFloor(files: readonly JsFile[], staticRoot: string): LibraryFloor {
  const texts = new Map<string, string>();
  const unmapped: string[] = [];
  for (const file of files) {
    const pathname = new URL(file.url).pathname;
    const found = textByGroupOfFile(path.join(staticRoot, ...pathname.split('/')), libraryOf);
    if (found) addTexts(texts, found);
    else unmapped.push(pathname);
  }
  const floorNames = new Set([...Object.values(FLOOR_LIBRARIES), FEDERATION_RUNTIME]);
  const libraries = [...texts]
    .map(([library, text]) => ({ library, gzipBytes: gzipBytes(text), inFloor: floorNames.has(library) }))
    .sort((a, b) => Number(b.inFloor) - Number(a.inFloor) || b.gzipBytes - a.gzipBytes);
  const floorBytes = libraries.filter((entry) => entry.inFloor).reduce((sum, entry) => sum + entry.gzipBytes, 0);
  return { libraries, floorBytes, unmapped };
}

/**
 * `workbox` for any `workbox-*` package (the plugin's runtime modules) and for `idb`, the IndexedDB
 * wrapper workbox-expiration brings; else as {@link libraryOf} names it.
 */
export function workerLibraryOf(source: string): string | undefined {
  const library = libraryOf(source);
  return library?.startsWith('other: workbox-') || library === 'other: idb' ? 'workbox' : library;
}

export interface WorkerBytes {
  /** gzip -9 of the whole worker file. */
  gzipBytes: number;
  /** Each library's share of it, largest first (its own code is the rest). */
  libraries: { library: string; gzipBytes: number }[];
}

/**
 * The service worker's weight and what workbox adds to it (issue 22: workbox-webpack-plugin builds
 * `sw.js`). Not part of the page's JS: the browser fetches the worker beside the page, and again
 * only when it changes. Undefined when the static root has no worker.
 */
export function workerBytes(staticRoot: string, file = 'sw.js'): WorkerBytes | undefined {
  const worker = path.join(staticRoot, file);
  const texts = textByGroupOfFile(worker, workerLibraryOf);
  if (!texts) return undefined;
  const libraries = [...texts].map(([library, text]) => ({ library, gzipBytes: gzipBytes(text) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { gzipBytes: gzipBytes(readFileSync(worker, 'utf8')), libraries };
}
