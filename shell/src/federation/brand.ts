import { BRAND_ID_PATTERN, parseBrandHosts } from '@casino/shared-kernel/remote-map';

/** The brand used when neither the query nor the host mapping names one. */
export const DEFAULT_BRAND = 'india';

/**
 * Which brand this page runs as: `?brand=` (development and previews) wins, then the host-name
 * mapping in `brands/hosts.json` (kept by the registry), then {@link DEFAULT_BRAND}.
 */
export async function resolveBrand(url: URL, fetchHosts: () => Promise<Response>): Promise<string> {
  const requested = url.searchParams.get('brand');
  if (requested) {
    if (!BRAND_ID_PATTERN.test(requested)) {
      throw new Error(`"${requested}" is not a brand id (lower-case letters, digits and dashes).`);
    }
    return requested;
  }
  let response: Response;
  try {
    response = await fetchHosts();
  } catch {
    // No mapping reachable: a one-brand deployment needs none.
    return DEFAULT_BRAND;
  }
  if (!response.ok) return DEFAULT_BRAND;
  // A mapping that exists but is broken is an ops error worth a clear page, not a silent default.
  const hosts = parseBrandHosts(await response.json());
  return hosts.hosts[url.hostname] ?? DEFAULT_BRAND;
}
