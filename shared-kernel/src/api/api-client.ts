import {
  API_HEADERS,
  API_VERSION,
  DEFAULT_MESSAGE_KEY,
  DEFAULT_MESSAGE_PATH,
  ENDPOINTS,
  ENVELOPE_CODE,
  NETWORK_ERROR_TEXT,
  NON_SYSTEM_INTERFACE,
  PLATFORM_ID,
  REQUEST_TIMED_OUT,
  REQUEST_TIMEOUT_MS,
  SUB_CHANNEL,
  findEndpoint,
  httpFailureText,
  isEndpointName,
  isTokenInvalid,
  signRequest,
  type ApiData,
  type ApiEnvelope,
  type ApiPayload,
  type EndpointDefinition,
  type EndpointName,
  type EndpointNameFor,
  type HttpMethod,
  type MessageEncryptionConfig,
} from '@casino/shared-kernel/api-constants';
import ky, { HTTPError, TimeoutError, type BeforeRequestHook, type KyInstance } from 'ky';
import { ApiError, type ApiErrorKind } from './api-error.ts';

/** What `onTokenInvalid` receives. */
export interface TokenInvalidEvent {
  /** The server's msg, translated: show it with the login dialog. */
  message: string;
  /** 1013, or 500 for 'Authorization token error'. */
  code: number;
  /**
   * True when the request carried a token, i.e. a signed-in player's session was ended by the
   * server: also show the USER_FORBIDDEN warning. False for a visitor, who only needs to sign in.
   */
  forced: boolean;
}

/**
 * What the client needs from its host (the shell, or a remote's standalone page). Everything is
 * injected, so the client depends on no other kernel concern and tests need no browser.
 */
export interface ApiClientOptions {
  /** Base URL of the API (client config `apiHost`), e.g. `https://api.example.com`; '' for the page's origin. */
  apiHost: string;
  /** The signed-in player's token, read on every request; '', null or undefined when signed out. */
  getToken: () => string | null | undefined;
  /** The site language for `Accept-Language`, e.g. `en` or `pt-br`. */
  getLanguage: () => string;
  /** The device id for `Accept-DeviceID`. */
  getDeviceId: () => string | number;
  /** The channel id for `Accept-ChannelID` on lobby info (query `channel_id`/`cid`, default 1). */
  getChannelId: () => string | number;
  /** The brand's request-signing key (see `signRequest`). */
  signingKey: string;
  /** The brand's message-envelope config; absent (the default) sends every call in clear. */
  encryption?: MessageEncryptionConfig;
  /** Time-out per attempt in ms; default `REQUEST_TIMEOUT_MS` (10000, spec 7). */
  timeoutMs?: number;
  /**
   * The token is invalid (code 1013, or 500 'Authorization token error'). The host signs the player
   * out, opens the login dialog and shows `message`, plus the USER_FORBIDDEN warning when
   * `forced`. Called once per rejected token, however many calls were in flight with it.
   */
  onTokenInvalid: (event: TokenInvalidEvent) => void;
  /** Shows an error toast with an already translated text. */
  showError: (text: string) => void;
  /** Translates a server msg or an HTTP failure text before it is shown; default: as is. */
  translate?: (text: string) => string;
  /** The clock for the signature's `t`, in ms; default `Date.now`. */
  now?: () => number;
  /**
   * The device fields (spec 3) for the calls whose payload spec 7 says carries them (the table's
   * `deviceFields`: shop, order, payout accounts), fresh for every call; the payload's own fields
   * win. Without it those calls go as their callers wrote them.
   */
  deviceFields?: () => Promise<object>;
}

/** Per-call options. */
export interface ApiRequestOptions {
  /** Do not toast this call's failure (spec 8 `hideErrorMsg`); the promise still rejects. */
  hideErrorMsg?: boolean;
  /** Aborts the call; it then rejects with kind `aborted` and nothing is shown. */
  signal?: AbortSignal;
  /**
   * The `Idempotency-Key` of a call that moves money: one per intent, the same
   * when the player sends that intent again after a time-out, so the server moves the money once.
   */
  idempotencyKey?: string;
}

/** A path of the API outside the endpoint table, e.g. `/api/new/thing?x=1`. */
export type ApiPath = `/${string}`;

