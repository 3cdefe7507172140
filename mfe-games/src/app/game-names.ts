import { categoryName, type KernelText } from '@casino/shared-kernel/i18n';

/** A key the namespace lacks (a category a brand adds later), as readable words: `lobby_new_games` → "New games". */
export function readableKey(key: string): string {
  const words = key
    .replace(/^(lobby|game)_/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A lobby category's title (spec 9 keys) in the site's language: the kernel's name, the lobby's too. */
export function categoryTitle(langKey: string, text: KernelText): string {
  return categoryName(langKey, text) ?? readableKey(langKey);
}
