import { ACCOUNT_ERRORS, IDENTITY_ERRORS } from '@modavi/core';

/** Codes of the core rules the account routes run (addressValidate, profileUpdateValidate, paymentInfoValidate, accountDeletionCheck). */
type AccountRuleCode = Extract<keyof typeof IDENTITY_ERRORS, `ADDRESS.${string}` | `ACCOUNT.${string}`> | keyof typeof ACCOUNT_ERRORS;

const ruleCodes = [
  ...Object.keys(IDENTITY_ERRORS).filter((code) => code.startsWith('ADDRESS.') || code.startsWith('ACCOUNT.')),
  ...Object.keys(ACCOUNT_ERRORS),
] as AccountRuleCode[];

const RULE_CODES = Object.fromEntries(ruleCodes.map((code) => [code, code])) as { readonly [K in AccountRuleCode]: K };

/**
 * Every code the account and address-book routes answer with: their own refusals by name, and
 * each code of the core rules they run (keyed by itself), so the app finds every one in the
 * error catalogue. Spread into ERROR_CODES.
 */
export const ACCOUNT_ERROR_CODES = {
  ...RULE_CODES,
  addressNotFound: 'ADDRESS.NOT_FOUND',
  addressAreaUnknown: 'ADDRESS.AREA_UNKNOWN',
  addressBookFull: 'ADDRESS.BOOK_FULL',
  profileEmailTaken: 'PROFILE.EMAIL_TAKEN',
  profilePhoneTaken: 'PROFILE.PHONE_TAKEN',
  userNotFound: 'USER.NOT_FOUND',
  deleteBySupport: 'ACCOUNT.DELETE_BY_SUPPORT',
} as const;

const KNOWN = new Set<string>(ruleCodes);

/** Whether a core rule's issue code is one these routes may answer with. */
export const isAccountRuleCode = (code: string): code is AccountRuleCode => KNOWN.has(code);
