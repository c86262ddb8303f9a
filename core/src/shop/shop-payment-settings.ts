import * as z from 'zod/mini';
import { ok, err } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldChoice, fieldList, fieldRecord, fieldText } from '../format/field-read.js';
import { textLength } from '../format/text.js';
import { TEXT_LIMITS } from '../shared/text-limits.js';
import { PAYMENT_METHODS, PaymentMethodSchema } from '../ordering/payment-method.js';

/**
 * How often the platform pays the shop its takings. Spec 1: the payment fee is free for a year
 * when the seller uses periodic settlement; `per_order` pays each delivered order on its own.
 */
export const SETTLEMENT_SCHEDULES = ['per_order', 'weekly', 'monthly'] as const;
export type SettlementSchedule = (typeof SETTLEMENT_SCHEDULES)[number];

/** Whether the schedule is periodic settlement, the one spec 1's free payment fee needs. */
export const settlementIsPeriodic = (schedule: SettlementSchedule): boolean => schedule !== 'per_order';

/**
 * A new payment form starts on weekly settlement: periodic, so the spec's fee-free year applies
 * at once, and as often as Vietnamese marketplaces pay small sellers.
 */
export const SETTLEMENT_SCHEDULE_DEFAULT: SettlementSchedule = 'weekly';

/** Vietnamese bank account numbers run from 6 (old state banks) to 19 digits; 20 leaves room for virtual accounts. */
export const BANK_ACCOUNT_NUMBER_DIGITS = { min: 6, max: 20 } as const;

/** The shop's payment settings (cai-dat/thanh-toan). */
export const ShopPaymentSettingsSchema = z.object({
  bank_name: z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.name)),
  account_number: z.string().check(z.regex(/^\d+$/)),
  account_holder: z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.name)),
  /** Optional: transfers through NAPAS need no branch, some banks still ask for it. */
  branch: z._default(z.string().check(z.maxLength(TEXT_LIMITS.name)), ''),
  settlement: z.enum(SETTLEMENT_SCHEDULES),
  /** The methods buyers may pay this shop with; checkout's 'not applied by shop' rule reads them. */
  payment_methods: z.array(PaymentMethodSchema).check(z.minLength(1)),
});
export type ShopPaymentSettings = z.infer<typeof ShopPaymentSettingsSchema>;

const textOf = (issues: ValidationIssue[], field: string, value: unknown, required: string | null): string => {
  const text = fieldText(value);
  if (text === '' && required !== null) issues.push(issue(field, `SHOP_SETTINGS.${required}`));
  else if (textLength(text) > TEXT_LIMITS.name) issues.push(issue(field, 'SHOP_SETTINGS.TEXT_TOO_LONG', { max: TEXT_LIMITS.name }));
  return text;
};

/**
 * The bank account for settlements (bank, account number of 6-20 digits, spaces ignored,
 * holder, optional branch), the settlement schedule and at least one payment method of the
 * spec's eight (kept in the spec's order). Never throws.
 */
export function shopPaymentSettingsValidate(input: unknown): Validation<ShopPaymentSettings> {
  const form = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const bank_name = textOf(issues, 'bank_name', form['bank_name'], 'BANK_NAME_REQUIRED');
  const account_number = fieldText(form['account_number']).replace(/[\s.-]/g, '');
  const { min, max } = BANK_ACCOUNT_NUMBER_DIGITS;
  if (account_number === '') issues.push(issue('account_number', 'SHOP_SETTINGS.ACCOUNT_NUMBER_REQUIRED'));
  else if (!/^\d+$/.test(account_number) || account_number.length < min || account_number.length > max) {
    issues.push(issue('account_number', 'SHOP_SETTINGS.ACCOUNT_NUMBER_INVALID', { min, max }));
  }
  // Banks print the holder in capitals; the seller may type it in any case.
  const account_holder = textOf(issues, 'account_holder', form['account_holder'], 'ACCOUNT_HOLDER_REQUIRED').toLocaleUpperCase('vi');
  const branch = textOf(issues, 'branch', form['branch'], null);
  const settlement = fieldChoice(form['settlement'], SETTLEMENT_SCHEDULES);
  if (settlement === null) issues.push(issue('settlement', 'SHOP_SETTINGS.INVALID_FIELD'));
  const picked = fieldList(form['payment_methods']);
  const payment_methods = PAYMENT_METHODS.filter((method) => picked.includes(method));
  if (picked.some((value) => !PaymentMethodSchema.safeParse(value).success)) issues.push(issue('payment_methods', 'SHOP_SETTINGS.INVALID_FIELD'));
  else if (payment_methods.length === 0) issues.push(issue('payment_methods', 'SHOP_SETTINGS.PAYMENT_METHOD_REQUIRED'));
  if (issues.length > 0 || settlement === null) return err(issues);
  return ok({ bank_name, account_number, account_holder, branch, settlement, payment_methods });
}
