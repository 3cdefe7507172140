import type { ReactNode } from 'react';
import { useGamesText } from './games-text.ts';
import { useNumberFormat } from './money.ts';
import styles from './bets-table.module.css';

/** What a bet paid back per unit staked (0 for a bet of nothing). */
export const betMultiplier = ({ bet_amount, win_amount }: { bet_amount: number; win_amount: number }) => (bet_amount > 0 ? win_amount / bet_amount : 0);

/**
 * A table of bets, as the game detail's latest bets and the game record show them: the caller's
 * leading columns, then bet, multiplier and win ({@link BetAmountCells} in each row).
 */
export function BetsTable({ leading, children, testId }: { leading: ReactNode; children: ReactNode; testId?: string }) {
  const t = useGamesText();
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            {leading}
            <th scope="col" className={styles.number}>
              {t('bets_bet')}
            </th>
            <th scope="col" className={styles.number}>
              {t('bets_multiplier')}
            </th>
            <th scope="col" className={styles.number}>
              {t('bets_win')}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A bet's amount, multiplier and win, the last three cells of a {@link BetsTable} row. */
export function BetAmountCells({ bet }: { bet: { bet_amount: number; win_amount: number } }) {
  const { money, times } = useNumberFormat();
  return (
    <>
      <td className={styles.number}>{money(bet.bet_amount)}</td>
      <td className={styles.number}>{times(betMultiplier(bet))}</td>
      <td className={`${styles.number} ${bet.win_amount > 0 ? styles.win : ''}`}>{money(bet.win_amount)}</td>
    </>
  );
}
