// With an empty public URL (the start command's and the compose file's setting: the site proxies
// /api/), every URL the api-server writes into an answer is root-relative, so each brand's host name
// reaches its pictures, game pages and payment page on its own origin, which its CSP's 'self' allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, PAY_TYPE } from '@casino/shared-kernel/api-contract';
import { GOODS_TYPE } from '../deposits/deposit-catalogue.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';

const dirs = tempDirs();
let server: TestApiServer;

beforeAll(async () => {
  server = await startTestApiServer(dirs, { publicUrl: '' });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

/** Every text in an answer that names one of this service's own addresses, absolute or not. */
function ownUrls(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /^(https?:\/\/[^/]+)?\/api\//.test(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) ownUrls(item, found);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) ownUrls(item, found);
  return found;
}

describe("the api-server's own URLs with an empty public URL", () => {
  it('are root-relative in the lobby, the site settings, a game launch and the cashier, and each is served', async () => {
    const answers: unknown[] = [];
    for (const brand of ['india', 'brasil']) {
      const language = { [API_HEADERS.language]: brand === 'brasil' ? 'pt-br' : 'en' };
      answers.push(dataOf(await server.call('lobbyIndex', {}, { brand, headers: language })));
      answers.push(dataOf(await server.call('siteSettings', {}, { brand })));
      const login = dataOf(await server.call('loginRegister', { client_type: 0, channel_id: 1, device_id: `public-url-${brand}`, system_type: 3 }, { brand }));
      const player = { token: login.accessToken, brand };
      answers.push(dataOf(await server.call('gameUrl', { game_id: 'orig-dice', game_type: 'Originals', money_type: 2, mod: 1 }, player)));
      const shop = dataOf(await server.call('shop', { type: 0 }, player));
      answers.push(shop);
      const pack = shop.fix_list[0];
      if (!pack) throw new Error(`${brand} sells no pack`);
      answers.push(
        dataOf(
          await server.call(
            'createOrder',
            { goods_id: pack.id, goods_type: GOODS_TYPE.SHOP, amount: pack.amount, pay_type: PAY_TYPE.FIXED, is_add_coin: true, is_join_charge_reward: false, pay_method_id: 2 },
            player,
          ),
        ),
      );
    }
    const urls = [...new Set(answers.flatMap((answer) => ownUrls(answer)))];
    // Pictures of games, providers, activities and packs; the game page; the payment page; the favicon.
    for (const kind of ['/api/assets/games/', '/api/assets/providers/', '/api/assets/activities/', '/api/assets/deposits/', '/api/play/', '/api/pay/']) {
      expect(urls.some((url) => url.startsWith(kind)), kind).toBe(true);
    }
    expect(urls.filter((url) => !url.startsWith('/api/'))).toEqual([]);
    const statuses = await Promise.all(urls.map(async (url) => [url, (await fetch(`${server.url}${url}`)).status] as const));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });
});
