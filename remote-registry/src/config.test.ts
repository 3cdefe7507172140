import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const TOKENS = { REGISTRY_TOKENS: 'alice=alice-secret-0123456789abcdef' };

describe('readConfig', () => {
  it("believes no proxy's X-Forwarded-For unless told which, and serves beacons with the ops API unless given a port of their own", () => {
    const config = readConfig([], TOKENS);
    expect(config.trustProxy).toBe(false);
    expect(config.beaconPort).toBeUndefined();
    expect(readConfig(['--trust-proxy', '10.0.0.5'], TOKENS).trustProxy).toBe('10.0.0.5');
    expect(readConfig([], { ...TOKENS, REGISTRY_TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toBe('loopback,uniquelocal');
  });

  it('reads the beacon listener: its port, and its host (the ops host by default)', () => {
    expect(readConfig(['--host', '0.0.0.0', '--beacon-port', '4321'], TOKENS)).toMatchObject({ host: '0.0.0.0', beaconPort: 4321, beaconHost: '0.0.0.0' });
    expect(readConfig([], { ...TOKENS, REGISTRY_BEACON_PORT: '4321', REGISTRY_BEACON_HOST: '10.1.2.3' })).toMatchObject({
      beaconPort: 4321,
      beaconHost: '10.1.2.3',
    });
    expect(() => readConfig(['--beacon-port', '4320'], TOKENS)).toThrow('--beacon-port must differ from --port (4320): beacons get a listener of their own.');
    expect(() => readConfig(['--beacon-port', 'beacons'], TOKENS)).toThrow('--beacon-port must be a port number, not "beacons".');
  });

  it('reads the team cap and the beacon limits, refusing what cannot work', () => {
    expect(readConfig([], TOKENS)).toMatchObject({ teamCanaryMax: 50, beaconTokenMinutes: 30, beaconDevicesPerAddress: 10 });
    expect(() => readConfig(['--team-canary-max', '100'], TOKENS)).toThrow('--team-canary-max must be a whole number from 1 to 99, not "100".');
    expect(() => readConfig(['--beacon-token-minutes', '1'], TOKENS)).toThrow(/--beacon-token-minutes must be a whole number from 3/);
  });
});
