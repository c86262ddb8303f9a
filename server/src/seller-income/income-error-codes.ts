import { SELLER_INCOME_ERRORS } from '@modavi/core';

type Code = keyof typeof SELLER_INCOME_ERRORS;

/** Core's seller income codes keyed by themselves, spread into ERROR_CODES. */
export const SELLER_INCOME_ERROR_CODES = Object.fromEntries(Object.keys(SELLER_INCOME_ERRORS).map((code) => [code, code])) as { readonly [C in Code]: C };
