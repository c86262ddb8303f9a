import type { ReactNode } from 'react';
import { MinusIcon } from '../../internal/icons.js';
import { cx } from '../../internal/cx.js';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { Button } from '../Button/Button.js';
import { Price, type PriceProps } from '../Price/Price.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.js';
import * as styles from './CartLineRow.css.js';

export interface CartLineRowProps {
  name: string;
  image: string | undefined;
  /** e.g. "Phân loại: Đỏ | M"; null when the product has no variants. */
  variantText: string | null;
  unitPrice: number;
  unitPriceOriginal: number | null;
  quantity: number;
  /** The bounds the app took from core (`CART_QUANTITY_MIN`, `cartQuantityMax` of the line's stock). */
  quantityBounds: { readonly min: number; readonly max: number };
  selected: boolean;
  /** False for lines of the invalid groups: no selection, no quantity change. */
  available: boolean;
  renderLink: (props: { className: string; children: ReactNode }) => ReactNode;
  onSelectedChange: (selected: boolean) => void;
  /** The quantity asked for, unbounded: the app bounds it with core's `cartQuantityClamp`. */
  onQuantityChange: (requested: number) => void;
  onDelete: () => void;
  labels: {
    select: string;
    quantity: string;
    decrease: string;
    increase: string;
    delete: string;
    deleteLine: string;
    price?: PriceProps['saleLabel'];
    original?: PriceProps['originalLabel'];
  };
  busy?: boolean | undefined;
}

/** One cart line: tick, picture, name, variant, unit price, quantity and delete. */
export function CartLineRow(props: CartLineRowProps) {
  const { labels } = props;
  return (
    <li className={cx(styles.root, !props.available && styles.dimmed)}>
      <Checkbox
        label={<VisuallyHidden>{labels.select}</VisuallyHidden>}
        checked={props.available && props.selected}
        disabled={!props.available}
        onCheckedChange={props.onSelectedChange}
      />
      {props.image !== undefined ? <img className={styles.image} src={props.image} alt="" /> : <span />}
      <div className={styles.body}>
        {props.renderLink({ className: styles.name, children: props.name })}
        {props.variantText !== null ? <p className={styles.variant}>{props.variantText}</p> : null}
        <Price amount={props.unitPrice} original={props.unitPriceOriginal} size="md" saleLabel={labels.price} originalLabel={labels.original} />
        <div className={styles.controls}>
          <QuantityStepper
            value={props.quantity}
            min={props.quantityBounds.min}
            max={props.quantityBounds.max}
            onChange={props.onQuantityChange}
            label={labels.quantity}
            decreaseLabel={labels.decrease}
            increaseLabel={labels.increase}
            disabled={!props.available || props.busy === true}
            size="sm"
          />
          <Button variant="ghost" size="sm" onClick={props.onDelete} aria-label={labels.deleteLine} icon={<MinusIcon aria-hidden />}>
            {labels.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}
