import { decodeCard, SUIT_SYMBOLS, type Rank, type Suit } from '@casino/shared-kernel/format';
import type { GamesKey, GamesText } from '../../app/games-text.ts';
import { useGamesText } from '../../app/games-text.ts';
import styles from './poker.module.css';

const RANK_NAMES: Record<Rank, GamesKey> = {
  '2': 'card_rank_2',
  '3': 'card_rank_3',
  '4': 'card_rank_4',
  '5': 'card_rank_5',
  '6': 'card_rank_6',
  '7': 'card_rank_7',
  '8': 'card_rank_8',
  '9': 'card_rank_9',
  '10': 'card_rank_10',
  J: 'card_rank_j',
  Q: 'card_rank_q',
  K: 'card_rank_k',
  A: 'card_rank_a',
};

const SUIT_NAMES: Record<Suit, GamesKey> = {
  spades: 'card_suit_spades',
  hearts: 'card_suit_hearts',
  diamonds: 'card_suit_diamonds',
  clubs: 'card_suit_clubs',
};

/** A card's name as a person says it ("Ace of spades"), in the site's language; a code that is no card is a card face down. */
export function cardName(t: GamesText, code: number): string {
  const card = decodeCard(code);
  if (!card) return t('card_back');
  if (card.kind === 'joker') return card.joker === 'big' ? t('card_big_joker') : t('card_small_joker');
  return t('card_name', { rank: t(RANK_NAMES[card.rank]), suit: t(SUIT_NAMES[card.suit]) });
}

export interface PlayingCardProps {
  /** The server's card code; 0 (or any code that is no card) draws the card's back. */
  code: number;
  /** `small` for hand histories and bots' seats; `large` (default) for the table and the lobby, sized by the `--card-*` variables around it. */
  size?: 'small' | 'large';
}

/**
 * One card drawn from its server code (spec 9: 18–30 spades, 34–46 hearts, 50–62 diamonds, 66–78
 * clubs, 81 and 82 the jokers). A code that is no card shows the card's back, never a crash.
 */
export function PlayingCard({ code, size = 'large' }: PlayingCardProps) {
  const t = useGamesText();
  const card = decodeCard(code);
  const sized = size === 'small' ? styles.small : '';
  const label = cardName(t, code);
  if (!card) {
    return <span className={`${styles.card} ${styles.back} ${sized}`} role="img" aria-label={label} data-code={code} />;
  }
  if (card.kind === 'joker') {
    return (
      <span className={`${styles.card} ${card.joker === 'big' ? styles.red : ''} ${sized}`} role="img" aria-label={label} data-code={code}>
        <span className={styles.rank}>★</span>
        <span className={styles.joker} aria-hidden="true">
          JOKER
        </span>
      </span>
    );
  }
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  const symbol = SUIT_SYMBOLS[card.suit];
  return (
    <span className={`${styles.card} ${red ? styles.red : ''} ${sized}`} role="img" aria-label={label} data-code={code}>
      <span className={styles.rank} aria-hidden="true">
        {card.rank}
      </span>
      <span className={styles.pip} aria-hidden="true">
        {symbol}
      </span>
    </span>
  );
}
