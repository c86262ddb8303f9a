import { AUTH_API_ERRORS } from '@modavi/core';

/**
 * Every code the account routes answer with: the API's own refusals and the codes of the
 * core rules they run (destination, name, password, code shape), so the app finds each in the
 * error catalogue. Spread into ERROR_CODES.
 */
export const AUTH_ERROR_CODES = {
  ...AUTH_API_ERRORS,
  emailRequired: 'AUTH.EMAIL_REQUIRED',
  emailInvalid: 'AUTH.EMAIL_INVALID',
  phoneRequired: 'AUTH.PHONE_REQUIRED',
  phoneInvalid: 'AUTH.PHONE_INVALID',
  nameRequired: 'AUTH.NAME_REQUIRED',
  nameTooLong: 'AUTH.NAME_TOO_LONG',
  otpRequired: 'OTP.REQUIRED',
  passwordRequired: 'PASSWORD.REQUIRED',
  passwordTooShort: 'PASSWORD.TOO_SHORT',
  passwordUppercaseRequired: 'PASSWORD.UPPERCASE_REQUIRED',
  passwordSpecialRequired: 'PASSWORD.SPECIAL_REQUIRED',
  passwordConfirmationRequired: 'PASSWORD.CONFIRMATION_REQUIRED',
  passwordConfirmationMismatch: 'PASSWORD.CONFIRMATION_MISMATCH',
} as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

const KNOWN = new Set<string>(Object.values(AUTH_ERROR_CODES));

/** Whether a rule's issue code is one the routes may answer with. */
export const isAuthErrorCode = (code: string): code is AuthErrorCode => KNOWN.has(code);
