import { createStorageItem, safeSessionStorage } from '@casino/shared-kernel/storage';
import {
  isRemoteName,
  parseRemoteVersionsText,
  REMOTE_NAMES,
  remoteVersionsPath,
  VERSION_PATTERN,
  type RemoteEntry,
  type RemoteMap,
  type RemoteName,
  type RemoteVersions,
} from '@casino/shared-kernel/remote-map';
import type { Previews } from '../federation/remote-versions.ts';
import { PREVIEW_PARAM, PREVIEW_STORAGE_KEY } from './may-preview.ts';

/** One version a tester asked to preview. */
export interface PreviewRequest {
  remote: RemoteName;
  version: string;
}

const isPreviewRequests = (value: unknown): value is PreviewRequest[] =>
  Array.isArray(value) &&
  value.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      'remote' in item &&
      'version' in item &&
      typeof item.remote === 'string' &&
      isRemoteName(item.remote) &&
      typeof item.version === 'string',
  );

/** The previews this tab keeps (requested, not yet checked: the brand or the index may change). */
export const storedPreviews = createStorageItem(safeSessionStorage, PREVIEW_STORAGE_KEY, isPreviewRequests);

/**
 * Reads the values of `?mf-preview=`: `remote@version` items, comma-separated or one per repeated
 * parameter. The last item for a remote wins. Items that cannot be one are reported, not guessed.
 */
export function parsePreviewParam(values: readonly string[]): { requests: PreviewRequest[]; problems: string[] } {
  const byRemote = new Map<RemoteName, PreviewRequest>();
  const problems: string[] = [];
  for (const item of values.flatMap((value) => value.split(',')).map((part) => part.trim()).filter(Boolean)) {
    const at = item.lastIndexOf('@');
    const remote = item.slice(0, Math.max(at, 0));
    const version = item.slice(at + 1);
    if (at <= 0 || !VERSION_PATTERN.test(version)) {
      problems.push(`“${item}” is not remote@version (for example mfe-wallet@1.4.0-rc.1).`);
    } else if (!isRemoteName(remote)) {
      problems.push(`“${remote}” is not a remote of this site (${REMOTE_NAMES.join(', ')}).`);
    } else {
      byRemote.delete(remote);
      byRemote.set(remote, { remote, version });
    }
  }
  return { requests: [...byRemote.values()], problems };
}

/**
 * The previews asked for in the URL (which replace the tab's: an empty `?mf-preview=` ends them)
 * or else kept by the tab. The parameter leaves the URL, so a shared or bookmarked link does not
 * carry it on.
 */
export function takePreviewRequests(): { requests: PreviewRequest[]; problems: string[] } {
  const url = new URL(window.location.href);
  const values = url.searchParams.getAll(PREVIEW_PARAM);
  if (!url.searchParams.has(PREVIEW_PARAM)) return { requests: storedPreviews.get() ?? [], problems: [] };
  url.searchParams.delete(PREVIEW_PARAM);
  window.history.replaceState(window.history.state, '', url);
  return parsePreviewParam(values);
}

export interface SettledPreviews {
  previews: Previews;
  /** Why requests do not run, in words for the tester. */
  notices: string[];
  /** The requests that run: the ones the tab keeps. */
  accepted: PreviewRequest[];
}

/**
 * Checks each request against the brand (does it allow previews?) and the remote's versions index
 * (does the registry know that version?). What passes runs with the index's entry and integrity;
 * what does not is explained, and the pin runs.
 */
export async function settlePreviews(
  map: RemoteMap,
  requests: readonly PreviewRequest[],
  fetchVersions: (remote: RemoteName) => Promise<RemoteVersions>,
): Promise<SettledPreviews> {
  if (requests.length === 0) return { previews: {}, notices: [], accepted: [] };
  if (map.previewsAllowed !== true) {
    const asked = requests.map(({ remote, version }) => `${remote} ${version}`).join(', ');
    return { previews: {}, notices: [`Previews are not allowed on brand ${map.brand} (asked: ${asked}): the pinned versions run.`], accepted: [] };
  }
  const settled = await Promise.all(
    requests.map(async (request): Promise<{ request: PreviewRequest; entry?: RemoteEntry; notice?: string }> => {
      const { remote, version } = request;
      const pinned = map.remotes[remote].version;
      let index: RemoteVersions;
      try {
        index = await fetchVersions(remote);
      } catch (error) {
        return { request, notice: `Could not check the versions of ${remote} (${(error as Error).message}): the pinned ${pinned} runs.` };
      }
      const published = index.versions.find((candidate) => candidate.version === version);
      if (!published) return { request, notice: `${remote} ${version} is not a published version: the pinned ${pinned} runs.` };
      return { request, entry: { version, entry: published.entry, integrity: published.integrity } };
    }),
  );
  const previews: Previews = {};
  for (const { request, entry } of settled) if (entry) previews[request.remote] = entry;
  return {
    previews,
    notices: settled.flatMap(({ notice }) => (notice ? [notice] : [])),
    accepted: settled.flatMap(({ request, entry }) => (entry ? [request] : [])),
  };
}

/**
 * At start: takes the requests (URL or tab), settles them against `remotes/<remote>/versions.json`,
 * and keeps only those that run, so a refused request is explained once and not on every reload.
 */
export async function startPreviews(
  map: RemoteMap,
  fetchFresh: (path: string) => Promise<Response>,
): Promise<{ previews: Previews; notices: string[] }> {
  const fetchVersions = async (remote: RemoteName) => {
    const path = remoteVersionsPath(remote);
    const response = await fetchFresh(path);
    if (!response.ok) throw new Error(`${path}: the server answered ${response.status}`);
    return parseRemoteVersionsText(await response.text(), path);
  };
  const { requests, problems } = takePreviewRequests();
  const { previews, notices, accepted } = await settlePreviews(map, requests, fetchVersions);
  if (accepted.length > 0) storedPreviews.set(accepted);
  else storedPreviews.remove();
  return { previews, notices: [...problems, ...notices] };
}
