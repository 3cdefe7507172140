// Search over the whole catalogue by name and provider (pure): what the search box lists as the
// player types.
import type { Game } from '@casino/shared-kernel/api-contract';

/** The list under the box shows this many results at most; the count says how many matched. */
export const SEARCH_RESULTS_SHOWN = 20;

/** Lower case, accents dropped, spaces and punctuation collapsed: "Fortune-Tíger" → "fortune tiger". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How well a game matches; lower is better, null is no match. */
function rank(name: string, provider: string, query: string, words: readonly string[]): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  const nameWords = name.split(' ');
  // Every word typed starts a word of the name, in any order: "tiger fortune" finds "Fortune Tiger".
  if (words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)))) return 2;
  if (name.includes(query)) return 3;
  if (provider === query || provider.startsWith(query)) return 4;
  // Words split between name and provider: "pg tiger" finds PGSoft's Fortune Tiger.
  const both = `${name} ${provider}`;
  if (words.every((word) => both.includes(word))) return 5;
  return null;
}

/**
 * The games whose name (as the player reads it, and as the server keys it) or provider matches
 * `query`, best first: exact name, name start, every word starting a word of the name, name
 * containing it, then provider matches and name + provider matches. Equal matches keep the
 * catalogue's order. An empty query matches nothing.
 */
export function searchGames(games: readonly Game[], query: string, nameOf: (game: Game) => string): Game[] {
  // The box renders with an empty query on every Dashboard: the Unicode classes of the
  // normalisation cost milliseconds to compile the first time, so they wait for a typed query.
  if (query.trim() === '') return [];
  const wanted = normalizeSearchText(query);
  if (wanted === '') return [];
  const words = wanted.split(' ');
  const hits: { game: Game; score: number; order: number }[] = [];
  games.forEach((game, order) => {
    const provider = normalizeSearchText(game.provider);
    const scores = [normalizeSearchText(nameOf(game)), normalizeSearchText(game.lang_key)]
      .map((name) => rank(name, provider, wanted, words))
      .filter((score) => score !== null);
    if (scores.length > 0) hits.push({ game, score: Math.min(...scores), order });
  });
  return hits.sort((a, b) => a.score - b.score || a.order - b.order).map((hit) => hit.game);
}
