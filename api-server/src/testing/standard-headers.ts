// Kept apart from test-api-server.ts, which loads the kernel's browser client: the load benchmark
// runs under plain Node, which cannot load the kernel's React files.
import { API_HEADERS, API_VERSION, PLATFORM_ID, SUB_CHANNEL } from '@casino/shared-kernel/api-contract';

/** The standard headers of spec 7 for a call. */
export function standardHeaders(token = ''): Record<string, string> {
  return {
    [API_HEADERS.authorization]: token,
    [API_HEADERS.language]: 'en',
    [API_HEADERS.platformId]: String(PLATFORM_ID),
    [API_HEADERS.subChannelId]: String(SUB_CHANNEL),
    [API_HEADERS.version]: String(API_VERSION),
    [API_HEADERS.deviceId]: '4815162342',
    [API_HEADERS.channelId]: '1',
  };
}
