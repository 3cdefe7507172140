import { useCallback } from 'react';
import { casinoI18n } from '@casino/shared-kernel/i18n';
import { useTransitionSnapshot } from '@casino/shared-kernel/state';
import english from './locales/en.json';

/** The layout's texts in the shell namespace. */
export type LayoutKey = keyof typeof english;

type Values = Readonly<Record<string, string | number>>;

const SHELL = { ns: 'shell', nsSeparator: false } as const;

/** A label for a key no bundle has (a brand's own side-menu key): `menu_vip_club` → "Vip club". */
const readable = (key: string) => {
  const words = key.replace(/^menu_/, '').replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A layout text in the site's language. Until translation has started (the header paints before
 * the shell's bundles arrive) and for keys no bundle has, the bundled English: never a bare key.
 * `key` may also be a brand's side-menu key (site settings `asideMenu`).
 */
export function layoutText(key: LayoutKey | (string & {}), values?: Values): string {
  const bundled = (english as Readonly<Record<string, string>>)[key];
  return casinoI18n.t(key, { ...SHELL, ...values, defaultValue: bundled ?? readable(key) });
}

const TEXT_EVENTS = ['initialized', 'languageChanged', 'loaded'] as const;

function subscribe(onChange: () => void): () => void {
  for (const event of TEXT_EVENTS) casinoI18n.on(event, onChange);
  return () => {
    for (const event of TEXT_EVENTS) casinoI18n.off(event, onChange);
  };
}

const snapshot = () => (casinoI18n.isInitialized ? `${casinoI18n.language}:${casinoI18n.hasResourceBundle(casinoI18n.language, 'shell')}` : '');

/**
 * `const text = useLayoutText(); text('deposit')`: re-renders when the language or the bundles
 * change, in a transition: the shell's texts arriving redrew the header, menu and footer as one
 * long task.
 */
export function useLayoutText(): typeof layoutText {
  const version = useTransitionSnapshot(subscribe, snapshot);
  // A new function per language, so memoised children re-render with the new texts.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback<typeof layoutText>((key, values) => layoutText(key, values), [version]);
}
