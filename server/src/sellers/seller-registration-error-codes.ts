import { SELLER_REGISTRATION_ERRORS, SHOP_ERRORS } from '@modavi/core';

/** Codes of the registration's core rules (SELLER_APPLICATION.*, the admin's decision) and the contact form's. */
type RegistrationCode =
  | keyof typeof SELLER_REGISTRATION_ERRORS
  | Extract<keyof typeof SHOP_ERRORS, `SELLER_APPLICATION.${string}`>
  | 'CONTACT.NAME_REQUIRED'
  | 'CONTACT.EMAIL_REQUIRED'
  | 'CONTACT.EMAIL_INVALID'
  | 'CONTACT.PHONE_REQUIRED'
  | 'CONTACT.PHONE_DIGITS_ONLY'
  | 'CONTACT.PHONE_TOO_LONG'
  | 'CONTACT.WEBSITE_REQUIRED'
  | 'CONTACT.WEBSITE_INVALID'
  | 'CONTACT.MESSAGE_REQUIRED'
  | 'CONTACT.TEXT_TOO_LONG';

const CONTACT_CODES = [
  'CONTACT.NAME_REQUIRED',
  'CONTACT.EMAIL_REQUIRED',
  'CONTACT.EMAIL_INVALID',
  'CONTACT.PHONE_REQUIRED',
  'CONTACT.PHONE_DIGITS_ONLY',
  'CONTACT.PHONE_TOO_LONG',
  'CONTACT.WEBSITE_REQUIRED',
  'CONTACT.WEBSITE_INVALID',
  'CONTACT.MESSAGE_REQUIRED',
  'CONTACT.TEXT_TOO_LONG',
] as const;

const CODES: readonly string[] = [
  ...Object.keys(SELLER_REGISTRATION_ERRORS),
  ...Object.keys(SHOP_ERRORS).filter((code) => code.startsWith('SELLER_APPLICATION.')),
  ...CONTACT_CODES,
];

/** Every code the registration, admin queue and contact routes answer with, keyed by itself; spread into ERROR_CODES. */
export const SELLER_REGISTRATION_ERROR_CODES = Object.fromEntries(CODES.map((code) => [code, code])) as {
  readonly [Code in RegistrationCode]: Code;
};

const KNOWN = new Set<string>(CODES);

/** Whether a core rule's issue code is one these routes may answer with. */
export const isSellerRegistrationCode = (code: string): code is RegistrationCode => KNOWN.has(code);
