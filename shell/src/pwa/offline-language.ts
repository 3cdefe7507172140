/**
 * The offline page's language: the one the player chose (stored as JSON by the kernel, or plain),
 * else the first of the browser's languages the site has (`pt-BR` → `pt-br`, `zh-TW`/`zh-Hant` →
 * `zh-tw`, `zh-*` → `zh`, `es-MX` → `es`), else English.
 */
export function offlineLanguage(stored: string | null, browser: readonly string[], available: readonly string[]): string {
  const has = (language: string) => available.includes(language);
  if (stored) {
    let value: unknown = stored;
    try {
      value = JSON.parse(stored);
    } catch {
      // A plain string.
    }
    if (typeof value === 'string' && has(value)) return value;
  }
  for (const tag of browser) {
    const lower = tag.toLowerCase();
    if (has(lower)) return lower;
    if (lower.startsWith('zh')) return /-(tw|hk|mo|hant)/.test(lower) && has('zh-tw') ? 'zh-tw' : 'zh';
    const base = lower.split('-')[0]!;
    if (base === 'pt' && has('pt-br')) return 'pt-br';
    if (has(base)) return base;
  }
  return 'en';
}
