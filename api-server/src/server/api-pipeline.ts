import type { FastifyRequest } from 'fastify';
import {
  API_HEADERS,
  ENDPOINTS,
  ENVELOPE_CODE,
  HTTP_STATUS_TEXT,
  MessageEnvelopeError,
  errorEnvelope,
  findEndpoint,
  okEnvelope,
  openMessageRequest,
  parseApiRequest,
  sealMessageResponse,
  verifyRequestSignature,
  type ApiEnvelope,
  type EndpointDefinition,
  type EndpointName,
  type MessageEncryptionConfig,
  type MessageRequest,
  type SignatureFailure,
} from '@casino/shared-kernel/api-contract';
import type { Accounts } from '../accounts/accounts.ts';
import { DEFAULT_BRAND, type Brand } from '../brands/brands.ts';
import type { ApiMode } from '../config.ts';
import type { RateLimits } from './rate-limits.ts';
import { ApiRefusal, refuse } from './api-refusal.ts';
import type { EndpointRoutes, VisitorContext } from './endpoint-routes.ts';
import { IDEMPOTENCY_MESSAGES, idempotencyKeyOf, type IdempotentAnswers } from './idempotency.ts';
import { ONCE_SIGNED_METHODS, signedTime, type UsedSignatures } from './used-signatures.ts';
import { checkChannelHeader, checkRequestHeaders, type RequestHeaders } from './request-headers.ts';

/** What the API answers: an HTTP status and the envelope (or the sealed envelope). */
export interface CallOutcome {
  status: number;
  body: ApiEnvelope<unknown> | Record<string, string>;
}

export interface PipelineOptions {
  mode: ApiMode;
  brands: ReadonlyMap<string, Brand>;
  /** Host name → brand. */
  hosts: ReadonlyMap<string, string>;
  /** Brand → its request-signing key (every brand has one). */
  signingKeys: ReadonlyMap<string, string>;
  /** Brand → its message envelope, for the brands that configured one. */
  messageConfigs: ReadonlyMap<string, MessageEncryptionConfig>;
  routes: EndpointRoutes;
  accounts: Accounts;
  now: () => number;
  /** The raw bytes of a request's body, as signed. */
  rawBody: (request: FastifyRequest) => Uint8Array | undefined;
  /** The per account, device and address limits of the calls attackers repeat. */
  rateLimits: RateLimits;
  /** The first answers of state-changing player calls sent with an `Idempotency-Key`. */
  idempotentAnswers: IdempotentAnswers;
  /** Signatures of POST and PUT requests already accepted: each is accepted once. */
  usedSignatures: UsedSignatures;
}

/** A request past the gate: its brand, its checked headers and its (signed) `Idempotency-Key`. */
interface Admitted {
  brand: Brand;
  headers: RequestHeaders;
  idempotencyKey: string | undefined;
}

export const SIGNATURE_MESSAGES: Record<SignatureFailure, string> = {
  missing: `${API_HEADERS.signature}: header is missing`,
  malformed: `${API_HEADERS.signature}: must be "t=<unix ms>, sig=<base64url>"`,
  stale: `${API_HEADERS.signature}: its time is more than 5 minutes from the server's clock`,
  mismatch: `${API_HEADERS.signature}: does not match the request`,
};

/** A state-changing request presented again with its signature (a replay, or a resend not signed afresh). */
export const REPLAYED_SIGNATURE = `${API_HEADERS.signature}: this signed request was already received; each request must be signed afresh`;

export const NOT_IMPLEMENTED = HTTP_STATUS_TEXT[501] ?? 'service not implemented';
export const INTERNAL_ERROR = HTTP_STATUS_TEXT[500] ?? 'internal server error';

/** The `?brand=` of the page a call came from (its Referer), or null. */
function brandOfPage(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).searchParams.get('brand');
  } catch {
    return null;
  }
}

