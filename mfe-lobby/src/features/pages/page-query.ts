// Query values of the lobby's pages, read defensively: a hand-edited link never breaks a page.

/** Games per page of the paged lists (`/moreGameList`, `/gameFirm`); "Show more" adds a page. */
export const GAMES_PAGE_SIZE = 24;

/** `page` of the query: a whole number from 1, anything else 1. Capped so a link cannot ask for millions of tiles. */
export function pageNumber(value: string | null, maxPages = 100): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, maxPages) : 1;
}

/** A text value of the query, trimmed; null when absent or empty. */
export function queryText(value: string | null): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** The query with `changes` applied (null removes a key); `page` goes when a filter changes. */
export function withQuery(current: URLSearchParams, changes: Readonly<Record<string, string | number | null>>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
