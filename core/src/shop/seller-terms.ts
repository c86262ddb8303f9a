import { vnd, type Vnd } from '../money/money.js';
import { DAY_MS } from '../format/epoch-ms.js';

/**
 * Service fee in the seller's first year, as a percentage of total revenue. Spec 1 states 3% on
 * the landing page's fee list and 0% in another place. We take 3%: it is the figure the fee
 * table gives, and showing 0% to a seller who is then charged 3% is the worse mistake of the two.
 */
export const SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT = 3;

/** Spec 1: no payment fee for the first year when the seller uses periodic settlement. */
export const SELLER_PAYMENT_FEE_FREE_MONTHS = 12;
export const SELLER_PAYMENT_FEE_FREE_NEEDS = 'periodic_settlement';
/** Spec 1: in-app advertising is free in the first year. */
export const SELLER_IN_APP_ADS_FREE_MONTHS = 12;
/** Spec 9: a seller inactive for more than 7 days triggers a warning to buyers. */
export const SELLER_INACTIVE_WARNING_DAYS = 7;
/** Spec 9: the product list downloads (tai-xuong-danh-sach) are kept for 30 days. */
export const DOWNLOAD_HISTORY_KEEP_DAYS = 30;

/** The first-year service fee on a revenue, rounded to whole dong. */
export function sellerServiceFeeFirstYear(revenue: Vnd): Vnd {
  return vnd(Math.round((Math.max(0, revenue) * SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT) / 100));
}

/** Whether buyers should be warned that this seller has been inactive more than 7 days. */
export function sellerIsInactive(lastActiveAt: number, now: number): boolean {
  return now - lastActiveAt > SELLER_INACTIVE_WARNING_DAYS * DAY_MS;
}

/**
 * The buyer-facing form: a shop whose last activity is unknown is not flagged (no warning
 * without evidence). Never throws.
 */
export function shopSellerInactive(lastActiveAt: number | null | undefined, now: number): boolean {
  return typeof lastActiveAt === 'number' && Number.isFinite(lastActiveAt) && Number.isFinite(now) && sellerIsInactive(lastActiveAt, now);
}

/** Whether a download made at `createdAt` is still kept at `now`. */
export function downloadHistoryKept(createdAt: number, now: number): boolean {
  return now - createdAt <= DOWNLOAD_HISTORY_KEEP_DAYS * DAY_MS;
}