/**
 * Every /api call passes here, in this order: the brand (development `?brand=` of the call, else of
 * the page that made it, then the page's Origin, then the Host, then india), the headers of spec 7, the signed header under the brand's
 * key, the lobby's channel header, the token when the call needs one, and the payload against the
 * contract's schema; only then does the call's handler run. Whatever happens, the answer is the
 * envelope `{code, msg, data}`.
 */
export class ApiPipeline {
  readonly options: PipelineOptions;

  constructor(options: PipelineOptions) {
    this.options = options;
  }

  /** A call sent as itself. */
  async direct(request: FastifyRequest, name: EndpointName): Promise<CallOutcome> {
    try {
      const definition: EndpointDefinition = ENDPOINTS[name];
      const admitted = await this.admit(request, definition.changesState === true);
      const payload = definition.method === 'GET' ? request.query : request.body;
      return { status: 200, body: await this.call(request, admitted, name, payload) };
    } catch (error) {
      return this.failure(request, error, name);
    }
  }

  /**
   * A call inside the message envelope (`POST <path> {"<field>": "<sealed>"}`): the outer request
   * is admitted (headers and signature cover the sealed bytes), the inner call runs as if sent
   * directly, and its envelope goes back sealed. Failures before the envelope is opened are
   * answered in clear: the client reads a body without the sealed field as a plain envelope.
   */
  async sealed(request: FastifyRequest): Promise<CallOutcome> {
    let admitted: Admitted;
    let config: MessageEncryptionConfig;
    let message: MessageRequest;
    try {
      admitted = await this.admit(request, true);
      const configured = this.options.messageConfigs.get(admitted.brand.brand);
      if (!configured) throw refuse('The message envelope is not configured for this site');
      config = configured;
      message = await openMessageRequest(request.body, config);
    } catch (error) {
      if (error instanceof MessageEnvelopeError) return this.failure(request, refuse(`The sealed message does not open: ${error.message}`), undefined);
      return this.failure(request, error, undefined);
    }
    const name = findEndpoint(message.method, message.route);
    let outcome: CallOutcome;
    try {
      if (!name) throw new ApiRefusal(`${HTTP_STATUS_TEXT[404] ?? 'Request address error'}: no call ${message.method} ${message.route}`, { httpStatus: 404 });
      outcome = { status: 200, body: await this.call(request, admitted, name, message.payload) };
    } catch (error) {
      outcome = this.failure(request, error, name);
    }
    return { status: outcome.status, body: await sealMessageResponse(outcome.body, config) };
  }

  /** The brand a request is for. */
  brandOf(request: FastifyRequest): Brand {
    const { brands, hosts, mode } = this.options;
    if (mode === 'development') {
      // The call's own `?brand=`, else the page's: a tab opened with `?brand=brasil` on a host of
      // another brand signs with brasil's key, and its calls name the page in their Referer.
      const asked = new URL(request.url, 'http://localhost').searchParams.get('brand') ?? brandOfPage(request.headers.referer);
      if (asked !== null) {
        const brand = brands.get(asked);
        if (!brand) throw refuse(`brand: "${asked.slice(0, 40)}" is not a brand of this casino`);
        return brand;
      }
    }
    // The page's own host names the brand when the API is a shared host of several sites.
    const origin = request.headers.origin;
    let fromOrigin: string | undefined;
    if (origin) {
      try {
        fromOrigin = hosts.get(new URL(origin).hostname);
      } catch {
        // An Origin that is not a URL ('null' from a sandboxed frame) names no brand.
      }
    }
    const name = fromOrigin ?? hosts.get(request.hostname.toLowerCase()) ?? DEFAULT_BRAND;
    const brand = brands.get(name);
    if (!brand) throw new Error(`The brand ${name} of the host mapping is not in the database`);
    return brand;
  }

