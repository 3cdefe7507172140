import { createInstance, type i18n as I18next, type InitOptions, type TFunction as I18nextTFunction, type TOptions } from 'i18next';
import ChainedBackend from 'i18next-chained-backend';
import LocalStorageBackend from 'i18next-localstorage-backend';
import resourcesToBackend from 'i18next-resources-to-backend';
import { REQUEST_TIMEOUT_MS } from '@casino/shared-kernel/api-constants';
import { isLanguage, LANGUAGES, type Language } from '@casino/shared-kernel/state';
import { BUNDLE_CACHE_PREFIX, forgetFormerBundleEntries, type BundleStorageAccess } from './bundle-cache.ts';
import { kernelKeyOfText } from './kernel-messages.ts';
import { FALLBACK_LANGUAGE, KERNEL_NAMESPACE, type AppNamespace, type NamespaceSource } from './namespaces.ts';

/** The one event the i18n layer listens to; `casinoBus` is one. */
export interface LanguageChanges {
  on(name: 'language:changed', handler: (payload: { language: string }) => void): () => void;
}

export interface KernelI18nOptions {
  /** Where language changes are announced (the bus; `languageAtom` emits on every write). */
  languageChanges: LanguageChanges;
  /** The player's language (the language atom's value): i18next starts in it, and `initI18n()` reads it again. */
  currentLanguage: () => Language;
  storage: BundleStorageAccess;
  /** Namespaces known before anyone registers, e.g. the kernel's own. */
  sources: Partial<Record<AppNamespace, NamespaceSource>>;
  /** How long one bundle may take before it counts as failed; the spec's request time-out by default. */
  loadTimeoutMs?: number;
}

/** Options of `t`, i18next's: `ns`, `count`, `defaultValue`, `lng`, `nsSeparator` and the `{{values}}`. */
export type TranslateOptions = TOptions;

/** i18next's translation function: a key (or keys, the first one found wins) and options → the text. */
export type TFunction = I18nextTFunction;

/** i18next's events that change what `t` returns: `initialized`, `languageChanged`, bundles `loaded`. */
export type I18nEvent = 'initialized' | 'languageChanged' | 'loaded';
export type I18nListener = (language: string) => void;

/** The site's translator: an i18next instance. */
export type CasinoI18n = I18next;

/** The kernel's translator with its cache, language following and registration rules. */
export interface KernelI18n {
  /** The i18next instance (the kernel's `useTranslation` reads it once `initI18n()` has run). */
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

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A list of namespaces as it is now: a copy, never i18next's own `options.ns`, which a
 * registration grows while a load that listed it is under way (that load then took the new
 * namespace, not loaded yet, for one that had failed, and fetched its pt-br bundle).
 */
const asList = (value: unknown): readonly string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? [...(value as string[])] : []);

