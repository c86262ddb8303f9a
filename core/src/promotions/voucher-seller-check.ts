import { issue, type ValidationIssue } from '../shared/validation.js';
import { campaignActions } from './campaign-actions.js';
import type { VoucherForm } from './voucher-form.js';
import { voucherStatus, type Voucher } from './voucher.js';
import type { VoucherUsageFigures } from './seller-voucher.js';

/**
 * The terms a running voucher keeps (spec silent): buyers saved it, and some used it, on these;
 * changing them under their feet would make one voucher two. While it runs the seller may still
 * rename it, show or hide it, give more saves, uses or budget, change the per-customer limit,
 * add products or users, and move its end.
 */
export const VOUCHER_RUNNING_LOCKED_FIELDS = [
  'code',
  'kind',
  'scope',
  'discount_type',
  'value',
  'max_discount',
  'min_order',
  'start_time',
  'app_only',
  'first_purchase_only',
] as const satisfies readonly (keyof VoucherForm)[];

export const VOUCHER_SELLER_CODES = ['VOUCHER.END_IN_PAST', 'VOUCHER.NOT_EDITABLE', 'VOUCHER.LOCKED_WHILE_RUNNING', 'VOUCHER.COUNT_BELOW_USED'] as const;

/** What the seller's save is judged against: the server's now, and the voucher as stored with its usage (null when new). */
export interface VoucherSellerFacts {
  readonly now: number;
  readonly current: { readonly voucher: Voucher; readonly usage: VoucherUsageFigures } | null;
}

const same = (a: unknown, b: unknown): boolean => (a ?? null) === (b ?? null);

/**
 * What a shop's save of a valid voucher form (core's voucherFormValidate) still breaks, beyond
 * the form: the end must be after now (a voucher that could never run is a mistake); an ended
 * voucher cannot change; a running one keeps VOUCHER_RUNNING_LOCKED_FIELDS; and no count or
 * budget goes below what buyers already saved, used or were given. Never throws.
 */
export function voucherSellerCheck(form: VoucherForm, facts: VoucherSellerFacts): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const { current, now } = facts;
  if (current !== null) {
    const status = voucherStatus(current.voucher, now);
    if (!campaignActions(status).edit) return [issue('status', 'VOUCHER.NOT_EDITABLE')];
    if (status === 'running') {
      for (const field of VOUCHER_RUNNING_LOCKED_FIELDS) {
        if (!same(form[field], current.voucher[field])) issues.push(issue(field, 'VOUCHER.LOCKED_WHILE_RUNNING'));
      }
    }
    const floor = (field: 'saveable_count' | 'usable_count', used: number) => {
      if (form[field] < used) issues.push(issue(field, 'VOUCHER.COUNT_BELOW_USED', { min: used }));
    };
    floor('saveable_count', current.usage.saved_count);
    floor('usable_count', current.usage.used_count);
    const given = current.usage.discount_given;
    if (form.max_budget !== null && form.max_budget !== undefined && given > 0 && form.max_budget < given) {
      issues.push(issue('max_budget', 'VOUCHER.COUNT_BELOW_USED', { min: given }));
    }
  }
  if (!(form.end_time > now)) issues.push(issue('end_time', 'VOUCHER.END_IN_PAST'));
  return issues;
}

/** What the seller's voucher routes answer beyond the form and the check above. */
export const VOUCHER_SHOP_CODES = [
  'VOUCHER.CODE_TAKEN',
  'VOUCHER.NOT_RUNNING',
  'VOUCHER.DELETE_RUNNING',
  'VOUCHER.PRODUCT_NOT_IN_SHOP',
  'VOUCHER.USER_NOT_CUSTOMER',
] as const;
