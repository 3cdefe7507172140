import { describe, expect, it } from 'vitest';
import {
  parseBrandHosts,
  parseRemoteMap,
  parseRemoteMapText,
  parseRemoteVersions,
  parseRemoteVersionsText,
  RemoteMapError,
  remoteVersionsPath,
  REMOTE_NAMES,
} from './remote-map.ts';

const entry = (name: string, version = '1.2.0') => ({
  version,
  entry: `/remotes/${name}/${version}/remoteEntry.js`,
  integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
});

const validMap = () => ({
  format: 1,
  brand: 'india',
  remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, entry(name)])),
});

function problemsOf(data: unknown): readonly string[] {
  try {
    parseRemoteMap(data, 'brands/india/remotes.json');
  } catch (error) {
    expect(error).toBeInstanceOf(RemoteMapError);
    return (error as RemoteMapError).problems;
  }
  throw new Error('expected the map to be rejected');
}

describe('remote map', () => {
  it('accepts a map with all five remotes, an absolute URL and a fallback', () => {
    const data = validMap();
    data.remotes['mfe-wallet'] = {
      ...entry('mfe-wallet', '1.4.0-rc.1'),
      entry: 'https://cdn.example.com/remotes/mfe-wallet/1.4.0-rc.1/remoteEntry.js',
      fallback: entry('mfe-wallet', '1.3.2'),
    } as ReturnType<typeof entry>;
    const map = parseRemoteMap(data);
    expect(map.remotes['mfe-wallet'].fallback?.version).toBe('1.3.2');
    expect(Object.keys(map.remotes)).toEqual([...REMOTE_NAMES]);
  });

  it('accepts an entry without integrity', () => {
    const data = validMap();
    const { integrity: _none, ...withoutIntegrity } = entry('mfe-lobby');
    data.remotes['mfe-lobby'] = withoutIntegrity as ReturnType<typeof entry>;
    expect(parseRemoteMap(data).remotes['mfe-lobby'].integrity).toBeUndefined();
  });

  it('names every missing remote', () => {
    const data = validMap();
    delete data.remotes['mfe-wallet'];
    delete data.remotes['mfe-games'];
    const problems = problemsOf(data);
    expect(problems.some((p) => p.startsWith('remotes.mfe-wallet:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('remotes.mfe-games:'))).toBe(true);
  });

  it('rejects an unknown remote name (a typo is not silently ignored)', () => {
    const data = validMap() as { remotes: Record<string, unknown> };
    data.remotes['mfe-walet'] = entry('mfe-walet');
    expect(problemsOf(data).join('\n')).toMatch(/mfe-walet/);
  });

  it.each([
    ['a bare file name', 'remoteEntry.js'],
    ['a page instead of an entry', '/remotes/mfe-lobby/1.2.0/index.html'],
    ['a javascript: URL', 'javascript:alert(1)//remoteEntry.js'],
  ])('rejects an entry that is %s', (_label, url) => {
    const data = validMap();
    data.remotes['mfe-lobby'] = { ...entry('mfe-lobby'), entry: url };
    expect(problemsOf(data)).toEqual([expect.stringMatching(/^remotes\.mfe-lobby\.entry: /)]);
  });

  it('rejects a version that is not semver and an integrity that is not SRI', () => {
    const data = validMap();
    data.remotes['mfe-games'] = { ...entry('mfe-games'), version: 'latest', integrity: 'md5-abc' };
    const problems = problemsOf(data);
    expect(problems).toContainEqual(expect.stringMatching(/^remotes\.mfe-games\.version: /));
    expect(problems).toContainEqual(expect.stringMatching(/^remotes\.mfe-games\.integrity: /));
  });

  it('rejects an unknown format and a bad brand id', () => {
    const problems = problemsOf({ ...validMap(), format: 2, brand: 'India!' });
    expect(problems).toContainEqual(expect.stringMatching(/^format: /));
    expect(problems).toContainEqual(expect.stringMatching(/^brand: /));
  });

  it('reports a non-object and text that is not JSON', () => {
    expect(problemsOf(null)).toEqual([expect.stringMatching(/^\(root\): /)]);
    expect(() => parseRemoteMapText('{"format":')).toThrow(/not JSON/);
  });

  it('accepts a canary and previewsAllowed, and a map of format 1 without them (backwards compatible)', () => {
    const data = { ...validMap(), previewsAllowed: true };
    data.remotes['mfe-wallet'] = { ...entry('mfe-wallet'), canary: { ...entry('mfe-wallet', '1.3.0'), percent: 25 } } as ReturnType<typeof entry>;
    const map = parseRemoteMap(data);
    expect(map.previewsAllowed).toBe(true);
    expect(map.remotes['mfe-wallet'].canary).toEqual({ ...entry('mfe-wallet', '1.3.0'), percent: 25 });
    const plain = parseRemoteMap(validMap());
    expect(plain.previewsAllowed).toBeUndefined();
    expect(plain.remotes['mfe-wallet'].canary).toBeUndefined();
  });

  it.each([
    [101, 'must be at most 100'],
    [-1, 'must be at least 0'],
    [12.5, 'must be a whole number'],
    ['10', 'must be a number'],
  ])('rejects a canary percent of %j', (percent, message) => {
    const data = validMap();
    data.remotes['mfe-lobby'] = { ...entry('mfe-lobby'), canary: { ...entry('mfe-lobby', '1.3.0'), percent } } as ReturnType<typeof entry>;
    expect(problemsOf(data)).toEqual([`remotes.mfe-lobby.canary.percent: ${message}`]);
  });

  it('rejects a canary without an entry or with unknown keys, and a previewsAllowed that is not a boolean', () => {
    const data = { ...validMap(), previewsAllowed: 'yes' };
    data.remotes['mfe-lobby'] = { ...entry('mfe-lobby'), canary: { version: '1.3.0', percent: 5, sticky: true } } as ReturnType<typeof entry>;
    const problems = problemsOf(data);
    expect(problems).toContain('previewsAllowed: must be a boolean');
    expect(problems).toContain('remotes.mfe-lobby.canary.entry: is missing');
    expect(problems).toContain('remotes.mfe-lobby.canary: unknown key "sticky"');
  });

  it('accepts where to send load beacons and the token they carry, and names a bad URL, share or token', () => {
    const beacons = { url: '/beacons', percent: 10, token: '1234.AbCdEfGhIjKlMnOpQrStUv' };
    expect(parseRemoteMap({ ...validMap(), beacons }).beacons).toEqual(beacons);
    // Without a token (a map of an older registry) it is still a valid map: the shell just reports nothing.
    expect(parseRemoteMap({ ...validMap(), beacons: { url: '/api/beacons', percent: 10 } }).beacons).toEqual({ url: '/api/beacons', percent: 10 });
    expect(problemsOf({ ...validMap(), beacons: { url: 'javascript:alert(1)', percent: 101, token: 'a b' } })).toEqual([
      'beacons.url: must be a path starting with "/" or an http(s) URL',
      'beacons.percent: must be at most 100',
      'beacons.token: must be a beacon token (letters, digits, ".", "_" or "-")',
    ]);
  });

  it('names every problem at once, in words ops can act on', () => {
    const data = validMap() as { remotes: Record<string, unknown> } & Record<string, unknown>;
    delete data['format'];
    data['owner'] = 'ops';
    data['note'] = 'x';
    data.remotes['mfe-lobby'] = { ...entry('mfe-lobby'), fallback: null, version: 3 };
    expect(problemsOf(data)).toEqual([
      'format: is missing',
      'remotes.mfe-lobby.version: must be a string',
      'remotes.mfe-lobby.fallback: must be an object',
      '(root): unknown keys "owner", "note"',
    ]);
  });

  it('keeps only the keys it knows, in the order of the file format', () => {
    const data = validMap();
    data.remotes['mfe-games'] = { integrity: entry('mfe-games').integrity, entry: entry('mfe-games').entry, version: '1.2.0' };
    const parsed = parseRemoteMap({ remotes: data.remotes, brand: 'india', format: 1 });
    expect(Object.keys(parsed)).toEqual(['format', 'brand', 'remotes']);
    expect(Object.keys(parsed.remotes['mfe-games'])).toEqual(['version', 'entry', 'integrity']);
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(parsed);
  });

  it('says which file is at fault', () => {
    expect(() => parseRemoteMap({}, 'brands/brasil/remotes.json')).toThrow(/^brands\/brasil\/remotes\.json is not valid/);
  });
});

describe('brand hosts', () => {
  it('maps host names to brands', () => {
    expect(parseBrandHosts({ format: 1, hosts: { 'brasil.localhost': 'brasil' } }).hosts['brasil.localhost']).toBe('brasil');
  });

  it('rejects a brand id that could not name a folder', () => {
    expect(() => parseBrandHosts({ format: 1, hosts: { example: '../etc' } })).toThrow(RemoteMapError);
    expect(() => parseBrandHosts({ format: 1, hosts: { example: '../etc' } })).toThrow(/hosts\.example: must be a lower-case brand id/);
    expect(() => parseBrandHosts({ format: 1, hosts: [] })).toThrow(/hosts: must be an object/);
  });
});

describe('versions index', () => {
  const index = (versions: unknown[]) => ({ format: 1, remote: 'mfe-wallet', versions });

  it('lists published versions with entry and integrity, publishedAt optional', () => {
    const parsed = parseRemoteVersions(
      index([entry('mfe-wallet', '1.3.2'), { ...entry('mfe-wallet', '1.4.0-rc.1'), publishedAt: '2026-11-20T10:00:00.000Z' }]),
    );
    expect(parsed.versions.map((v) => v.version)).toEqual(['1.3.2', '1.4.0-rc.1']);
    expect(parsed.versions[1]?.publishedAt).toBe('2026-11-20T10:00:00.000Z');
    expect(remoteVersionsPath('mfe-wallet')).toBe('remotes/mfe-wallet/versions.json');
  });

  it('requires integrity: a preview only runs code whose hash the registry recorded', () => {
    const { integrity: _none, ...withoutIntegrity } = entry('mfe-wallet');
    expect(() => parseRemoteVersions(index([withoutIntegrity]))).toThrow(/versions\.0\.integrity: is missing/);
  });

  it('rejects an unknown remote, a bad version and a version listed twice', () => {
    expect(() => parseRemoteVersions({ ...index([]), remote: 'mfe-walet' })).toThrow(/remote: must be "mfe-lobby"/);
    expect(() => parseRemoteVersions(index([{ ...entry('mfe-wallet'), version: 'next' }]))).toThrow(/versions\.0\.version/);
    expect(() => parseRemoteVersions(index([entry('mfe-wallet', '1.0.0'), entry('mfe-wallet', '1.0.0')]))).toThrow(/1\.0\.0 is listed more than once/);
  });

  it('reports text that is not JSON, naming the file', () => {
    expect(() => parseRemoteVersionsText('[', 'remotes/mfe-wallet/versions.json')).toThrow(
      /^remotes\/mfe-wallet\/versions\.json is not valid:\n- \(root\): not JSON/,
    );
  });
});
