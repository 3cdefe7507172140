import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { casinoBus } from '@casino/shared-kernel/events';
import { Button } from '@casino/shared-kernel/ui-core';
import { failureText } from '../../app/failure-text.ts';
import { LoadFailed, Notice } from '../../app/games-page.tsx';
import { useGamesText } from '../../app/games-text.ts';
import { useNumberFormat } from '../../app/money.ts';
import { PLAYER_ID } from '../poker/hand-types.ts';
import { categoryName, HandList, handWinners, seatName } from '../poker/hand-list.tsx';
import { PlayingCard } from '../poker/playing-card.tsx';
import { ActionBar } from './action-bar.tsx';
import { tableCalls, type PlayerAction, type TableSeat, type TableState, type TableView } from './table-api.ts';
import styles from './poker-table.module.css';

/** How many seats the table deals to: the player and five bots (6-max). */
const TABLE_SEATS = 6;

/**
 * Where seat `index` of `count` sits on the oval, the player at the bottom and the others clockwise
 * (to the player's left first, as the action goes): percentages of the felt.
 */
function seatPosition(index: number, count: number): CSSProperties {
  const angle = Math.PI / 2 + (index * 2 * Math.PI) / count;
  return { left: `${50 + 50 * Math.cos(angle)}%`, top: `${50 + 50 * Math.sin(angle)}%` };
}

/**
 * Seconds left to act, counted from the server's clock at its answer (a client's clock may be off):
 * `receivedAt` is when the view arrived, by this client's clock.
 */
