import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyFormat, promotionItemPrice, vnd, type ShopProductOption } from '@modavi/core';
import type { PromotionItemFields } from './promotion-fields';
import * as styles from '../../seller-shop/seller-shop.css';

export type TermKey = Exclude<keyof PromotionItemFields, 'product_id'>;

export interface PromotionItemRowProps {
  readonly product: ShopProductOption | undefined;
  readonly item: PromotionItemFields;
  /** A product of a running program keeps its discount and cap. */
  readonly locked: boolean;
  /** Draws one term's input (a form field of the row), labelled `label` and named for the product. */
  readonly field: (key: TermKey, label: string, accessibleName: string, extra: Record<string, unknown>) => ReactNode;
}

const numberOf = (text: string): number | null => (text.trim() === '' || !Number.isFinite(Number(text.replace(/[\s.,]/g, ''))) ? null : Number(text.replace(/[\s.,]/g, '')));

/** One product's terms in a program, with the price buyers will pay (core's promotionItemPrice). */
export function PromotionItemRow({ product, item, locked, field: draw }: PromotionItemRowProps) {
  const { t } = useTranslation();
  const name = product?.name ?? item.product_id;
  const price = product?.price ?? null;
  const percent = numberOf(item.discount_percent);
  const cap = numberOf(item.max_discount);
  const after =
    price !== null && percent !== null && percent > 0
      ? promotionItemPrice({
          product_id: item.product_id,
          price: vnd(price),
          discount_percent: Math.min(percent, 100),
          max_discount: cap === null ? null : vnd(cap),
          product_limit: 1,
        })
      : null;
  const field = (key: TermKey, label: string, extra: Record<string, unknown> = {}) =>
    draw(key, label, t('sellerMarketing.promotions.termOf', { term: label, name }), { inputMode: 'numeric', maxLength: 15, ...extra });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{name}</legend>
      <p className={styles.muted}>
        {price === null ? null : t('sellerMarketing.promotions.priceNow', { price: moneyFormat(price) })}
        {after === null ? null : ` · ${t('sellerMarketing.promotions.priceAfter', { price: moneyFormat(after) })}`}
      </p>
      <div className={styles.formGrid}>
        {field('discount_percent', t('sellerMarketing.promotions.discountPercent'), { disabled: locked })}
        {field('max_discount', t('sellerMarketing.promotions.maxDiscount'), { disabled: locked, hint: t('sellerMarketing.optional') })}
        {field('product_limit', t('sellerMarketing.promotions.productLimit'))}
        {field('purchase_limit_per_order', t('sellerMarketing.promotions.perOrder'), { hint: t('sellerMarketing.optional') })}
        {field('order_limit_per_user', t('sellerMarketing.promotions.perUser'), { hint: t('sellerMarketing.optional') })}
      </div>
    </fieldset>
  );
}
