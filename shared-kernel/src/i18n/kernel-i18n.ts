import { REQUEST_TIMEOUT_MS } from '@casino/shared-kernel/api-constants';
import { createInstance, type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@casino/shared-kernel/state';
import type { BundleStorageAccess } from './bundle-cache.ts';
import { createCachedBundleBackend } from './cached-bundle-backend.ts';
import { kernelKeyOfText } from './kernel-messages.ts';
import {
  FALLBACK_LANGUAGE,
  KERNEL_NAMESPACE,
  type AppNamespace,
  type NamespaceSource,
} from './namespaces.ts';

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

/** An i18next instance with the kernel's cache, language following and registration rules. */
export interface KernelI18n {
  /** The i18next instance (react-i18next's hooks use it once `initI18n()` has run). */
  i18n: i18n;
  /**
   * Starts the instance in the player's current language and loads every namespace registered so
   * far, in that language and in pt-br. Idempotent: every call returns the same promise. It never
   * rejects: a bundle that fails leaves pt-br texts, and without those the keys.
   */
  initI18n(): Promise<void>;
  /**
   * Makes `namespace` loadable and loads it in the current languages (starting the instance if
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

/** Builds an instance; the kernel makes one (`casinoI18n`), tests make their own. */
export function createKernelI18n(options: KernelI18nOptions): KernelI18n {
  const sources = new Map<string, NamespaceSource>(Object.entries(options.sources));
  const instance = createInstance();
  instance
    .use(
      createCachedBundleBackend({
        source: (namespace) => sources.get(namespace),
        storage: options.storage,
        loadTimeoutMs: options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS,
      }),
    )
    .use(initReactI18next);

  let wanted: Language = FALLBACK_LANGUAGE;
  let started: Promise<void> | undefined;
  let initialised = false;

  /** Loads the bundles of `namespaces` that `languages` lack, including ones that failed before. */
  async function loadMissing(languages: readonly string[], namespaces: readonly string[]): Promise<void> {
    await Promise.all(
      [...new Set(languages)].map((language) => {
        const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(language, namespace));
        // reloadResources, not loadNamespaces: i18next never asks again for a bundle that failed.
        return missing.length > 0 ? instance.reloadResources([language], missing) : undefined;
      }),
    );
  }

  async function switchLanguage(language: Language): Promise<void> {
    await loadMissing([language, FALLBACK_LANGUAGE], [...sources.keys()]);
    // A later change may have come in while this one loaded; the player's last choice wins.
    if (wanted === language) await instance.changeLanguage(language);
  }

  async function start(): Promise<void> {
    options.languageChanges.on('language:changed', ({ language }) => {
      if (!isLanguage(language)) return;
      wanted = language;
      if (initialised) void switchLanguage(language);
    });
    // Read after subscribing (the event replays its last payload): the atom owns the language, and
    // a value it took without a write, e.g. from storage, was never announced.
    wanted = options.currentLanguage();
    const config: InitOptions = {
      lng: wanted,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGES,
      // Keeps 'pt-br' and 'zh-tw' as the spec and the bundles spell them (not 'pt-BR').
      lowerCaseLng: true,
      // Without it 'zh-tw' would also load 'zh', and 'pt-br' ask for 'pt'.
      load: 'currentOnly',
      ns: [...sources.keys()],
      defaultNS: KERNEL_NAMESPACE,
      // An app's t('close') finds the kernel's word without copying it.
      fallbackNS: KERNEL_NAMESPACE,
      // Bundles are flat by contract, so a key may contain dots.
      keySeparator: false,
      // React escapes what it renders; escaping here too would show '&amp;'.
      interpolation: { escapeValue: false },
      // No Suspense boundary wraps a remote's parcel; a namespace that arrives late re-renders instead.
      react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
    };
    await instance.init(config);
    initialised = true;
    if (instance.language !== wanted) await switchLanguage(wanted);
  }

  function initI18n(): Promise<void> {
    started ??= start();
    return started;
  }

  async function registerNamespace(namespace: AppNamespace, source: NamespaceSource): Promise<void> {
    const previous = sources.get(namespace);
    sources.set(namespace, source);
    // Registered before the start, it loads with the others.
    if (!started) return initI18n();
    await started;
    if (previous && previous.version !== source.version) {
      await instance.reloadResources(undefined, [namespace]);
    } else {
      await loadMissing(instance.languages, [namespace]);
    }
    // Lists it among the namespaces that later language changes load (its bundles are in by now).
    await instance.loadNamespaces(namespace);
  }

  function translate(textOrKey: string, namespace: AppNamespace = KERNEL_NAMESPACE): string {
    if (!instance.isInitialized) return textOrKey;
    const key = kernelKeyOfText(textOrKey) ?? textOrKey;
    // A server message may contain ':' or '.', which must not be read as namespace or path.
    const lookup = { ns: namespace, nsSeparator: false, keySeparator: false } as const;
    return instance.exists(key, lookup) ? instance.t(key, lookup) : textOrKey;
  }

  return { i18n: instance, initI18n, registerNamespace, translate };
}
