import { TEXT_LIMITS } from '../shared/text-limits.js';
import { fieldText } from '../format/field-read.js';
import { err, ok } from '../shared/result.js';
import { issue, type Validation } from '../shared/validation.js';
import type { ErrorCatalogue } from '../errors/error-catalogue.js';

/**
 * The longest bank reference an admin records for a paid payout. Vietnamese banks print
 * transfer references of 12 to 20 characters (a NAPAS trace number, an "FT…" code); 64 leaves
 * room for a bank's prefix or a batch number without letting a note in (spec silent).
 */
export const PAYOUT_BANK_REFERENCE_MAX = 64;
/** The longest reason a failed payout carries (the seller reads it): a note, as a refusal's reason. */
export const PAYOUT_FAILURE_REASON_MAX = TEXT_LIMITS.note;

/** Codes of the admin's payout steps, with their messages in both locales. */
export const PAYOUT_INPUT_ERRORS = {
  'PAYOUT.BANK_REFERENCE_REQUIRED': { vi: 'Vui lòng nhập mã giao dịch ngân hàng', kr: 'Please enter the bank transaction reference' },
  'PAYOUT.BANK_REFERENCE_TOO_LONG': { vi: 'Mã giao dịch tối đa {{max}} ký tự', kr: 'The reference can have up to {{max}} characters' },
  'PAYOUT.BANK_REFERENCE_INVALID': {
    vi: 'Mã giao dịch chỉ gồm chữ, số và các ký tự - _ . /',
    kr: 'The reference can only hold letters, digits and - _ . /',
  },
  'PAYOUT.FAILURE_REASON_REQUIRED': { vi: 'Vui lòng nhập lý do chuyển khoản thất bại', kr: 'Please enter why the transfer failed' },
  'PAYOUT.FAILURE_REASON_TOO_LONG': { vi: 'Lý do tối đa {{max}} ký tự', kr: 'The reason can have up to {{max}} characters' },
} as const satisfies ErrorCatalogue;

/** Letters, digits and the separators banks print in references; no spaces inside (a pasted sentence is not a reference). */
const REFERENCE_PATTERN = /^[\p{L}\p{N}\-_./]+$/u;

/**
 * The bank's reference of a paid payout: required, at most PAYOUT_BANK_REFERENCE_MAX
 * characters, one word of letters, digits and - _ . /. Answers the trimmed reference.
 */
export function payoutBankReferenceValidate(input: unknown): Validation<string> {
  const text = fieldText(input);
  if (text === '') return err([issue('bank_reference', 'PAYOUT.BANK_REFERENCE_REQUIRED')]);
  if (text.length > PAYOUT_BANK_REFERENCE_MAX) return err([issue('bank_reference', 'PAYOUT.BANK_REFERENCE_TOO_LONG', { max: PAYOUT_BANK_REFERENCE_MAX })]);
  return REFERENCE_PATTERN.test(text) ? ok(text) : err([issue('bank_reference', 'PAYOUT.BANK_REFERENCE_INVALID')]);
}

/** Why a transfer failed (the seller reads it): required, at most PAYOUT_FAILURE_REASON_MAX characters. Answers it trimmed. */
export function payoutFailureReasonValidate(input: unknown): Validation<string> {
  const text = fieldText(input);
  if (text === '') return err([issue('reason', 'PAYOUT.FAILURE_REASON_REQUIRED')]);
  return text.length > PAYOUT_FAILURE_REASON_MAX ? err([issue('reason', 'PAYOUT.FAILURE_REASON_TOO_LONG', { max: PAYOUT_FAILURE_REASON_MAX })]) : ok(text);
}

/** The digits a masked account number keeps in sight (the summary's rule: "masked but for the last 4 digits"). */
export const ACCOUNT_NUMBER_VISIBLE = 4;

/**
 * An account number as the seller's pages show it: every character but the last
 * ACCOUNT_NUMBER_VISIBLE replaced by '•' (a payout's account is kept whole for the transfer;
 * a shared screen should not show it). A number that short is shown masked entirely.
 */
export function accountNumberMask(accountNumber: string): string {
  const text = accountNumber.trim();
  if (text.length <= ACCOUNT_NUMBER_VISIBLE) return '•'.repeat(text.length);
  return `${'•'.repeat(text.length - ACCOUNT_NUMBER_VISIBLE)}${text.slice(-ACCOUNT_NUMBER_VISIBLE)}`;
}
