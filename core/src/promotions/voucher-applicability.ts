import { ok, err, type Result } from '../shared/result.js';
import { capOf } from './amounts.js';
import { refusal, type Refusal } from './refusal.js';
import { voucherStatus, type Voucher } from './voucher.js';

/**
 * Every reason a voucher can be refused, in the order they are checked: first what no buyer
 * can change (dates), then who may use it, what it covers, what is left of it, and last what
 * the buyer can still fix in the cart (shipping choice, order amount).
 */
export const VOUCHER_REFUSAL_CODES = [
  'VOUCHER.NOT_STARTED',
  'VOUCHER.EXPIRED',
  'VOUCHER.APP_ONLY',
  'VOUCHER.PHONE_PROOF_REQUIRED',
  'VOUCHER.FIRST_PURCHASE_ONLY',
  'VOUCHER.NOT_FOR_USER',
  'VOUCHER.NOT_FOR_SHOP',
  'VOUCHER.NOT_FOR_PRODUCTS',
  'VOUCHER.OUT_OF_USES',
  'VOUCHER.BUDGET_EXHAUSTED',
  'VOUCHER.CUSTOMER_LIMIT_REACHED',
  'VOUCHER.FREESHIP_NOT_WITH_EXPRESS',
  'VOUCHER.MIN_ORDER_NOT_MET',
] as const;
export type VoucherRefusalCode = (typeof VOUCHER_REFUSAL_CODES)[number];
export type VoucherRefusal = Refusal<VoucherRefusalCode>;

/** The buyer, cart and usage a voucher is judged against. Times are epoch ms. */
export interface VoucherContext {
  readonly now: number;
  /** Subtotal of the items the voucher would cover. */
  readonly subtotal: number;
  readonly productIds: readonly string[];
  /** The shop whose items are being bought; null for a platform voucher over several shops. */
  readonly shopId: string | null;
  /** null for a visitor without an account. */
  readonly userId: string | null;
  readonly isApp: boolean;
  readonly isFirstPurchase: boolean;
  /**
   * Whether the buyer proved a phone with a code (an account that signed up or confirmed its
   * phone): a first-purchase voucher needs one, since a guest's delivery phone and address are
   * free text anyone can vary (issue 24: five guests, one house, five spellings).
   */
  readonly firstPurchasePhoneProven: boolean;
  readonly timesUsedByCustomer: number;
  /** What the voucher has paid out so far, over all buyers. */
  readonly budgetUsed: number;
  /** How many times it has been used so far, over all buyers. */
  readonly usedCount: number;
  readonly isExpressShipping: boolean;
}

// Written as "not below the limit" so that a NaN count refuses instead of slipping through.
const reached = (used: number, limit: number): boolean => !(used < limit);

/**
 * Whether `voucher` can be used in `context`: the voucher itself, or the first reason it
 * cannot (see VOUCHER_REFUSAL_CODES for the order). A voucher ended early or deleted is
 * refused as expired: to the buyer it has simply stopped being valid.
 */
export function voucherApplicability(voucher: Voucher, context: VoucherContext): Result<Voucher, VoucherRefusal> {
  const status = voucherStatus(voucher, context.now);
  if (status === 'upcoming') return err(refusal('VOUCHER.NOT_STARTED', { start: voucher.start_time }));
  if (status !== 'running') return err(refusal('VOUCHER.EXPIRED', { end: voucher.end_time }));

  if (voucher.app_only && !context.isApp) return err(refusal('VOUCHER.APP_ONLY'));
  if (voucher.first_purchase_only && !context.firstPurchasePhoneProven) return err(refusal('VOUCHER.PHONE_PROOF_REQUIRED'));
  if (voucher.first_purchase_only && !context.isFirstPurchase) return err(refusal('VOUCHER.FIRST_PURCHASE_ONLY'));
  if (voucher.user_ids.length > 0 && (context.userId === null || !voucher.user_ids.includes(context.userId))) {
    return err(refusal('VOUCHER.NOT_FOR_USER'));
  }

  const issuerMismatch = voucher.shop_id !== null && voucher.shop_id !== undefined && context.shopId !== voucher.shop_id;
  const shopExcluded = voucher.shop_ids.length > 0 && (context.shopId === null || !voucher.shop_ids.includes(context.shopId));
  if (issuerMismatch || shopExcluded) return err(refusal('VOUCHER.NOT_FOR_SHOP'));
  if (voucher.scope === 'specific_products' && !context.productIds.some((id) => voucher.product_ids.includes(id))) {
    return err(refusal('VOUCHER.NOT_FOR_PRODUCTS'));
  }

  if (reached(context.usedCount, voucher.usable_count)) return err(refusal('VOUCHER.OUT_OF_USES'));
  if (reached(context.budgetUsed, capOf(voucher.max_budget))) return err(refusal('VOUCHER.BUDGET_EXHAUSTED'));
  if (reached(context.timesUsedByCustomer, voucher.per_customer_limit)) {
    return err(refusal('VOUCHER.CUSTOMER_LIMIT_REACHED', { max: voucher.per_customer_limit }));
  }

  if (voucher.kind === 'shipping' && context.isExpressShipping) return err(refusal('VOUCHER.FREESHIP_NOT_WITH_EXPRESS'));
  if (!(context.subtotal >= voucher.min_order)) {
    const missing = Number.isFinite(context.subtotal) ? voucher.min_order - context.subtotal : voucher.min_order;
    return err(refusal('VOUCHER.MIN_ORDER_NOT_MET', { min: voucher.min_order, missing }));
  }
  return ok(voucher);
}
