/**
 * Paths of the seller's refund list and the admin's refund queue (issue 13), apart from
 * API_PATHS so only the seller area's and the admin console's chunks carry them. The spec
 * shows none of them; the steps on one refund keep API_PATHS' `sellerRefund*` / `adminRefund*`.
 */
export const REFUND_DESK_PATHS = {
  /** GET: a page of the calling seller's shop's refunds (`?tab=&q=&page=`). */
  sellerRefunds: 'api/v1/seller/refunds',
  /** GET: a page of the admin's refund queue (`?status=&q=&page=`). */
  adminRefunds: 'api/v1/cms-admin/refunds',
  /** GET: one refund as the admin reviews it. */
  adminRefund: (id: string) => `api/v1/cms-admin/refunds/${encodeURIComponent(id)}`,
} as const;
