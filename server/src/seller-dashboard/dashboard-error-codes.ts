import { SELLER_DASHBOARD_ERRORS } from '@modavi/core';

type Code = keyof typeof SELLER_DASHBOARD_ERRORS;

/** Core's dashboard codes keyed by themselves, spread into ERROR_CODES. */
export const SELLER_DASHBOARD_ERROR_CODES = Object.fromEntries(Object.keys(SELLER_DASHBOARD_ERRORS).map((code) => [code, code])) as { readonly [C in Code]: C };
