import { ROUTE_TABLE } from '../app/route-table.ts';
import type { RunningRemotes } from './running-remotes.ts';

/** The route a hash URL names (`#/Gamedetail?id=3` → `/Gamedetail`); the Dashboard for none. */
export const routeOfHash = (hash: string): string => hash.replace(/^#/, '').split('?')[0] || '/';

/**
 * Starts downloading the entry of the remote that owns the page being opened, as soon as the tab
 * knows which version it runs: the download then overlaps the shell's first render instead of
 * following it (on a phone's network, a round trip and the entry's bytes off the first paint of the
 * page). A `<link rel="preload" as="script">` with the URL, `crossorigin` and `integrity` the MF
 * runtime's script tag will have, so the browser hands that tag the preloaded response and checks
 * it the same way; nothing runs before the runtime asks. Returns the link, or null for a page of
 * the shell's own.
 */
export function preloadRouteEntry(hash: string, running: Pick<RunningRemotes, 'get'>, doc: Document = document): HTMLLinkElement | null {
  const route = routeOfHash(hash);
  const owner = ROUTE_TABLE.find((candidate) => candidate.path === route)?.owner;
  if (!owner || owner === 'shell') return null;
  const { entry, integrity } = running.get(owner);
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.crossOrigin = 'anonymous';
  if (integrity) link.integrity = integrity;
  link.href = new URL(entry, doc.baseURI).href;
  doc.head.append(link);
  return link;
}
