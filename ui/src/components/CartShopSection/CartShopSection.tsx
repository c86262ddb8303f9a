import type { ReactNode } from 'react';
import { useId } from 'react';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { Heading } from '../Heading/Heading.js';
import { Price } from '../Price/Price.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './CartShopSection.css.js';

export interface CartShopSectionProps {
  shopName: string;
  /** `CartLineRow`s of this shop. */
  children: ReactNode;
  /** Shop-level tick; omitted for the invalid lines' groups. */
  selection?: {
    readonly state: 'all' | 'some' | 'none';
    readonly label: string;
    readonly onChange: (selected: boolean) => void;
  };
  /** The shop's total of selected lines, with its label; omitted for invalid groups. */
  total?: { readonly label: string; readonly amount: number };
  /** The shop's best discount on the selected lines (core's cartPayable), shown above the total when there is one. */
  discount?: { readonly label: string; readonly amount: number } | null;
}

/** A shop's group of cart lines, as the spec groups the cart per shop. */
export function CartShopSection({ shopName, children, selection, total, discount }: CartShopSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        {selection ? (
          <Checkbox
            label={<VisuallyHidden>{selection.label}</VisuallyHidden>}
            checked={selection.state === 'some' ? 'indeterminate' : selection.state === 'all'}
            onCheckedChange={selection.onChange}
          />
        ) : null}
        <Heading level={2} size="item" id={headingId}>
          {shopName}
        </Heading>
      </div>
      <ul className={styles.lines}>{children}</ul>
      {discount ? (
        <div className={styles.footer} data-testid="cart-shop-discount">
          <span>{discount.label}</span>
          <Price amount={discount.amount} size="md" />
        </div>
      ) : null}
      {total ? (
        <div className={styles.footer} data-testid="cart-shop-total">
          <span>{total.label}</span>
          <Price amount={total.amount} size="md" />
        </div>
      ) : null}
    </section>
  );
}
