import * as z from 'zod/mini';
import { err, ok } from '../shared/result.js';
import { issue, type Validation, type ValidationIssue } from '../shared/validation.js';
import { fieldMissing, fieldRecord, fieldText } from '../format/field-read.js';
import { PaymentMethodSchema } from '../ordering/payment-method.js';

/**
 * What a buyer keeps as payment information (the spec names the screen, not its fields; our
 * reading): the payment method checkout preselects, and the bank account a refund of a
 * cash-on-delivery order is paid into (online payments are refunded to where they came from).
 * Card numbers are never stored: the gateways keep them.
 */
export const PaymentInfoSchema = z.object({
  preferred_method: z.nullish(PaymentMethodSchema),
  refund_bank_name: z.nullish(z.string()),
  refund_account_number: z.nullish(z.string()),
  refund_account_holder: z.nullish(z.string()),
});
export type PaymentInfo = z.infer<typeof PaymentInfoSchema>;

/** A Vietnamese bank account number: 6 to 20 digits (banks use 8-19; some a little outside). */
export const BANK_ACCOUNT_DIGITS = { min: 6, max: 20 } as const;
/** Bank and holder names are short labels. */
export const BANK_TEXT_MAX = 100;

/**
 * Payment information from its form: a known payment method or none; a refund account is all or
 * nothing (bank, number of 6-20 digits, holder), so a refund never goes to half an account.
 * Lists every issue; never throws.
 */
export function paymentInfoValidate(input: unknown): Validation<PaymentInfo> {
  const fields = fieldRecord(input);
  const issues: ValidationIssue[] = [];
  const method = fields['preferred_method'];
  const parsedMethod = fieldMissing(method) ? null : PaymentMethodSchema.safeParse(method);
  if (parsedMethod && !parsedMethod.success) issues.push(issue('preferred_method', 'PAYMENT_INFO.METHOD_INVALID'));
  const bank = fieldText(fields['refund_bank_name']);
  const number = fieldText(fields['refund_account_number']).replace(/[\s.-]/g, '');
  const holder = fieldText(fields['refund_account_holder']);
  const anyBank = bank !== '' || number !== '' || holder !== '';
  if (anyBank) {
    if (bank === '') issues.push(issue('refund_bank_name', 'PAYMENT_INFO.BANK_REQUIRED'));
    else if (bank.length > BANK_TEXT_MAX) issues.push(issue('refund_bank_name', 'PAYMENT_INFO.TEXT_TOO_LONG', { max: BANK_TEXT_MAX }));
    const digits = new RegExp(`^\\d{${BANK_ACCOUNT_DIGITS.min},${BANK_ACCOUNT_DIGITS.max}}$`);
    if (!digits.test(number)) issues.push(issue('refund_account_number', 'PAYMENT_INFO.ACCOUNT_NUMBER_INVALID', BANK_ACCOUNT_DIGITS));
    if (holder === '') issues.push(issue('refund_account_holder', 'PAYMENT_INFO.HOLDER_REQUIRED'));
    else if (holder.length > BANK_TEXT_MAX) issues.push(issue('refund_account_holder', 'PAYMENT_INFO.TEXT_TOO_LONG', { max: BANK_TEXT_MAX }));
  }
  if (issues.length > 0) return err(issues);
  return ok({
    preferred_method: parsedMethod?.success ? parsedMethod.data : null,
    refund_bank_name: anyBank ? bank : null,
    refund_account_number: anyBank ? number : null,
    refund_account_holder: anyBank ? holder.toUpperCase() : null,
  });
}

/**
 * Which notifications a buyer wants (the spec lists the kinds: orders, chats, promotions,
 * community). Orders cover every order, refund and payment step; all are on for a new account.
 */
export const NotificationPrefsSchema = z.object({
  orders: z._default(z.boolean(), true),
  chats: z._default(z.boolean(), true),
  promotions: z._default(z.boolean(), true),
  community: z._default(z.boolean(), true),
});
export type NotificationPrefs = z.infer<typeof NotificationPrefsSchema>;
export const NOTIFICATION_PREF_KEYS = ['orders', 'chats', 'promotions', 'community'] as const satisfies readonly (keyof NotificationPrefs)[];

/** The account settings besides the profile: payment information and notification choices. */
export const AccountSettingsSchema = z.object({
  payment: PaymentInfoSchema,
  notifications: NotificationPrefsSchema,
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;
