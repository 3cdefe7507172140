import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE, API_HEADERS, type LobbyInfo } from '@casino/shared-kernel/api-contract';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';
import { gameIconSvg } from './game-icons.ts';

const dirs = tempDirs();
let server: TestApiServer;
let india: LobbyInfo;
let brasil: LobbyInfo;

beforeAll(async () => {
  server = await startTestApiServer(dirs);
  india = dataOf(await server.call('lobbyIndex', {}));
  brasil = dataOf(await server.call('lobbyIndex', {}, { brand: 'brasil', headers: { [API_HEADERS.language]: 'pt-br' } }));
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

/** An absolute asset URL of the lobby (against the configured public URL), fetched from this server. */
function fetchAsset(url: string, headers: Record<string, string> = {}) {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(server.config.publicUrl);
  return fetch(`${server.url}${parsed.pathname}${parsed.search}`, { headers });
}

/** Tags open and close in order, and every & starts a character reference: the XML an <img> needs. */
function expectWellFormed(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name ?? '');
  }
  expect(open).toEqual([]);
  expect(svg).not.toMatch(/&(?!#\d+;|[a-z]+;)/);
}

const gameIcons = (info: LobbyInfo) => [
  ...new Set(info.game_type_list.flatMap((type) => type.second_type_list.flatMap((group) => group.game_list.map((game) => game.icon_url)))),
];

describe('GET /api/assets/games/<id>.svg', () => {
  it('answers every lobby game a distinct SVG tile, cached for a year under its versioned URL', async () => {
    const icons = gameIcons(india);
    expect(icons.length).toBeGreaterThanOrEqual(150);
    const bodies = await Promise.all(
      icons.map(async (url) => {
        const response = await fetchAsset(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const svg = await response.text();
        expectWellFormed(svg);
        return svg;
      }),
    );
    expect(new Set(bodies).size).toBe(icons.length);
  });

  it('draws the name, the provider and the engine’s symbol', async () => {
    const poker = await (await fetchAsset(`${server.config.publicUrl}/api/assets/games/10001.svg?v=1`)).text();
    expect(poker).toContain('<title>Hold&#39;em NLH · Popular</title>');
    expect(poker).toContain('>HOLD&#39;EM NLH</text>');
    expect(poker).toContain('>POPULAR</text>');
    const crash = await (await fetchAsset(`${server.config.publicUrl}/api/assets/games/2.svg?v=1`)).text();
    expect(crash).toMatch(/>\d+\.\d\dx<\/text>/);
    const slot = await (await fetchAsset(`${server.config.publicUrl}/api/assets/games/3.svg?v=1`)).text();
    expect(slot).toContain('width="56" height="88"');
  });

  it('answers 304 to a browser holding the same copy, and a day’s cache without the version', async () => {
    const url = `${server.config.publicUrl}/api/assets/games/12.svg?v=1`;
    const etag = (await fetchAsset(url)).headers.get('etag') ?? '';
    const again = await fetchAsset(url, {
      'If-None-Match': `W/"other", ${etag}`,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await fetchAsset(url, { 'If-None-Match': '"other"' })).status).toBe(200);
    const unversioned = await fetchAsset(`${server.config.publicUrl}/api/assets/games/12.svg`);
    expect(unversioned.status).toBe(200);
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(unversioned.headers.get('etag')).toBe(etag);
  });

  it('answers 404 for a game the catalogue lacks or a name that is no game', async () => {
    for (const file of ['999999.svg', '0.svg', 'abc.svg', '1.png', '..%2F1.svg', '01.svg']) {
      const response = await fetch(`${server.url}/api/assets/games/${file}`);
      expect(response.status, file).toBe(404);
    }
  });
});

describe('GET /api/assets/activities/<brand>/<id>-<kind>.svg', () => {
  it('answers every picture of every event on both brands', async () => {
    for (const info of [india, brasil]) {
      const urls = info.activity_list.flatMap((item) => [item.banner_url, item.img_url, item.left_icon1, item.left_icon2]);
      expect(new Set(urls).size).toBe(urls.length);
      for (const url of urls) {
        const response = await fetchAsset(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expectWellFormed(await response.text());
      }
    }
  });

  it('writes the banner in the language of the lobby info that names it', async () => {
    const banner = (info: LobbyInfo) => info.activity_list.find((item) => item.activity_id === ACTIVITY_TYPE.FIRST_RECHARGE)?.banner_url ?? '';
    const portuguese = await (await fetchAsset(banner(brasil))).text();
    expect(portuguese).toContain('<title>Bônus de Primeiro Depósito</title>');
    expect(portuguese).toContain('>Depositar agora</text>');
    expect(portuguese).toContain('>Cassino Brasil</text>');
    const english = await (await fetchAsset(banner(india))).text();
    expect(english).toContain('<title>First Deposit Bonus</title>');
    expect(english).toContain('>Deposit now</text>');
    // A Spanish-speaking player on india: the banner's words follow the lobby info's, the brand's name stays.
    const spanishLobby = dataOf(await server.call('lobbyIndex', {}, { headers: { [API_HEADERS.language]: 'es' } }));
    const spanishItem = spanishLobby.activity_list.find((item) => item.activity_id === ACTIVITY_TYPE.FIRST_RECHARGE);
    const spanish = await (await fetchAsset(banner(spanishLobby))).text();
    expect(spanish).toContain(`<title>${spanishItem?.name ?? '?'}</title>`);
    expect(spanish).not.toContain('First Deposit');
    expect(spanish).toContain('>Casino India</text>');
    // A picture URL without a language (an old cached lobby info) draws the brand's.
    expect(await (await fetchAsset(banner(brasil).replace(/&lang=[^&]*/, ''))).text()).toContain('<title>Bônus de Primeiro Depósito</title>');
  });

  it('answers 404 for an unknown brand, an event not running, or an unknown picture', async () => {
    for (const path of ['chile/22-banner.svg', 'india/7-banner.svg', 'india/22-poster.svg', 'india/22.svg', 'india/abc-icon.svg']) {
      const response = await fetch(`${server.url}/api/assets/activities/${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('gameIconSvg', () => {
  const game = {
    id: 77,
    thirdGameId: 'x-77',
    provider: 'Evil <Corp>',
    name: `<script>alert("&'")</script> Spins`,
    engine: 'slot' as const,
    rtp: 96.5,
  };

  it('escapes every text it draws', () => {
    const svg = gameIconSvg(game);
    expectWellFormed(svg);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&#60;SCRIPT&#62;ALERT(&#34;&#38;&#39;&#34;)&#60;/SCRIPT&#62;');
    expect(svg).toContain('EVIL &#60;CORP&#62;');
  });

  it('draws the same tile for the same game, and another for another', () => {
    expect(gameIconSvg(game)).toBe(gameIconSvg({ ...game }));
    expect(gameIconSvg({ ...game, id: 78, thirdGameId: 'x-78' })).not.toBe(gameIconSvg(game));
  });
});