/** A payload for a path outside the table. */
export type RawPayload = Readonly<Record<string, unknown>>;

/** The payload argument is optional exactly when the call has no required field. */
type CallArgs<Name extends EndpointName> = Record<never, never> extends ApiPayload<Name>
  ? [payload?: ApiPayload<Name>, options?: ApiRequestOptions]
  : [payload: ApiPayload<Name>, options?: ApiRequestOptions];

/** Calls of one method, by endpoint name or by path. */
interface MethodHelper<Method extends HttpMethod> {
  <Name extends EndpointNameFor<Method>>(endpoint: Name, ...args: CallArgs<Name>): Promise<ApiData<Name>>;
  <T = unknown>(path: ApiPath, payload?: RawPayload, options?: ApiRequestOptions): Promise<T>;
}

/** The casino API client: every promise resolves the envelope's `data` or rejects with an `ApiError`. */
export interface ApiClient {
  /** GET: the payload is sent as the query string. */
  get: MethodHelper<'GET'>;
  /** POST: the payload is sent as a JSON body (`{}` when absent). Never retried. */
  post: MethodHelper<'POST'>;
  /** PUT: as POST. Never retried. */
  put: MethodHelper<'PUT'>;
  /** Any call by name, with the method of the endpoint table. */
  call<Name extends EndpointName>(endpoint: Name, ...args: CallArgs<Name>): Promise<ApiData<Name>>;
  /**
   * As {@link ApiClient.call}, resolving the whole envelope: for the calls judged by `msg` (binding,
   * spec 5: `msg === 'ok'`). The same policy applies: only code 0 (and 501 for orders) resolves.
   */
  callEnvelope<Name extends EndpointName>(endpoint: Name, ...args: CallArgs<Name>): Promise<ApiEnvelope<ApiData<Name>>>;
  /** The time-out per attempt in ms that this client uses. */
  readonly timeoutMs: number;
}

/** Delay before the one retry of a read-only GET. */
export const GET_RETRY_DELAY_MS = 300;

/** Statuses after which a read-only GET is tried once more: the gateway, not the application, failed. */
export const GET_RETRY_STATUSES: readonly number[] = [502, 503, 504];

/** The envelope shape before it is trusted: anything with a numeric `code`. */
interface RawEnvelope {
  code: number;
  msg?: unknown;
  data?: unknown;
}

function isRawEnvelope(value: unknown): value is RawEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function appendQuery(query: URLSearchParams, values: RawPayload): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      query.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
}

/**
 * `AbortSignal.any`, which ky uses to link a caller's signal with its time-out, for the browsers
 * the site supports that predate it (Chrome < 116, Safari < 17.4, Firefox < 124).
 */
function anySignal(signals: Iterable<AbortSignal>): AbortSignal {
  const linked = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) linked.abort(signal.reason);
    else signal.addEventListener('abort', () => linked.abort(signal.reason), { once: true, signal: linked.signal });
  }
  return linked.signal;
}

/**
 * The message envelope's sealing code, downloaded on the first sealed call: only a brand that turns
 * the envelope on needs it, so every other brand's first screen goes without.
 */
const sealingCode = () => import('../api-contract/message-envelope.ts');

/** One call as the hooks and the policy see it (ky's `context` option carries it). */
interface CallContext {
  path: string;
  definition: EndpointDefinition | undefined;
  token: string;
  hideErrorMsg: boolean;
  /** The body as it leaves (sealed when the message envelope is on): the signature covers it. */
  body: string | undefined;
  /** The call's `Idempotency-Key`, if it moves money. */
  idempotencyKey: string | undefined;
}

const CALL = 'casinoCall';
const callOf = (context: Record<string, unknown>): CallContext => context[CALL] as CallContext;

