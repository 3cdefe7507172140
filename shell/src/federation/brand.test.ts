import { describe, expect, it } from 'vitest';
import { resolveBrand } from './brand.ts';

const hosts = (body: unknown, status = 200) => () => Promise.resolve(new Response(JSON.stringify(body), { status }));
const mapping = { format: 1, hosts: { 'brasil.localhost': 'brasil' } };

describe('brand', () => {
  it('takes ?brand= first', async () => {
    expect(await resolveBrand(new URL('http://brasil.localhost/?brand=india'), hosts(mapping))).toBe('india');
  });

  it('then the host-name mapping', async () => {
    expect(await resolveBrand(new URL('http://brasil.localhost/'), hosts(mapping))).toBe('brasil');
  });

  it('then the default, also when no mapping is published', async () => {
    expect(await resolveBrand(new URL('http://other.example/'), hosts(mapping))).toBe('india');
    expect(await resolveBrand(new URL('http://brasil.localhost/'), hosts({}, 404))).toBe('india');
    expect(await resolveBrand(new URL('http://brasil.localhost/'), () => Promise.reject(new TypeError('offline')))).toBe('india');
  });

  it('rejects a ?brand= that is not a brand id, and a broken mapping', async () => {
    await expect(resolveBrand(new URL('http://x/?brand=../admin'), hosts(mapping))).rejects.toThrow(/not a brand id/);
    await expect(resolveBrand(new URL('http://x/'), hosts({ format: 1, hosts: { x: 'Bad Brand' } }))).rejects.toThrow(/hosts\.json is not valid/);
  });
});
