/**
 * The offline page's script (`/offline.js`, built with the service worker, precached by it): the
 * page in the player's language (the kernel's `language` key of local storage, else the browser's),
 * and back to the site on Try again or as soon as the connection returns.
 */
import en from './locales/en.json';
import es from './locales/es.json';
import ptBr from './locales/pt-br.json';
import th from './locales/th.json';
import vi from './locales/vi.json';
import zhTw from './locales/zh-tw.json';
import zh from './locales/zh.json';
import { offlineLanguage } from './offline-language.ts';

const BUNDLES: Readonly<Record<string, Readonly<Record<string, string>>>> = { en, es, 'pt-br': ptBr, th, vi, 'zh-tw': zhTw, zh };

function storedLanguage(): string | null {
  try {
    return localStorage.getItem('language');
  } catch {
    return null;
  }
}

const language = offlineLanguage(storedLanguage(), navigator.languages, Object.keys(BUNDLES));
const bundle: Readonly<Record<string, string>> = BUNDLES[language] ?? en;
document.documentElement.lang = language;
for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) {
  const text = bundle[element.dataset.text ?? ''];
  if (text) element.textContent = text;
}
document.title = bundle.pwa_offline_title ?? document.title;

// The offline page answered a navigation: going back to that address retries it.
const retry = () => location.reload();
document.querySelector('.offline__retry')?.addEventListener('click', retry);
window.addEventListener('online', retry);
