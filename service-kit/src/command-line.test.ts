import { describe, expect, it } from 'vitest';
import { readServiceOptions } from './command-line.ts';

const OPTIONS = { variablePrefix: 'SVC', single: ['port', 'mode', 'limit', 'demo', 'trust-proxy', 'data-dir'], repeatable: ['origin'] } as const;

describe('a service’s command line', () => {
  it('takes a flag over its environment variable, and the variable over the default', () => {
    expect(readServiceOptions(['--mode', 'development'], { SVC_MODE: 'production' }, OPTIONS).text('mode', 'x')).toBe('development');
    expect(readServiceOptions([], { SVC_MODE: 'production' }, OPTIONS).text('mode', 'x')).toBe('production');
    expect(readServiceOptions([], {}, OPTIONS).text('mode', 'x')).toBe('x');
    expect(readServiceOptions([], {}, OPTIONS).maybeText('mode')).toBeUndefined();
    // The variable is named after the flag.
    expect(readServiceOptions([], { SVC_DATA_DIR: '/srv/data' }, OPTIONS).text('data-dir', '.data')).toBe('/srv/data');
  });

  it('reads a repeated flag, or a comma-separated variable (named in the plural), as a list', () => {
    expect(readServiceOptions(['--origin', 'https://a.example', '--origin', 'https://b.example'], { SVC_ORIGINS: 'https://c.example' }, OPTIONS).list('origin')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(readServiceOptions([], { SVC_ORIGINS: ' https://c.example, ,https://d.example' }, OPTIONS).list('origin')).toEqual(['https://c.example', 'https://d.example']);
    expect(readServiceOptions([], { SVC_ORIGINS: '' }, OPTIONS).list('origin', ['fallback'])).toEqual(['fallback']);
    expect(readServiceOptions([], { SVC_ORIGINS: '' }, OPTIONS).isSet('origin')).toBe(true);
    expect(readServiceOptions([], {}, OPTIONS).isSet('origin')).toBe(false);
  });

  it('checks ports, whole numbers and on/off, naming the flag', () => {
    expect(readServiceOptions(['--port', '0'], {}, OPTIONS).port('port', 4330)).toBe(0);
    expect(readServiceOptions([], {}, OPTIONS).port('port', 4330)).toBe(4330);
    expect(() => readServiceOptions(['--port', '70000'], {}, OPTIONS).port('port', 1)).toThrow('--port must be a port number, not "70000".');
    expect(() => readServiceOptions([], { SVC_PORT: 'http' }, OPTIONS).port('port', 1)).toThrow('--port must be a port number, not "http".');
    expect(readServiceOptions(['--limit', '50'], {}, OPTIONS).wholeNumber('limit', 1, 1, 100)).toBe(50);
    expect(() => readServiceOptions(['--limit', '1.5'], {}, OPTIONS).wholeNumber('limit', 1, 1, 100)).toThrow('--limit must be a whole number from 1 to 100, not "1.5".');
    expect(readServiceOptions([], { SVC_DEMO: 'on' }, OPTIONS).onOff('demo', false)).toBe(true);
    expect(readServiceOptions([], {}, OPTIONS).onOff('demo', true)).toBe(true);
    expect(() => readServiceOptions(['--demo', 'yes'], {}, OPTIONS).onOff('demo', false)).toThrow('--demo must be on or off, not "yes".');
    expect(readServiceOptions(['--trust-proxy', 'false'], {}, OPTIONS).trustProxy('trust-proxy', 'loopback')).toBe(false);
    expect(readServiceOptions([], {}, OPTIONS).trustProxy('trust-proxy', 'loopback')).toBe('loopback');
  });

  it('refuses a flag it does not know', () => {
    expect(() => readServiceOptions(['--colour', 'red'], {}, OPTIONS)).toThrow(/colour/);
  });
});
