import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cx } from '../../internal/cx.js';
import { useScrollEdges } from '../../internal/scroll-edges.js';
import { scrollCue } from '../../internal/scroll-cue.css.js';
import * as styles from './Tabs.css.js';

/** One tab: its trigger label and its panel content. */
export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean | undefined;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Controlled selected value. */
  value?: string | undefined;
  /** Initially selected value when uncontrolled; defaults to the first item. */
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** Accessible name of the tab list (translated), e.g. "Đơn hàng". */
  label?: string | undefined;
  /** Tabs share the full width equally; for two or three short labels on phones. */
  stretch?: boolean | undefined;
  /**
   * Tabs that do not fit wrap onto a second row instead of scrolling sideways: every tab stays
   * in sight on a phone. For lists of more than three tabs that a user must find (settings).
   */
  wrap?: boolean | undefined;
  className?: string | undefined;
}

/**
 * Tabs from a list of items; arrow keys move between tabs (Radix roving focus). A strip that
 * scrolls sideways fades on the side that hides more tabs (`data-more-start` / `data-more-end`).
 */
export function Tabs({ items, value, defaultValue, onValueChange, label, stretch = false, wrap = false, className }: TabsProps) {
  const initial = value === undefined ? (defaultValue ?? items[0]?.value) : undefined;
  const strip = useScrollEdges<HTMLDivElement>(items.map((item) => item.value).join('\n'));
  return (
    <RadixTabs.Root
      className={cx(styles.root, className)}
      value={value}
      defaultValue={initial}
      onValueChange={onValueChange}
    >
      <RadixTabs.List ref={wrap ? undefined : strip.ref} className={cx(styles.list({ wrap }), wrap ? undefined : scrollCue)} aria-label={label} {...(wrap ? {} : strip.attributes)}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled ?? false}
            className={styles.trigger({ stretch, wrap })}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