/** Builds a translator; the kernel makes one (`casinoI18n`), tests make their own. */
export function createKernelI18n(options: KernelI18nOptions): KernelI18n {
  const sources = new Map<string, NamespaceSource>(Object.entries(options.sources));
  const loadTimeoutMs = options.loadTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const i18n = createInstance();

  /** The bundles each app ships, behind a time-out (spec 7), so a hung request cannot hold up start-up. */
  const appBundles = resourcesToBackend(async (language: string, namespace: string) => {
    const source = sources.get(namespace);
    if (!source || !isLanguage(language)) throw new Error(`i18n: no ${namespace} bundle in "${language}"`);
    const bundle = await withTimeout(source.load(language), loadTimeoutMs, `i18n: ${namespace} in ${language}`);
    // Registered again with another version meanwhile: those texts must not be cached as the new ones.
    if (sources.get(namespace) !== source) throw new Error(`i18n: ${namespace} was registered again while it loaded`);
    return bundle;
  });
  // A getter, because merely reading `window.localStorage` throws when storage is disabled; the
  // backend catches what these throw, so a broken cache costs a download, never a translation.
  const store: Pick<Storage, 'getItem' | 'setItem'> = {
    getItem: (key) => options.storage()?.getItem(key) ?? null,
    setItem: (key, value) => options.storage()?.setItem(key, value),
  };

  /** Bundles (`<language>|<namespace>`, i18next's name) whose last load failed: not fetched as a fallback again until registered again. */
  const failed = new Set<string>();
  const fallbackLoads = new Set<string>();
  i18n.on('failedLoading', (language: string, namespace: string) => failed.add(`${language}|${namespace}`));

  let wanted: Language = FALLBACK_LANGUAGE;
  let started: Promise<void> | undefined;
  /** Set once the first language's bundles are in (or have failed): before, nothing falls back to pt-br. */
  let ready = false;

  /** Loads the bundles of `namespaces` that `code` lacks, through the cache and then the app's loader. */
  function load(code: Language, namespaces: readonly string[]): Promise<void> {
    const missing = namespaces.filter((namespace) => sources.has(namespace) && !i18n.hasResourceBundle(code, namespace));
    // i18next itself never loads ('resources' is given): the kernel decides which bundles a language needs.
    return missing.length === 0 ? Promise.resolve() : i18n.reloadResources([code], missing).then(() => undefined);
  }

  /** The namespaces' bundles in `code`, and pt-br's where one cannot be had. */
  async function loadMissing(code: Language, namespaces: readonly string[]): Promise<void> {
    await load(code, namespaces);
    if (code !== FALLBACK_LANGUAGE)
      await load(
        FALLBACK_LANGUAGE,
        namespaces.filter((namespace) => !i18n.hasResourceBundle(code, namespace)),
      );
  }

  /**
   * A text a loaded bundle lacks may be in pt-br: that bundle is fetched once, and i18next's `loaded`
   * re-renders whoever asked. Not while the current language's bundle is still on its way (a remote
   * draws before its texts arrive): that load brings pt-br itself if it fails.
   */
  function fetchFallbackOf(namespace: string): void {
    const id = `${FALLBACK_LANGUAGE}|${namespace}`;
    if (!ready || !sources.has(namespace) || !i18n.hasResourceBundle(i18n.language, namespace)) return;
    if (i18n.hasResourceBundle(FALLBACK_LANGUAGE, namespace) || failed.has(id) || fallbackLoads.has(id)) return;
    fallbackLoads.add(id);
    void load(FALLBACK_LANGUAGE, [namespace]).finally(() => fallbackLoads.delete(id));
  }

  const config: InitOptions = {
    fallbackLng: FALLBACK_LANGUAGE,
    // Languages as the spec spells them ('zh-tw'), without loading 'zh' as a parent of 'zh-tw'.
    lowerCaseLng: true,
    load: 'currentOnly',
    defaultNS: KERNEL_NAMESPACE,
    // An app's t('close') finds the kernel's word without copying it.
    fallbackNS: KERNEL_NAMESPACE,
    // Bundles are flat: keys and server texts may contain dots.
    keySeparator: false,
    returnEmptyString: true,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    resources: {},
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, _key, _fallbackValue, _updateMissing, opts: { ns?: unknown; defaultValue?: unknown } | undefined) => {
      // A caller with a default of its own (the UI kit's and the layout's bundled English) does not wait for pt-br.
      if (opts?.defaultValue !== undefined) return;
      for (const name of new Set([namespace, ...asList(opts?.ns)])) fetchFallbackOf(name);
    },
    backend: {
      backends: [LocalStorageBackend, appBundles],
      backendOptions: [
        // Spec 1: "Bundles are cached per language in local storage and reused if the stored version matches".
        {
          prefix: BUNDLE_CACHE_PREFIX,
          expirationTime: Number.POSITIVE_INFINITY,
          getVersion: (_language: string, namespace: string) => sources.get(namespace)?.version,
          store,
        },
        {},
      ],
    },
  };
  // i18next starts at once, in the player's language and without texts, so `t` gives keys and
  // default values before the start; the start loads the bundles.
  void i18n.use(ChainedBackend).init({ ...config, lng: options.currentLanguage(), ns: [...sources.keys()] });

  async function switchLanguage(code: Language): Promise<void> {
    await loadMissing(code, asList(i18n.options.ns));
    // A later change may have come in while this one loaded; the player's last choice wins.
    if (wanted !== code || i18n.language === code) return;
    await i18n.changeLanguage(code);
  }

  async function start(): Promise<void> {
    options.languageChanges.on('language:changed', ({ language: next }) => {
      if (!isLanguage(next)) return;
      wanted = next;
      if (ready) void switchLanguage(next);
    });
    // Read after subscribing (the event replays its last payload): the atom owns the language, and
    // a value it took without a write, e.g. from storage, was never announced.
    wanted = options.currentLanguage();
    await loadMissing(wanted, asList(i18n.options.ns));
    ready = true;
    // Once the first texts are in, not before: a returning player's storage still holds the
    // bundles of the cache's former key format.
    try {
      forgetFormerBundleEntries(options.storage());
    } catch {
      // Storage disabled: nothing to forget.
    }
    // In the language loaded (the atom may have changed since i18next started), or in one chosen
    // while it loaded: the player's last choice wins.
    await switchLanguage(wanted);
  }

  function initI18n(): Promise<void> {
    started ??= start();
    return started;
  }

  async function registerNamespace(namespace: AppNamespace, source: NamespaceSource): Promise<void> {
    const previous = sources.get(namespace);
    sources.set(namespace, source);
    for (const id of [...failed]) if (id.endsWith(`|${namespace}`)) failed.delete(id);
    // Named in i18next's namespaces, the start and every language change load it.
    await i18n.loadNamespaces(namespace);
    if (!started) return initI18n();
    await started;
    if (previous && previous.version !== source.version) for (const code of LANGUAGES) i18n.removeResourceBundle(code, namespace);
    // In the language shown and, while a change is under way, in the one it goes to: that change
    // listed its namespaces before this one was added, and would leave it without texts.
    const languages = new Set([i18n.language, wanted].filter((code): code is Language => isLanguage(code)));
    await Promise.all([...languages].map((code) => loadMissing(code, [namespace])));
  }

  function translate(textOrKey: string, namespace: AppNamespace = KERNEL_NAMESPACE): string {
    const key = kernelKeyOfText(textOrKey) ?? textOrKey;
    // A server message may contain ':', which must not be read as a namespace.
    const lookupOptions = { ns: namespace, nsSeparator: false } as const;
    return i18n.exists(key, lookupOptions) ? i18n.t(key, lookupOptions) : textOrKey;
  }

  return { i18n, initI18n, registerNamespace, translate };
}
