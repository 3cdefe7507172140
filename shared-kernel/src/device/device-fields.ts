import type { DeviceFields as DeviceFieldsPayload } from '@casino/shared-kernel/api-contract';
import { API_VERSION, APP_VERSION, PLATFORM_ID } from '@casino/shared-kernel/api-constants';
import { deviceId } from '@casino/shared-kernel/device-id';
import { storedToken } from '@casino/shared-kernel/storage';
import { loginFingerprint } from './fingerprint.ts';
import { randomWords } from './random.ts';
import { currentUserAgent, describeUserAgent } from './user-agent.ts';

/**
 * The "random fields" that login, token login, register and game-URL requests carry (spec 3, 7): a
 * one-time nonce and the time, so that two otherwise equal requests differ (no cached or replayed
 * answer) and the server can refuse stale ones.
 */
export interface RandomFields {
  /** 32 random hex digits, new for every call. */
  nonce: string;
  /** The client's time in Unix seconds. */
  timestamp: number;
}

export function randomFields(): RandomFields {
  const nonce = [...randomWords(4)].map((word) => word.toString(16).padStart(8, '0')).join('');
  return { nonce, timestamp: Math.floor(Date.now() / 1000) };
}

type CompleteDeviceFields = { [Field in keyof DeviceFieldsPayload]-?: NonNullable<DeviceFieldsPayload[Field]> };

/**
 * The device fields of the login payloads (spec 3, "Login payload device fields"), every one set,
 * plus the random fields. Numbers travel as text, as the contract's payload schemas expect:
 * `game_version` '21' (client config version), `app_version` '1.0.2', `client_id` '3' (the client
 * config's platformId: the web client), `device_id` the device id in decimal, `token` '' for a
 * visitor, `system_type` 1 iOS, 2 Android, 3 other.
 */
export interface DeviceFields extends CompleteDeviceFields, RandomFields {}

/**
 * Builds the device fields for a login, token login, register, shop, order or account request.
 * Fresh random fields on every call.
 *
 * @param options.token the token to send instead of the stored one (token login with a game token).
 */
export function deviceFields(options: { token?: string } = {}): DeviceFields {
  const { userAgent, maxTouchPoints } = currentUserAgent();
  const facts = describeUserAgent(userAgent, maxTouchPoints);
  return {
    device_model: facts.deviceModel,
    os_version: facts.osVersion,
    game_version: String(API_VERSION),
    app_version: APP_VERSION,
    client_id: String(PLATFORM_ID),
    device_id: String(deviceId()),
    login_finger: loginFingerprint(),
    token: options.token ?? storedToken.get() ?? '',
    system_type: facts.systemType,
    ...randomFields(),
  };
}
