import { REQUEST_TIMEOUT_MS } from '@casino/shared-kernel/api-constants';
import { isLanguage, type Language } from '@casino/shared-kernel/state';
import type { BundleStorageAccess } from './bundle-cache.ts';
import { createCachedBundleBackend } from './cached-bundle-backend.ts';
import { kernelKeyOfText } from './kernel-messages.ts';
import { FALLBACK_LANGUAGE, KERNEL_NAMESPACE, NAMESPACES, type AppNamespace, type Bundle, type NamespaceSource } from './namespaces.ts';

/** The one event the i18n layer listens to; `casinoBus` is one. */
export interface LanguageChanges {
  on(name: 'language:changed', handler: (payload: { language: string }) => void): () => void;
}

export interface KernelI18nOptions {
  /** Where language changes are announced (the bus; `languageAtom` emits on every write). */
  languageChanges: LanguageChanges;
  /** The player's language at start (the language atom's value), read once when `initI18n()` runs. */
  currentLanguage: () => Language;
  storage: BundleStorageAccess;
  /** Namespaces known before anyone registers, e.g. the kernel's own. */
  sources: Partial<Record<AppNamespace, NamespaceSource>>;
  /** How long one bundle may take before it counts as failed; the spec's request time-out by default. */
  loadTimeoutMs?: number;
}

/**
 * Options of `t`, named as i18next names them (the kernel replaced i18next with this module; apps
 * kept their calls): `ns`, `count` (plural forms `key_one`, `key_other`, … by the language's
 * rules, and `key_zero` for 0), `defaultValue`, `lng`, `nsSeparator` (':' by default, `false` for
 * texts that may contain one) and any `{{value}}` the text interpolates (`{{user.name}}` reads a path).
 */
export interface TranslateOptions {
  ns?: string | readonly string[];
  count?: number;
  defaultValue?: string;
  lng?: string;
  nsSeparator?: string | false;
  /** Accepted for i18next's callers; bundles are flat, so a key is never split at dots. */
  keySeparator?: string | false;
  [value: string]: unknown;
}

/** A translation function: a key (or keys, the first one found wins) and options → the text. */
export type TFunction = (key: string | readonly string[], options?: TranslateOptions) => string;

/** What the texts depend on changed: `initialized`, `languageChanged`, or new bundles `loaded`. */
export type I18nEvent = 'initialized' | 'languageChanged' | 'loaded';
/** Every event hands its listener the current language. */
export type I18nListener = (language: string) => void;

/**
 * The site's translator, with the members of an i18next instance the site uses (same names and
 * meaning): texts by namespace and language, a fallback language, events.
 */
export interface CasinoI18n {
  /** Whether `initI18n()` has finished; before that `t` gives back keys and the UI kit shows its bundled English. */
  readonly isInitialized: boolean;
  /** The language texts are shown in; '' before the start. */
  readonly language: string;
  /** The language, then the fallback (pt-br) behind it. */
  readonly languages: readonly string[];
  /** A text of the default namespace (`kernel`) or of `options.ns`. */
  t: TFunction;
  /** A `t` whose default namespaces are `namespaces` (the first, then the others, then `kernel`). */
  getFixedT(namespaces?: string | readonly string[]): TFunction;
  /** Whether `key` has a text in the current language or the fallback. */
  exists(key: string, options?: TranslateOptions): boolean;
  hasResourceBundle(language: string, namespace: string): boolean;
  getResourceBundle(language: string, namespace: string): Bundle | undefined;
  /** One text of one loaded bundle, as it is (no fallback, no interpolation); `undefined` when it has none. */
  getResource(language: string, namespace: string, key: string): string | undefined;
  /** Loads these namespaces in the current language from now on (a component may ask before its app registers it). */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void>;
  on(event: I18nEvent, listener: I18nListener): void;
  off(event: I18nEvent, listener: I18nListener): void;
}

/** The kernel's translator with its cache, language following and registration rules. */
export interface KernelI18n {
  /** The translator (the kernel's `useTranslation` reads it once `initI18n()` has run). */
  i18n: CasinoI18n;
  /**
   * Starts in the player's current language and loads every namespace registered so far in it.
   * pt-br, the fallback, loads only for a namespace whose bundle fails (after the cache), or whose
   * bundle lacks a text asked for. Idempotent: every call returns the same promise. It never
   * rejects: a bundle that fails leaves pt-br texts, and without those the keys.
   */
  initI18n(): Promise<void>;
  /**
   * Makes `namespace` loadable and loads it in the current language (starting the translator if
   * needed); resolves when its texts are in, or have failed and fallen back. Registering again
   * with another version reloads it; with the same version it only retries bundles that failed.
   */
  registerNamespace(namespace: AppNamespace, source: NamespaceSource): Promise<void>;
  /**
   * Translates a server or spec text or a key for code outside React: a known English text (see
   * `KERNEL_MESSAGE_KEYS`) or key gives its translation in the current language, anything else is
   * returned as it is, so an unknown server message still reaches the player.
   */
  translate(textOrKey: string, namespace?: AppNamespace): string;
}

