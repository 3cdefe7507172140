// Who this browser is, for the server: device id, login fingerprint, system type and the device
// fields of the login payloads (spec 3, 7).
// The device id is its own light concern (`device-id`): every API request sends it, so the API client
// loads it on the first screen without the fingerprint, user-agent and device-field code.
export { deviceId, newDeviceId } from '@casino/shared-kernel/device-id';
export { browserTraits, fingerprintOf, loginFingerprint, withoutBrowserVersions, type BrowserTraits } from './fingerprint.ts';
export { currentUserAgent, describeUserAgent, systemType, type UserAgentFacts } from './user-agent.ts';
export { deviceFields, randomFields, type DeviceFields, type RandomFields } from './device-fields.ts';
export { sha256Hex } from './sha-256.ts';
