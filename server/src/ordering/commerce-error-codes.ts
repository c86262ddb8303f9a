import { CHECKOUT_ERRORS, ORDERING_ERRORS, PROMOTIONS_ERRORS, REFUNDS_ERRORS } from '@modavi/core';

/** Every code of core's checkout, ordering, refund and promotion rules: what the order routes answer with. */
export type CommerceErrorCode =
  | keyof typeof CHECKOUT_ERRORS
  | keyof typeof ORDERING_ERRORS
  | keyof typeof REFUNDS_ERRORS
  | keyof typeof PROMOTIONS_ERRORS;

const CODES = [CHECKOUT_ERRORS, ORDERING_ERRORS, REFUNDS_ERRORS, PROMOTIONS_ERRORS].flatMap((catalogue) => Object.keys(catalogue));

/**
 * The codes keyed by themselves, spread into ERROR_CODES: the routes answer with core's own
 * codes, so the app finds every one in the error catalogue it already loads.
 */
export const COMMERCE_ERROR_CODES = Object.fromEntries(CODES.map((code) => [code, code])) as {
  readonly [Code in CommerceErrorCode]: Code;
};
