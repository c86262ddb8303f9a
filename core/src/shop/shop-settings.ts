import * as z from 'zod/mini';
import { ok, err } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldList, fieldMissing, fieldNumber, fieldRecord, fieldTexts } from '../format/field-read.js';
import { PRODUCT_RETURN_PERIOD_DAYS } from '../seller-catalogue/product-draft.js';
import { SHIPPING_OPTIONS, ShippingOptionSchema, type ShippingOption } from '../checkout/checkout-shipping.js';

/**
 * What a shop without shipping settings ships with: every option checkout knows, as before the
 * settings existed, so a new shop's buyers keep both choices until the seller narrows them.
 */
export const SHOP_SHIPPING_OPTIONS_DEFAULT: readonly ShippingOption[] = SHIPPING_OPTIONS;

/** A return reason's id (of api/v1/public/reasons, type refund) or a list entry: a bounded text. */
const REASON_TEXT_MAX = 100;
/** More ticks than reasons exist is a broken client, not a seller's choice. */
const RETURN_REASONS_MAX = 50;

/** The shop's shipping settings (cai-dat/van-chuyen). */
export const ShopShippingSettingsSchema = z.object({
  /** The options (carriers) of checkout the shop ships with: at least one. */
  shipping_companies: z.array(ShippingOptionSchema).check(z.minLength(1)),
  /** Ids of the return reasons (type refund of api/v1/public/reasons) buyers may give for this shop's goods. */
  return_reasons: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(REASON_TEXT_MAX))).check(z.maxLength(RETURN_REASONS_MAX)),
});
export type ShopShippingSettings = z.infer<typeof ShopShippingSettingsSchema>;

/**
 * Spec 5: shipping settings need at least one return reason; and the shop ships with at least
 * one carrier checkout knows (duplicates dropped, kept in checkout's order). Never throws.
 */
export function shopShippingSettingsValidate(input: unknown): Validation<ShopShippingSettings> {
  const settings = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const picked = fieldList(settings['shipping_companies']);
  const companies = SHIPPING_OPTIONS.filter((option) => picked.includes(option));
  if (picked.some((value) => !ShippingOptionSchema.safeParse(value).success)) issues.push(issue('shipping_companies', 'SHOP_SETTINGS.INVALID_FIELD'));
  else if (companies.length === 0) issues.push(issue('shipping_companies', 'SHOP_SETTINGS.SHIPPING_COMPANY_REQUIRED'));
  const reasons = [...new Set(fieldTexts(settings['return_reasons']))];
  if (reasons.length === 0) issues.push(issue('return_reasons', 'SHOP_SETTINGS.RETURN_REASON_REQUIRED'));
  if (issues.length > 0) return err(issues);
  const parsed = ShopShippingSettingsSchema.safeParse({ shipping_companies: companies, return_reasons: reasons });
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((problem) => issue(String(problem.path[0] ?? 'settings'), 'SHOP_SETTINGS.INVALID_FIELD')));
}

/**
 * Whether a shop that says it does not accept returns still has a return period and conditions.
 * Yes: spec 5 gives every product a return period of at least one day and spec 9 refunds fakes
 * (200%) and poor quality (100%), so "no returns" refuses change-of-mind returns only, while
 * faulty, wrong or fake goods come back within the period under the conditions.
 */
export const RETURNS_FOR_FAULTY_GOODS_ALWAYS = true;

/** Return conditions a shop may list: as many as a product's, each a short line. */
const RETURN_CONDITIONS_MAX = 10;
const RETURN_CONDITION_TEXT_MAX = 200;

/**
 * The shop's return policy (cai-dat/chinh-sach-hoan-tra-hang): whether it takes change-of-mind
 * returns, and the return period and conditions a new product starts with (spec 5's bounds).
 */
export const ShopReturnPolicySchema = z.object({
  accepts_returns: z._default(z.boolean(), true),
  return_period: z.number().check(z.int(), z.positive()),
  return_conditions: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(RETURN_CONDITION_TEXT_MAX))).check(z.maxLength(RETURN_CONDITIONS_MAX)),
});
export type ShopReturnPolicy = z.infer<typeof ShopReturnPolicySchema>;

/** Return period within 1-15 days and at least one return condition, as on a product. Never throws. */
export function shopReturnPolicyValidate(input: unknown): Validation<ShopReturnPolicy> {
  const policy = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const period = fieldNumber(policy['return_period']);
  const { min, max } = PRODUCT_RETURN_PERIOD_DAYS;
  if (fieldMissing(policy['return_period'])) issues.push(issue('return_period', 'SHOP_SETTINGS.RETURN_PERIOD_REQUIRED'));
  else if (period === null || !Number.isInteger(period) || period < min || period > max) {
    issues.push(issue('return_period', 'SHOP_SETTINGS.RETURN_PERIOD_INVALID', { min, max }));
  }
  const conditions = [...new Set(fieldTexts(policy['return_conditions']))];
  if (conditions.length === 0) issues.push(issue('return_conditions', 'SHOP_SETTINGS.RETURN_CONDITION_REQUIRED'));
  if (policy['accepts_returns'] !== undefined && typeof policy['accepts_returns'] !== 'boolean') issues.push(issue('accepts_returns', 'SHOP_SETTINGS.INVALID_FIELD'));
  if (issues.length > 0) return err(issues);
  const parsed = ShopReturnPolicySchema.safeParse({ ...policy, return_conditions: conditions });
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((problem) => issue(String(problem.path[0] ?? 'policy'), 'SHOP_SETTINGS.INVALID_FIELD')));
}