  /** Brand, headers and signature; a state-changing request's signature is taken once (`changesState`: a GET that does). */
  private async admit(request: FastifyRequest, changesState: boolean): Promise<Admitted> {
    const brand = this.brandOf(request);
    const headers = checkRequestHeaders(request.headers);
    const idempotencyKey = idempotencyKeyOf(request.headers);
    const key = this.options.signingKeys.get(brand.brand);
    if (key === undefined) throw new Error(`No signing key for ${brand.brand}`);
    const header = request.headers[API_HEADERS.signature.toLowerCase()];
    const verdict = await verifyRequestSignature({
      header: Array.isArray(header) ? undefined : header,
      method: request.method,
      pathAndQuery: request.url,
      body: this.options.rawBody(request) ?? '',
      idempotencyKey,
      key,
      now: this.options.now(),
    });
    if (!verdict.valid) throw refuse(SIGNATURE_MESSAGES[verdict.reason]);
    if ((changesState || ONCE_SIGNED_METHODS.has(request.method)) && typeof header === 'string') {
      if (!this.options.usedSignatures.claim(brand.brand, header, signedTime(header), this.options.now())) throw refuse(REPLAYED_SIGNATURE);
    }
    return { brand, headers, idempotencyKey };
  }

  private async call<Name extends EndpointName>(request: FastifyRequest, admitted: Admitted, name: Name, input: unknown): Promise<ApiEnvelope<unknown>> {
    const definition: EndpointDefinition = ENDPOINTS[name];
    if (definition.lobby) checkChannelHeader(request.headers);
    const route = this.options.routes[name];
    if (!route) throw new ApiRefusal(NOT_IMPLEMENTED, { httpStatus: 501 });
    const { brand, headers } = admitted;
    const context: VisitorContext = {
      brand,
      session: undefined,
      token: headers.token,
      origin: { ip: request.ip, deviceId: headers.deviceId },
      language: headers.language,
    };
    if (route.access === 'player') {
      const session = this.options.accounts.liveSession(brand, headers.token);
      const payload = this.payload(name, input);
      const origin = { brand, ip: request.ip, deviceId: headers.deviceId, playerId: session.playerId, payload };
      await this.options.rateLimits.admit(name, origin);
      const changesState = definition.method !== 'GET' || definition.changesState === true;
      if (definition.needsIdempotencyKey && admitted.idempotencyKey === undefined) throw refuse(IDEMPOTENCY_MESSAGES.missing);
      const key = changesState ? admitted.idempotencyKey : undefined;
      return this.options.idempotentAnswers.once(key, session.playerId, name, payload, () => {
        const data = route.handle({ ...context, session }, payload);
        return data instanceof Promise ? data.then((resolved) => okEnvelope(resolved, route.msg)) : okEnvelope(data, route.msg);
      });
    }
    // A visitor call sees the player when a live token came along, and ignores a dead one.
    context.session = this.options.accounts.optionalSession(brand, headers.token);
    const payload = this.payload(name, input);
    const origin = { brand, ip: request.ip, deviceId: headers.deviceId, playerId: context.session?.playerId, payload };
    await this.options.rateLimits.admit(name, origin);
    return okEnvelope(await route.handle(context, payload), route.msg);
  }

  private payload<Name extends EndpointName>(name: Name, input: unknown) {
    const parsed = parseApiRequest(name, input);
    if (!parsed.success) throw refuse(parsed.problems.join('; '));
    return parsed.data;
  }

  /** A refusal as its envelope; anything else is a bug: logged, and answered without its details. */
  private failure(request: FastifyRequest, error: unknown, name: EndpointName | undefined): CallOutcome {
    if (error instanceof ApiRefusal) {
      request.log.info({ call: name, code: error.code, refusal: error.message }, 'call refused');
      return { status: error.httpStatus, body: errorEnvelope(error.code, error.message) };
    }
    request.log.error({ err: error, call: name }, 'call failed');
    return { status: 500, body: errorEnvelope(ENVELOPE_CODE.SERVER_ERROR, INTERNAL_ERROR) };
  }
}
