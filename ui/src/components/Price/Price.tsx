import { moneyFormat, type MoneyFormatOptions, type Vnd } from '@modavi/core';
import { cx } from '../../internal/cx.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import * as styles from './Price.css.js';

export interface PriceProps {
  /** The price the buyer pays. */
  amount: Vnd | number;
  /** The price before discount; shown struck through only when higher than `amount`. */
  original?: Vnd | number | null | undefined;
  /**
   * Screen-reader prefix for the sale price, e.g. "Giá bán". Rendered as visually hidden text:
   * ARIA forbids aria-label on plain text elements and on `<s>`, and axe flags it.
   */
  saleLabel?: string | undefined;
  /** Screen-reader prefix for the struck price, e.g. "Giá gốc"; strikethrough is not announced. */
  originalLabel?: string | undefined;
  /** The discount as a whole percent, core's `priceDiscountPercent` of the two prices; the chip shows only when above 0. */
  discountPercent?: number | undefined;
  /** Text of the discount chip, e.g. (p) => `-${p}%`. The chip shows only when given with a discount. */
  discountText?: ((percent: number) => string) | undefined;
  /** Passed to core `moneyFormat` (currency mark, Singapore prefix). */
  format?: MoneyFormatOptions | undefined;
  /** `sm` on cards, `md` in the cart, `lg` on the product page. Default `md`. */
  size?: 'sm' | 'md' | 'lg' | undefined;
  className?: string | undefined;
}

/** A price in dong: sale price, the struck-through original when higher, and an optional discount chip. */
export function Price({ amount, original, saleLabel, originalLabel, discountPercent = 0, discountText, format = {}, size = 'md', className }: PriceProps) {
  const discounted = original !== undefined && original !== null && original > amount;
  // Trailing space so screen readers do not run the label into the number.
  const salePrefix = saleLabel ? `${saleLabel} ` : null;
  const originalPrefix = originalLabel ? `${originalLabel} ` : null;

  return (
    <span className={cx(styles.root, className)}>
      <span className={styles.sale({ size })} data-part="sale">
        {salePrefix ? <VisuallyHidden>{salePrefix}</VisuallyHidden> : null}
        {moneyFormat(amount, format)}
      </span>
      {discounted ? (
        <s className={styles.original({ size })} data-part="original">
          {originalPrefix ? <VisuallyHidden>{originalPrefix}</VisuallyHidden> : null}
          {moneyFormat(original, format)}
        </s>
      ) : null}
      {discounted && discountText && discountPercent > 0 ? (
        <span className={styles.chip} data-part="discount">
          {discountText(discountPercent)}
        </span>
      ) : null}
    </span>
  );
}
