import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './ui.css';

export interface TabItem<K extends string | number> {
  key: K;
  label: ReactNode;
  /** Shown but not selectable (e.g. 'My Discussions' for a guest); arrow keys skip it. */
  disabled?: boolean;
  /** Why it is disabled, read with the tab (an id of an element that says so). */
  describedBy?: string;
}

export interface TabsProps<K extends string | number> {
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  /** Content of the selected tab, rendered in the tab panel. */
  children?: ReactNode;
}

/** A tab list with arrow-key navigation (WAI-ARIA tabs pattern, automatic activation). */
export function Tabs<K extends string | number>({ items, selected, onSelect, label, children }: TabsProps<K>) {
  const baseId = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.key === selected),
  );

  const move = (index: number) => {
    const item = items[index];
    if (!item) return;
    onSelect(item.key);
    tabs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined || items[target]?.disabled) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div className="ui-tabs">
      <div className="ui-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={children !== undefined ? `${baseId}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              aria-describedby={item.describedBy}
              className={`ui-tabs__tab${isSelected ? ' ui-tabs__tab--selected' : ''}`}
              onClick={() => onSelect(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div className="ui-tabs__panel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selectedIndex}`}>
          {children}
        </div>
      )}
    </div>
  );
}
