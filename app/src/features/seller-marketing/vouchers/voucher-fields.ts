import { DAY_MS, MINUTE_MS, priceParse, voucherFormValidate, type SellerVoucher } from '@modavi/core';
import { dateTimeInputMs, dateTimeInputOf } from '../date-time-input';

/** The voucher form's fields as the inputs hold them (text for numbers and times). */
export interface VoucherFields {
  name: string;
  code: string;
  kind: string;
  scope: string;
  product_ids: string[];
  display: string;
  saveable_count: string;
  usable_count: string;
  discount_type: string;
  value: string;
  max_discount: string;
  min_order: string;
  max_budget: string;
  start_time: string;
  end_time: string;
  per_customer_limit: string;
  app_only: boolean;
  first_purchase_only: boolean;
  user_ids: string[];
}

/** A new voucher runs a week from now unless the seller says otherwise (spec silent; a common first campaign). */
export const VOUCHER_DEFAULT_DAYS = 7;

const text = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The form's starting fields: the stored voucher's, or a new shop voucher's defaults at `now`. */
export function voucherFieldsOf(voucher: SellerVoucher | undefined, now: number): VoucherFields {
  // The minute already begun: a campaign made now starts at once (the next whole minute would leave it upcoming for up to a minute).
  const start = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  return {
    name: voucher?.name ?? '',
    code: voucher?.code ?? '',
    kind: voucher?.kind ?? 'shop',
    scope: voucher?.scope ?? 'whole_shop',
    product_ids: voucher ? [...voucher.product_ids] : [],
    display: voucher?.display ?? 'public',
    saveable_count: text(voucher?.saveable_count),
    usable_count: text(voucher?.usable_count),
    discount_type: voucher?.discount_type ?? 'fixed',
    value: text(voucher?.value),
    max_discount: text(voucher?.max_discount),
    min_order: text(voucher?.min_order ?? 0),
    max_budget: text(voucher?.max_budget),
    start_time: dateTimeInputOf(voucher?.start_time ?? start),
    end_time: dateTimeInputOf(voucher?.end_time ?? start + VOUCHER_DEFAULT_DAYS * DAY_MS),
    per_customer_limit: text(voucher?.per_customer_limit ?? 1),
    app_only: voucher?.app_only ?? false,
    first_purchase_only: voucher?.first_purchase_only ?? false,
    user_ids: voucher ? [...voucher.user_ids] : [],
  };
}

const whole = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));
const money = (value: string): number | null => (value.trim() === '' ? null : priceParse(value));

/**
 * Core's voucherFormValidate on the fields: numbers read from their text (amounts as spec 5
 * reads price text), times as Vietnamese time, an unchanged time kept to the second. A fixed
 * voucher has no maximum discount. The server runs the same rule.
 */
export function voucherFieldsChecked(fields: VoucherFields, voucher: SellerVoucher | undefined) {
  return voucherFormValidate({
    ...fields,
    saveable_count: whole(fields.saveable_count),
    usable_count: whole(fields.usable_count),
    per_customer_limit: whole(fields.per_customer_limit),
    value: fields.discount_type === 'percent' ? whole(fields.value) : money(fields.value),
    max_discount: fields.discount_type === 'percent' ? money(fields.max_discount) : null,
    min_order: money(fields.min_order),
    max_budget: money(fields.max_budget),
    start_time: dateTimeInputMs(fields.start_time, voucher?.start_time ?? null),
    end_time: dateTimeInputMs(fields.end_time, voucher?.end_time ?? null),
  });
}
