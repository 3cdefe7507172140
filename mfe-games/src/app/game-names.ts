import { hasGamesText, type GamesText } from './games-text.ts';

/** A key the namespace lacks (a category a brand adds later), as readable words: `lobby_new_games` → "New games". */
export function readableKey(key: string): string {
  const words = key
    .replace(/^(lobby|game)_/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A lobby category's title (spec 9 keys: `lobby_slots`, `lobby_Gold Games`, `game_poker`, …) in the site's language. */
export function categoryTitle(langKey: string, text: GamesText): string {
  const key = `category_${langKey}`;
  return hasGamesText(key) ? text(key) : readableKey(langKey);
}
