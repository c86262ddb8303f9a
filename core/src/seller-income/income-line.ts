import { PRODUCT_AUTHENTICITY_REFUND_PERCENT } from '../seller-catalogue/product-draft.js';
import type { FeePlan } from './income-api.js';

/** Money given back to the buyer for goods of the part sent back (a completed return). */
export interface IncomeRefund {
  readonly id: string;
  /** What the buyer got back (refunds.amount: the goods' share of what was paid, shipping kept). */
  readonly amount: number;
  /** The returned goods at their line prices (quantity × unit price). */
  readonly goodsValue: number;
  readonly at: number;
}

/** Spec 9's authenticity refund: 200% of the price for a fake, 100% for poor quality, charged to the shop. */
export interface IncomeCompensation {
  readonly id: string;
  readonly kind: 'fake' | 'quality';
  /** The goods concerned at their line prices. */
  readonly goodsValue: number;
  readonly at: number;
}

/**
 * One shop part of an order as the order stored it (order_shops) plus the part's share of the
 * order-level platform vouchers (see `platformShares`). Whole đồng.
 */
export interface IncomePartFacts {
  /** order_shops.subtotal: the lines' prices times quantities. */
  readonly goods: number;
  /** order_shops.discount: the shop's automatic discount. */
  readonly shopDiscount: number;
  /** order_shops.voucher: the shop voucher's cut of the goods. */
  readonly shopVoucher: number;
  /** order_shops.shipping_discount: the shop's free-ship voucher (the shop pays that part of the carrier's fee). */
  readonly shopShippingVoucher: number;
  /** The part's share of the platform vouchers' cut of the goods. */
  readonly platformVoucher: number;
  /** order_shops.shipping_fee: the carrier's fee for the part's parcel. */
  readonly shippingFee: number;
  /** The part's share of the platform's free-ship vouchers. */
  readonly shippingPlatform: number;
  readonly plan: Pick<FeePlan, 'service_fee_percent' | 'payment_fee_percent'>;
  readonly refunds: readonly IncomeRefund[];
  readonly compensations: readonly IncomeCompensation[];
}

export interface IncomeAdjustment {
  readonly kind: 'refund' | 'compensation_fake' | 'compensation_quality';
  /** The refund's or compensation's id: the ledger's cause. */
  readonly cause: string;
  /** Charged to the shop: never positive. */
  readonly amount: number;
  readonly at: number;
}

/** The money split of one shop part: who receives what of the buyer's payment. */
export interface IncomeSplit {
  readonly goods: number;
  readonly shopDiscount: number;
  readonly shopVoucher: number;
  readonly shopShippingVoucher: number;
  readonly platformVoucher: number;
  /** Shipping the buyer paid: the carrier's fee less the shop's and the platform's free-ship vouchers. */
  readonly shippingCharged: number;
  readonly shippingPlatform: number;
  readonly buyerPaid: number;
  /** What went back to the buyer: refunds and compensations. */
  readonly returnedToBuyer: number;
  /** The shop's revenue before fees: goods less its own discount and vouchers (free-ship included). */
  readonly income: number;
  readonly fees: { readonly service: number; readonly payment: number };
  readonly adjustments: readonly IncomeAdjustment[];
  readonly net: number;
  /** The platform's take: its fees, less the vouchers and shipping it paid, plus what a refund charged to the shop beyond what the buyer got back. */
  readonly platform: number;
  readonly carrier: number;
}

const whole = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);
const percentOf = (amount: number, percent: number): number => Math.round((Math.max(0, amount) * Math.max(0, percent)) / 100);
const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Splits `total` over parts in proportion to `weights`, to the đồng: each part gets the growth of
 * floor(total × running weight / all weights), so the shares add up to `total` exactly and a
 * part with no weight gets nothing. The checkout stores the platform's vouchers on the order
 * alone; this shares them out by the parts' totals as a cancelled part's refund does
 * (paymentRefundOnPartCancel: the part's payable over every part's).
 */
