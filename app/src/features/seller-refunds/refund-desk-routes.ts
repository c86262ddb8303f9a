/**
 * Where the refund pages live. The spec names "refund requests" among the seller's screens
 * without a path; these follow its Vietnamese slugs (tra-hang-hoan-tien: "return / refund",
 * the words Vietnamese seller centres use for the menu).
 */
export const SELLER_REFUNDS_PATH = '/ban-hang/tra-hang-hoan-tien';
/** The admin console's refund queue (ours, like the console itself). */
export const ADMIN_REFUNDS_PATH = '/quan-tri/tra-hang-hoan-tien';
