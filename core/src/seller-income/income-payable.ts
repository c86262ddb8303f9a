import { DAY_MS } from '../format/epoch-ms.js';
import { PRODUCT_RETURN_PERIOD_DAYS } from '../seller-catalogue/product-draft.js';
import type { PaymentMethod } from '../ordering/payment-method.js';
import type { CarrierStatus } from '../ordering/order-status.js';

/**
 * The return window when the part's products carry none (lines of products since deleted): the
 * longest a product may set (PRODUCT_RETURN_PERIOD_DAYS.max), so the shop is never paid while a
 * buyer may still send goods back.
 */
export const INCOME_RETURN_WINDOW_DEFAULT_DAYS = PRODUCT_RETURN_PERIOD_DAYS.max;

/** The carrier statuses that mean it handed the cash on delivery over to the platform. */
export const INCOME_COD_REMITTED_STATUSES: readonly CarrierStatus[] = ['reconciled', 'settled'];

/** What decides when an income line becomes payable. */
export interface IncomePayableFacts {
  /** When the carrier delivered the part; null while it has not. */
  readonly deliveredAt: number | null;
  /** The longest return period of the part's products, in days. */
  readonly returnDays: number | null;
  /** A return of the part's goods is being handled (requested, approved, on its way back). */
  readonly refundOpen: boolean;
  /** When the buyer's money reached the platform: the carrier's remittance (cash on delivery), the gateway's settlement (online); null while it has not. */
  readonly moneyReceivedAt: number | null;
}

/** When the money of a payment counts as received: cash once the carrier remitted it, online once the gateway settled. */
export function incomeMoneyReceived(method: PaymentMethod, carrier: CarrierStatus | null, paymentSettledAt: number | null, remittedAt: number | null): number | null {
  if (method === 'CASH') return carrier !== null && INCOME_COD_REMITTED_STATUSES.includes(carrier) ? remittedAt : null;
  return paymentSettledAt;
}

/** The end of the part's return window; null while it is not delivered. */
export function incomeReturnWindowEnd(facts: Pick<IncomePayableFacts, 'deliveredAt' | 'returnDays'>): number | null {
  if (facts.deliveredAt === null) return null;
  const days = facts.returnDays !== null && Number.isFinite(facts.returnDays) && facts.returnDays >= 0 ? facts.returnDays : INCOME_RETURN_WINDOW_DEFAULT_DAYS;
  return facts.deliveredAt + days * DAY_MS;
}

/**
 * When the line becomes payable: delivered, its return window passed and the money at the
 * platform, whichever comes last; null while a refund is open, it is not delivered or the money
 * has not arrived (no date can be promised yet).
 */
export function incomePayableAt(facts: IncomePayableFacts): number | null {
  const windowEnd = incomeReturnWindowEnd(facts);
  if (windowEnd === null || facts.refundOpen || facts.moneyReceivedAt === null) return null;
  return Math.max(windowEnd, facts.moneyReceivedAt);
}

/** Whether the line is payable at `now` (monotone in `now` for the same facts). */
export function incomeIsPayable(facts: IncomePayableFacts, now: number): boolean {
  const at = incomePayableAt(facts);
  return at !== null && at <= now;
}
