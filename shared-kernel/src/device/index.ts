// Who this browser is, for the server: device id, login fingerprint, system type and the device
// fields of the login payloads (spec 3, 7).
export { deviceId, newDeviceId } from './device-id.ts';
export { browserTraits, fingerprintOf, loginFingerprint, withoutBrowserVersions, type BrowserTraits } from './fingerprint.ts';
export { currentUserAgent, describeUserAgent, systemType, type UserAgentFacts } from './user-agent.ts';
export { deviceFields, randomFields, type DeviceFields, type RandomFields } from './device-fields.ts';
export { sha256Hex } from './sha-256.ts';
