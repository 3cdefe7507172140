// @vitest-environment happy-dom
// The game record's provably fair rounds: each round recomputed in the browser with WebCrypto from
// its revealed seeds (the kernel's published test vectors), a clear verdict, and the fairness text.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FairRound } from '@casino/shared-kernel/api-contract';
import { FAIR_TEST_VECTORS } from '@casino/shared-kernel/provably-fair';
import { CRASH, DICE, api, renderGames, resetKernel, signInPlayer } from '../../testing/games-fixtures.tsx';

vi.mock('@casino/shared-kernel/api', async (original) => ({ ...(await original<object>()), casinoApi: (await import('../../testing/fake-api.ts')).api }));

const vector =
  FAIR_TEST_VECTORS[0] ??
  (() => {
    throw new Error('no test vector');
  })();

function fairRound(id: number, extra: Partial<FairRound> = {}, revealed = true): FairRound {
  return {
    id,
    game_id: DICE.id,
    game_name: 'Dice',
    engine: 'dice',
    rtp: 99,
    money_type: 2,
    stake: 1_000,
    win: 0,
    params: { target: 50, direction: 'under' },
    result: { roll: vector.dice.roll / 100, won: false },
    create_time: Math.floor(Date.now() / 1000) - id * 60,
    fair: { server_seed_hash: vector.serverSeedHash, server_seed: revealed ? vector.serverSeed : null, client_seed: vector.clientSeed, nonce: vector.nonce },
    ...extra,
  };
}

function answer(list: FairRound[]) {
  api.answers = { recents: { list: [] }, fairRounds: { list } };
}

const rounds = async () => await screen.findAllByTestId('games.fair-round');

describe('/gameRecord: provably fair rounds', () => {
  beforeEach(resetKernel);
  afterEach(cleanup);

  it('recomputes a revealed round in the browser: seeds, nonce, HMAC, numbers, result, and "Verified"', async () => {
    signInPlayer();
    answer([fairRound(1)]);
    renderGames('/gameRecord');
    const [round] = await rounds();
    if (!round) throw new Error('no round');
    fireEvent.click(within(round).getByRole('button', { name: 'Verify: Dice, nonce 0' }));
    expect((await within(round).findByTestId('games.fair-verdict')).textContent).toBe('Verified');
    expect(within(round).getByText(vector.hmac)).toBeTruthy();
    expect(within(round).getByText(vector.serverSeed)).toBeTruthy();
    expect(within(round).getAllByText(`Roll ${(vector.dice.roll / 100).toFixed(2)}`)).toHaveLength(2);
    // The time as the record writes it: date and time, no weekday.
    expect(within(round).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
  });

  it('says "Does not match" when the stored result is not what the seeds give, or the seed does not have the hash shown', async () => {
    signInPlayer();
    answer([
      fairRound(1, { result: { roll: (vector.dice.roll + 1) / 100, won: false } }),
      fairRound(2, { engine: 'crash', game_id: CRASH.id, game_name: 'Crash', rtp: 97, result: { crash_point: vector.crash.crashPoint / 100 } }),
      fairRound(3, { fair: { ...fairRound(3).fair, server_seed_hash: '0'.repeat(64) } }),
    ]);
    renderGames('/gameRecord');
    const [tampered, crash, wrongHash] = await rounds();
    if (!tampered || !crash || !wrongHash) throw new Error('rounds missing');
    for (const round of [tampered, crash, wrongHash]) fireEvent.click(within(round).getByRole('button', { name: /^Verify/ }));
    expect((await within(tampered).findByTestId('games.fair-verdict')).textContent).toBe('Does not match');
    expect((await within(crash).findByTestId('games.fair-verdict')).textContent).toBe('Verified');
    expect((await within(wrongHash).findByTestId('games.fair-verdict')).textContent).toBe('Does not match');
    expect(within(wrongHash).getByText('The revealed server seed does not have the hash shown before the round.')).toBeTruthy();
  });

  it('explains a round whose seed is still in use, and how the scheme works', async () => {
    signInPlayer();
    answer([fairRound(1, {}, false)]);
    renderGames('/gameRecord');
    const [round] = await rounds();
    if (!round) throw new Error('no round');
    fireEvent.click(within(round).getByRole('button', { name: /^Verify/ }));
    expect(await within(round).findByText("Not verifiable yet: rotate the seed pair in the game to reveal this round's server seed.")).toBeTruthy();
    expect(within(round).queryByTestId('games.fair-verdict')).toBeNull();
    expect(screen.getByRole('link', { name: 'How provably fair works' }).getAttribute('href')).toContain('/fairness');
  });

  it('explains the scheme on /fairness to anyone, with the way to the rounds', async () => {
    renderGames('/fairness');
    expect(await screen.findByRole('heading', { level: 1, name: 'How provably fair works' })).toBeTruthy();
    expect(screen.getByTestId('games.fairness-explained').textContent).toContain('HMAC-SHA256(server seed, "client seed:nonce")');
    expect(screen.getByRole('link', { name: 'Verify your rounds in the game record' }).getAttribute('href')).toContain('/gameRecord');
  });

  it('invites a player without rounds to play the originals', async () => {
    signInPlayer();
    answer([]);
    renderGames('/gameRecord');
    expect(await screen.findByText('Play dice, crash or the slot to see your rounds here.')).toBeTruthy();
  });
});
