/**
 * What the PWA banners show, as a tiny external store (eager: it is on the first screen, so it holds
 * no React and no kernel code). `startPwa()` fills it; the lazy banners read and clear it.
 */

/** The browser's install prompt (`beforeinstallprompt`, Chromium): kept to be shown on a user action. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** The captured install prompt, while the site can be installed and the banner was not closed. */
  installPrompt: InstallPromptEvent | null;
  /** Whether the install banner shows (the prompt is kept after a close, for the download page). */
  installBanner: boolean;
  /** A new service worker waiting to take over: the update banner shows. */
  waitingWorker: ServiceWorker | null;
}

let state: PwaState = { installPrompt: null, installBanner: false, waitingWorker: null };
const listeners = new Set<() => void>();

export const pwaState = {
  get: (): PwaState => state,
  set(change: Partial<PwaState>): void {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Shows the browser's install prompt (the banner's Install, and the `/download` page's install
 * button), then hides the banner whatever the player chose. Resolves `false` when the browser
 * offers no prompt (already installed, not installable, or not Chromium).
 */
export async function requestInstall(): Promise<boolean> {
  const prompt = state.installPrompt;
  if (!prompt) return false;
  // A prompt can be shown once: the banner goes at once, the event is spent.
  pwaState.set({ installPrompt: null, installBanner: false });
  await prompt.prompt();
  const choice = await prompt.userChoice;
  return choice ? choice.outcome === 'accepted' : true;
}
