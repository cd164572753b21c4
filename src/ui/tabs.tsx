// Controlled tabs: the parent owns the selected value. Follows the WAI-ARIA tabs pattern
// (role tablist/tab, aria-selected, roving tabindex, arrow keys, Home/End) so keyboard and screen
// reader users can switch them. Panels use tabPanelProps() to get the matching ids.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { List, Tab } from './tabs.styles';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Names the tab list for assistive technology. */
  ariaLabel: string;
  /** Prefix of the tab and panel ids; generated when left out. */
  idBase?: string;
  /** Tabs share the width equally (e.g. Sell/Buy pair). */
  stretch?: boolean;
  /**
   * False for tabs that switch a value and have no panel of their own (the ticket's Sell/Buy, the
   * chart's intervals): then no tab names a panel, since aria-controls must point at an element
   * that exists (axe, critical).
   */
  withPanels?: boolean;
  className?: string;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

/** Props for the element showing the selected tab's content. */
export const tabPanelProps = (idBase: string, value: string) => ({
  role: 'tabpanel' as const,
  id: panelId(idBase, value),
  'aria-labelledby': tabId(idBase, value),
});

export function Tabs<T extends string>({
  items,
  value,
  onChange,
  ariaLabel,
  idBase,
  stretch = false,
  withPanels = true,
  className,
}: TabsProps<T>) {
  const generatedId = useId();
  const base = idBase ?? generatedId;
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = enabled.findIndex((item) => item.value === value);
    const last = enabled.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next) || enabled.length === 0) return;
    event.preventDefault();
    const target = enabled[next[event.key]].value;
    onChange(target);
    buttons.current.get(target)?.focus();
  }

  return (
    <List
      role="tablist"
      aria-label={ariaLabel}
      $stretch={stretch}
      className={className}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <Tab
            key={item.value}
            ref={(node) => {
              if (node) buttons.current.set(item.value, node);
              else buttons.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={tabId(base, item.value)}
            aria-selected={selected}
            // Only the selected tab's panel is rendered, so only that tab may point at it.
            aria-controls={withPanels && selected ? panelId(base, item.value) : undefined}
            tabIndex={selected ? 0 : -1}
            disabled={item.disabled}
            $selected={selected}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </Tab>
        );
      })}
    </List>
  );
}
