import { describe, expect, it } from 'vitest';
import { libraryOf, workerLibraryOf } from './library-floor.ts';
import { textByGroup } from './source-text.ts';

describe('the library floor', () => {
  it('names the library of a source path, flat or in pnpm’s store', () => {
    expect(libraryOf('webpack://shell@0.1.0/../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(libraryOf('webpack://shell@0.1.0/../node_modules/.pnpm/scheduler@0.27.0/node_modules/scheduler/index.js')).toBe('react-dom');
    expect(libraryOf('../node_modules/@module-federation/runtime-core/dist/core.js')).toBe('federation runtime');
    expect(libraryOf('../node_modules/.pnpm/ky@1.14.3/node_modules/ky/distribution/core/Ky.js')).toBe('ky');
    expect(libraryOf('../node_modules/.pnpm/single-spa-react@6.0.2/node_modules/single-spa-react/lib/esm/parcel.js')).toBe('other: single-spa-react');
    expect(libraryOf('webpack://shell@0.1.0/src/layout/header.tsx')).toBeUndefined();
  });

  it('cuts a minified line into the bytes of each source, by the map’s segments', () => {
    // "AAAA" maps column 0 to source 0, "ECAA" moves 2 columns on and to source 1 (base64 VLQ).
    const map = { version: 3, file: 'x.js', sources: ['node_modules/ky/a.js', 'src/b.ts'], names: [], mappings: 'AAAA,ECAA' } as const;
    const texts = textByGroup('kyOurs', { ...map, sources: [...map.sources], names: [] }, libraryOf);
    expect(texts.get('ky')).toBe('ky');
    expect([...texts.keys()]).toEqual(['ky']);
  });

  it('counts every workbox package of the service worker, and the idb it brings, as workbox', () => {
    expect(workerLibraryOf('webpack://shell@0.1.0/../node_modules/.pnpm/workbox-precaching@7.4.1/node_modules/workbox-precaching/PrecacheController.js')).toBe('workbox');
    expect(workerLibraryOf('../node_modules/workbox-core/_private/logger.js')).toBe('workbox');
    expect(workerLibraryOf('../node_modules/.pnpm/idb@7.1.1/node_modules/idb/build/wrap-idb-value.js')).toBe('workbox');
    expect(workerLibraryOf('../node_modules/.pnpm/ky@1.14.3/node_modules/ky/distribution/core/Ky.js')).toBe('ky');
    expect(workerLibraryOf('webpack://shell@0.1.0/src/pwa/sw.ts')).toBeUndefined();
  });
});
