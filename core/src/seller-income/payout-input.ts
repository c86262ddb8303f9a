import { err, ok } from '../shared/result.js';
import type { Validation } from '../shared/validation.js';
import { payoutFailedValidate, payoutPaidValidate } from './income-params.js';

/**
 * The admin's payout dialogs read one text each; these are the server's rules on its request
 * bodies (core's payoutPaidValidate, payoutFailedValidate), answered as the text, so the form
 * and the server apply ONE rule.
 */

/** The bank's reference of a paid payout (required, at most PAYOUT_BANK_REFERENCE_MAX characters); answers it trimmed. */
export function payoutBankReferenceValidate(input: unknown): Validation<string> {
  const checked = payoutPaidValidate({ bank_reference: input });
  return checked.ok ? ok(checked.value.bank_reference) : err(checked.error);
}

/** Why a transfer failed (required, at most PAYOUT_FAILURE_REASON_MAX characters; the seller reads it); answers it trimmed. */
export function payoutFailureReasonValidate(input: unknown): Validation<string> {
  const checked = payoutFailedValidate({ reason: input });
  return checked.ok ? ok(checked.value.reason) : err(checked.error);
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
