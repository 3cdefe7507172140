import { describe, expect, it, vi } from 'vitest';
import {
  cacheNameFor,
  followNotificationLink,
  isPagePushMessage,
  PUSH_MESSAGE_TYPE,
  readPushPayload,
  sameHostLink,
  strategyFor,
  visibleWindow,
  windowForLink,
} from './sw-rules.ts';

const ORIGIN = 'https://india.example.com';
const get = (url: string, extra: Partial<{ mode: string; destination: string; method: string }> = {}) => ({
  url: new URL(url, ORIGIN).href,
  method: 'GET',
  mode: 'cors',
  destination: '',
  ...extra,
});
const precached = new Set(['/static/js/main.0123abcdef.js', '/offline.html']);
const strategy = (url: string, extra?: Parameters<typeof get>[1]) => strategyFor(get(url, extra), ORIGIN, precached);

describe('strategyFor', () => {
  it('never answers the API (network only), nor a request that is not a GET', () => {
    expect(strategy('/api/user/info')).toBe('network-only');
    expect(strategy('/api/lobby.0123abcdef.png', { destination: 'image' })).toBe('network-only');
    expect(strategy('/static/js/x.0123abcdef.js', { method: 'POST' })).toBeNull();
  });

  it('serves navigations from the network with the offline page behind, only on this origin', () => {
    expect(strategy('/#/games', { mode: 'navigate', destination: 'document' })).toBe('navigation');
    expect(strategyFor(get('https://pay.example.org/', { mode: 'navigate' }), ORIGIN, precached)).toBeNull();
  });

  it('is network first (3 s) for what points at versions, on any origin', () => {
    expect(strategy('/brands/india/remotes.json')).toBe('network-first');
    expect(strategy('/remotes/mfe-wallet/versions.json')).toBe('network-first');
    expect(strategy('https://cdn.example.net/remotes/mfe-games/2.0.0/mf-manifest.json')).toBe('network-first');
    expect(strategy('/remotes/mfe-games/2.0.0/remoteEntry.js', { destination: 'script' })).toBe('network-first');
  });

  it('serves the precache for the shell files, and cache first for hashed chunks and images', () => {
    expect(strategy('/static/js/main.0123abcdef.js')).toBe('precache');
    expect(strategy('/remotes/mfe-games/2.0.0/static/js/412.9f8e7d6c5b.js')).toBe('cache-first');
    expect(strategy('/static/css/main.0123abcdef.css')).toBe('cache-first');
    expect(strategy('https://img.example.net/games/aviator', { destination: 'image' })).toBe('cache-first');
    expect(strategy('/brands/india/logo.png')).toBe('cache-first');
  });

  it('leaves files without a hash that are not images to the browser', () => {
    expect(strategy('/brands/india/client.json')).toBeNull();
    expect(strategy('/sw.js')).toBeNull();
    expect(strategy('/index.html')).toBeNull();
  });

  it('keeps images apart from scripts, so a new page version deletes both (their names say so)', () => {
    expect(cacheNameFor('cache-first', get('/x.png', { destination: 'image' }))).toMatch(/image/);
    expect(cacheNameFor('cache-first', get('/static/js/a.0123abcdef.js'))).toMatch(/script/);
    expect(cacheNameFor('network-first', get('/brands/india/remotes.json'))).not.toMatch(/image|img|font|script/);
  });
});

