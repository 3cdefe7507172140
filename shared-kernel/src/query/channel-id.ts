import { DEFAULT_CHANNEL_ID } from '@casino/shared-kernel/api-constants';
import { readQueryParameter, type QuerySource } from './query-parameter.ts';

/** The channel of a player who came by no known link (spec 9), as the client config says. */
export { DEFAULT_CHANNEL_ID };

/** Channel codes of marketing links and the channel id each stands for (spec 5). */
export const CHANNEL_CODES: Readonly<Record<string, number>> = { B8C37E: 1001, FBA9D8: 1010 };

/** The channel id of a code; any case ("b8c37e" too, as some apps lower-case links), unknown codes give 1. */
export function channelIdForCode(code: string | null): number {
  const id = code === null ? undefined : CHANNEL_CODES[code.trim().toUpperCase()];
  return id ?? DEFAULT_CHANNEL_ID;
}

/**
 * The channel id of the link the player came by (spec 5): the code in `channel_id`, else in
 * `cid`: B8C37E → 1001, FBA9D8 → 1010, anything else or nothing → 1. When both are present,
 * `channel_id` (the full name; `cid` is its short form) decides, even if its code is unknown, so
 * one link always means one channel.
 */
export function readChannelId(source: QuerySource): number {
  return channelIdForCode(readQueryParameter(source, ['channel_id', 'cid']));
}