/** Spec 7: requests time out after 10 s; a bundle gets no longer. */
const DEFAULT_LOAD_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

const PLACEHOLDER = /\{\{-?\s*([^}]+?)\s*\}\}/g;

/** `{{name}}` → its value; `{{user.name}}` reads a path; `{{value, format}}` ignores the format. An unknown one stays as written. */
function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (whole, inside: string) => {
    let value: unknown = values;
    for (const part of (inside.split(',')[0] ?? '').trim().split('.')) {
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
    }
    return value === undefined || value === null ? whole : String(value as string | number);
  });
}

/** One plural rule set per language, made once: building one costs more than a whole text lookup. */
const pluralRules = new Map<string, Intl.PluralRules | null>();
function pluralRulesOf(code: string): Intl.PluralRules | null {
  let rules = pluralRules.get(code);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(code);
    } catch {
      // A language Intl does not know counts as 'other' for every number.
      rules = null;
    }
    pluralRules.set(code, rules);
  }
  return rules;
}

const asList = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [value] : value);

/** Builds a translator; the kernel makes one (`casinoI18n`), tests make their own. */
export function createKernelI18n(options: KernelI18nOptions): KernelI18n {
  const sources = new Map<string, NamespaceSource>(Object.entries(options.sources));
  const backend = createCachedBundleBackend({
    source: (namespace) => sources.get(namespace),
    storage: options.storage,
    loadTimeoutMs: options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS,
  });
  /** Namespaces a language change loads: every registered one, and any asked for. */
  const wantedNamespaces = new Set<string>(sources.keys());
  const bundles = new Map<string, Bundle>();
  const inFlight = new Map<string, Promise<void>>();
  /** Bundles whose last load failed: not tried again until a language change or a registration. */
  const failed = new Set<string>();
  const listeners = new Map<I18nEvent, Set<I18nListener>>();
  const bundleId = (language: string, namespace: string) => `${language}\n${namespace}`;

  /** Counts the bundles stored, so `loaded` is announced only when texts really arrived. */
  let stored = 0;
  let wanted: Language = FALLBACK_LANGUAGE;
  let started: Promise<void> | undefined;
  let language = '';
  let isInitialized = false;

  function emit(event: I18nEvent): void {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(language);
  }

  /** Loads one bundle (once at a time); a failure is remembered, never thrown. */
  function load(code: Language, namespace: string): Promise<void> {
    const id = bundleId(code, namespace);
    const running = inFlight.get(id);
    if (running) return running;
    const source = sources.get(namespace);
    const read = async () => {
      try {
        const bundle = await backend.read(code, namespace);
        // Registered again with another version meanwhile: that registration loads its own texts.
        if (sources.get(namespace) !== source) return;
        bundles.set(id, bundle);
        failed.delete(id);
        stored += 1;
      } catch {
        if (sources.get(namespace) === source) failed.add(id);
      }
    };
    const done: Promise<void> = read().finally(() => {
      if (inFlight.get(id) === done) inFlight.delete(id);
    });
    inFlight.set(id, done);
    return done;
  }

  /**
   * Loads the bundles of `namespaces` that `code` lacks, including ones that failed before; where
   * one cannot be had, the fallback language's bundle of that namespace too.
   */
  async function loadMissing(code: Language, namespaces: Iterable<string>): Promise<void> {
    const before = stored;
    const has = (language: string, namespace: string) => bundles.has(bundleId(language, namespace));
    await Promise.all(
      [...namespaces].map(async (namespace) => {
        if (!has(code, namespace)) await load(code, namespace);
        if (!has(code, namespace) && code !== FALLBACK_LANGUAGE && !has(FALLBACK_LANGUAGE, namespace)) await load(FALLBACK_LANGUAGE, namespace);
      }),
    );
    if (stored !== before) emit('loaded');
  }

  /**
   * A text a loaded bundle lacks may be in the fallback language: that bundle is fetched once, and
   * the `loaded` event re-renders whoever asked.
   */
  function fetchFallbackOf(namespace: string): void {
    const id = bundleId(FALLBACK_LANGUAGE, namespace);
    if (bundles.has(id) || failed.has(id) || inFlight.has(id) || !sources.has(namespace)) return;
    void load(FALLBACK_LANGUAGE, namespace).then(() => {
      if (bundles.has(id)) emit('loaded');
    });
  }

  function resolve(key: string, namespaces: readonly string[], code: string): string | undefined {
    for (const namespace of namespaces) {
      for (const candidate of [code, FALLBACK_LANGUAGE]) {
        const text = bundles.get(bundleId(candidate, namespace))?.[key];
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }

  /** The namespaces to search for `key` and the key itself (`wallet:deposit` names its namespace). */
  function locate(key: string, defaults: readonly string[], opts: TranslateOptions): [string, readonly string[]] {
    let namespaces = opts.ns === undefined ? defaults : asList(opts.ns);
    const separator = opts.nsSeparator ?? ':';
    if (separator !== false) {
      const at = key.indexOf(separator);
      const prefix = key.slice(0, at);
      if (at > 0 && (NAMESPACES as readonly string[]).includes(prefix)) {
        namespaces = [prefix];
        key = key.slice(at + separator.length);
      }
    }
    // An app's t('close') finds the kernel's word without copying it.
    return [key, namespaces.includes(KERNEL_NAMESPACE) ? namespaces : [...namespaces, KERNEL_NAMESPACE]];
  }

  /** The keys to try for `key` with these options: plural forms first when a count is given. */
  function candidatesOf(key: string, code: string, count: unknown): string[] {
    if (typeof count !== 'number') return [key];
    const category = pluralRulesOf(code)?.select(count) ?? 'other';
    return [...(count === 0 ? [`${key}_zero`] : []), `${key}_${category}`, key];
  }

  function lookup(keys: readonly string[], defaults: readonly string[], opts: TranslateOptions): { text?: string; key: string } {
    const code = opts.lng ?? language;
    let last = '';
    for (const requested of keys) {
      const [key, namespaces] = locate(requested, defaults, opts);
      last = key;
      for (const candidate of candidatesOf(key, code, opts.count)) {
        const text = resolve(candidate, namespaces, code);
        if (text !== undefined) return { text, key };
      }
    }
    return { key: last };
  }

  function fixedT(defaults: readonly string[]): TFunction {
    return (keys, opts = {}) => {
      const list = asList(keys);
      const found = lookup(list, defaults, opts);
      if (found.text !== undefined) return interpolate(found.text, opts);
      if (isInitialized) for (const namespace of opts.ns === undefined ? defaults : asList(opts.ns)) fetchFallbackOf(namespace);
      return opts.defaultValue === undefined ? found.key : interpolate(opts.defaultValue, opts);
    };
  }

  const i18n: CasinoI18n = {
    get isInitialized() {
      return isInitialized;
    },
    get language() {
      return language;
    },
    get languages() {
      return language === '' ? [] : [...new Set([language, FALLBACK_LANGUAGE])];
    },
    t: fixedT([KERNEL_NAMESPACE]),
    getFixedT: (namespaces = KERNEL_NAMESPACE) => fixedT(asList(namespaces)),
    exists: (key, opts = {}) => lookup([key], [KERNEL_NAMESPACE], opts).text !== undefined,
    hasResourceBundle: (code, namespace) => bundles.has(bundleId(code, namespace)),
    getResourceBundle: (code, namespace) => bundles.get(bundleId(code, namespace)),
    getResource: (code, namespace, key) => bundles.get(bundleId(code, namespace))?.[key],
    async loadNamespaces(namespaces) {
      for (const namespace of asList(namespaces)) wantedNamespaces.add(namespace);
      if (isInitialized && isLanguage(language)) await loadMissing(language, asList(namespaces));
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };

  async function switchLanguage(code: Language): Promise<void> {
    await loadMissing(code, wantedNamespaces);
    // A later change may have come in while this one loaded; the player's last choice wins.
    if (wanted !== code || language === code) return;
    language = code;
    emit('languageChanged');
  }

  async function start(): Promise<void> {
    options.languageChanges.on('language:changed', ({ language: next }) => {
      if (!isLanguage(next)) return;
      wanted = next;
      if (isInitialized) void switchLanguage(next);
    });
    // Read after subscribing (the event replays its last payload): the atom owns the language, and
    // a value it took without a write, e.g. from storage, was never announced.
    wanted = options.currentLanguage();
    const first = wanted;
    await loadMissing(first, wantedNamespaces);
    language = first;
    isInitialized = true;
    emit('initialized');
    emit('languageChanged');
    // Chosen while the first language loaded: the player's last choice wins.
    if (wanted !== first) await switchLanguage(wanted);
  }

  function initI18n(): Promise<void> {
    started ??= start();
    return started;
  }

  async function registerNamespace(namespace: AppNamespace, source: NamespaceSource): Promise<void> {
    const previous = sources.get(namespace);
    sources.set(namespace, source);
    wantedNamespaces.add(namespace);
    // Registered before the start, it loads with the others.
    if (!started) return initI18n();
    await started;
    const ofNamespace = (id: string) => id.endsWith(`\n${namespace}`);
    if (previous && previous.version !== source.version) {
      // Every language's texts of the old version go (a load still under way for it is not
      // joined: it would not store them); the current language loads again.
      for (const id of [...bundles.keys()].filter(ofNamespace)) bundles.delete(id);
      for (const id of [...inFlight.keys()].filter(ofNamespace)) inFlight.delete(id);
    }
    for (const id of [...failed].filter(ofNamespace)) failed.delete(id);
    if (isLanguage(language)) await loadMissing(language, [namespace]);
  }

  function translate(textOrKey: string, namespace: AppNamespace = KERNEL_NAMESPACE): string {
    if (!isInitialized) return textOrKey;
    const key = kernelKeyOfText(textOrKey) ?? textOrKey;
    // A server message may contain ':' or '.', which must not be read as namespace or path.
    const lookupOptions = { ns: namespace, nsSeparator: false } as const;
    return i18n.exists(key, lookupOptions) ? i18n.t(key, lookupOptions) : textOrKey;
  }

  return { i18n, initI18n, registerNamespace, translate };
}