export function platformShares(total: number, weights: readonly number[]): number[] {
  const all = sum(weights.map(whole));
  if (all <= 0) return weights.map(() => 0);
  let running = 0;
  let given = 0;
  return weights.map((weight) => {
    running += whole(weight);
    // In BigInt: total × running weight passes 2^53 for large orders.
    const upTo = Number((BigInt(whole(total)) * BigInt(running)) / BigInt(all));
    const share = upTo - given;
    given = upTo;
    return share;
  });
}

/**
 * The money of one shop part. The shop earns its goods less its own discount and vouchers
 * (the platform makes up its own vouchers), pays the service fee on that revenue less what came
 * back, and the payment fee on what the buyer paid; a completed return charges the shop the
 * returned goods' share of its revenue (the platform keeps or bears the difference with what the
 * buyer got back: its voucher's share); an authenticity compensation is charged to the shop in
 * full and reduces the fee's base the same way. The carrier gets its whole fee, whoever paid it.
 * So buyerPaid − returnedToBuyer = net + platform + carrier, to the đồng (property-tested).
 */
export function incomeSplit(facts: IncomePartFacts): IncomeSplit {
  const goods = whole(facts.goods);
  const shopDiscount = Math.min(goods, whole(facts.shopDiscount));
  const shopVoucher = Math.min(goods - shopDiscount, whole(facts.shopVoucher));
  const revenue = goods - shopDiscount - shopVoucher;
  const platformVoucher = Math.min(revenue, whole(facts.platformVoucher));
  const shippingFee = whole(facts.shippingFee);
  const shopShippingVoucher = Math.min(shippingFee, whole(facts.shopShippingVoucher));
  const shippingPlatform = Math.min(shippingFee - shopShippingVoucher, whole(facts.shippingPlatform));
  const shippingCharged = shippingFee - shopShippingVoucher - shippingPlatform;
  const buyerPaid = revenue - platformVoucher + shippingCharged;

  // Each return or compensation takes its goods' share of the revenue, never more than is left.
  let revenueLeft = revenue;
  const shareOf = (goodsValue: number): number => {
    const share = goods > 0 ? Math.min(revenueLeft, Number((BigInt(revenue) * BigInt(Math.min(goods, whole(goodsValue)))) / BigInt(goods))) : 0;
    revenueLeft -= share;
    return share;
  };
  const adjustments: IncomeAdjustment[] = [];
  let platformFromRefunds = 0;
  let returnedToBuyer = 0;
  for (const refund of [...facts.refunds].sort((a, b) => a.at - b.at)) {
    const charge = shareOf(refund.goodsValue);
    returnedToBuyer += whole(refund.amount);
    platformFromRefunds += charge - whole(refund.amount);
    adjustments.push({ kind: 'refund', cause: refund.id, amount: -charge, at: refund.at });
  }
  for (const compensation of [...facts.compensations].sort((a, b) => a.at - b.at)) {
    const percent = compensation.kind === 'fake' ? PRODUCT_AUTHENTICITY_REFUND_PERCENT.fake : PRODUCT_AUTHENTICITY_REFUND_PERCENT.poorQuality;
    const amount = Math.floor((shareOf(compensation.goodsValue) * percent) / 100);
    returnedToBuyer += amount;
    adjustments.push({ kind: compensation.kind === 'fake' ? 'compensation_fake' : 'compensation_quality', cause: compensation.id, amount: -amount, at: compensation.at });
  }
  const fees = { service: percentOf(revenueLeft, facts.plan.service_fee_percent), payment: percentOf(buyerPaid, facts.plan.payment_fee_percent) };
  const income = revenue - shopShippingVoucher;
  const net = income - fees.service - fees.payment + sum(adjustments.map((adjustment) => adjustment.amount));
  return {
    goods,
    shopDiscount,
    shopVoucher,
    shopShippingVoucher,
    platformVoucher,
    shippingCharged,
    shippingPlatform,
    buyerPaid,
    returnedToBuyer,
    income,
    fees,
    adjustments,
    net,
    platform: fees.service + fees.payment - platformVoucher - shippingPlatform + platformFromRefunds,
    carrier: shippingFee,
  };
}
