import type { MessageEncryptionConfig } from '@casino/shared-kernel/api-constants';
import { deviceId } from '@casino/shared-kernel/device-id';
import { translate } from '@casino/shared-kernel/i18n';
import { kernelStore, languageAtom, openDialogsAtom, signOut, toast, tokenAtom } from '@casino/shared-kernel/state';
import { readChannelId } from '@casino/shared-kernel/query';
import { createApiClient, type ApiClient, type ApiClientOptions, type TokenInvalidEvent } from './api-client.ts';

/** What differs per brand and deployment; everything else comes from the kernel's own state. */
export interface CasinoApiConfig {
  /** Base URL of the API (client config `apiHost`); '' for the page's origin. */
  apiHost: string;
  /** The brand's request-signing key (see `signRequest`). */
  signingKey: string;
  /** The brand's message-envelope config; absent sends every call in clear. */
  encryption?: MessageEncryptionConfig;
  /** Time-out per attempt in ms; default 10000 (spec 7). */
  timeoutMs?: number;
}

/**
 * Spec 4 and 8: a refused token signs the player out, opens the login dialog and shows the server's
 * message; a signed-in player whose session was ended also gets the USER_FORBIDDEN warning.
 */
function handleTokenInvalid({ message, forced }: TokenInvalidEvent): void {
  // A call sent without a token while the login dialog is already open: the player is already asked
  // to sign in, often with why their session ended (a call of the same page, answered first); this
  // refusal, "sign in first", would replace that reason with a less useful one.
  if (!forced && kernelStore.get(openDialogsAtom).some((dialog) => dialog.name === 'shell.login')) return;
  signOut({ forced: true, message: forced ? translate('USER_FORBIDDEN') : undefined, reason: message });
}

/**
 * The client options wired to the kernel: the token and language of the one store, this browser's
 * device id and device fields, the channel of the link the player came by, toasts for errors,
 * translation of server texts, and the sign-out policy above.
 */
function kernelApiOptions(config: CasinoApiConfig): ApiClientOptions {
  return {
    ...config,
    getToken: () => kernelStore.get(tokenAtom),
    getLanguage: () => kernelStore.get(languageAtom),
    getDeviceId: deviceId,
    // The query may sit before the hash or inside it (hash router): `readChannelId` reads both.
    getChannelId: () => readChannelId(typeof location === 'undefined' ? new URLSearchParams() : location),
    onTokenInvalid: handleTokenInvalid,
    showError: (text) => toast('error', text),
    translate,
    // The fingerprint and user-agent code loads with the first call that sends them, never on a first screen.
    deviceFields: async () => (await import('@casino/shared-kernel/device')).deviceFields(),
  };
}

let configured: ApiClient | undefined;

/**
 * Sets up the site's one API client. The shell calls it once at start with the brand's settings
 * (a remote's standalone page through `mountStandalone`); calling it again replaces the client,
 * for a brand switch or a test.
 */
export function configureApi(config: CasinoApiConfig): ApiClient {
  configured = createApiClient(kernelApiOptions(config));
  return configured;
}

/** Whether {@link configureApi} has run. */
export function isApiConfigured(): boolean {
  return configured !== undefined;
}

function client(): ApiClient {
  if (!configured) {
    throw new Error(
      'The API client is not configured: the shell calls configureApi() at start (a standalone page: mountStandalone({ api })).',
    );
  }
  return configured;
}

/**
 * The site's API client, for every app: `casinoApi.get('walletInfo')`. It forwards to the client
 * {@link configureApi} made, so modules can import it before start-up has run.
 */
export const casinoApi: ApiClient = {
  get: ((...args: Parameters<ApiClient['get']>) => client().get(...args)) as ApiClient['get'],
  post: ((...args: Parameters<ApiClient['post']>) => client().post(...args)) as ApiClient['post'],
  put: ((...args: Parameters<ApiClient['put']>) => client().put(...args)) as ApiClient['put'],
  call: ((...args: Parameters<ApiClient['call']>) => client().call(...args)) as ApiClient['call'],
  callEnvelope: ((...args: Parameters<ApiClient['callEnvelope']>) => client().callEnvelope(...args)) as ApiClient['callEnvelope'],
  get timeoutMs() {
    return client().timeoutMs;
  },
};
