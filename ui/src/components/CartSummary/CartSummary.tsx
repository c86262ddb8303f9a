import type { ReactNode } from 'react';
import { Button } from '../Button/Button.js';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { Price } from '../Price/Price.js';
import * as styles from './CartSummary.css.js';

export interface CartSummaryProps {
  selectAll: { readonly state: 'all' | 'some' | 'none'; readonly label: string; readonly onChange: (selected: boolean) => void };
  totalLabel: string;
  total: number;
  /** e.g. "2 sản phẩm đã chọn". */
  selectedText: string;
  /** The checkout button. */
  action: ReactNode;
  /** "Delete selected": disabled while nothing is ticked or a delete is on its way. */
  removeSelected?: { readonly label: string; readonly disabled: boolean; readonly onClick: () => void };
}

/** The cart's bottom bar: select all, delete selected, the total of the selected lines, and checkout. */
export function CartSummary({ selectAll, totalLabel, total, selectedText, action, removeSelected }: CartSummaryProps) {
  return (
    <div className={styles.root}>
      <Checkbox
        label={selectAll.label}
        checked={selectAll.state === 'some' ? 'indeterminate' : selectAll.state === 'all'}
        onCheckedChange={selectAll.onChange}
      />
      {removeSelected ? (
        <Button variant="ghost" size="sm" disabled={removeSelected.disabled} onClick={removeSelected.onClick}>
          {removeSelected.label}
        </Button>
      ) : null}
      <div className={styles.right}>
        <div className={styles.total} data-testid="cart-total">
          <span className={styles.totalLabel}>{totalLabel}</span>
          <Price amount={total} size="lg" />
          <span className={styles.hint}>{selectedText}</span>
        </div>
        {action}
      </div>
    </div>
  );
}
