import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { LobbyInfo, WinningNotice } from '@casino/shared-kernel/api-contract';
import { casinoApi } from '@casino/shared-kernel/api';
import { layoutAtom, useAtomValue } from '@casino/shared-kernel/state';
import { Skeleton, useMoney, useOnScreen } from '@casino/shared-kernel/ui-core';
import { whenIdle } from '../../app/when-idle.ts';
import { useLobbyText } from '../../i18n/lobby-texts.ts';
import { useGameTile } from '../games/use-game-tile.ts';
import { findGame } from '../lobby-info/catalogue.ts';
import { tickerConfig, tickerEntries, tickerRoundDone, tickerRows } from './ticker-rules.ts';
import styles from './winners-ticker.module.css';

/** `notice_type` of the winners group in `GET /api/notice/getMoodGroup`. */
export const WINNING_NOTICE_TYPE = 2;

/** Rows on screen: three on a phone, five on a desktop. */
const ROWS = { phone: 3, desktop: 5 } as const;

// The last answer, kept for the page: a lobby parcel mounted again starts from it instead of asking.
let cached: WinningNotice | undefined;
let inFlight: Promise<WinningNotice | undefined> | null = null;

/** The winners of `/api/notice/getMoodGroup` (a failure keeps the last ones: the ticker is decoration). */
export function loadWinners(): Promise<WinningNotice | undefined> {
  inFlight ??= casinoApi
    .get('noticeMoodGroup', { notice_type: WINNING_NOTICE_TYPE }, { hideErrorMsg: true })
    .then(
      (groups) => {
        cached = groups.winning_notice ?? cached;
        return cached;
      },
      () => cached,
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Forgets the page's answer (tests). */
export function forgetWinners(): void {
  cached = undefined;
  inFlight = null;
}

const hueOf = (faceId: number) => ((Number.isFinite(faceId) ? faceId : 0) * 47) % 360;

/**
 * The winners ticker (`winning_notice`): the newest win on top, a new one entering every
 * `intervalTime`, highlighted for `afterPlayTime` after it lands; names masked; at most 100 wins,
 * asked for again once every one has played. It stands still while the page or the kept-alive
 * Dashboard is hidden.
 */
export function WinnersTicker({ info }: { info: LobbyInfo | null }) {
  const t = useLobbyText();
  const money = useMoney();
  const titleId = useId();
  const layout = useAtomValue(layoutAtom);
  const { openGame, nameOf } = useGameTile();
  const [notice, setNotice] = useState(cached);
  // Until the first answer the ticker holds its place: the tabs under it must not jump when it lands.
  const [answered, setAnswered] = useState(cached !== undefined);
  const [step, setStep] = useState(0);
  // Off screen, in a hidden tab, or on the Dashboard kept alive behind another page (display: none), the wins wait.
  const [root, onScreen] = useOnScreen<HTMLElement>();
  const stepNow = useRef(0);
  const roundStart = useRef(0);
  const config = useMemo(() => tickerConfig(notice?.config), [notice]);
  const entries = useMemo(() => tickerEntries(notice, config), [notice, config]);

  useEffect(() => {
    let current = true;
    const show = (loaded: WinningNotice | undefined) => {
      if (!current) return;
      if (loaded) setNotice(loaded);
      setAnswered(true);
    };
    const load = () => void loadWinners().then(show);
    // The page's first ask waits until the first screen is drawn: the wins are decoration, and
    // their call shared the phone's first seconds of network with the banner and the lobby's code.
    let cancel: (() => void) | undefined;
    if (cached === undefined) cancel = whenIdle(load);
    else load();
    return () => {
      current = false;
      cancel?.();
    };
  }, []);

  useEffect(() => {
    if (entries.length === 0 || !onScreen) return;
    const timer = setInterval(() => {
      const next = stepNow.current + 1;
      stepNow.current = next;
      setStep(next);
      if (tickerRoundDone(entries, next, roundStart.current)) {
        roundStart.current = next;
        void loadWinners().then((loaded) => {
          if (loaded) setNotice(loaded);
        });
      }
    }, config.intervalMs);
    return () => clearInterval(timer);
  }, [entries, config.intervalMs, onScreen]);

  const rows = tickerRows(entries, step, ROWS[layout]);
  const heading = (
    <h2 id={titleId} className={styles.title}>
      <span className={styles.live} aria-hidden="true" />
      {t('winners_title')}
    </h2>
  );
  if (rows.length === 0) {
    if (answered) return null;
    return (
      <section className={styles.ticker} aria-labelledby={titleId} aria-busy="true" data-testid="lobby.winners-loading">
        {heading}
        <ol className={styles.rows} aria-hidden="true">
          {Array.from({ length: ROWS[layout] }, (_, index) => (
            <li key={index} className={styles.row}>
              <Skeleton shape="circle" width={32} />
              <Skeleton shape="text" width="60%" />
            </li>
          ))}
        </ol>
      </section>
    );
  }
  return (
    <section ref={root} className={styles.ticker} aria-labelledby={titleId} data-testid="lobby.winners">
      {heading}
      {/* Not announced: a win every few seconds would drown whatever the player is doing. */}
      <ol className={styles.rows} aria-live="off" style={{ '--after-play': `${config.afterPlayMs}ms` } as CSSProperties}>
        {rows.map((entry, index) => {
          const game = findGame(info, entry.gameId);
          return (
            <li
              // The entering win is a new row (it plays its entrance); the rows under it keep their
              // elements and change their text: moving them down one row was a layout shift every tick.
              key={index === 0 ? `entering:${step}` : `row:${index}`}
              className={index === 0 ? `${styles.row} ${styles.playing}` : styles.row}
              data-testid="lobby.winner"
            >
              <span className={styles.avatar} style={{ '--hue': hueOf(entry.faceId) } as CSSProperties} aria-hidden="true">
                {Array.from(entry.name)[0]?.toUpperCase()}
              </span>
              <span className={styles.who}>
                <span className={styles.name}>{entry.name}</span>
                {game ? (
                  <button type="button" className={styles.game} onClick={() => openGame(game)}>
                    {nameOf(game)}
                  </button>
                ) : null}
              </span>
              <span className={styles.amount}>{t('winner_amount', { amount: money(entry.amount) })}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
