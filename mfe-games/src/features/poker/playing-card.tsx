import { decodeCard, SUIT_SYMBOLS } from '@casino/shared-kernel/format';
import { useGamesText } from '../../app/games-text.ts';
import styles from './poker.module.css';

/**
 * One card drawn from its server code (spec 9: 18–30 spades, 34–46 hearts, 50–62 diamonds, 66–78
 * clubs, 81 and 82 the jokers). A code that is no card shows the card's back, never a crash.
 */
export function PlayingCard({ code }: { code: number }) {
  const t = useGamesText();
  const card = decodeCard(code);
  if (!card) {
    return <span className={`${styles.card} ${styles.back}`} role="img" aria-label={t('card_back')} data-code={code} />;
  }
  if (card.kind === 'joker') {
    const label = card.joker === 'big' ? t('card_big_joker') : t('card_small_joker');
    return (
      <span className={`${styles.card} ${card.joker === 'big' ? styles.red : ''}`} role="img" aria-label={label} data-code={code}>
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
    <span className={`${styles.card} ${red ? styles.red : ''}`} role="img" aria-label={`${card.rank}${symbol}`} data-code={code}>
      <span className={styles.rank} aria-hidden="true">
        {card.rank}
      </span>
      <span className={styles.pip} aria-hidden="true">
        {symbol}
      </span>
    </span>
  );
}
