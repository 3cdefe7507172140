import type { RemoteName } from '@casino/shared-kernel/remote-map';
import { ROUTE_TABLE } from '../app/route-table.ts';

// Imported by the shell's first script (early-fetches.ts) as well as by start-up: nothing shared
// may be imported here, only types.

/** The route a hash URL names (`#/Gamedetail?id=3` → `/Gamedetail`); the Dashboard for none. */
export const routeOfHash = (hash: string): string => hash.replace(/^#/, '').split('?')[0] || '/';

/** The remote that owns the page a hash URL names; undefined for a page of the shell or no route. */
export function remoteOfHash(hash: string): RemoteName | undefined {
  const owner = ROUTE_TABLE.find((candidate) => candidate.path === routeOfHash(hash))?.owner;
  return owner === undefined || owner === 'shell' ? undefined : owner;
}

/**
 * A `<link rel="preload">` of `src` as `as`, set up by `configure` (its mode, integrity, priority):
 * one link per URL and kind, the one already there when asked again. Null for no http(s) URL.
 */
function preload(doc: Document, as: 'script' | 'image', src: string, configure: (link: HTMLLinkElement) => void): HTMLLinkElement | null {
  const url = new URL(src, doc.baseURI);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const existing = [...doc.head.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="${as}"]`)].find((link) => link.href === url.href);
  if (existing) return existing;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = as;
  configure(link);
  link.href = url.href;
  doc.head.append(link);
  return link;
}

/**
 * Starts downloading a remote's entry script: a `<link rel="preload" as="script">` with the URL,
 * `crossorigin` and `integrity` the MF runtime's script tag will have, so the browser hands that
 * tag the preloaded response and checks it the same way; nothing runs before the runtime asks.
 * One link per URL. Null for an entry that is no http(s) URL.
 */
export function preloadEntryScript(entry: string, integrity: string | undefined, doc: Document = document): HTMLLinkElement | null {
  return preload(doc, 'script', entry, (link) => {
    link.crossOrigin = 'anonymous';
    if (integrity) link.integrity = integrity;
  });
}

/**
 * Starts downloading the picture the page will show first and largest (the Dashboard's first
 * banner), at high priority: a `<link rel="preload" as="image">` the `<img>` then takes its response
 * from. One link per URL; null for no http(s) URL.
 */
export function preloadPicture(src: string, doc: Document = document): HTMLLinkElement | null {
  return preload(doc, 'image', src, (link) => {
    link.fetchPriority = 'high';
  });
}
