import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('the api-server configuration', () => {
  it('is production unless development is asked for: no simulated payments, no demo players, no open CORS', () => {
    const production = readConfig([], {});
    expect(production).toMatchObject({ mode: 'production', simulatedPayments: false, demoPlayers: false, corsOrigins: [] });
    expect(readConfig(['--mode', 'development'], {})).toMatchObject({ mode: 'development', simulatedPayments: true, demoPlayers: true });
    expect(readConfig([], { API_MODE: 'development' })).toMatchObject({ mode: 'development' });
  });

  it('refuses to start production with the payment page, or CORS open to any origin', () => {
    expect(() => readConfig(['--simulated-payments', 'on'], {})).toThrow(/cannot be on in production/);
    expect(() => readConfig([], { API_SIMULATED_PAYMENTS: 'on' })).toThrow(/cannot be on in production/);
    expect(() => readConfig(['--cors-origin', '*'], {})).toThrow(/any origin/);
    expect(() => readConfig([], { API_CORS_ORIGINS: 'https://casino.example,*' })).toThrow(/any origin/);
    expect(readConfig(['--cors-origin', 'https://casino.example'], {}).corsOrigins).toEqual(['https://casino.example']);
  });

  it('lets production ask for demo players, and refuses a value that is not on or off', () => {
    expect(readConfig(['--demo-players', 'on'], {}).demoPlayers).toBe(true);
    expect(() => readConfig(['--demo-players', 'yes'], {})).toThrow(/on or off/);
  });
});
