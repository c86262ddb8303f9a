import { vnd } from '../money/money.js';
import { ok, err } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldChoice, fieldMissing, fieldNumber, fieldRecord, fieldText, fieldTexts } from '../format/field-read.js';
import { textLength } from '../format/text.js';
import { isCount } from './amounts.js';
import { voucherCodeNormalize } from './voucher-slot.js';
import {
  VOUCHER_DISCOUNT_TYPES,
  VOUCHER_DISPLAYS,
  VOUCHER_KINDS,
  VOUCHER_SCOPES,
  type Voucher,
} from './voucher.js';

/** Spec section 5. */
export const VOUCHER_NAME_MAX = 40;
export const VOUCHER_CODE_MAX = 9;
export const VOUCHER_PERCENT_MIN = 1;
export const VOUCHER_PERCENT_MAX = 100;
/**
 * A code is letters and digits only (spec silent): buyers type it on a phone and read it aloud,
 * and checkout compares codes upper-cased (voucherCodeNormalize), so 'tet26' is 'TET26'.
 */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9]+$/;
/** Saveable, usable and per-customer counts start at one: a voucher nobody can use is no voucher. */
export const VOUCHER_COUNT_MIN = 1;

/** What a seller submits to create or update a voucher: the voucher without server-owned fields. */
export type VoucherForm = Omit<Voucher, '_id' | 'shop_id' | 'ended_early' | 'deleted'>;

export const VOUCHER_FORM_CODES = [
  'VOUCHER.REQUIRED',
  'VOUCHER.NAME_TOO_LONG',
  'VOUCHER.CODE_TOO_LONG',
  'VOUCHER.CODE_INVALID',
  'VOUCHER.PRODUCTS_REQUIRED',
  'VOUCHER.COUNT_INVALID',
  'VOUCHER.PERCENT_RANGE',
  'VOUCHER.VALUE_POSITIVE',
  'VOUCHER.MAX_DISCOUNT_POSITIVE',
  'VOUCHER.MIN_ORDER_INVALID',
  'VOUCHER.BUDGET_POSITIVE',
  'VOUCHER.END_BEFORE_START',
] as const;

/**
 * Checks a voucher form and lists every issue. Required: name (at most 40 characters), code
 * (at most 9 letters and digits, returned upper-cased), kind, scope (with at least one product when it is specific products), display,
 * saveable, usable and per-customer counts (whole, at least 1), discount type and value
 * (a percent from 1 to 100, a fixed amount above 0), start and end (end after start).
 * Optional: maximum discount and budget (above 0 when given), minimum order (0 or more,
 * default 0), restriction flags and lists. Never throws.
 */
