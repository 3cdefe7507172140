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

  it('trusts X-Forwarded-For only from the proxies the operator lists: none by default outside development', () => {
    expect(readConfig([], {}).trustedProxies).toEqual([]);
    expect(readConfig(['--mode', 'development'], {}).trustedProxies).toEqual(['loopback']);
    expect(readConfig([], { TRUSTED_PROXIES: '172.30.80.10, 10.1.0.0/16,::1' }).trustedProxies).toEqual(['172.30.80.10', '10.1.0.0/16', '::1']);
    expect(readConfig(['--trusted-proxies', 'uniquelocal', '--trusted-proxies', 'fd00::/8'], { TRUSTED_PROXIES: '10.0.0.1' }).trustedProxies).toEqual([
      'uniquelocal',
      'fd00::/8',
    ]);
    expect(readConfig(['--mode', 'development'], { TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
    for (const wrong of ['nginx', '10.0.0.0/33', '10.0.0.1/8/1', 'true']) expect(() => readConfig([], { TRUSTED_PROXIES: wrong })).toThrow(/--trusted-proxies must list/);
  });

  it('puts its public URL before its own URLs, keeps them root-relative when it is empty, and refuses anything else', () => {
    expect(readConfig(['--port', '4399'], {}).publicUrl).toBe('http://127.0.0.1:4399');
    expect(readConfig([], { API_PUBLIC_URL: 'https://api.casino.example/' }).publicUrl).toBe('https://api.casino.example');
    expect(readConfig([], { API_PUBLIC_URL: 'https://casino.example/backend' }).publicUrl).toBe('https://casino.example/backend');
    expect(readConfig([], { API_PUBLIC_URL: '' }).publicUrl).toBe('');
    expect(() => readConfig([], { API_PUBLIC_URL: 'api.casino.example' })).toThrow(/--public-url must be '' .* or an http\(s\) URL/);
    expect(() => readConfig(['--public-url', 'https://casino.example/?x=1'], {})).toThrow(/--public-url/);
  });
});
