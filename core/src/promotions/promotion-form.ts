import { vnd } from '../money/money.js';
import { moneyFormat } from '../money/money-format.js';
import { ok, err } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { isCount, percentOf } from './amounts.js';
import { fieldMissing, fieldNumber, fieldRecord, fieldText, type FieldRecord } from '../format/field-read.js';
import { textLength } from '../format/text.js';
import type { PromotionItem, PromotionProgram } from './promotion-program.js';

/** Spec section 5 and 9. */
export const PROMOTION_NAME_MAX = 150;
export const PROMOTION_DESCRIPTION_MAX = 150;
export const PROMOTION_DISCOUNT_MAX_PERCENT = 80;
export const PROMOTION_LIMIT_MIN = 1;

/**
 * Two readings of "max discount above 0 and not above the discount value rule":
 * - 'discount_amount': the cap may not exceed what the item's own percentage takes off its
 *   price (a cap above that never applies, so it is almost surely a typing mistake);
 * - 'discount_ceiling': the cap may not exceed the most any promotion may take off, 80% of
 *   the price.
 * We take 'discount_amount': it is the literal "not above the discount value", and it also
 * implies the other, since the percentage itself is at most 80%.
 */
export type PromotionMaxDiscountReading = 'discount_amount' | 'discount_ceiling';
export const PROMOTION_MAX_DISCOUNT_READING: PromotionMaxDiscountReading = 'discount_amount';

const MAX_DISCOUNT_BOUND: Readonly<Record<PromotionMaxDiscountReading, (price: number, percent: number) => number>> = {
  discount_amount: (price, percent) => percentOf(price, percent),
  discount_ceiling: (price) => percentOf(price, PROMOTION_DISCOUNT_MAX_PERCENT),
};

/** The largest max discount a seller may set on an item of `price` at `percent` off. */
export const promotionMaxDiscountBound = (price: number, percent: number): number =>
  MAX_DISCOUNT_BOUND[PROMOTION_MAX_DISCOUNT_READING](price, percent);

/** What a seller submits for a program: the program without server-owned fields. */
export type PromotionForm = Omit<PromotionProgram, '_id' | 'shop_id' | 'ended_early' | 'deleted'>;

export const PROMOTION_FORM_CODES = [
  'PROMOTION.REQUIRED',
  'PROMOTION.NAME_TOO_LONG',
  'PROMOTION.DESCRIPTION_TOO_LONG',
  'PROMOTION.END_BEFORE_START',
  'PROMOTION.PRODUCTS_REQUIRED',
  'PROMOTION.PRODUCT_DUPLICATE',
  'PROMOTION.DISCOUNT_RANGE',
  'PROMOTION.MAX_DISCOUNT_POSITIVE',
  'PROMOTION.MAX_DISCOUNT_ABOVE_DISCOUNT',
  'PROMOTION.LIMIT_INVALID',
  'PROMOTION.PRODUCT_LIMIT_INVALID',
  'PROMOTION.PRODUCT_LIMIT_BELOW_ORDER_LIMIT',
] as const;
type PromotionFormCode = (typeof PROMOTION_FORM_CODES)[number];
type Add = (field: string, code: PromotionFormCode, params?: Record<string, string | number>) => void;

/**
 * One item's rules. "Product limit not below the order limit" compares units with units, so
 * the order limit it means is the purchase limit per order, not the count of orders per user.
 */
