// Its own concern (`@casino/shared-kernel/device-id`, re-exported by `device`): the API client sends
// the device id with every request, so the first screen needs this and none of the rest of `device`.
import { storedDeviceId } from '@casino/shared-kernel/storage';
import { randomWords } from './random.ts';

const SMALLEST = 1_000_000_000;
const SPAN = 9_000_000_000;

/** A new random device id: a 10-digit integer, so it never loses digits in JSON, headers or logs. */
export function newDeviceId(): number {
  const [high = 0, low = 0] = randomWords(2);
  // 53 random bits reduced to the span; the bias (SPAN / 2^53) is far below anything observable.
  const random = (high & 0x1f_ffff) * 0x1_0000_0000 + low;
  return SMALLEST + (random % SPAN);
}

/**
 * This browser's device id (`device_id`, `Accept-DeviceID`): made once and kept in local storage. If
 * storage is unavailable it lives in memory, so it is stable for this visit only.
 */
export function deviceId(): number {
  const stored = storedDeviceId.get();
  if (stored !== undefined) return stored;
  const id = newDeviceId();
  storedDeviceId.set(id);
  return id;
}
