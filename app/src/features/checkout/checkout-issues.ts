import type { CheckoutIssue } from '@modavi/core';

/** Where on the page an issue of the preview (or of the form check) is shown. */
export type IssuePlace =
  | { readonly kind: 'line'; readonly shop: number; readonly item: number }
  | { readonly kind: 'shop'; readonly shop: number }
  | { readonly kind: 'payment' }
  | { readonly kind: 'vouchers' }
  | { readonly kind: 'address' }
  | { readonly kind: 'terms' }
  | { readonly kind: 'top' };

/** Reads an issue's field path (`shops.0.items.1.quantity`, `payment_method`, ...) as a place on the page. */
export function issuePlace(field: string): IssuePlace {
  const line = /^shops\.(\d+)\.items\.(\d+)/u.exec(field);
  if (line) return { kind: 'line', shop: Number(line[1]), item: Number(line[2]) };
  const shop = /^shops\.(\d+)/u.exec(field);
  if (shop) return { kind: 'shop', shop: Number(shop[1]) };
  if (field.startsWith('payment_method')) return { kind: 'payment' };
  if (field.startsWith('voucher_codes')) return { kind: 'vouchers' };
  if (field.startsWith('address')) return { kind: 'address' };
  if (field === 'agreed_terms') return { kind: 'terms' };
  return { kind: 'top' };
}

/**
 * The form's own "please fill this in" codes: the preview reports them from the first render,
 * but the page shows them only once the buyer tried to place the order.
 */
const FORM_CODES = new Set(['CHECKOUT.ADDRESS_REQUIRED', 'CHECKOUT.PAYMENT_METHOD_REQUIRED', 'CHECKOUT.TERMS_NOT_AGREED']);

export const issueShownNow = (issue: Pick<CheckoutIssue, 'code'>, submitted: boolean): boolean => submitted || !FORM_CODES.has(issue.code);

export const issuesAt = (issues: readonly CheckoutIssue[], match: (place: IssuePlace) => boolean): CheckoutIssue[] =>
  issues.filter((found) => match(issuePlace(found.field)));
