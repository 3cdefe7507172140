// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteName } from '@casino/shared-kernel/remote-map';
import { preloadRouteEntry, routeOfHash } from './preload-entry.ts';
import type { RunningRemote } from './resolve-remote.ts';

const running = {
  get: (name: RemoteName): RunningRemote => ({
    name,
    version: '1.2.0',
    entry: `/remotes/${name}/1.2.0/remoteEntry.js`,
    integrity: name === 'mfe-lobby' ? 'sha384-abc' : undefined,
    source: 'pin',
    pinned: '1.2.0',
    fallbacks: [],
  }),
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloading the first page’s remote entry', () => {
  it('reads the route from the hash, the Dashboard when there is none', () => {
    expect(routeOfHash('')).toBe('/');
    expect(routeOfHash('#/')).toBe('/');
    expect(routeOfHash('#/Gamedetail?id=3')).toBe('/Gamedetail');
  });

  it('preloads the owner’s entry as the MF runtime will load it: same URL, crossorigin and integrity', () => {
    const link = preloadRouteEntry('', running);
    expect(link).not.toBeNull();
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
    expect(link?.as).toBe('script');
    expect(link?.crossOrigin).toBe('anonymous');
    expect(link?.integrity).toBe('sha384-abc');
    expect(link?.href).toBe(new URL('/remotes/mfe-lobby/1.2.0/remoteEntry.js', document.baseURI).href);
  });

  it('preloads the games entry for a games page, without an integrity it does not have', () => {
    const link = preloadRouteEntry('#/Gamedetail?id=3', running);
    expect(link?.href).toContain('/remotes/mfe-games/1.2.0/remoteEntry.js');
    expect(link?.hasAttribute('integrity')).toBe(false);
  });

  it('preloads nothing for a page of the shell or a route that does not exist', () => {
    expect(preloadRouteEntry('#/download', running)).toBeNull();
    expect(preloadRouteEntry('#/nowhere', running)).toBeNull();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
