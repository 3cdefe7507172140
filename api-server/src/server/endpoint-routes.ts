import type { ApiData, ApiPayload, EndpointName } from '@casino/shared-kernel/api-contract';
import type { RequestOrigin } from '../accounts/accounts.ts';
import type { Session } from '../accounts/sessions.ts';
import type { Brand } from '../brands/brands.ts';

/** What a call's handler knows about its request once the pipeline has checked it. */
export interface VisitorContext {
  brand: Brand;
  /** The signed-in player's session, when the request carried a live token. */
  session: Session | undefined;
  /** The `Authorization` header as sent ('' for none). */
  token: string;
  origin: RequestOrigin;
  /** `Accept-Language`. */
  language: string;
}

/** A call that needs a token gets the session for certain. */
export interface PlayerContext extends VisitorContext {
  session: Session;
}

type Handle<Context, Name extends EndpointName> = (context: Context, payload: ApiPayload<Name>) => ApiData<Name> | Promise<ApiData<Name>>;

/**
 * How the API answers one call of the endpoint table. `player` calls answer 1013 without a live
 * token; `visitor` calls run for anyone (and see the player when a live token came along). `msg`
 * is the success envelope's message, 'ok' unless the spec names another ('Modified successfully').
 */
export type EndpointRoute<Name extends EndpointName> =
  { access: 'visitor'; msg?: string; handle: Handle<VisitorContext, Name> } | { access: 'player'; msg?: string; handle: Handle<PlayerContext, Name> };

/** The calls a domain answers; the ones nobody answers yet get "service not implemented". */
export type EndpointRoutes = { readonly [Name in EndpointName]?: EndpointRoute<Name> };

/** The success message of the update calls (spec 8's user messages). */
export const MODIFIED_SUCCESSFULLY = 'Modified successfully';
