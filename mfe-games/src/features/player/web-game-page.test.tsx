// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, lobbyInfoAtom } from '@casino/shared-kernel/state';
import { CRASH, LOBBY, api, game, openDialogNames, renderGames, resetKernel, route, signInPlayer } from '../../testing/games-fixtures.tsx';

vi.mock('@casino/shared-kernel/api', async (original) => ({ ...(await original<object>()), casinoApi: (await import('../../testing/fake-api.ts')).api }));

const PROVIDER = 'https://games.provider.example';

function walletReasons() {
  const reasons: string[] = [];
  const off = casinoBus.on('wallet:changed', ({ reason }) => reasons.push(reason));
  return { reasons, off };
}

async function openPlayer(gameUrl = `${PROVIDER}/play/abc`) {
  signInPlayer();
  kernelStore.set(lobbyInfoAtom, LOBBY);
  api.answers = { gameUrl: { game_url: gameUrl } };
  renderGames(`/webgame?id=${CRASH.id}`);
  return (await screen.findByTestId('games.webgame-frame')) as HTMLIFrameElement;
}

// The test DOM loads no page into a frame and prints a NotSupportedError for each: expected.
describe('/webgame', () => {
  beforeEach(resetKernel);
  afterEach(cleanup);

  it('asks a visitor to sign in, and launches nothing', async () => {
    renderGames(`/webgame?id=${CRASH.id}`);
    fireEvent.click(await screen.findByTestId('games.webgame-sign-in'));
    expect(openDialogNames()).toEqual(['shell.register']);
    expect(api.calls).toEqual([]);
  });

  it('launches the game with spec 7’s payload and the random fields, and frames it sandboxed', async () => {
    const frame = await openPlayer();
    const launch = api.calls.find((call) => call.name === 'gameUrl');
    expect(launch?.payload).toMatchObject({ game_id: CRASH.third_game_id, game_type: 'Originals', money_type: 2, mod: 1 });
    expect(launch?.payload['nonce']).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof launch?.payload['timestamp']).toBe('number');
    expect(frame.getAttribute('src')).toBe(`${PROVIDER}/play/abc`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Crash');
  });

  it('gives a game on the site’s own origin scripts only', async () => {
    const frame = await openPlayer(`${window.location.origin}/api/play/abc`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
  });

  it('refreshes the wallet when the game says a round settled, believing only its frame and origin', async () => {
    const frame = await openPlayer();
    // The frame's window as the browser would give it (the test DOM loads no page into the frame).
    const gameWindow = { name: 'game' } as unknown as Window;
    Object.defineProperty(frame, 'contentWindow', { value: gameWindow, configurable: true });
    const { reasons, off } = walletReasons();
    const post = (origin: string, source: MessageEventSource | null, data: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, source, data }));
      });
    const settled = { source: 'casino-game', type: 'round-settled' };
    await post('https://evil.example', gameWindow, settled);
    await post(`${PROVIDER}.evil.example`, gameWindow, settled);
    await post(PROVIDER, window, settled);
    await post(PROVIDER, gameWindow, { source: 'casino-game', type: 'jackpot' });
    expect(reasons).toEqual([]);
    await post(PROVIDER, gameWindow, settled);
    expect(reasons).toEqual(['game-round']);
    await post(PROVIDER, gameWindow, { source: 'casino-game', type: 'ready' });
    expect(screen.getByTestId('games.webgame-stage').dataset['state']).toBe('ready');
    off();
  });

  it('goes back to the game’s page, forgets the game path and refreshes the wallet', async () => {
    await openPlayer();
    const { reasons, off } = walletReasons();
    fireEvent.click(screen.getByTestId('games.webgame-back'));
    await waitFor(() => expect(route()).toBe(`/Gamedetail?id=${CRASH.id}`));
    expect(reasons).toEqual(['game-closed']);
    expect(sessionStorage.getItem('gamePath')).toBeNull();
    off();
  });

  it('returns to the tab’s game on a bare /webgame, and says so when there is none', async () => {
    renderGames('/webgame');
    expect(await screen.findByText('No game is open. Choose one in the lobby.')).toBeTruthy();
    cleanup();
    sessionStorage.setItem('gamePath', JSON.stringify(`/webgame?id=${CRASH.id}`));
    signInPlayer();
    kernelStore.set(lobbyInfoAtom, LOBBY);
    api.answers = { gameUrl: { game_url: `${PROVIDER}/play/again` } };
    renderGames('/webgame');
    expect((await screen.findByTestId('games.webgame-frame')).getAttribute('src')).toBe(`${PROVIDER}/play/again`);
  });

  it('shows why a launch failed, and tries again', async () => {
    signInPlayer();
    kernelStore.set(lobbyInfoAtom, LOBBY);
    api.answers = { gameUrl: new Error('boom') };
    renderGames(`/webgame?id=${CRASH.id}`);
    expect(await screen.findByTestId('games.webgame-failed')).toBeTruthy();
    api.answers = { gameUrl: { game_url: `${PROVIDER}/play/retry` } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('games.webgame-frame')).getAttribute('src')).toBe(`${PROVIDER}/play/retry`);
    expect(route()).toBe(`/webgame?id=${CRASH.id}`);
  });

  it('draws a poker game’s table itself, from the launch’s table calls, with no frame', async () => {
    signInPlayer();
    const nlh = game(10001, "Hold'em NLH", { provider: 'Popular', third_game_id: 'poker-10001' });
    api.answers = { gameDetail: nlh, gameUrl: { game_url: `${window.location.origin}/api/play/launch` } };
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        const rules = { variant: 'nlh', small_blind: 50, big_blind: 100, ante: 0, min_buy_in: 4_000, max_buy_in: 10_000, rake: 0 };
        return new Response(JSON.stringify({ code: 0, msg: 'ok', data: { rules, table: null, hands: [] } }));
      }),
    );
    try {
      renderGames('/webgame?id=10001');
      expect(await screen.findByRole('button', { name: 'Sit down for ₹100.00' })).toBeTruthy();
      expect(fetched).toEqual([`${window.location.origin}/api/play/launch/poker`]);
      expect(screen.queryByTestId('games.webgame-frame')).toBeNull();
      expect(api.calls.find((call) => call.name === 'gameUrl')?.payload).toMatchObject({ game_id: 'poker-10001', game_type: 'Popular' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