function itemValidate(fields: FieldRecord, path: string, add: Add): PromotionItem | undefined {
  const read = (key: string): unknown => fields[key];
  let failed = false;
  const addHere: Add = (field, code, params) => {
    failed = true;
    add(`${path}.${field}`, code, params);
  };

  const productId = fieldText(read('product_id'));
  if (productId === '') addHere('product_id', 'PROMOTION.REQUIRED');
  const variantId = fieldText(read('variant_id')) || null;

  const price = fieldNumber(read('price'));
  if (price === null || price <= 0) addHere('price', 'PROMOTION.REQUIRED');

  const percent = fieldNumber(read('discount_percent'));
  if (fieldMissing(read('discount_percent'))) addHere('discount_percent', 'PROMOTION.REQUIRED');
  else if (!(percent !== null && percent > 0 && percent <= PROMOTION_DISCOUNT_MAX_PERCENT)) {
    addHere('discount_percent', 'PROMOTION.DISCOUNT_RANGE', { max: PROMOTION_DISCOUNT_MAX_PERCENT });
  }

  let maxDiscount: number | null = null;
  if (!fieldMissing(read('max_discount'))) {
    maxDiscount = fieldNumber(read('max_discount')) ?? 0;
    if (!(maxDiscount > 0)) addHere('max_discount', 'PROMOTION.MAX_DISCOUNT_POSITIVE');
    else if (price !== null && percent !== null && maxDiscount > promotionMaxDiscountBound(price, percent)) {
      addHere('max_discount', 'PROMOTION.MAX_DISCOUNT_ABOVE_DISCOUNT', { max: moneyFormat(promotionMaxDiscountBound(price, percent)) });
    }
  }

  const optionalLimit = (key: string): number | null => {
    if (fieldMissing(read(key))) return null;
    const limit = fieldNumber(read(key));
    if (!isCount(limit, PROMOTION_LIMIT_MIN)) addHere(key, 'PROMOTION.LIMIT_INVALID', { min: PROMOTION_LIMIT_MIN });
    return limit;
  };
  const perOrder = optionalLimit('purchase_limit_per_order');
  const ordersPerUser = optionalLimit('order_limit_per_user');

  const productLimit = fieldNumber(read('product_limit'));
  if (fieldMissing(read('product_limit'))) addHere('product_limit', 'PROMOTION.REQUIRED');
  else if (!isCount(productLimit, PROMOTION_LIMIT_MIN)) {
    addHere('product_limit', 'PROMOTION.PRODUCT_LIMIT_INVALID', { min: PROMOTION_LIMIT_MIN });
  } else if (perOrder !== null && productLimit < perOrder) {
    addHere('product_limit', 'PROMOTION.PRODUCT_LIMIT_BELOW_ORDER_LIMIT', { min: perOrder });
  }

  if (failed || productId === '' || price === null || percent === null) return undefined;
  return {
    product_id: productId,
    variant_id: variantId,
    price: vnd(price),
    discount_percent: percent,
    max_discount: maxDiscount === null ? null : vnd(maxDiscount),
    purchase_limit_per_order: perOrder,
    product_limit: productLimit ?? PROMOTION_LIMIT_MIN,
    order_limit_per_user: ordersPerUser,
  };
}

/**
 * Checks a promotion program form and lists every issue: name required, at most 150
 * characters; description at most 150; start and end required, end after start; at least one
 * product, none twice; per product a price, a discount above 0 and at most 80%, an optional
 * max discount above 0 and not above the item's discount (PROMOTION_MAX_DISCOUNT_READING),
 * optional per-order and per-user limits of at least 1, and a product limit of at least 1 and
 * not below the per-order limit. Never throws.
 */
export function promotionFormValidate(input: unknown): Validation<PromotionForm> {
  const fields = fieldRecord(input);
  const read = (key: string): unknown => fields[key];
  const issues: ValidationIssue[] = [];
  const add: Add = (field, code, params) => issues.push(issue(field, code, params));

  const name = fieldText(read('name'));
  if (name === '') add('name', 'PROMOTION.REQUIRED');
  else if (textLength(name) > PROMOTION_NAME_MAX) add('name', 'PROMOTION.NAME_TOO_LONG', { max: PROMOTION_NAME_MAX });

  const description = fieldText(read('description')) || null;
  if (description !== null && textLength(description) > PROMOTION_DESCRIPTION_MAX) {
    add('description', 'PROMOTION.DESCRIPTION_TOO_LONG', { max: PROMOTION_DESCRIPTION_MAX });
  }

  const start = fieldNumber(read('start_time'));
  const end = fieldNumber(read('end_time'));
  if (start === null) add('start_time', 'PROMOTION.REQUIRED');
  if (end === null) add('end_time', 'PROMOTION.REQUIRED');
  else if (start !== null && !(end > start)) add('end_time', 'PROMOTION.END_BEFORE_START');

  const rawItems = read('items');
  // Array.from turns holes into undefined, so a sparse list reports its missing items.
  const itemList: readonly unknown[] = Array.isArray(rawItems) ? Array.from(rawItems as unknown[]) : [];
  if (itemList.length === 0) add('items', 'PROMOTION.PRODUCTS_REQUIRED');
  const items: PromotionItem[] = [];
  const seen = new Set<string>();
  itemList.forEach((raw, index) => {
    const item = itemValidate(fieldRecord(raw), `items.${index}`, add);
    if (item === undefined) return;
    const key = `${item.product_id}|${item.variant_id ?? ''}`;
    if (seen.has(key)) add(`items.${index}.product_id`, 'PROMOTION.PRODUCT_DUPLICATE');
    seen.add(key);
    items.push(item);
  });

  if (issues.length > 0) return err(issues);
  return ok({
    name,
    cover_image: fieldText(read('cover_image')) || null,
    description,
    start_time: Math.floor(start ?? 0),
    end_time: Math.floor(end ?? 0),
    items,
  });
}
