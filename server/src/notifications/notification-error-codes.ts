import { NOTIFICATION_ERRORS } from '@modavi/core';

type Code = keyof typeof NOTIFICATION_ERRORS;

/** Core's notification codes keyed by themselves, spread into ERROR_CODES. */
export const NOTIFICATION_ERROR_CODES = Object.fromEntries(Object.keys(NOTIFICATION_ERRORS).map((code) => [code, code])) as {
  readonly [C in Code]: C;
};
