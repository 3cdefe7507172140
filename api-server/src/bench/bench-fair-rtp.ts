// Prints the RTP measured over 10⁶ provably fair rounds per original beside the stated one, with a
// 99 % confidence interval. The rounds run through the engines on the real stream: a fresh server
// seed, a fixed client seed, nonces 0 to 10⁶ − 1. Usage: node src/bench/bench-fair-rtp.ts [rounds]
import { CRASH_WORDS, DICE_WORDS, SLOT_WORDS } from '@casino/shared-kernel/provably-fair';
import { playCrash } from '../games/crash-engine.ts';
import { playDice } from '../games/dice-engine.ts';
import { newServerSeed, roundDraw } from '../games/fair-stream.ts';
import { playSlot } from '../games/slot-engine.ts';

const rounds = Number(process.argv[2] ?? 1_000_000);
const STAKE = 10_000;
const seed = newServerSeed();

interface Game {
  name: string;
  statedRtp: number;
  words: number;
  play: (draw: ReturnType<typeof roundDraw>) => number;
}

const GAMES: Game[] = [
  { name: 'dice (under 50, 1.98×)', statedRtp: 99, words: DICE_WORDS, play: (draw) => playDice(9900, STAKE, { target: 50, direction: 'under' }, draw).win },
  { name: 'dice (over 95, 19.8×)', statedRtp: 99, words: DICE_WORDS, play: (draw) => playDice(9900, STAKE, { target: 95, direction: 'over' }, draw).win },
  { name: 'crash (cash-out 2.00×)', statedRtp: 97, words: CRASH_WORDS, play: (draw) => playCrash(9700, STAKE, 200, draw).win },
  { name: 'crash (cash-out 10.00×)', statedRtp: 97, words: CRASH_WORDS, play: (draw) => playCrash(9700, STAKE, 1_000, draw).win },
  { name: 'slot (96.5 % paytable)', statedRtp: 96.5, words: SLOT_WORDS, play: (draw) => playSlot(9650, STAKE, draw).win },
];

console.log(`Provably fair RTP over ${rounds.toLocaleString('en')} rounds per game (server seed ${seed.slice(0, 12)}…, client seed "bench")`);
console.log('game                        stated    measured   99 % interval          within');
for (const game of GAMES) {
  let sum = 0;
  let squares = 0;
  const started = performance.now();
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const ratio = game.play(roundDraw(seed, 'bench', nonce, game.words)) / STAKE;
    sum += ratio;
    squares += ratio * ratio;
  }
  const mean = sum / rounds;
  const deviation = Math.sqrt((squares / rounds - mean * mean) / rounds);
  const low = (mean - 2.576 * deviation) * 100;
  const high = (mean + 2.576 * deviation) * 100;
  const within = game.statedRtp >= low && game.statedRtp <= high ? 'yes' : 'NO';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${game.name.padEnd(28)}${`${game.statedRtp.toFixed(2)} %`.padEnd(10)}${`${(mean * 100).toFixed(3)} %`.padEnd(11)}${`[${low.toFixed(3)}, ${high.toFixed(3)}] %`.padEnd(23)}${within}  (${seconds} s)`,
  );
}
