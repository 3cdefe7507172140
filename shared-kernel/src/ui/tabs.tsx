import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

/** One tab and the panel it shows. */
export interface TabItem {
  /** Stable key of the tab; what `selectedId` and `onSelect` speak in. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. "Game categories". */
  label: string;
  items: readonly TabItem[];
  /** The selected tab when the parent controls it; leave out to let Tabs keep it. */
  selectedId?: string;
  /** The first selected tab when uncontrolled; the first enabled tab by default. */
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  /** Namespaced test id of the tab list's container. */
  testId?: string;
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop for the whole list (roving
 * tabindex); Left and Right arrows move and select, wrapping around; Home and End jump to the ends;
 * disabled tabs are skipped. Only the selected panel is mounted, so a tab's content (and what it
 * loads) waits until it is chosen.
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelect, testId, className }: TabsProps) {
  const baseId = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? enabled[0]?.id);
  const selected = selectedId ?? ownSelected;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwnSelected(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = enabled.findIndex((item) => item.id === selected);
    const last = enabled.length - 1;
    const target = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : enabled[target];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const selectedItem = items.find((item) => item.id === selected);

  return (
    <div className={[styles.tabs, className ?? ''].filter(Boolean).join(' ')} data-testid={testId}>
      <div className={styles.list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selectedItem ? (
        <div className={styles.panel} role="tabpanel" id={panelId(selectedItem.id)} aria-labelledby={tabId(selectedItem.id)} tabIndex={0}>
          {selectedItem.content}
        </div>
      ) : null}
    </div>
  );
}
