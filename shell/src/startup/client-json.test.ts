import { describe, expect, it, vi } from 'vitest';
import { clientJsonProblems, loadClientJson, parseClientJsonText, StartupFileError } from './client-json.ts';

const valid = { format: 1, apiHost: '', signingKey: 'casino-development-signing-key/india' };
const response = (body: string, status = 200) => new Response(body, { status });

describe('client.json', () => {
  it('accepts the development defaults and a production file with every setting', () => {
    expect(clientJsonProblems(valid)).toEqual([]);
    expect(
      clientJsonProblems({
        format: 1,
        apiHost: 'https://api.example.com/casino',
        signingKey: 'x'.repeat(32),
        wsUrl: 'wss://ws.example.com/live',
        encryption: { key: 'A'.repeat(43), path: '/api/message', messageKey: 'sealed' },
      }),
    ).toEqual([]);
  });

  it('lists every problem at once, each with its setting', () => {
    expect(
      clientJsonProblems({
        format: 2,
        apiHost: 'https://api.example.com/',
        signingKey: 'short',
        wsUrl: 'http://x',
        encryption: { key: 'nope', path: 'api', extra: 1 },
        apikey: 'x',
      }),
    ).toEqual([
      'apikey: is not a setting of client.json',
      'format: must be 1, is number',
      'apiHost: must be \'\' or an http(s) URL without a trailing "/", is "https://api.example.com/"',
      'signingKey: must have at least 24 characters',
      'wsUrl: must be \'\' or a ws(s) URL, is "http://x"',
      'encryption.extra: is not a setting of the message envelope',
      'encryption.key: must be 32 bytes in base64url (43 characters)',
      'encryption.path: must be a path starting with "/", is "api"',
    ]);
    expect(clientJsonProblems({})).toEqual([
      'format: must be 1, is undefined',
      "apiHost: must be text ('' for this site's origin), is undefined",
      'signingKey: must be text, is undefined',
    ]);
    expect(clientJsonProblems([valid])).toEqual(['must be a JSON object, not an array']);
  });

  it('names the file in its error, for the start-up error page', () => {
    expect(() => parseClientJsonText('{"format": 1,', 'brands/india/client.json')).toThrow(StartupFileError);
    try {
      parseClientJsonText(JSON.stringify({ ...valid, signingKey: '' }), 'brands/india/client.json');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ source: 'brands/india/client.json', problems: ['signingKey: must have at least 24 characters'] });
    }
  });

  it("is fetched from the brand's folder, and a missing, unreachable or broken file is a start-up problem", async () => {
    const fetchFresh = vi.fn(async () => response(JSON.stringify(valid)));
    await expect(loadClientJson('brasil', fetchFresh)).resolves.toEqual(valid);
    expect(fetchFresh).toHaveBeenCalledWith('brands/brasil/client.json');
    await expect(loadClientJson('brasil', async () => response('', 404))).rejects.toMatchObject({
      source: 'brands/brasil/client.json',
      problems: ['brand "brasil" has no client.json'],
    });
    await expect(loadClientJson('brasil', async () => response('', 503))).rejects.toMatchObject({ problems: ['the server answered 503'] });
    await expect(
      loadClientJson('brasil', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toMatchObject({ problems: ['could not be fetched (Failed to fetch)'] });
    await expect(loadClientJson('brasil', async () => response('<html>'))).rejects.toMatchObject({ problems: [expect.stringMatching(/^is not JSON/)] });
  });
});
