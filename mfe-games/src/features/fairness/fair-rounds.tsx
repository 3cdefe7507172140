import { lazy, Suspense, useState } from 'react';
import { casinoApi } from '@casino/shared-kernel/api';
import type { FairRound } from '@casino/shared-kernel/api-contract';
import { formatDateTime, fromEpochSeconds } from '@casino/shared-kernel/format';
import { tokenAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Link } from '@casino/shared-kernel/routing';
import { Button, Skeleton } from '@casino/shared-kernel/ui-core';
import { failureText } from '../../app/failure-text.ts';
import { LoadFailed, Notice } from '../../app/games-page.tsx';
import { useGamesText } from '../../app/games-text.ts';
import { useNumberFormat } from '../../app/money.ts';
import { useLoad } from '../../app/use-load.ts';
import styles from './fairness.module.css';

// The check and the scheme's code (WebCrypto) load when a round is verified, never with the page.
const RoundVerification = lazy(() => import('./round-verification.tsx'));

async function loadFairRounds(signal: AbortSignal): Promise<FairRound[]> {
  return (await casinoApi.get('fairRounds', undefined, { hideErrorMsg: true, signal })).list;
}

/** The way to the fairness page, where the scheme is explained (one text, not a copy per page). */
export function FairnessExplained() {
  const t = useGamesText();
  return (
    <p className={styles.explained}>
      <Link to="/fairness" data-testid="games.fairness-link">
        {t('fair_how_title')}
      </Link>
    </p>
  );
}

/** The player's provably fair rounds, each with its check. */
export function FairRounds() {
  const t = useGamesText();
  const token = useAtomValue(tokenAtom);
  const loaded = useLoad(`fair-rounds:${token}`, loadFairRounds);
  return (
    <section className={styles.section} aria-labelledby="games-fair-title" data-testid="games.fair-rounds">
      <h2 id="games-fair-title">{t('fair_title')}</h2>
      <FairnessExplained />
      {loaded.status === 'loading' ? <Skeleton shape="text" lines={4} /> : null}
      {loaded.status === 'failed' ? <LoadFailed text={failureText(loaded.error, t('fair_failed'))} onRetry={loaded.retry} /> : null}
      {loaded.status === 'ready' && loaded.data.length === 0 ? <Notice text={t('fair_none')} /> : null}
      {loaded.status === 'ready' && loaded.data.length > 0 ? (
        <ol className={styles.rounds}>
          {loaded.data.map((round) => (
            <FairRoundItem key={round.id} round={round} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function FairRoundItem({ round }: { round: FairRound }) {
  const t = useGamesText();
  const { money } = useNumberFormat();
  const [open, setOpen] = useState(false);
  const label = t('fair_round', { game: round.game_name, nonce: round.fair.nonce });
  return (
    <li className={styles.round} data-testid="games.fair-round">
      <div className={styles.roundHead}>
        <span>{label}</span>
        <time dateTime={fromEpochSeconds(round.create_time).toISOString()}>{formatDateTime(fromEpochSeconds(round.create_time), 'y-m-d h:i:s')}</time>
        <span>
          {money(round.stake)} → {money(round.win)}
        </span>
        <Button variant="ghost" aria-expanded={open} aria-label={`${t(open ? 'fair_hide' : 'fair_verify')}: ${label}`} onClick={() => setOpen(!open)}>
          {t(open ? 'fair_hide' : 'fair_verify')}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={<p role="status">{t('fair_checking')}</p>}>
          <RoundVerification round={round} />
        </Suspense>
      ) : null}
    </li>
  );
}
