import { parseRemoteMapText, RemoteMapError, type RemoteMap } from '@casino/shared-kernel/remote-map';

/** Where a brand's map lives under the static root. */
export const remoteMapPath = (brand: string) => `brands/${brand}/remotes.json`;

/**
 * Fetches and validates the brand's remote map. Every failure (missing brand, server error, bad
 * JSON, invalid fields) becomes a {@link RemoteMapError} that the start-up error page can show.
 */
export async function loadRemoteMap(brand: string, fetchText: (path: string) => Promise<Response>): Promise<RemoteMap> {
  const path = remoteMapPath(brand);
  let response: Response;
  try {
    response = await fetchText(path);
  } catch (error) {
    throw new RemoteMapError(path, [`could not be fetched (${(error as Error).message})`]);
  }
  if (!response.ok) {
    const reason = response.status === 404 ? `brand "${brand}" has no remote map` : `the server answered ${response.status}`;
    throw new RemoteMapError(path, [reason]);
  }
  const map = parseRemoteMapText(await response.text(), path);
  if (map.brand !== brand) throw new RemoteMapError(path, [`brand: is "${map.brand}", expected "${brand}"`]);
  return map;
}