describe('push messages', () => {
  it('go to a visible window (the focused one first), else become a notification', () => {
    const hidden = { url: `${ORIGIN}/`, visibilityState: 'hidden', focused: false };
    const visible = { url: `${ORIGIN}/#/a`, visibilityState: 'visible', focused: false };
    const focused = { url: `${ORIGIN}/#/b`, visibilityState: 'visible', focused: true };
    expect(visibleWindow([hidden, visible, focused])).toBe(focused);
    expect(visibleWindow([hidden, visible])).toBe(visible);
    expect(visibleWindow([hidden])).toBeNull();
    expect(visibleWindow([])).toBeNull();
  });

  it('read an FCM payload: notification, data and link', () => {
    expect(
      readPushPayload(
        JSON.stringify({
          notification: { title: 'Bonus', body: '100 free', image: 'https://x/y.png' },
          data: { id: '7', n: 3 },
          fcmOptions: { link: '/#/activity' },
        }),
      ),
    ).toEqual({ title: 'Bonus', body: '100 free', image: 'https://x/y.png', link: '/#/activity', data: { id: '7' } });
    expect(readPushPayload(JSON.stringify({ data: { title: 'T', body: 'B', link: 'https://x.com' } }))).toMatchObject({
      title: 'T',
      body: 'B',
      link: 'https://x.com',
    });
    expect(readPushPayload('not json')).toBeNull();
    expect(readPushPayload('[1]')).toBeNull();
  });

  it('open or focus a window only for a link on the same host', () => {
    expect(sameHostLink('/#/activity', ORIGIN)).toBe(`${ORIGIN}/#/activity`);
    expect(sameHostLink(`${ORIGIN}/#/vip`, ORIGIN)).toBe(`${ORIGIN}/#/vip`);
    expect(sameHostLink('https://evil.example.org/#/vip', ORIGIN)).toBeNull();
    expect(sameHostLink('https://india.example.com.evil.org/', ORIGIN)).toBeNull();
    expect(sameHostLink('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(sameHostLink(undefined, ORIGIN)).toBeNull();
  });

  it('focus the window already at the link, else navigate another, else open one', () => {
    const a = { url: `${ORIGIN}/#/a` };
    const b = { url: `${ORIGIN}/#/b` };
    expect(windowForLink([a, b], `${ORIGIN}/#/b`)).toEqual({ window: b, navigate: false });
    expect(windowForLink([a, b], `${ORIGIN}/#/c`)).toEqual({ window: a, navigate: true });
    expect(windowForLink([], `${ORIGIN}/#/c`)).toBeNull();
  });
});

describe('a notification click', () => {
  const site = (url: string, navigable = true) => ({
    url: `${ORIGIN}${url}`,
    focus: vi.fn(() => Promise.resolve()),
    navigate: vi.fn((to: string) => (navigable ? Promise.resolve({ url: to }) : Promise.reject(new TypeError('not controlled')))),
  });
  const clientsWith = (windows: ReturnType<typeof site>[]) => ({
    matchAll: vi.fn(() => Promise.resolve(windows)),
    openWindow: vi.fn(() => Promise.resolve(null)),
  });

  it('opens a window for a same-host link when none is open', async () => {
    const clients = clientsWith([]);
    await expect(followNotificationLink('/#/activity', ORIGIN, clients)).resolves.toBe('opened');
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/#/activity`);
  });

  it('focuses the window already at the link; else focuses one and moves it there', async () => {
    const lobby = site('/#/');
    const activity = site('/#/activity');
    const clients = clientsWith([lobby, activity]);
    await expect(followNotificationLink(`${ORIGIN}/#/activity`, ORIGIN, clients)).resolves.toBe('focused');
    expect(activity.focus).toHaveBeenCalledOnce();
    expect(activity.navigate).not.toHaveBeenCalled();

    await expect(followNotificationLink('/#/my', ORIGIN, clients)).resolves.toBe('navigated');
    expect(lobby.focus).toHaveBeenCalledOnce();
    expect(lobby.navigate).toHaveBeenCalledWith(`${ORIGIN}/#/my`);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('still reaches the link when focus is refused or the window cannot be navigated', async () => {
    const refusing = site('/#/');
    refusing.focus.mockRejectedValueOnce(new Error('InvalidAccessError'));
    const clients = clientsWith([refusing]);
    await expect(followNotificationLink('/#/my', ORIGIN, clients)).resolves.toBe('navigated');

    const uncontrolled = clientsWith([site('/#/', false)]);
    await expect(followNotificationLink('/#/my', ORIGIN, uncontrolled)).resolves.toBe('opened');
    expect(uncontrolled.openWindow).toHaveBeenCalledWith(`${ORIGIN}/#/my`);
  });

  it('opens and focuses nothing for a link on another host, or without a link', async () => {
    const lobby = site('/#/');
    const clients = clientsWith([lobby]);
    await expect(followNotificationLink('https://evil.example.org/#/vip', ORIGIN, clients)).resolves.toBe('ignored');
    await expect(followNotificationLink(undefined, ORIGIN, clients)).resolves.toBe('ignored');
    expect(clients.matchAll).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
    expect(lobby.focus).not.toHaveBeenCalled();
  });
});

describe('messages to the page', () => {
  it('tell a push for the page from any other message', () => {
    expect(isPagePushMessage({ type: PUSH_MESSAGE_TYPE, message: { title: 'T', body: 'B', data: {} } })).toBe(true);
    expect(isPagePushMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isPagePushMessage({ type: PUSH_MESSAGE_TYPE, message: { title: 1, body: 'B' } })).toBe(false);
    expect(isPagePushMessage({ firebaseMessaging: { type: 'push-received' } })).toBe(false);
    expect(isPagePushMessage(null)).toBe(false);
  });
});
