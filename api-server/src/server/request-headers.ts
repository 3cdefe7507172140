import type { IncomingHttpHeaders } from 'node:http';
import { API_HEADERS, API_VERSION, PLATFORM_ID, SUB_CHANNEL } from '@casino/shared-kernel/api-contract';
import { refuse } from './api-refusal.ts';

/** What the headers of spec 7 say about a request, once checked. */
export interface RequestHeaders {
  /** `Authorization`: the raw token, '' for a visitor. */
  token: string;
  /** `Accept-Language`, e.g. `en` or `pt-br`. */
  language: string;
  /** `Accept-DeviceID`. */
  deviceId: string;
}

const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const CHANNEL_ID = /^[1-9]\d{0,9}$/;

/** One header's text; a header sent twice is refused rather than guessed at. */
function single(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  if (Array.isArray(value)) throw refuse(`${name}: must be sent once`);
  return value;
}

function required(headers: IncomingHttpHeaders, name: string): string {
  const value = single(headers, name)?.trim();
  if (value === undefined || value === '') throw refuse(`${name}: header is missing`);
  return value;
}

function exactly(headers: IncomingHttpHeaders, name: string, expected: number): void {
  const value = required(headers, name);
  if (value !== String(expected)) throw refuse(`${name}: must be ${expected}, not "${value.slice(0, 20)}"`);
}

/**
 * Checks the headers every call carries (spec 7): the fixed platform, sub-channel and version, a
 * language and a device id. `Authorization` may be empty (a visitor); whether the call needs a
 * token is the endpoint's business.
 */
export function checkRequestHeaders(headers: IncomingHttpHeaders): RequestHeaders {
  exactly(headers, API_HEADERS.platformId, PLATFORM_ID);
  exactly(headers, API_HEADERS.subChannelId, SUB_CHANNEL);
  exactly(headers, API_HEADERS.version, API_VERSION);
  const language = required(headers, API_HEADERS.language);
  if (!LANGUAGE.test(language)) throw refuse(`${API_HEADERS.language}: must be one language tag such as "en" or "pt-br"`);
  const deviceId = required(headers, API_HEADERS.deviceId);
  if (!DEVICE_ID.test(deviceId)) throw refuse(`${API_HEADERS.deviceId}: must be 1 to 64 letters, digits, "-" or "_"`);
  return { token: single(headers, API_HEADERS.authorization)?.trim() ?? '', language, deviceId };
}

/** Lobby info also names the sales channel (spec 7): `Accept-ChannelID`, a whole number above 0. */
export function checkChannelHeader(headers: IncomingHttpHeaders): number {
  const channel = required(headers, API_HEADERS.channelId);
  if (!CHANNEL_ID.test(channel)) throw refuse(`${API_HEADERS.channelId}: must be a channel id such as 1`);
  return Number(channel);
}
