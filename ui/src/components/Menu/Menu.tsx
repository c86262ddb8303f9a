import type { ReactElement, ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import * as styles from './Menu.css.js';

/** One command of the menu. */
export interface MenuItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
  /** `danger` for destructive commands (log out, delete). */
  tone?: 'default' | 'danger' | undefined;
  disabled?: boolean | undefined;
}

export interface MenuProps {
  /** A single element (usually a Button) that opens the menu; it gets aria-haspopup and aria-expanded. */
  trigger: ReactElement;
  items: readonly MenuItem[];
  /** Non-interactive text at the top, e.g. the signed-in person's email. */
  heading?: ReactNode;
  /** Which edge of the trigger the menu lines up with. Default `end`. */
  align?: 'start' | 'end' | undefined;
}

/**
 * A drop-down list of commands (Radix DropdownMenu, the menu-button pattern): arrow keys move,
 * Enter selects, Escape closes and returns focus to the trigger. For navigation use links.
 */
export function Menu({ trigger, items, heading, align = 'end' }: MenuProps) {
  return (
    // Not modal and not portalled: the rest of the page stays in the accessibility tree (a
    // menu is not a dialog), and the list stays inside the trigger's landmark (the header).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content className={styles.content} align={align} sideOffset={6} collisionPadding={8}>
        {heading !== undefined ? <DropdownMenu.Label className={styles.heading}>{heading}</DropdownMenu.Label> : null}
        {items.map((item) => (
          <DropdownMenu.Item
            key={item.id}
            className={styles.item({ tone: item.tone ?? 'default' })}
            disabled={item.disabled ?? false}
            onSelect={item.onSelect}
          >
            {item.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
