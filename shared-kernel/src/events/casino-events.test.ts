import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus.ts';
import { CASINO_EVENT_REPLAY, type CasinoEvents } from './casino-events.ts';

/** One payload per event; typed so that a new event without a sample does not compile. */
const SAMPLES: { [Name in keyof CasinoEvents]: CasinoEvents[Name] } = {
  'auth:changed': { token: 't', signedIn: true, reason: 'signed-in' },
  'auth:required': { dialog: 'register' },
  'wallet:changed': { reason: 'deposit' },
  'dialog:opened': { name: 'wallet.deposit' },
  'dialog:closed': { name: 'wallet.deposit' },
  'toast:shown': { id: 1, type: 'info', text: 'hi', ms: 3000 },
  'language:changed': { language: 'th' },
  'mail:changed': { reason: 'sign-in' },
  'red-dots:changed': { reason: 'sign-in' },
  'reward-center:refresh-requested': { reason: 'sign-in' },
  'blind-box:refresh-requested': { reason: 'sign-in' },
  'page:viewed': { path: '/' },
  'reward:won': { rewards: [{ kind: 'bonus', amount: 1000, scale: 100 }], source: 'mail' },
  'remote:crashed': { remote: 'mfe-games', version: '1.4.0' },
};
const NAMES = Object.keys(SAMPLES) as (keyof CasinoEvents)[];

describe('the casino event contract', () => {
  it('names every event area:thing-happened', () => {
    for (const name of NAMES) expect(name).toMatch(/^[a-z]+(-[a-z]+)*:[a-z]+(-[a-z]+)*$/);
  });

  it('replays the states, auth and language, to a late subscriber', () => {
    const bus = createEventBus<CasinoEvents>(CASINO_EVENT_REPLAY);
    for (const name of NAMES) bus.emit(name, SAMPLES[name]);
    const replayed = NAMES.filter((name) => {
      const late = vi.fn();
      bus.on(name, late)();
      return late.mock.calls.length > 0;
    });
    expect(replayed).toEqual(['auth:changed', 'language:changed']);
    expect(bus.last('auth:changed')).toEqual(SAMPLES['auth:changed']);
  });

  it('replays only the latest sign-in state', () => {
    const bus = createEventBus<CasinoEvents>(CASINO_EVENT_REPLAY);
    bus.emit('auth:changed', { token: 't', signedIn: true, reason: 'signed-in' });
    bus.emit('auth:changed', { token: '', signedIn: false, reason: 'forced-sign-out' });
    const late = vi.fn();
    bus.on('auth:changed', late);
    expect(late.mock.calls).toEqual([[{ token: '', signedIn: false, reason: 'forced-sign-out' }]]);
  });
});