/**
 * Creates the API client: ky with the headers and the signature (`beforeRequest` hooks, which ky
 * runs again before a retry, so each attempt is signed afresh), the envelope policy of spec 8 on the body ky resolves, the 10 s
 * time-out and the retry rules of spec 7 as ky's options, and ky's errors mapped to spec 8's texts.
 *
 * Policy, by response:
 * - code 0 resolves `data`; an order call (`ENDPOINTS.createOrder`) also accepts 501 and resolves null.
 * - 1013, or 500 with msg 'Authorization token error', calls `onTokenInvalid` and rejects (`token-invalid`).
 * - 1014 rejects silently (`ignored`): no toast, no sign-out.
 * - any other code toasts the translated msg (unless `hideErrorMsg` or msg is empty) and rejects (`envelope`).
 * - a body without a numeric `code` rejects as 'non-system interface', untoasted (a proxy page, not a player message).
 * - a non-2xx status (ky's `HTTPError`) toasts the spec's text for it (none for 401) and rejects
 *   (`http`); a token-invalid envelope in such a response still signs out.
 * - no answer within `timeoutMs` (ky's `TimeoutError`) toasts and rejects 'Request timed out'; no
 *   answer at all (fetch's `TypeError`), 'network error'.
 *
 * Retries: never for POST and PUT (money must not move twice; favourite is a toggle), nor for GETs
 * that change state (`changesState`) or paths outside the table. A read-only GET of the table is
 * tried once more after 300 ms on a network failure or 502/503/504, never after a time-out (the
 * player has already waited 10 s). Each attempt is signed afresh; only the last one's failure is shown.
 *
 * A header every call carries is one more `beforeRequest` hook in `headerHooks` (before the
 * signature, which must come last).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const translate = options.translate ?? ((text: string) => text);
  const now = options.now ?? Date.now;
  const encryption = options.encryption;
  /** Tokens already reported invalid: concurrent calls with one dead token sign out once. */
  const invalidTokens = new Set<string>();
  /**
   * The `t` of the last signature: every request of this client is signed at a later millisecond,
   * so no two share a signature (the server accepts a POST or PUT signature once).
   */
  let lastSignedAt = 0;

  /** Runs a host effect; a host bug must not replace the call's own outcome. */
  const effect = (run: () => void) => {
    try {
      run();
    } catch (error) {
      console.error('[api] a host effect threw', error);
    }
  };

  const fail = (context: CallContext, kind: ApiErrorKind, msg: string, extra: { code?: number; status?: number; cause?: unknown } = {}) => {
    const show = (kind === 'envelope' || kind === 'http' || kind === 'timeout' || kind === 'network') && !context.hideErrorMsg && msg !== '';
    if (show) effect(() => options.showError(translate(msg)));
    return new ApiError({ kind, code: extra.code ?? null, msg, status: extra.status, shown: show, path: context.path, cause: extra.cause });
  };

  const tokenInvalid = (context: CallContext, envelope: RawEnvelope, status?: number) => {
    const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
    if (context.token === '' || !invalidTokens.has(context.token)) {
      if (context.token !== '') invalidTokens.add(context.token);
      effect(() => options.onTokenInvalid({ message: translate(msg), code: envelope.code, forced: context.token !== '' }));
    }
    return new ApiError({ kind: 'token-invalid', code: envelope.code, msg, status, shown: false, path: context.path });
  };

  /** A sealed body (`{"<messageKey>": "…"}`) opened; any other body as it is. */
  const unseal = async (body: unknown): Promise<unknown> => {
    if (!encryption || typeof body !== 'object' || body === null) return body;
    const sealed = (body as Record<string, unknown>)[encryption.messageKey ?? DEFAULT_MESSAGE_KEY];
    if (typeof sealed !== 'string') return body;
    try {
      return await (await sealingCode()).openMessage(sealed, encryption.key, 'response');
    } catch {
      // A sealed body our key cannot open did not come from our system.
      return undefined;
    }
  };

  /** Spec 8 on a 2xx body: the envelope to resolve, or the error to reject with. */
  const settle = (context: CallContext, body: unknown): ApiEnvelope<unknown> => {
    if (!isRawEnvelope(body)) throw fail(context, 'non-system', NON_SYSTEM_INTERFACE);
    const msg = typeof body.msg === 'string' ? body.msg : '';
    if (body.code === ENVELOPE_CODE.SUCCESS) return { code: body.code, msg, data: body.data };
    if (body.code === ENVELOPE_CODE.ORDER_NO_OP && context.definition?.order) return { code: body.code, msg, data: null };
    if (isTokenInvalid({ code: body.code, msg })) throw tokenInvalid(context, body);
    if (body.code === ENVELOPE_CODE.IGNORED) throw fail(context, 'ignored', msg, { code: body.code });
    throw fail(context, 'envelope', msg, { code: body.code });
  };

  /** Spec 7's headers. */
  const casinoHeaders: BeforeRequestHook = (request, { context }) => {
    const call = callOf(context);
    const headers = request.headers;
    headers.set('Accept', 'application/json');
    headers.set(API_HEADERS.authorization, call.token);
    headers.set(API_HEADERS.language, options.getLanguage());
    headers.set(API_HEADERS.platformId, String(PLATFORM_ID));
    headers.set(API_HEADERS.subChannelId, String(SUB_CHANNEL));
    headers.set(API_HEADERS.version, String(API_VERSION));
    headers.set(API_HEADERS.deviceId, String(options.getDeviceId()));
    if (call.definition?.lobby) headers.set(API_HEADERS.channelId, String(options.getChannelId()));
    if (call.body !== undefined) headers.set('Content-Type', 'application/json');
    if (call.idempotencyKey !== undefined) headers.set(API_HEADERS.idempotencyKey, call.idempotencyKey);
  };

  /** The headers of every call, in order; the signature hook follows them. */
  const headerHooks: BeforeRequestHook[] = [casinoHeaders];

  /**
   * Signed last, over the URL and body as they leave (sealed when the message envelope is on), and
   * again for a retry, so each attempt carries its own time and a server may refuse replays.
   */
  const sign = async (request: Request, context: Record<string, unknown>) => {
    const { pathname, search } = new URL(request.url);
    const signature = await signRequest({
      method: request.method,
      pathAndQuery: pathname + search,
      body: callOf(context).body ?? '',
      idempotencyKey: callOf(context).idempotencyKey,
      key: options.signingKey,
      timestamp: (lastSignedAt = Math.max(now(), lastSignedAt + 1)),
    });
    request.headers.set(API_HEADERS.signature, signature);
  };
  const signRequestHook: BeforeRequestHook = (request, { context }) => sign(request, context);

  const http: KyInstance = ky.create({
    timeout: timeoutMs,
    // The calls that may be retried are picked per call (`retry.limit`); these say when.
    retry: {
      limit: 0,
      methods: ['get'],
      statusCodes: [...GET_RETRY_STATUSES],
      afterStatusCodes: [],
      delay: () => GET_RETRY_DELAY_MS,
      retryOnTimeout: false,
    },
    hooks: {
      // ky runs these before every attempt, a retry's included: each attempt is signed afresh.
      beforeRequest: [...headerHooks, signRequestHook],
    },
  });

  /** The failure of a call that got no 2xx answer, as spec 8 words it. */
  const failure = async (context: CallContext, error: unknown, caller: AbortSignal | undefined): Promise<unknown> => {
    if (error instanceof ApiError) return error;
    if (caller?.aborted) return fail(context, 'aborted', '', { cause: error });
    if (error instanceof TimeoutError) return fail(context, 'timeout', REQUEST_TIMED_OUT, { cause: error });
    // fetch rejects with a TypeError when no answer came at all (ky 1 passes it on as it is).
    if (error instanceof TypeError) return fail(context, 'network', NETWORK_ERROR_TEXT, { cause: error });
    if (error instanceof HTTPError) {
      const { status } = error.response;
      const data = await unseal(parseJson(await error.response.text().catch(() => '')));
      if (isRawEnvelope(data) && isTokenInvalid({ code: data.code, msg: typeof data.msg === 'string' ? data.msg : '' })) {
        return tokenInvalid(context, data, status);
      }
      return fail(context, 'http', httpFailureText(status), { status });
    }
    // Anything else (a Request that cannot be built, a bad header) is a bug: it surfaces as it is.
    return error;
  };

  /** A POST or PUT's body: its payload, after the device fields where the table asks for them. */
  const bodyOf = async (definition: EndpointDefinition | undefined, payload: unknown): Promise<unknown> => {
    if (!definition?.deviceFields || !options.deviceFields) return payload ?? {};
    return { ...(await options.deviceFields()), ...(payload as RawPayload | undefined) };
  };

  /** What goes on the wire: the call itself, or a POST of it sealed when the message envelope is on. */
  const wireRequest = async (method: HttpMethod, path: string, query: RawPayload, body: unknown) => {
    if (encryption && path.includes('/api')) {
      const sealed = await (await sealingCode()).sealMessage({ route: path, method, payload: method === 'GET' ? query : body }, encryption.key, 'request');
      return {
        method: 'POST' as const,
        path: encryption.path ?? DEFAULT_MESSAGE_PATH,
        json: { [encryption.messageKey ?? DEFAULT_MESSAGE_KEY]: sealed } as unknown,
      };
    }
    const search = new URLSearchParams();
    appendQuery(search, query);
    return { method, path: search.size > 0 ? `${path}?${search.toString()}` : path, json: body };
  };

  const send = async (
    method: HttpMethod,
    target: string,
    payload: unknown,
    requestOptions: ApiRequestOptions = {},
  ): Promise<ApiEnvelope<unknown>> => {
    const [targetPath = '', targetQuery = ''] = target.split('?', 2);
    const name = isEndpointName(target) ? target : findEndpoint(method, targetPath);
    const definition: EndpointDefinition | undefined = name ? ENDPOINTS[name] : undefined;
    if (definition && isEndpointName(target) && definition.method !== method) {
      throw new TypeError(`${target} is a ${definition.method} call, not ${method}.`);
    }
    const path = definition?.path ?? targetPath;
    if (definition?.needsIdempotencyKey && requestOptions.idempotencyKey === undefined) {
      throw new TypeError(`${path} moves money: send it with an idempotencyKey, one per intent (IntentKeys).`);
    }

    // GET payloads travel as the query: the table's fixed part first, then the path's, then the payload's.
    const query: RawPayload = {
      ...definition?.query,
      ...Object.fromEntries(new URLSearchParams(targetQuery)),
      ...(method === 'GET' ? (payload as RawPayload | undefined) : undefined),
    };
    const wire = await wireRequest(method, path, query, method === 'GET' ? undefined : await bodyOf(definition, payload));
    const body = wire.json === undefined ? undefined : JSON.stringify(wire.json);
    const context: CallContext = {
      path,
      definition,
      token: options.getToken() ?? '',
      hideErrorMsg: requestOptions.hideErrorMsg === true,
      body,
      idempotencyKey: requestOptions.idempotencyKey,
    };
    const caller = requestOptions.signal;
    if (caller && typeof AbortSignal.any !== 'function') AbortSignal.any = anySignal;

    const retryable = method === 'GET' && definition !== undefined && !definition.changesState;
    let text: string;
    try {
      text = await http(`${options.apiHost.replace(/\/+$/, '')}${wire.path}`, {
        method: wire.method,
        body,
        signal: caller,
        context: { [CALL]: context },
        retry: retryable ? { limit: 1 } : { limit: 0 },
      }).text();
    } catch (error) {
      throw await failure(context, error, caller);
    }
    // Spec 8's envelope policy on the 2xx body ky resolved (not an `afterResponse` hook: those
    // read a clone of the response, whose body happy-dom, the kernel's test DOM, loses).
    return settle(context, await unseal(parseJson(text)));
  };

  const dataOf = async (envelope: Promise<ApiEnvelope<unknown>>) => (await envelope).data;

  const helper = <Method extends HttpMethod>(method: Method) =>
    ((target: string, payload?: unknown, requestOptions?: ApiRequestOptions) =>
      dataOf(send(method, target, payload, requestOptions))) as MethodHelper<Method>;

  // Async, so that a name outside the table rejects like any failed call instead of throwing.
  const byName = async (name: EndpointName, payload?: unknown, requestOptions?: ApiRequestOptions) => {
    if (!isEndpointName(name)) throw new TypeError(`${String(name)} is not a call of the endpoint table.`);
    return send(ENDPOINTS[name].method, name, payload, requestOptions);
  };

  return {
    get: helper('GET'),
    post: helper('POST'),
    put: helper('PUT'),
    call: ((name: EndpointName, payload?: unknown, requestOptions?: ApiRequestOptions) =>
      dataOf(byName(name, payload, requestOptions))) as ApiClient['call'],
    callEnvelope: byName as ApiClient['callEnvelope'],
    timeoutMs,
  };
}
