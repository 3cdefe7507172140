import styles from './filter-chips.module.css';

export interface FilterOption {
  key: string;
  label: string;
  count?: number;
}

/**
 * A row of filter chips (a provider, a kind of news): "All" then each option; one is pressed.
 * Toggle buttons in a labelled group, so a screen reader says which filter is on.
 */
export function FilterChips({
  label,
  allLabel,
  options,
  selected,
  onSelect,
  testId,
}: {
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  selected: string | null;
  onSelect: (key: string | null) => void;
  testId?: string;
}) {
  return (
    <div className={styles.chips} role="group" aria-label={label} data-testid={testId}>
      <button type="button" className={styles.chip} aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {allLabel}
      </button>
      {options.map((option) => (
        <button key={option.key} type="button" className={styles.chip} aria-pressed={selected === option.key} onClick={() => onSelect(option.key)}>
          {option.label}
          {option.count !== undefined ? <span className={styles.count}>{option.count}</span> : null}
        </button>
      ))}
    </div>
  );
}
