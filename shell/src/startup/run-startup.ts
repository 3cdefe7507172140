import { configureApi } from '@casino/shared-kernel/api';
import { registerNamespace, translate } from '@casino/shared-kernel/i18n';
import { DEFAULT_SITE_SETTINGS, kernelStore, lobbyInfoAtom, sessionAtom } from '@casino/shared-kernel/state';
import { yieldToMain } from '../federation/yield-between-shares.ts';
import { SHELL_NAMESPACE } from '../i18n/shell-texts.ts';
import { marqueeDrawnAtStart, startMarqueeNotices } from '../notices/marquee-notices.ts';
import { startRewardAnimations } from '../notices/reward-animation.ts';
import type { ClientJson } from './client-json.ts';
import { rememberBrandLook, type LoadingScreen } from './loading-screen.ts';
import { storeQueryKeys } from './query-keys.ts';
import { startSession } from './session-start.ts';
import { firstLobbyInfoLoad, followLanguageForLobbyInfo } from './first-lobby-info.ts';
import { loadBrandSettings } from './site-settings.ts';
import { applyPageVersion, applyTimestampRules, pageVersion } from './version-rules.ts';

/** The key of the loading screen's accessible name in the shell namespace. */
export const LOADING_LABEL_KEY = 'startup_loading';

/**
 * The start-up that needs the API, run before the shell renders (so nothing calls `casinoApi`
 * unconfigured) and without holding the first render up: it configures the API from the brand's
 * client.json, applies the version and timestamp rules, keeps the query keys, starts translation,
 * then loads the site settings and starts the session. Resolves `ended` when both
 * have settled, and the marquee's first answer has come (or its short wait has run out) and the line
 * it brought has been drawn: the loading screen goes then, and the page shows with the line above
 * it, never pushed down by it.
 */
export function runStartup(client: ClientJson, loading: LoadingScreen, brand: string): { ended: Promise<void> } {
  configureApi({
    apiHost: client.apiHost,
    signingKey: client.signingKey,
    ...(client.encryption ? { encryption: client.encryption } : {}),
  });
  // Spec 5 and 7: before anyone reads the lobby cache or the asset caches.
  applyTimestampRules({ clearLobbyCache: () => kernelStore.set(lobbyInfoAtom, null) });
  void applyPageVersion(pageVersion()).catch((error: unknown) => console.error('[shell] the asset caches could not be cleared', error));
  storeQueryKeys(window.location);
  startRewardAnimations();
  const settings = loadBrandSettings().then((applied) => {
    // Without an answer the defaults apply, and the loading screen keeps the brand's last known look.
    if (applied === DEFAULT_SITE_SETTINGS) return;
    loading.showBrand(applied);
    rememberBrandLook(brand, applied);
  });
  const session = startSession();
  // The lobby info the first screen draws, not after the shell's first render: asked once the
  // session is settled (at once for a visitor). A stored token the server refuses would be refused
  // on this call too, and the second refusal replaced the login dialog's reason with nothing.
  void firstLobbyInfoLoad(session);
  followLanguageForLobbyInfo();
  const marquee = startMarqueeNotices(session, () => kernelStore.get(sessionAtom).userInfo?.uid);
  // Translation starts in a task of its own, once the first calls are on their way (reading the
  // cached bundles is start-up's longest piece of work), and never holds the first paint: texts
  // appear as their bundles arrive.
  void yieldToMain()
    .then(() => registerNamespace('shell', SHELL_NAMESPACE))
    .then(() => loading.setLabel(translate(LOADING_LABEL_KEY, 'shell')));
  return { ended: Promise.allSettled([settings, session, marquee]).then(() => marqueeDrawnAtStart()) };
}
