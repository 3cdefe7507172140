// Google Identity Services (Sign in with Google) and reCAPTCHA v3, each loaded on demand: only a
// brand whose google block is configured ever downloads them, and only when a dialog needs them.

/** The GIS client script. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';
/** reCAPTCHA v3; `render` names the brand's site key. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

/** The part of `google.accounts.id` the dialogs use. */
export interface GoogleAccountsId {
  initialize(config: { client_id: string; callback: (answer: { credential?: string }) => void; ux_mode?: 'popup'; auto_select?: boolean }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
    grecaptcha?: Grecaptcha;
  }
}

const loading = new Map<string, Promise<void>>();

/** Adds a script once per URL; a failed load may be tried again. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/**
 * Draws Google's button into `parent`; a chosen account calls `onIdToken` with its ID token (the
 * credential the api-server verifies as `verify_code` of `client_type` 5).
 */
export async function mountGoogleButton(parent: HTMLElement, clientId: string, onIdToken: (idToken: string) => void, locale: string): Promise<void> {
  if (!window.google?.accounts?.id) await loadScript(GOOGLE_IDENTITY_SCRIPT);
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google Identity Services did not start');
  id.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    auto_select: false,
    callback: ({ credential }) => {
      if (credential) onIdToken(credential);
    },
  });
  id.renderButton(parent, {
    type: 'standard',
    theme: 'filled_blue',
    size: 'large',
    text: 'continue_with',
    shape: 'pill',
    locale,
    width: parent.clientWidth || 280,
  });
}

/** A reCAPTCHA v3 token for `action` (the robot check of spec 5). */
export async function robotCheckToken(siteKey: string, action: string): Promise<string> {
  if (!window.grecaptcha) await loadScript(`${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA did not start');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}
