// Hands per second of the poker engine, bot against bot, six-handed: `pnpm --filter @casino/api-server bench:poker`.
import { performance } from 'node:perf_hooks';
import { seededDraw } from './cards.ts';
import { act, startHand, type PokerVariant } from './engine.ts';
import { botAction } from './bots.ts';

const HANDS = Number(process.env['POKER_BENCH_HANDS'] ?? 20_000);

for (const variant of ['nlh', 'six-plus', 'aof'] as const satisfies readonly PokerVariant[]) {
  const draw = seededDraw(7);
  let showdowns = 0;
  const start = performance.now();
  for (let hand = 0; hand < HANDS; hand += 1) {
    const state = startHand(
      {
        variant,
        smallBlind: 1,
        bigBlind: 2,
        ante: variant === 'six-plus' ? 1 : 0,
        button: hand % 6,
        players: Array.from({ length: 6 }, (_, seat) => ({ id: `bot${seat}`, seat, stack: 200 })),
      },
      draw,
    );
    while (state.toAct !== null) act(state, botAction(state, draw));
    if ((state.outcome?.shown.length ?? 0) > 1) showdowns += 1;
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `${variant}: ${HANDS} hands in ${seconds.toFixed(2)} s = ${Math.round(HANDS / seconds)} hands/s (${((100 * showdowns) / HANDS).toFixed(1)} % to showdown)`,
  );
}
