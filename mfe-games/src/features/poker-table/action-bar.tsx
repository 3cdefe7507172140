import { useState } from 'react';
import { Button } from '@casino/shared-kernel/ui-core';
import type { GamesKey } from '../../app/games-text.ts';
import { useGamesText } from '../../app/games-text.ts';
import { betChoices, legalRaiseTo, POT_PRESETS, type PotPresetId } from './bet-amounts.ts';
import type { LegalActions, PlayerAction, TableView } from './table-api.ts';
import styles from './poker-table.module.css';

const PRESET_LABELS: Record<PotPresetId, GamesKey> = {
  half: 'table_preset_half',
  'three-quarters': 'table_preset_three_quarters',
  pot: 'table_preset_pot',
  'all-in': 'table_preset_all_in',
};

export interface ActionBarProps {
  table: Pick<TableView, 'seats' | 'pot' | 'small_blind'>;
  legal: LegalActions;
  /** An action is on its way: every button waits. */
  busy: boolean;
  money: (raw: number) => string;
  onAct: (action: PlayerAction) => void;
}

/**
 * The player's turn: Fold, Check or Call, and Bet/Raise with a slider and the pot-fraction presets
 * (½, ¾, pot, all-in) — only what the server says is legal, with the amounts it allows. Remount it
 * per decision (key by the hand's action count) so the slider starts at the minimum again.
 */
export function ActionBar({ table, legal, busy, money, onAct }: ActionBarProps) {
  const t = useGamesText();
  const choices = betChoices(table, legal);
  const [raiseTo, setRaiseTo] = useState(choices.raise?.min ?? 0);
  const raise = choices.raise;
  const to = raise ? legalRaiseTo(raiseTo, raise) : 0;

  return (
    <div className={styles.actionBar} role="group" aria-label={t('table_actions')} data-testid="games.poker-actions">
      {raise && choices.presets ? (
        <div className={styles.sizing}>
          <div className={styles.presets}>
            {POT_PRESETS.map(({ id }) => (
              <Button
                key={id}
                variant="ghost"
                className={styles.preset}
                disabled={busy}
                aria-pressed={to === choices.presets?.[id]}
                onClick={() => setRaiseTo(choices.presets?.[id] ?? raise.min)}
              >
                {t(PRESET_LABELS[id])}
              </Button>
            ))}
          </div>
          <label className={styles.slider}>
            <span className={styles.sliderLabel}>{t('table_amount')}</span>
            <input
              type="range"
              min={raise.min}
              max={raise.max}
              step={raise.step}
              value={to}
              disabled={busy}
              aria-valuetext={money(to)}
              onChange={(event) => {
                const value = Number(event.target.value);
                // The stack's end is one step away even when it is no multiple of the step.
                setRaiseTo(value > raise.max - raise.step ? raise.max : value);
              }}
            />
            <output className={styles.amount}>{money(to)}</output>
          </label>
        </div>
      ) : null}
      <div className={styles.buttons}>
        {choices.fold ? (
          <Button variant="secondary" disabled={busy} onClick={() => onAct({ action: 'fold' })}>
            {t('table_fold')}
          </Button>
        ) : null}
        {choices.check ? (
          <Button variant="secondary" disabled={busy} onClick={() => onAct({ action: 'check' })}>
            {t('table_check')}
          </Button>
        ) : choices.call > 0 ? (
          <Button variant="secondary" disabled={busy} onClick={() => onAct({ action: 'call' })}>
            {t('table_call', { amount: money(choices.call) })}
          </Button>
        ) : null}
        {raise ? (
          <Button disabled={busy} onClick={() => onAct(to === raise.max ? { action: 'all-in' } : { action: 'raise', to })}>
            {to === raise.max ? t('table_all_in', { amount: money(to) }) : t(choices.opening ? 'table_bet' : 'table_raise', { amount: money(to) })}
          </Button>
        ) : null}
        {choices.allIn > 0 ? (
          <Button disabled={busy} onClick={() => onAct({ action: 'all-in' })}>
            {t('table_all_in', { amount: money(choices.allIn) })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
