import { issue, type ValidationIssue } from '../shared/validation.js';
import { campaignActions } from './campaign-actions.js';
import type { PromotionForm } from './promotion-form.js';
import { promotionStatus } from './promotion-program.js';
import { PROMOTION_FLASH_SALE_MAX_HOURS, PROMOTION_FLASH_SALE_MAX_MS, type PromotionType } from './promotion-type.js';
import type { SellerPromotion } from './seller-promotion.js';

export const PROMOTION_SELLER_CODES = [
  'PROMOTION.END_IN_PAST',
  'PROMOTION.NOT_EDITABLE',
  'PROMOTION.LOCKED_WHILE_RUNNING',
  'PROMOTION.PRODUCT_LIMIT_BELOW_SOLD',
  'PROMOTION.FLASH_SALE_TOO_LONG',
] as const;

/** What the seller's save is judged against: the server's now, the program's type and the stored program (null when new). */
export interface PromotionSellerFacts {
  readonly now: number;
  readonly type: PromotionType;
  readonly current: SellerPromotion | null;
}

const itemKey = (item: { readonly product_id: string; readonly variant_id?: string | null | undefined }) => `${item.product_id}|${item.variant_id ?? ''}`;

/**
 * The rules of a running program's change (spec silent): buyers have bought at its prices, so
 * its start and each existing product's discount and cap stay; a product that sold cannot leave
 * it; products may be added, limits moved, the end moved.
 */
function runningIssues(form: PromotionForm, current: SellerPromotion): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (form.start_time !== current.start_time) issues.push(issue('start_time', 'PROMOTION.LOCKED_WHILE_RUNNING'));
  const kept = new Map(form.items.map((item, index) => [itemKey(item), { item, index }]));
  for (const before of current.items) {
    const now = kept.get(itemKey(before));
    if (!now) {
      if (before.sold > 0) issues.push(issue('items', 'PROMOTION.LOCKED_WHILE_RUNNING'));
      continue;
    }
    if (now.item.discount_percent !== before.discount_percent) issues.push(issue(`items.${now.index}.discount_percent`, 'PROMOTION.LOCKED_WHILE_RUNNING'));
    if ((now.item.max_discount ?? null) !== (before.max_discount ?? null)) issues.push(issue(`items.${now.index}.max_discount`, 'PROMOTION.LOCKED_WHILE_RUNNING'));
  }
  return issues;
}

/**
 * What a shop's save of a valid program form (core's promotionFormValidate) still breaks: the
 * end must be after now; a flash sale lasts at most PROMOTION_FLASH_SALE_MAX_HOURS; an ended
 * program cannot change; a running one keeps its start and its products' terms; no product's
 * limit goes below the units already sold. Never throws.
 */
export function promotionSellerCheck(form: PromotionForm, facts: PromotionSellerFacts): ValidationIssue[] {
  const { current, now } = facts;
  const issues: ValidationIssue[] = [];
  if (current !== null) {
    const status = promotionStatus(current, now);
    if (!campaignActions(status).edit) return [issue('status', 'PROMOTION.NOT_EDITABLE')];
    if (status === 'running') issues.push(...runningIssues(form, current));
    const sold = new Map(current.items.map((item) => [itemKey(item), item.sold]));
    form.items.forEach((item, index) => {
      const units = sold.get(itemKey(item)) ?? 0;
      if (item.product_limit < units) issues.push(issue(`items.${index}.product_limit`, 'PROMOTION.PRODUCT_LIMIT_BELOW_SOLD', { min: units }));
    });
  }
  if (!(form.end_time > now)) issues.push(issue('end_time', 'PROMOTION.END_IN_PAST'));
  if (facts.type === 'flash_sale' && form.end_time - form.start_time > PROMOTION_FLASH_SALE_MAX_MS) {
    issues.push(issue('end_time', 'PROMOTION.FLASH_SALE_TOO_LONG', { max: PROMOTION_FLASH_SALE_MAX_HOURS }));
  }
  return issues;
}

/** What the seller's program routes answer beyond the form and the check above. */
export const PROMOTION_SHOP_CODES = [
  'PROMOTION.NOT_FOUND',
  'PROMOTION.NOT_RUNNING',
  'PROMOTION.DELETE_RUNNING',
  'PROMOTION.PRODUCT_NOT_IN_SHOP',
  'PROMOTION.PRODUCT_IN_OTHER_PROGRAM',
  'PROMOTION.IMAGE_NOT_UPLOADED',
] as const;
