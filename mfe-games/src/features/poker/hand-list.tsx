import type { GamesKey, GamesText } from '../../app/games-text.ts';
import { useGamesText } from '../../app/games-text.ts';
import { useNumberFormat } from '../../app/money.ts';
import { PLAYER_ID, type HandCategory, type HandRecord, type PlayedHand } from './hand-types.ts';
import { PlayingCard } from './playing-card.tsx';
import styles from './hand-list.module.css';

const CATEGORY_NAMES: Record<HandCategory, GamesKey> = {
  'high-card': 'hand_high_card',
  pair: 'hand_pair',
  'two-pair': 'hand_two_pair',
  'three-of-a-kind': 'hand_three_of_a_kind',
  straight: 'hand_straight',
  flush: 'hand_flush',
  'full-house': 'hand_full_house',
  'four-of-a-kind': 'hand_four_of_a_kind',
  'straight-flush': 'hand_straight_flush',
};

/** A made hand's name ("Two pair") in the site's language. */
export const categoryName = (t: GamesText, category: HandCategory): string => t(CATEGORY_NAMES[category] ?? 'hand_high_card');

/** A seat's name as the table shows it: "You" for the player, "Bot 3" for the server's `bot3`. */
export function seatName(t: GamesText, id: string): string {
  if (id === PLAYER_ID) return t('table_you');
  const number = /^bot(\d+)$/.exec(id)?.[1];
  return number === undefined ? id : t('table_bot', { number });
}

/** Who took chips from a finished hand, and with what when it was shown down: "You won ₹2.00 (Flush)". */
export function handWinners(t: GamesText, hand: HandRecord, money: (raw: number) => string): string[] {
  return hand.seats
    .filter((seat) => (hand.won[String(seat.seat)] ?? 0) > 0)
    .map((seat) => {
      const amount = money(hand.won[String(seat.seat)] ?? 0);
      const text = seat.id === PLAYER_ID ? t('table_you_won', { amount }) : t('table_won', { name: seatName(t, seat.id), amount });
      const shown = hand.shown.find((entry) => entry.seat === seat.seat);
      return shown ? `${text} · ${categoryName(t, shown.category)}` : text;
    });
}

/** A signed amount: "+₹1.50", "−₹1.00", "₹0.00". */
export function signedMoney(money: (raw: number) => string, raw: number): string {
  if (raw > 0) return `+${money(raw)}`;
  if (raw < 0) return `−${money(-raw)}`;
  return money(0);
}

/**
 * Played hands, newest first: the number, the player's result, their cards, the board and who won.
 * The table's history and `/poker`'s last hands are this one list.
 */
export function HandList({ hands, empty, testId }: { hands: readonly PlayedHand[]; empty: string; testId: string }) {
  const t = useGamesText();
  const { money } = useNumberFormat();
  if (hands.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ol className={styles.hands} data-testid={testId}>
      {hands.map(({ id, net, hand }) => {
        const mine = hand.seats.find((seat) => seat.id === PLAYER_ID);
        return (
          <li key={id} className={styles.hand} data-testid="games.poker-hand" data-net={net}>
            <div className={styles.head}>
              <strong>{t('table_hand_number', { number: id })}</strong>
              <span className={net > 0 ? styles.won : net < 0 ? styles.lost : undefined}>{t('table_net', { amount: signedMoney(money, net) })}</span>
            </div>
            <div className={styles.cards}>
              <span role="group" aria-label={t('table_cards_of', { name: t('table_you') })} className={styles.group}>
                {(mine?.hole ?? []).map((code) => (
                  <PlayingCard key={code} code={code} size="small" />
                ))}
              </span>
              {hand.board.length > 0 ? (
                <span role="group" aria-label={t('table_board')} className={styles.group}>
                  {hand.board.map((code) => (
                    <PlayingCard key={code} code={code} size="small" />
                  ))}
                </span>
              ) : null}
            </div>
            <p className={styles.result}>{handWinners(t, hand, money).join(' · ')}</p>
          </li>
        );
      })}
    </ol>
  );
}
