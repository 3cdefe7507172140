// The game page inside the casino's frame: its calls answer a sandboxed (opaque-origin) page, and
// its script tells the parent page when it is ready and when a round has settled. The page script
// runs here for real (node:vm) over a minimal stand-in of the DOM it touches, against a real server.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';

const dirs = tempDirs();
let server: TestApiServer;
let token: string;

beforeAll(async () => {
  server = await startTestApiServer(dirs);
  token = (await server.signInDemo()).accessToken;
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

async function launchPath(): Promise<string> {
  const { game_url } = dataOf(await server.call('gameUrl', { game_id: 'orig-dice', game_type: 'Originals', money_type: 2, mod: 1 }, { token }));
  return new URL(game_url).pathname;
}

describe('the game page in a sandboxed frame', () => {
  it('answers its state and rounds to a page without an origin (Origin: null), preflight included', async () => {
    const path = await launchPath();
    const state = await fetch(`${server.url}${path}/state`, { headers: { origin: 'null' } });
    expect(state.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${server.url}${path}/round`, {
      method: 'OPTIONS',
      headers: { origin: 'null', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('leaves the casino API’s own CORS as it was', async () => {
    const answer = await fetch(`${server.url}/health`, { headers: { origin: 'null' } });
    expect(answer.headers.get('access-control-allow-origin')).not.toBe('*');
  });
});

/** Just enough of an element for the page script: text, classes, listeners, children, value. */
class FakeElement {
  textContent = '';
  className = '';
  value = '';
  disabled = false;
  hidden = false;
  title = '';
  min = '';
  max = '';
  readonly style: Record<string, string> = {};
  readonly children: FakeElement[] = [];
  private readonly listeners = new Map<string, ((event: { preventDefault: () => void }) => unknown)[]>();
  readonly classList = {
    add: () => undefined,
    remove: () => undefined,
    toggle: () => undefined,
  };
  offsetWidth = 0;
  offsetHeight = 0;
  addEventListener(type: string, listener: (event: { preventDefault: () => void }) => unknown) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  dispatch(type: string) {
    for (const listener of this.listeners.get(type) ?? []) void listener({ preventDefault: () => undefined });
  }
  querySelector() {
    return null;
  }
  prepend(child: FakeElement) {
    this.children.unshift(child);
  }
  append(...children: FakeElement[]) {
    this.children.push(...children);
  }
  replaceChildren(...children: FakeElement[]) {
    this.children.splice(0, this.children.length, ...children);
  }
  get lastElementChild() {
    return { remove: () => this.children.pop() };
  }
  getAttribute() {
    return null;
  }
}

describe('the game page script', () => {
  it('tells its parent page when it is ready and after each round, with no amount in the message', async () => {
    const path = await launchPath();
    const elements = new Map<string, FakeElement>();
    const byId = (id: string) => {
      const found = elements.get(id) ?? new FakeElement();
      if (id === 'target' && found.value === '') found.value = '50';
      elements.set(id, found);
      return found;
    };
    const messages: { data: unknown; target: string }[] = [];
    const parent = { postMessage: (data: unknown, target: string) => messages.push({ data, target }) };
    const window = { location: { pathname: path }, parent, addEventListener: () => undefined, getComputedStyle: () => ({ getPropertyValue: () => '' }) };
    const context = {
      document: { getElementById: byId, createElement: () => new FakeElement(), body: new FakeElement() },
      window,
      fetch: (input: string, init?: RequestInit) => fetch(`${server.url}${input}`, init),
      crypto: globalThis.crypto,
      performance: globalThis.performance,
      setTimeout,
      clearTimeout,
      requestAnimationFrame: (callback: (now: number) => void) => setTimeout(() => callback(performance.now()), 16),
      Intl,
      Math,
      Number,
      String,
      Array,
      Object,
      Promise,
      Error,
      Uint8Array,
      JSON,
    };
    runInNewContext(readFileSync(new URL('./page/game-page.js', import.meta.url), 'utf8'), context);

    await expect.poll(() => messages.length).toBe(1);
    expect(messages[0]).toEqual({ data: { source: 'casino-game', type: 'ready' }, target: '*' });

    byId('play').dispatch('click');
    await expect.poll(() => messages.length).toBe(2);
    expect(messages[1]).toEqual({ data: { source: 'casino-game', type: 'round-settled' }, target: '*' });
    expect(byId('outcome').textContent).not.toBe('');

    // Provably fair: the hash shown before the bet, the nonce moved on, a new client seed, a rotation.
    const shownHash = byId('server-seed-hash').textContent;
    expect(shownHash).toMatch(/^[0-9a-f]{64}$/);
    await expect.poll(() => byId('fair-nonce').textContent).toBe('1');
    byId('client-seed').value = 'bad:seed';
    byId('change-client-seed').dispatch('click');
    await expect.poll(() => byId('fair-status').textContent).toBe('client_seed: must be 1 to 64 printable characters without ":"');
    byId('client-seed').value = 'my seed';
    byId('change-client-seed').dispatch('click');
    await expect.poll(() => byId('fair-status').textContent).toBe('Client seed changed');
    byId('rotate-seeds').dispatch('click');
    await expect.poll(() => byId('revealed-seed').textContent).toMatch(/^[0-9a-f]{64}$/);
    expect(byId('revealed').hidden).toBe(false);
    expect(byId('revealed-rounds').textContent).toBe('Rounds drawn from it: 1');
    expect(byId('server-seed-hash').textContent).not.toBe(shownHash);
    expect([byId('fair-nonce').textContent, byId('client-seed').value]).toEqual(['0', 'my seed']);
  });
});
