import { PAYMENT_OUTCOME_PARAM, type PaymentOutcome } from '@modavi/core';

/** The app path the attempt returns to, with how it ended (`?payment=success|failed|cancelled`). */
export function returnHref(returnUrl: string, outcome: PaymentOutcome | null): string {
  if (outcome === null) return returnUrl;
  const [path, hash] = returnUrl.split('#', 2) as [string, string | undefined];
  const joined = `${path}${path.includes('?') ? '&' : '?'}${PAYMENT_OUTCOME_PARAM}=${outcome}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
