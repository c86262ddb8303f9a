import { DAY_MS } from '../format/epoch-ms.js';
import { SELLER_INACTIVE_WARNING_DAYS } from '../shop/seller-terms.js';

/**
 * A share as a fraction in [0, 1]: `part` of `whole`. Nothing to share (whole 0) reads 0, not
 * NaN, so an empty period shows 0 %; a part above the whole is capped (see dashboardConversion).
 */
export function dashboardRate(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0 || part <= 0) return 0;
  return Math.min(1, part / whole);
}

/**
 * Conversion: distinct buyers who ordered from the shop in the period over distinct visitors
 * who viewed its products then. A buyer may order without a stored view (another device, an
 * app without tracking), so the reading is capped at 100 %.
 */
export const dashboardConversion = (buyers: number, visitors: number): number => dashboardRate(buyers, visitors);

/**
 * The seller's own 7-day warning (spec 8/9). Buyers are warned from the shop's last activity of
 * any kind, which the seller resets just by opening this page; what the seller must hear is
 * that orders wait unhandled. So here "inactive" means: orders are waiting for the seller and no
 * order has been handled (confirmed, handed over, cancelled by the seller) for more than
 * SELLER_INACTIVE_WARNING_DAYS since the later of the last handling and the oldest waiting order.
 */
export function sellerOrderHandlingInactive(lastHandledAt: number | null, oldestWaitingAt: number | null, now: number): boolean {
  if (oldestWaitingAt === null || !Number.isFinite(oldestWaitingAt) || !Number.isFinite(now)) return false;
  const since = lastHandledAt !== null && Number.isFinite(lastHandledAt) ? Math.max(lastHandledAt, oldestWaitingAt) : oldestWaitingAt;
  return now - since > SELLER_INACTIVE_WARNING_DAYS * DAY_MS;
}

/** One day of the chart: the shop's sales and order count that day. */
export interface DashboardDay {
  readonly day: string;
  readonly sales: number;
  readonly orders: number;
}

/** Every day of the period in order, days without an order at zero (the chart needs no gaps). */
export function dashboardSeriesFill(days: readonly string[], known: readonly DashboardDay[]): DashboardDay[] {
  const byDay = new Map(known.map((entry) => [entry.day, entry]));
  return days.map((day) => byDay.get(day) ?? { day, sales: 0, orders: 0 });
}
