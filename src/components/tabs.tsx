import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

/**
 * A WAI-ARIA tablist: arrow keys, Home and End move between tabs (and select them), only the
 * selected tab is in the Tab order. The caller renders the panel with `tabPanelProps(idBase, key)`.
 */
export function Tabs<K extends string>({ idBase, items, selected, onSelect, label }: { idBase: string; items: readonly TabItem<K>[]; selected: K; onSelect(key: K): void; label: string }) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = items.findIndex((i) => i.key === selected);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const item = items[(next + items.length) % items.length]!;
    onSelect(item.key);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${item.key}"]`)?.focus();
  };
  return (
    <div ref={list} className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          id={`${idBase}-tab-${item.key}`}
          data-tab={item.key}
          aria-selected={item.key === selected}
          aria-controls={`${idBase}-panel-${item.key}`}
          tabIndex={item.key === selected ? 0 : -1}
          className={item.key === selected ? styles.tabOn : styles.tab}
          onClick={() => onSelect(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** The props of the panel a tab controls. */
export function tabPanelProps(idBase: string, key: string) {
  return { role: 'tabpanel', id: `${idBase}-panel-${key}`, 'aria-labelledby': `${idBase}-tab-${key}` } as const;
}
