import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tab-strip.module.css';

export interface StripTab<K extends string | number> {
  key: K;
  title: ReactNode;
}

interface TabStripProps<K extends string | number> {
  tabs: readonly StripTab<K>[];
  active: K | undefined;
  onChange: (key: K) => void;
  /** Names the strip for screen readers when no heading does. */
  label?: string;
  className?: string;
  /** Ties each tab to the pane it shows (ids for `aria-controls`), when the strip has panes of its own. */
  panes?: {
    tabId: (index: number) => string;
    /** The pane's id while it is drawn; undefined before, as a tab must not point at a missing element. */
    paneId: (index: number) => string | undefined;
  };
}

/**
 * A row of tabs that switch what one list below shows: buttons with the tab roles, arrow keys between them,
 * the chosen one underlined by CSS. Unlike the UI kit's Tabs it measures nothing and animates nothing on
 * mount, so a page that opens on it draws it in its first frame (the kit's ink bar read the layout on mount,
 * a forced reflow on the live room's busiest render).
 */
export function TabStrip<K extends string | number>({
  tabs,
  active,
  onChange,
  label,
  className,
  panes,
}: TabStripProps<K>) {
  const strip = useRef<HTMLDivElement>(null);

  const moveTo = (index: number) => {
    const wrapped = (index + tabs.length) % tabs.length;
    const tab = tabs[wrapped];
    if (!tab) return;
    onChange(tab.key);
    const button = strip.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[wrapped];
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.key === active);
    const next =
      event.key === 'ArrowRight'
        ? current + 1
        : event.key === 'ArrowLeft'
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div
      ref={strip}
      role="tablist"
      aria-label={label}
      className={className ? `${styles.strip} ${className}` : styles.strip}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            id={panes?.tabId(index)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panes?.paneId(index)}
            tabIndex={selected || (active === undefined && tab === tabs[0]) ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => onChange(tab.key)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
