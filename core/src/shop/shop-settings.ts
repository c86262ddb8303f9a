import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { ok, err } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldMissing, fieldNumber, fieldRecord, fieldTexts } from '../format/field-read.js';
import { PRODUCT_RETURN_PERIOD_DAYS } from '../seller-catalogue/product-draft.js';

/** The shop's shipping settings (cai-dat/van-chuyen). */
export const ShopShippingSettingsSchema = z.object({
  /** Ids of the shipping companies the shop ships with. */
  shipping_companies: z._default(z.array(IdSchema), []),
  /** Reasons a buyer may give when returning goods (ids or texts of api/v1/public/reasons). */
  return_reasons: z.array(z.string().check(z.trim(), z.minLength(1))),
});
export type ShopShippingSettings = z.infer<typeof ShopShippingSettingsSchema>;

/** Spec 5: shipping settings need at least one return reason. Never throws. */
export function shopShippingSettingsValidate(input: unknown): Validation<ShopShippingSettings> {
  const settings = fieldRecord(input);
  const reasons = fieldTexts(settings['return_reasons']);
  if (reasons.length === 0) return err([issue('return_reasons', 'SHOP_SETTINGS.RETURN_REASON_REQUIRED')]);
  const parsed = ShopShippingSettingsSchema.safeParse({ ...settings, return_reasons: reasons });
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((problem) => issue(problem.path.join('.') || 'settings', 'SHOP_SETTINGS.INVALID_FIELD')));
}

/**
 * The shop's return policy (cai-dat/chinh-sach-hoan-tra-hang): the default return period and
 * conditions a new product starts with. Same bounds as on a product (spec 5).
 */
export const ShopReturnPolicySchema = z.object({
  return_period: z.number().check(z.int(), z.positive()),
  return_conditions: z.array(z.string().check(z.trim(), z.minLength(1))),
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
  const conditions = fieldTexts(policy['return_conditions']);
  if (conditions.length === 0) issues.push(issue('return_conditions', 'SHOP_SETTINGS.RETURN_CONDITION_REQUIRED'));
  if (issues.length > 0) return err(issues);
  const parsed = ShopReturnPolicySchema.safeParse({ ...policy, return_conditions: conditions });
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((problem) => issue(problem.path.join('.') || 'policy', 'SHOP_SETTINGS.INVALID_FIELD')));
}