function useSecondsLeft(table: TableView | null, receivedAt: number): number | null {
  const turn = useMemo(
    () => (table?.deadline == null ? null : { seconds: table.deadline - table.now, endsAt: receivedAt + (table.deadline - table.now) * 1000 }),
    [table, receivedAt],
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (turn === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [turn]);
  return turn === null ? null : Math.max(0, Math.min(turn.seconds, Math.ceil((turn.endsAt - now) / 1000)));
}

export interface PokerTableProps {
  /** The launch's `game_url`: the table's calls live under it. */
  gameUrl: string;
}

/**
 * A poker game's table (10001 NLH, 10002 6+, 10003 AOF) against the server's bots: buy in, play
 * hands with the action bar, deal the next, leave with the stack back in the wallet. The server is
 * the table: every view comes from it, the client only draws it and sends the player's choices.
 */
export default function PokerTable({ gameUrl }: PokerTableProps) {
  const t = useGamesText();
  const { money } = useNumberFormat();
  const calls = useMemo(() => tableCalls(gameUrl), [gameUrl]);
  const [state, setState] = useState<TableState | null>(null);
  const [receivedAt, setReceivedAt] = useState(0);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [cashedOut, setCashedOut] = useState<number | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    calls.state(controller.signal).then(
      (answer) => {
        setState(answer);
        setReceivedAt(Date.now());
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoadError(error);
      },
    );
    return () => controller.abort();
  }, [calls, attempt]);

  /** Reads the table and the hands again (after a hand ended, a refusal, or the clock ran out). */
  const reload = useCallback(async () => {
    const answer = await calls.state();
    if (!mounted.current) return;
    setState(answer);
    setReceivedAt(Date.now());
  }, [calls]);

  /** Runs one call that answers the table; a refusal is said and the table read again. */
  const run = useCallback(
    async (work: () => Promise<TableView>, after?: (view: TableView) => void) => {
      setBusy(true);
      setActionError(null);
      try {
        const view = await work();
        if (!mounted.current) return;
        setState((current) => (current ? { ...current, table: view.closed ? null : view } : current));
        setReceivedAt(Date.now());
        after?.(view);
        // A finished hand joins the history (the server records it): the list is read again.
        if (view.street === null) await reload();
      } catch (error) {
        if (!mounted.current) return;
        setActionError(failureText(error, t('table_action_failed')));
        await reload().catch(() => undefined);
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [reload, t],
  );

  const table = state?.table ?? null;
  const secondsLeft = useSecondsLeft(table, receivedAt);
  // The time bank ran out: the server plays the timeout on the next read.
  useEffect(() => {
    if (secondsLeft === 0) void reload().catch(() => undefined);
  }, [secondsLeft, reload]);

  if (loadError !== null && state === null) {
    return (
      <LoadFailed
        text={failureText(loadError, t('table_failed'))}
        onRetry={() => {
          setLoadError(null);
          setAttempt((value) => value + 1);
        }}
        testId="games.poker-table-failed"
      />
    );
  }
  if (state === null) {
    return (
      <div className={styles.loading} role="status">
        {t('webgame_loading')}
      </div>
    );
  }

  const { rules } = state;
  const blinds = t('table_blinds', { small: money(rules.small_blind), big: money(rules.big_blind) });
  const sessionHands = table ? state.hands.filter((hand) => hand.session_id === table.session_id) : [];

  if (!table) {
    return (
      <div className={styles.room}>
        <BuyIn
          rules={rules}
          blinds={blinds}
          busy={busy}
          error={actionError}
          cashedOut={cashedOut}
          onSit={(buyIn) =>
            void run(
              () => calls.sit(buyIn, TABLE_SEATS),
              () => {
                setCashedOut(null);
                casinoBus.emit('wallet:changed', { reason: 'poker-buy-in' });
              },
            )
          }
        />
      </div>
    );
  }

  const handOver = table.street === null;
  const playerSeat = table.seats.find((seat) => seat.you);
  const busted = handOver && (playerSeat?.stack ?? 0) === 0;
  const act = (action: PlayerAction) => void run(() => calls.act(action, table.action_count));
  const leave = () =>
    void run(
      () => calls.leave(),
      (view) => {
        setCashedOut(view.cash_out ?? 0);
        casinoBus.emit('wallet:changed', { reason: 'poker-cash-out' });
      },
    );

  return (
    <div className={styles.room} data-testid="games.poker-room" data-busy={busy}>
      <section className={styles.felt} aria-label={t('table_region')} data-testid="games.poker-table" data-street={table.street ?? 'over'}>
        <p className={styles.blinds}>
          {/* The table's own stakes: a player still seated at another poker game sees that table. */}
          {t('table_blinds', { small: money(table.small_blind), big: money(table.big_blind) })}
          {table.ante > 0 ? ` · ${t('table_ante', { amount: money(table.ante) })}` : ''}
        </p>
        <ul className={styles.seats} aria-label={t('table_players')}>
          {table.seats.map((seat, index) => (
            <Seat key={seat.seat} seat={seat} table={table} style={seatPosition(index, table.seats.length)} money={money} />
          ))}
        </ul>
        <div className={styles.center}>
          {handOver ? (
            <p className={styles.result} role="status" data-testid="games.poker-result">
              {table.last_hand ? handWinners(t, table.last_hand, money).join(' · ') : null}
            </p>
          ) : (
            <p className={styles.pot} data-testid="games.poker-pot">
              {t('table_pot', { amount: money(table.pot) })}
            </p>
          )}
          <div className={styles.board} role="group" aria-label={t('table_board')} data-testid="games.poker-board">
            {table.board.map((code) => (
              <PlayingCard key={code} code={code} />
            ))}
          </div>
        </div>
      </section>

      <section className={styles.controls} aria-label={t('table_actions')}>
        {actionError ? (
          <p className={styles.error} role="alert">
            {actionError}
          </p>
        ) : null}
        {table.legal ? (
          <>
            <div className={styles.turn}>
              <strong>{t('table_your_turn')}</strong>
              {secondsLeft !== null ? (
                <span className={styles.timer} role="timer" aria-label={t('table_timer')} data-testid="games.poker-timer">
                  <progress max={30} value={Math.min(30, secondsLeft)} aria-hidden="true" />
                  {t('table_seconds', { seconds: secondsLeft })}
                </span>
              ) : null}
            </div>
            <ActionBar key={table.action_count} table={table} legal={table.legal} busy={busy} money={money} onAct={act} />
          </>
        ) : null}
        <div className={styles.tableButtons}>
          {handOver && !busted ? (
            <Button disabled={busy} onClick={() => void run(() => calls.deal())}>
              {t('table_next_hand')}
            </Button>
          ) : null}
          <Button variant="ghost" disabled={busy} onClick={leave} title={handOver ? undefined : t('table_leaving_hand')}>
            {t('table_leave')}
          </Button>
        </div>
        {busted ? <Notice text={t('table_busted')} /> : null}
      </section>

      <section className={styles.history} aria-labelledby="poker-table-history">
        <h2 id="poker-table-history">{t('table_history')}</h2>
        <HandList hands={sessionHands} empty={t('table_history_empty')} testId="games.poker-history" />
      </section>
    </div>
  );
}

interface SeatProps {
  seat: TableSeat;
  table: TableView;
  style: CSSProperties;
  money: (raw: number) => string;
}

function Seat({ seat, table, style, money }: SeatProps) {
  const t = useGamesText();
  const name = seatName(t, seat.you ? PLAYER_ID : seat.name);
  const acting = table.to_act === seat.seat;
  const shown = table.street === null ? table.last_hand?.shown.find((entry) => entry.seat === seat.seat) : undefined;
  // A bot still in the hand holds its two cards face down until a showdown shows them.
  const hole = seat.hole.length > 0 ? seat.hole : !seat.folded && table.street !== null ? [0, 0] : [];
  return (
    <li
      className={`${styles.seat} ${seat.you ? styles.you : ''} ${seat.folded ? styles.folded : ''} ${acting ? styles.acting : ''}`}
      style={style}
      aria-current={acting ? 'true' : undefined}
      data-testid="games.poker-seat"
      data-seat={seat.seat}
    >
      <div className={styles.hole} role="group" aria-label={t('table_cards_of', { name })}>
        {hole.map((code, index) => (
          <PlayingCard key={`${index}-${code}`} code={code} size={seat.you ? 'large' : 'small'} />
        ))}
      </div>
      <div className={styles.plate}>
        <strong className={styles.seatName}>
          <span>{name}</span>
          {seat.button ? (
            <abbr className={styles.dealer} title={t('table_dealer')} aria-label={t('table_dealer')}>
              D
            </abbr>
          ) : null}
        </strong>
        <span className={styles.stack} data-testid="games.poker-stack">
          {money(seat.stack)}
        </span>
        {seat.folded ? <span className={styles.badge}>{t('table_folded')}</span> : null}
        {seat.all_in ? <span className={styles.badge}>{t('table_all_in_badge')}</span> : null}
        {shown ? <span className={styles.badge}>{categoryName(t, shown.category)}</span> : null}
      </div>
      {seat.bet > 0 ? <span className={styles.bet}>{t('table_seat_bet', { amount: money(seat.bet) })}</span> : null}
    </li>
  );
}

interface BuyInProps {
  rules: TableState['rules'];
  blinds: string;
  busy: boolean;
  error: string | null;
  cashedOut: number | null;
  onSit: (buyIn: number) => void;
}

/** Not seated: the table's stakes and the buy-in (the most a table allows by default, as the big rooms do). */
function BuyIn({ rules, blinds, busy, error, cashedOut, onSit }: BuyInProps) {
  const t = useGamesText();
  const { money } = useNumberFormat();
  const [buyIn, setBuyIn] = useState(rules.max_buy_in);
  const fixed = rules.min_buy_in === rules.max_buy_in;
  return (
    <section className={styles.buyIn} aria-labelledby="poker-buy-in" data-testid="games.poker-buy-in">
      {cashedOut !== null ? (
        <p className={styles.cashedOut} role="status" data-testid="games.poker-cashed-out">
          {t('table_cashed_out', { amount: money(cashedOut) })}
        </p>
      ) : null}
      <h2 id="poker-buy-in">{t('table_buy_in_title')}</h2>
      <p>
        {blinds}
        {rules.ante > 0 ? ` · ${t('table_ante', { amount: money(rules.ante) })}` : ''}
      </p>
      <p>
        {fixed
          ? t('table_fixed_stack', { amount: money(rules.max_buy_in) })
          : t('table_buy_in_range', { min: money(rules.min_buy_in), max: money(rules.max_buy_in) })}
      </p>
      <p className={styles.note}>{t('table_no_rake')}</p>
      {fixed ? null : (
        <label className={styles.slider}>
          <span className={styles.sliderLabel}>{t('table_buy_in')}</span>
          <input
            type="range"
            min={rules.min_buy_in}
            max={rules.max_buy_in}
            step={rules.big_blind}
            value={buyIn}
            disabled={busy}
            aria-valuetext={money(buyIn)}
            onChange={(event) => setBuyIn(Number(event.target.value))}
          />
          <output className={styles.amount}>{money(buyIn)}</output>
        </label>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button busy={busy} onClick={() => onSit(buyIn)} data-testid="games.poker-sit">
        {t('table_sit', { amount: money(buyIn) })}
      </Button>
    </section>
  );
}
