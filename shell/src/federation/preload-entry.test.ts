// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadEntryScript, remoteOfHash, routeOfHash } from './preload-entry.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the first page’s remote, started early', () => {
  it('reads the route from the hash, the Dashboard when there is none', () => {
    expect(routeOfHash('')).toBe('/');
    expect(routeOfHash('#/')).toBe('/');
    expect(routeOfHash('#/Gamedetail?id=3')).toBe('/Gamedetail');
  });

  it('knows the owner of a page: a remote, or none for the shell’s pages and unknown routes', () => {
    expect(remoteOfHash('')).toBe('mfe-lobby');
    expect(remoteOfHash('#/Gamedetail?id=3')).toBe('mfe-games');
    expect(remoteOfHash('#/download')).toBeUndefined();
    expect(remoteOfHash('#/nowhere')).toBeUndefined();
  });

  it('preloads an entry as the MF runtime will load it: same URL, crossorigin and integrity, once', () => {
    const link = preloadEntryScript('/remotes/mfe-lobby/1.2.0/remoteEntry.js', 'sha384-abc');
    expect(link?.as).toBe('script');
    expect(link?.crossOrigin).toBe('anonymous');
    expect(link?.integrity).toBe('sha384-abc');
    expect(link?.href).toBe(new URL('/remotes/mfe-lobby/1.2.0/remoteEntry.js', document.baseURI).href);
    expect(preloadEntryScript('/remotes/mfe-lobby/1.2.0/remoteEntry.js', 'sha384-abc')).toBe(link);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });

  it('preloads no integrity it does not have, and nothing that is no http(s) URL', () => {
    expect(preloadEntryScript('/remotes/mfe-games/1.2.0/remoteEntry.js', undefined)?.hasAttribute('integrity')).toBe(false);
    expect(preloadEntryScript('javascript:alert(1)', undefined)).toBeNull();
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});
