/**
 * Where query parameters come from: a URLSearchParams, or anything with `search` and `hash`
 * (a URL, `window.location`). The site routes by hash, so a link's query may sit in the search
 * part ("https://x/?cid=B8C37E#/") or inside the hash ("https://x/#/?cid=B8C37E"); both are read.
 */
export type QuerySource = URLSearchParams | { readonly search: string; readonly hash: string };

function queriesOf(source: QuerySource): URLSearchParams[] {
  if (source instanceof URLSearchParams) return [source];
  const hashQuery = source.hash.indexOf('?');
  return [new URLSearchParams(source.search), new URLSearchParams(hashQuery === -1 ? '' : source.hash.slice(hashQuery + 1))];
}

/**
 * The first non-empty value among `names`, in that order, trimmed; for each name the search part
 * is read before the hash, as it is what the link carried when the site opened. Names match case
 * for case. Null when none is present.
 */
export function readQueryParameter(source: QuerySource, names: readonly string[]): string | null {
  const queries = queriesOf(source);
  for (const name of names) {
    for (const query of queries) {
      const value = query.get(name)?.trim();
      if (value) return value;
    }
  }
  return null;
}
