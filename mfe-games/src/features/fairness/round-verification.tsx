import { useEffect, useState } from 'react';
import type { FairRound } from '@casino/shared-kernel/api-contract';
import { FAIR_GAME_WORDS, fairOutcome, hexOf, roundBlocks, serverSeedHash, wordsOf, WORD_RANGE, type FairOutcome } from '@casino/shared-kernel/provably-fair';
import { useGamesText, type GamesText } from '../../app/games-text.ts';
import styles from './fairness.module.css';

/** What the browser recomputed of a revealed round. */
interface Check {
  hashMatches: boolean;
  hmac: string;
  floats: number[];
  recomputed: FairOutcome;
  stored: FairOutcome;
  verified: boolean;
}

/** The outcome the round stored, in the scheme's units (hundredths for the roll and crash point). */
export function storedOutcome(round: FairRound): FairOutcome {
  if (round.engine === 'dice') return { game: 'dice', roll: Math.round(Number(round.result.roll) * 100) };
  if (round.engine === 'crash') return { game: 'crash', crashPoint: Math.round(Number(round.result.crash_point) * 100) };
  const stops = Array.isArray(round.result.stops) ? round.result.stops.map(Number) : [];
  return { game: 'slot', stops };
}

const sameOutcome = (a: FairOutcome, b: FairOutcome) => JSON.stringify(a) === JSON.stringify(b);

/** The round recomputed with WebCrypto from its revealed seeds: the hash, the HMAC, the numbers, the result. */
export async function checkRound(round: FairRound & { fair: { server_seed: string } }): Promise<Check> {
  const { server_seed: seed, server_seed_hash: shownHash, client_seed: clientSeed, nonce } = round.fair;
  const words = FAIR_GAME_WORDS[round.engine];
  const hashMatches = (await serverSeedHash(seed)) === shownHash;
  const blocks = await roundBlocks(seed, clientSeed, nonce, words);
  const stream = wordsOf(blocks).slice(0, words);
  const recomputed = fairOutcome(round.engine, stream, Math.round(round.rtp * 100));
  const stored = storedOutcome(round);
  const [first] = blocks;
  return {
    hashMatches,
    hmac: first ? hexOf(first) : '',
    floats: stream.map((word) => word / WORD_RANGE),
    recomputed,
    stored,
    verified: hashMatches && sameOutcome(recomputed, stored),
  };
}

function outcomeText(outcome: FairOutcome, t: GamesText): string {
  if (outcome.game === 'dice') return t('fair_roll', { value: (outcome.roll / 100).toFixed(2) });
  if (outcome.game === 'crash') return t('fair_crash_point', { value: `${(outcome.crashPoint / 100).toFixed(2)}×` });
  return t('fair_stops', { value: outcome.stops.join(', ') });
}

type Progress = { status: 'checking' } | { status: 'done'; check: Check } | { status: 'failed' };

/**
 * A round's check, loaded with the game record (never on the first screen): the seeds, nonce, HMAC,
 * numbers and result recomputed in the browser, and a clear "Verified" or "Does not match".
 */
export default function RoundVerification({ round }: { round: FairRound }) {
  const t = useGamesText();
  const seed = round.fair.server_seed;
  const [progress, setProgress] = useState<Progress>({ status: 'checking' });

  useEffect(() => {
    if (seed === null) return;
    let current = true;
    checkRound({ ...round, fair: { ...round.fair, server_seed: seed } }).then(
      (check) => current && setProgress({ status: 'done', check }),
      () => current && setProgress({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [round, seed]);

  const rows: [string, string][] = [
    [t('fair_server_seed_hash'), round.fair.server_seed_hash],
    [t('fair_client_seed'), round.fair.client_seed],
    [t('fair_nonce'), String(round.fair.nonce)],
  ];
  if (seed === null) {
    return (
      <div className={styles.check} data-testid="games.fair-check">
        <Facts rows={rows} />
        <p role="status">{t('fair_not_revealed')}</p>
      </div>
    );
  }
  rows.unshift([t('fair_server_seed'), seed]);
  if (progress.status === 'checking') {
    return (
      <div className={styles.check} data-testid="games.fair-check">
        <Facts rows={rows} />
        <p role="status">{t('fair_checking')}</p>
      </div>
    );
  }
  if (progress.status === 'failed') {
    return (
      <div className={styles.check} data-testid="games.fair-check">
        <Facts rows={rows} />
        <p role="status">{t('fair_no_webcrypto')}</p>
      </div>
    );
  }
  const { check } = progress;
  rows.push(
    [t('fair_hmac'), check.hmac],
    [t('fair_floats'), check.floats.map((float) => float.toFixed(10)).join(', ')],
    [t('fair_recomputed'), outcomeText(check.recomputed, t)],
    [t('fair_stored'), outcomeText(check.stored, t)],
  );
  return (
    <div className={styles.check} data-testid="games.fair-check">
      <Facts rows={rows} />
      {check.hashMatches ? null : <p>{t('fair_hash_mismatch')}</p>}
      <p role="status" className={check.verified ? styles.verified : styles.mismatch} data-testid="games.fair-verdict">
        {check.verified ? t('fair_verified') : t('fair_mismatch')}
      </p>
    </div>
  );
}

function Facts({ rows }: { rows: readonly [string, string][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>
            <code>{value}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
