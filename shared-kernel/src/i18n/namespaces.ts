import type { Language } from '@casino/shared-kernel/state';

/**
 * One translation namespace per app; the kernel's own texts live in `kernel`. The shell's sign-in
 * dialogs have theirs (`shell-auth`), its pages theirs (`shell-pages`) and its responsible-gaming
 * parts theirs (`shell-responsible-gaming`), each loaded with its code rather than on the first screen.
 */
export const NAMESPACES = ['kernel', 'shell', 'shell-auth', 'shell-pages', 'shell-responsible-gaming', 'lobby', 'games', 'wallet', 'promotions', 'account'] as const;
/** A namespace name: the app that owns the texts. */
export type AppNamespace = (typeof NAMESPACES)[number];

/** The namespace `t()` reads when none is named, and where every other namespace falls back to. */
export const KERNEL_NAMESPACE = 'kernel' satisfies AppNamespace;

/**
 * The language the translation layer falls back to when a text or a whole bundle is missing
 * (spec 1: "Brazilian Portuguese is the default language of the translation layer").
 */
export const FALLBACK_LANGUAGE = 'pt-br' satisfies Language;

/** One namespace's texts in one language: flat keys (no nesting), plain strings. */
export type Bundle = Readonly<Record<string, string>>;

/**
 * Where an app's namespace comes from. `version` names the bundles' content: a cached bundle is
 * reused only while its stored version equals this one, so bump it whenever a locale file changes.
 */
export interface NamespaceSource {
  version: string;
  /**
   * Fetches the namespace in `language`, typically `import(\`./locales/${language}.json\`)` or a
   * fetch. A JSON module namespace (`{ default: bundle }`) is accepted as it comes.
   */
  load: (language: Language) => Promise<Bundle | { readonly default: Bundle }>;
}
