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
 * Starts downloading a remote's entry script: a `<link rel="preload" as="script">` with the URL,
 * `crossorigin` and `integrity` the MF runtime's script tag will have, so the browser hands that
 * tag the preloaded response and checks it the same way; nothing runs before the runtime asks.
 * One link per URL. Null for an entry that is no http(s) URL.
 */
export function preloadEntryScript(entry: string, integrity: string | undefined, doc: Document = document): HTMLLinkElement | null {
  const url = new URL(entry, doc.baseURI);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const existing = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].find((link) => link.href === url.href);
  if (existing) return existing;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.crossOrigin = 'anonymous';
  if (integrity) link.integrity = integrity;
  link.href = url.href;
  doc.head.append(link);
  return link;
}

/**
 * Starts loading the parcel of the remote that owns the page being opened (its entry, then its
 * chunks) as soon as the tab knows which version it runs: the downloads then overlap the shell's
 * start and first render instead of following them. The page's remote area asks again when it
 * mounts and gets the same load; a failure is its to show. Returns the remote, or undefined for a
 * page of the shell.
 */
export function startRouteRemote(hash: string, load: (remote: RemoteName, expose: string) => Promise<unknown>): RemoteName | undefined {
  const owner = remoteOfHash(hash);
  if (owner) load(owner, 'app').catch(() => undefined);
  return owner;
}
