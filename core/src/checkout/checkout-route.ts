import { fieldRecord } from '../format/field-read.js';

/**
 * Query flags of the checkout page: `x` = express checkout (started on the checkout variant
 * page, /thanh-toan-2), `l` = the buyer just logged in there. Where login sends the buyer is
 * identity's `afterLoginDestination`; this reads what arrives.
 */
export const CHECKOUT_EXPRESS_FLAGS = { express: 'x', afterLogin: 'l' } as const;

export interface CheckoutFlags {
  readonly express: boolean;
  readonly afterLogin: boolean;
}

const flagOn = (value: unknown): boolean => value === true || value === 'true';

/** Reads the flags from a parsed query (a router's search object); anything but true/'true' is off. */
export function checkoutFlagsParse(search: unknown): CheckoutFlags {
  const query = fieldRecord(search);
  return { express: flagOn(query[CHECKOUT_EXPRESS_FLAGS.express]), afterLogin: flagOn(query[CHECKOUT_EXPRESS_FLAGS.afterLogin]) };
}