export function voucherFormValidate(input: unknown): Validation<VoucherForm> {
  const fields = fieldRecord(input);
  const read = (key: string): unknown => fields[key];
  const issues: ValidationIssue[] = [];
  const add = (field: string, code: (typeof VOUCHER_FORM_CODES)[number], params?: Record<string, number>) =>
    issues.push(issue(field, code, params));

  const name = fieldText(read('name'));
  if (name === '') add('name', 'VOUCHER.REQUIRED');
  else if (textLength(name) > VOUCHER_NAME_MAX) add('name', 'VOUCHER.NAME_TOO_LONG', { max: VOUCHER_NAME_MAX });

  const code = voucherCodeNormalize(fieldText(read('code')));
  if (code === '') add('code', 'VOUCHER.REQUIRED');
  else if (textLength(code) > VOUCHER_CODE_MAX) add('code', 'VOUCHER.CODE_TOO_LONG', { max: VOUCHER_CODE_MAX });
  else if (!VOUCHER_CODE_PATTERN.test(code)) add('code', 'VOUCHER.CODE_INVALID');

  const kind = fieldChoice(read('kind'), VOUCHER_KINDS);
  const scope = fieldChoice(read('scope'), VOUCHER_SCOPES);
  const display = fieldChoice(read('display'), VOUCHER_DISPLAYS);
  const discountType = fieldChoice(read('discount_type'), VOUCHER_DISCOUNT_TYPES);
  if (kind === null) add('kind', 'VOUCHER.REQUIRED');
  if (scope === null) add('scope', 'VOUCHER.REQUIRED');
  if (display === null) add('display', 'VOUCHER.REQUIRED');
  if (discountType === null) add('discount_type', 'VOUCHER.REQUIRED');

  const productIds = fieldTexts(read('product_ids'));
  if (scope === 'specific_products' && productIds.length === 0) add('product_ids', 'VOUCHER.PRODUCTS_REQUIRED');

  const count = (key: string): number | null => {
    const value = fieldNumber(read(key));
    if (fieldMissing(read(key))) add(key, 'VOUCHER.REQUIRED');
    else if (!isCount(value, VOUCHER_COUNT_MIN)) add(key, 'VOUCHER.COUNT_INVALID', { min: VOUCHER_COUNT_MIN });
    return value;
  };
  const saveableCount = count('saveable_count');
  const usableCount = count('usable_count');
  const perCustomerLimit = count('per_customer_limit');

  const value = fieldNumber(read('value'));
  if (fieldMissing(read('value'))) add('value', 'VOUCHER.REQUIRED');
  else if (discountType === 'percent' && !(value !== null && value >= VOUCHER_PERCENT_MIN && value <= VOUCHER_PERCENT_MAX)) {
    add('value', 'VOUCHER.PERCENT_RANGE', { min: VOUCHER_PERCENT_MIN, max: VOUCHER_PERCENT_MAX });
  } else if (discountType !== 'percent' && !(value !== null && value > 0)) add('value', 'VOUCHER.VALUE_POSITIVE');

  const optionalPositive = (key: string, code: 'VOUCHER.MAX_DISCOUNT_POSITIVE' | 'VOUCHER.BUDGET_POSITIVE') => {
    if (fieldMissing(read(key))) return null;
    const amount = fieldNumber(read(key));
    if (amount === null || amount <= 0) add(key, code);
    return amount;
  };
  const maxDiscount = optionalPositive('max_discount', 'VOUCHER.MAX_DISCOUNT_POSITIVE');
  const maxBudget = optionalPositive('max_budget', 'VOUCHER.BUDGET_POSITIVE');

  const minOrder = fieldMissing(read('min_order')) ? 0 : fieldNumber(read('min_order'));
  if (minOrder === null || minOrder < 0) add('min_order', 'VOUCHER.MIN_ORDER_INVALID');

  const start = fieldNumber(read('start_time'));
  const end = fieldNumber(read('end_time'));
  if (start === null) add('start_time', 'VOUCHER.REQUIRED');
  if (end === null) add('end_time', 'VOUCHER.REQUIRED');
  else if (start !== null && !(end > start)) add('end_time', 'VOUCHER.END_BEFORE_START');

  if (issues.length > 0) return err(issues);
  // Every field below was checked above; the fallbacks only satisfy the compiler.
  return ok({
    name,
    code,
    kind: kind ?? 'shop',
    scope: scope ?? 'whole_shop',
    product_ids: scope === 'specific_products' ? productIds : [],
    display: display ?? 'public',
    saveable_count: saveableCount ?? VOUCHER_COUNT_MIN,
    usable_count: usableCount ?? VOUCHER_COUNT_MIN,
    discount_type: discountType ?? 'fixed',
    value: value ?? 0,
    max_discount: maxDiscount === null ? null : vnd(maxDiscount),
    min_order: vnd(minOrder ?? 0),
    max_budget: maxBudget === null ? null : vnd(maxBudget),
    // Whole milliseconds, as the entity stores them.
    start_time: Math.floor(start ?? 0),
    end_time: Math.floor(end ?? 0),
    per_customer_limit: perCustomerLimit ?? VOUCHER_COUNT_MIN,
    app_only: read('app_only') === true,
    first_purchase_only: read('first_purchase_only') === true,
    user_ids: fieldTexts(read('user_ids')),
    shop_ids: fieldTexts(read('shop_ids')),
  });
}
