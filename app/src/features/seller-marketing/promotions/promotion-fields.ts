import { DAY_MS, MINUTE_MS, priceParse, promotionFormValidate, type SellerPromotion, type ValidationIssue } from '@modavi/core';
import { dateTimeInputMs, dateTimeInputOf } from '../date-time-input';

/** One product's terms as the inputs hold them. */
export interface PromotionItemFields {
  product_id: string;
  discount_percent: string;
  max_discount: string;
  purchase_limit_per_order: string;
  product_limit: string;
  order_limit_per_user: string;
}

export interface PromotionFields {
  name: string;
  cover_image: string;
  description: string;
  start_time: string;
  end_time: string;
  items: PromotionItemFields[];
}

/** A new program's length until the seller says otherwise: a week for a discount program, two hours for a flash sale (spec silent). */
export const PROMOTION_DEFAULT_LENGTH_MS = { discount: 7 * DAY_MS, flash_sale: 2 * 60 * MINUTE_MS } as const;

const text = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** A product's row when the seller adds it: a discount to type, no limits but its stock. */
export const promotionItemFieldsNew = (productId: string): PromotionItemFields => ({
  product_id: productId,
  discount_percent: '',
  max_discount: '',
  purchase_limit_per_order: '',
  product_limit: '',
  order_limit_per_user: '',
});

export function promotionFieldsOf(program: SellerPromotion | undefined, type: keyof typeof PROMOTION_DEFAULT_LENGTH_MS, now: number): PromotionFields {
  // The minute already begun: a campaign made now starts at once (the next whole minute would leave it upcoming for up to a minute).
  const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return {
    name: program?.name ?? '',
    cover_image: program?.cover_image ?? '',
    description: program?.description ?? '',
    start_time: dateTimeInputOf(program?.start_time ?? start),
    end_time: dateTimeInputOf(program?.end_time ?? start + PROMOTION_DEFAULT_LENGTH_MS[type]),
    items: (program?.items ?? []).map((item) => ({
      product_id: item.product_id,
      discount_percent: text(item.discount_percent),
      max_discount: text(item.max_discount),
      purchase_limit_per_order: text(item.purchase_limit_per_order),
      product_limit: text(item.product_limit),
      order_limit_per_user: text(item.order_limit_per_user),
    })),
  };
}

const whole = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));
const money = (value: string): number | null => (value.trim() === '' ? null : priceParse(value));

/** Core's issue paths ('items.0.product_limit') as TanStack Form names its array fields ('items[0].product_limit'). */
const formPath = (found: ValidationIssue): ValidationIssue => ({ ...found, field: found.field.replace(/\.(\d+)(?=\.|$)/g, '[$1]') });

/**
 * Core's promotionFormValidate on the fields, each product at its price now (`prices`), numbers
 * read from their text, times as Vietnamese time (an unchanged one kept to the second). The
 * server runs the same rule on the product's stored price.
 */
export function promotionFieldsChecked(fields: PromotionFields, prices: ReadonlyMap<string, number>, program: SellerPromotion | undefined) {
  const result = promotionFormValidate({
    ...fields,
    start_time: dateTimeInputMs(fields.start_time, program?.start_time ?? null),
    end_time: dateTimeInputMs(fields.end_time, program?.end_time ?? null),
    items: fields.items.map((item) => ({
      product_id: item.product_id,
      variant_id: null,
      price: prices.get(item.product_id) ?? null,
      discount_percent: whole(item.discount_percent),
      max_discount: money(item.max_discount),
      purchase_limit_per_order: whole(item.purchase_limit_per_order),
      product_limit: whole(item.product_limit),
      order_limit_per_user: whole(item.order_limit_per_user),
    })),
  });
  return result.ok ? result : { ...result, error: result.error.map(formPath) };
}
