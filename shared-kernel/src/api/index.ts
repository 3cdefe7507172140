// The browser's casino API client (spec 7 and 8): ky with headers, signature,
// time-out, retry, envelope policy, optional message envelope. The contract it speaks is
// `api-contract`; at run time it loads only the contract's light part, `api-constants` (endpoint
// table, texts, signature, message envelope), never the request schemas.
export {
  GET_RETRY_DELAY_MS,
  GET_RETRY_STATUSES,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiPath,
  type ApiRequestOptions,
  type RawPayload,
  type TokenInvalidEvent,
} from './api-client.ts';
export { ApiError, isApiError, type ApiErrorInit, type ApiErrorKind } from './api-error.ts';
// The Idempotency-Key of a money intent (withdrawal, deposit order), one per intent.
export { IntentKeys, newIntentKey } from './intent-keys.ts';
// The signature lives in the contract's light part, which the Node api-server imports too;
// re-exported so client code finds it beside the client. One module, one copy.
export { signRequest } from '@casino/shared-kernel/api-constants';
// The site's one client, wired to the kernel's store, device, i18n and toasts.
export { casinoApi, configureApi, isApiConfigured, type CasinoApiConfig } from './casino-api.ts';
