import { VIETNAM_UTC_OFFSET_MS } from '../format/vietnam-day.js';
import { SELLER_IN_APP_ADS_FREE_MONTHS, SELLER_PAYMENT_FEE_FREE_MONTHS, SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT } from '../shop/seller-terms.js';
import { settlementIsPeriodic, type SettlementSchedule } from '../shop/shop-payment-settings.js';
import type { FeePlan } from './income-api.js';

/** Spec 1 speaks of "the first year": twelve months from the shop's approval. */
export const SELLER_FIRST_YEAR_MONTHS = 12;

/**
 * The service fee after the first year. The spec gives only the first year's 3%. Vietnamese
 * marketplaces charge small sellers a fixed fee of about 4-6% of revenue by category (Shopee's
 * "phí cố định", TikTok Shop's commission); we take 5%, the middle of that range, one rate for
 * every category until categories carry their own.
 */
export const SELLER_SERVICE_FEE_AFTER_FIRST_YEAR_PERCENT = 5;

/**
 * The payment fee (what handling the buyer's money costs: gateways, cash collection), as a
 * percentage of what the buyer paid. The spec gives none. Shopee charges about 4.9%, TikTok Shop
 * 5%, Lazada 2-4% in Vietnam; we take 4%, a round figure inside that band.
 */
export const SELLER_PAYMENT_FEE_PERCENT = 4;

/** The instant `months` calendar months after `at`, counted on Vietnamese dates (the 31st clamps to the month's last day). */
export function vietnamMonthsAfter(at: number, months: number): number {
  const local = new Date(at + VIETNAM_UTC_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = Date.UTC(year, month, Math.min(local.getUTCDate(), lastDay), local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds(), local.getUTCMilliseconds());
  return moved - VIETNAM_UTC_OFFSET_MS;
}

/** What the fee plan is read from: when the admin approved the shop and how it is settled. */
export interface FeePlanFacts {
  /** The shop's approval; a shop without one (seeded before applications existed) counts from its first order or now. */
  readonly approvedAt: number;
  readonly settlement: SettlementSchedule;
}

/**
 * The fee plan in force for a shop at `at` (an order's placing, or now for the summary): the
 * first-year service fee for twelve months from approval, then the later rate; the payment fee
 * free for the first twelve months when settlement is periodic (spec 1), charged otherwise; in-app
 * ads free for the first twelve months. The `*_until` instants are null once passed.
 */
export function feePlanAt(facts: FeePlanFacts, at: number): FeePlan {
  const firstYearEnds = vietnamMonthsAfter(facts.approvedAt, SELLER_FIRST_YEAR_MONTHS);
  const paymentFreeEnds = vietnamMonthsAfter(facts.approvedAt, SELLER_PAYMENT_FEE_FREE_MONTHS);
  const adsFreeEnds = vietnamMonthsAfter(facts.approvedAt, SELLER_IN_APP_ADS_FREE_MONTHS);
  const firstYear = at < firstYearEnds;
  const paymentFree = settlementIsPeriodic(facts.settlement) && at < paymentFreeEnds;
  return {
    service_fee_percent: firstYear ? SELLER_SERVICE_FEE_FIRST_YEAR_PERCENT : SELLER_SERVICE_FEE_AFTER_FIRST_YEAR_PERCENT,
    service_fee_first_year_until: firstYear ? firstYearEnds : null,
    payment_fee_percent: paymentFree ? 0 : SELLER_PAYMENT_FEE_PERCENT,
    payment_fee_free_until: paymentFree ? paymentFreeEnds : null,
    ads_free_until: at < adsFreeEnds ? adsFreeEnds : null,
    settlement: facts.settlement,
  };
}
