import { describe, expect, it } from 'vitest';
import { OPAQUE_ORIGIN, gameFrameSecurity, gameMessageOf } from './game-frame.ts';

const SITE = 'https://casino.example';
const frameWindow = {} as Window;
const otherWindow = {} as Window;

describe('the game frame’s sandbox', () => {
  it('runs a game of the site’s own origin with scripts only, in an opaque origin', () => {
    expect(gameFrameSecurity(`${SITE}/api/play/abc`, SITE)).toEqual({ sandbox: 'allow-scripts', messageOrigin: 'null' });
    // A relative URL is on the site's origin too.
    expect(gameFrameSecurity('/api/play/abc', SITE)).toEqual({ sandbox: 'allow-scripts', messageOrigin: 'null' });
  });

  it('lets a provider on another origin keep that origin, and expects its messages from it', () => {
    expect(gameFrameSecurity('https://games.provider.example:8443/launch?t=1', SITE)).toEqual({
      sandbox: 'allow-scripts allow-same-origin',
      messageOrigin: 'https://games.provider.example:8443',
    });
  });

  it('never frames a URL that is not http(s)', () => {
    expect(gameFrameSecurity('javascript:alert(1)', SITE)).toBeNull();
    expect(gameFrameSecurity('data:text/html,<script>1</script>', SITE)).toBeNull();
    expect(gameFrameSecurity('http://[bad', SITE)).toBeNull();
  });
});

describe('the postMessage origin check', () => {
  const provider = { messageOrigin: 'https://games.provider.example' };
  const settled = { source: 'casino-game', type: 'round-settled' };

  it('believes the game’s message from its exact origin and its own frame', () => {
    expect(gameMessageOf({ origin: 'https://games.provider.example', source: frameWindow, data: settled }, frameWindow, provider)).toEqual(settled);
    expect(
      gameMessageOf({ origin: OPAQUE_ORIGIN, source: frameWindow, data: { source: 'casino-game', type: 'ready' } }, frameWindow, { messageOrigin: 'null' }),
    ).toEqual({
      source: 'casino-game',
      type: 'ready',
    });
  });

  it('drops messages from any other origin, however alike', () => {
    for (const origin of [
      'https://games.provider.example.evil.test',
      'https://evil.test',
      'http://games.provider.example',
      'https://games.provider.example:444',
      'https://GAMES.provider.example ',
      'null',
    ]) {
      expect(gameMessageOf({ origin, source: frameWindow, data: settled }, frameWindow, provider), origin).toBeNull();
    }
  });

  it('drops an opaque-origin message from another frame (every sandboxed frame says "null")', () => {
    expect(gameMessageOf({ origin: 'null', source: otherWindow, data: settled }, frameWindow, { messageOrigin: 'null' })).toBeNull();
    expect(gameMessageOf({ origin: 'null', source: null, data: settled }, null, { messageOrigin: 'null' })).toBeNull();
  });

  it('drops data that is not the protocol’s', () => {
    for (const data of [null, 'round-settled', { type: 'round-settled' }, { source: 'casino-game', type: 'withdraw' }, { source: 'other', type: 'ready' }]) {
      expect(gameMessageOf({ origin: provider.messageOrigin, source: frameWindow, data }, frameWindow, provider)).toBeNull();
    }
  });
});
