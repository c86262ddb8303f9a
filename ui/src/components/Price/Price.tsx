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
  /** Text of the discount chip, e.g. (p) => `-${p}%`. The chip shows only when given and discounted. */
  discountText?: ((percent: number) => string) | undefined;
  /** Passed to core `moneyFormat` (currency mark, Singapore prefix). */
  format?: MoneyFormatOptions | undefined;
  /** `sm` on cards, `md` in the cart, `lg` on the product page. Default `md`. */
  size?: 'sm' | 'md' | 'lg' | undefined;
  className?: string | undefined;
}

/** Whole-percent discount, never shown as 0% for a tiny reduction. */
export const discountPercent = (amount: number, original: number): number =>
  original > amount && original > 0 ? Math.max(1, Math.round(((original - amount) / original) * 100)) : 0;

/** A price in dong: sale price, the struck-through original when higher, and an optional discount chip. */
export function Price({ amount, original, saleLabel, originalLabel, discountText, format = {}, size = 'md', className }: PriceProps) {
  const discounted = original !== undefined && original !== null && original > amount;
  const percent = discounted ? discountPercent(amount, original) : 0;
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
      {discounted && discountText ? (
        <span className={styles.chip} data-part="discount">
          {discountText(percent)}
        </span>
      ) : null}
    </span>
  );
}
