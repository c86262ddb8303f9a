import * as z from 'zod/mini';
import { VndSchema } from '../money/money.js';
import { CountSchema } from '../shared/counts.js';
import { EpochMsSchema } from '../format/epoch-ms.js';
import { pageSchema } from '../catalogue/product.js';
import { PaymentMethodSchema } from '../ordering/payment-method.js';
import { SETTLEMENT_SCHEDULES } from '../shop/shop-payment-settings.js';

/**
 * The answers of SELLER_INCOME_PATHS (issue 28). Amounts are whole đồng; a signed amount (an
 * adjustment, a net that a refund made negative) may be below zero, so these use plain numbers
 * where VndSchema's brand would read as "never negative".
 */
const SignedVndSchema = z.number().check(z.int());

/**
 * Where an income line stands. `pending`: the order is not yet payable (not delivered, the
 * return window still open, or a refund open); `payable`: counted in the balance a payout will
 * take; `in_payout`: taken by a payout the bank has not yet paid; `paid`; `void`: the part was
 * cancelled before any money was the shop's (kept so a seller sees why an order earned nothing).
 */
export const INCOME_LINE_STATUSES = ['pending', 'payable', 'in_payout', 'paid', 'void'] as const;
export const IncomeLineStatusSchema = z.enum(INCOME_LINE_STATUSES);
export type IncomeLineStatus = z.infer<typeof IncomeLineStatusSchema>;

/**
 * One shop part of an order as money: what the buyer paid for it and how it splits between the
 * shop, the platform and the carrier. `net` = goods − shop_discount − shop_voucher
 * − shop_shipping_voucher − fees.service − fees.payment + adjustments (refunds and compensations
 * are negative adjustments). Core's incomeSplit computes it.
 *
 * Agreement with the seller dashboard (issue 13): for the same parts (placed in the period, not
 * cancelled, past the online payment wait), the dashboard's `sales` (Σ shop_total) equals
 * Σ (buyer_paid + platform_voucher + shipping_platform): the part's total before the platform's
 * vouchers. Sales are counted when the order is placed; `net` is what the shop keeps after fees
 * and returns: shop_total − net = shipping_fee (the carrier's) + fees − adjustments, exactly.
 */
export const IncomeLineSchema = z.object({
  _id: z.string(),
  order_id: z.string(),
  part_id: z.string(),
  placed_at: EpochMsSchema,
  delivered_at: z.nullable(EpochMsSchema),
  /** When the line becomes (or became) payable: delivery plus the return window, if no refund is open. */
  payable_at: z.nullable(EpochMsSchema),
  status: IncomeLineStatusSchema,
  payment_method: PaymentMethodSchema,
  /** The lines' prices times quantities. */
  goods: VndSchema,
  /** Price cuts the shop pays: its programs' and discounts' part of the goods. */
  shop_discount: VndSchema,
  /** The shop's own vouchers used on the part. */
  shop_voucher: VndSchema,
  /** The platform's vouchers on the part: the buyer paid less, the platform makes it up to the shop. */
  platform_voucher: VndSchema,
  /** Shipping the buyer paid, and the part of the carrier's fee the platform paid (shipping vouchers). */
  shipping_charged: VndSchema,
  /** Added by the server helper (optional): the part of the carrier's fee the shop's own free-ship voucher paid; the shop bears it. */
  shop_shipping_voucher: z.optional(VndSchema),
  shipping_platform: VndSchema,
  /** What the buyer paid for the part (goods − every discount and voucher + shipping charged). */
  buyer_paid: VndSchema,
  fees: z.object({ service: VndSchema, payment: VndSchema }),
  /** Refunds and authenticity compensations charged to the shop, and corrections: signed. */
  adjustments: z.array(
    z.object({
      kind: z.enum(['refund', 'compensation_fake', 'compensation_quality', 'correction']),
      amount: SignedVndSchema,
      note: z.string(),
      at: EpochMsSchema,
    }),
  ),
  net: SignedVndSchema,
  payout_id: z.nullable(z.string()),
});
export type IncomeLine = z.infer<typeof IncomeLineSchema>;

export const IncomeLinePageSchema = pageSchema(IncomeLineSchema);
export type IncomeLinePage = z.infer<typeof IncomeLinePageSchema>;

/** The fee plan in force for a shop today, and when its free periods end (spec 1). */
export const FeePlanSchema = z.object({
  service_fee_percent: z.number().check(z.gte(0)),
  /** The first-year rate ends here; null when the shop is past it. */
  service_fee_first_year_until: z.nullable(EpochMsSchema),
  payment_fee_percent: z.number().check(z.gte(0)),
  /** The payment fee is free until then (periodic settlement in the first year); null when not free. */
  payment_fee_free_until: z.nullable(EpochMsSchema),
  ads_free_until: z.nullable(EpochMsSchema),
  settlement: z.enum(SETTLEMENT_SCHEDULES),
});
export type FeePlan = z.infer<typeof FeePlanSchema>;

/** GET api/v1/seller/income/summary. */
export const SellerIncomeSummarySchema = z.object({
  balance: z.object({
    /** Lines not yet payable. */
    pending: SignedVndSchema,
    /** Payable, not yet taken by a payout: the next payout's amount. */
    payable: SignedVndSchema,
    /** Taken by payouts the bank has not yet paid. */
    processing: SignedVndSchema,
    /** Paid to the shop's bank, all time. */
    paid: SignedVndSchema,
  }),
  fee_plan: FeePlanSchema,
  /** When the next payout is made on the shop's schedule; null without a bank account. */
  next_payout_at: z.nullable(EpochMsSchema),
  /** The account payouts go to, its number masked but for the last 4 digits; null when not set. */
  bank: z.nullable(z.object({ bank_name: z.string(), account_number_masked: z.string(), account_holder: z.string() })),
});
export type SellerIncomeSummary = z.infer<typeof SellerIncomeSummarySchema>;

export const PAYOUT_STATUSES = ['processing', 'paid', 'failed'] as const;
export const PayoutStatusSchema = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof PayoutStatusSchema>;

/** One transfer to a shop's bank: the payable lines it took. */
export const PayoutSchema = z.object({
  _id: z.string(),
  shop_id: z.string(),
  shop_name: z.string(),
  amount: SignedVndSchema,
  lines: CountSchema,
  status: PayoutStatusSchema,
  created_at: EpochMsSchema,
  paid_at: z.nullable(EpochMsSchema),
  bank_reference: z.nullable(z.string()),
  failure_reason: z.nullable(z.string()),
  /** The account as it was when the payout was made (the transfer goes there even if the seller edits it later). */
  bank: z.object({ bank_name: z.string(), account_number: z.string(), account_holder: z.string(), branch: z.string() }),
});
export type Payout = z.infer<typeof PayoutSchema>;

export const PayoutPageSchema = pageSchema(PayoutSchema);
export type PayoutPage = z.infer<typeof PayoutPageSchema>;

/** The admin's payout list, with each status's count. */
export const AdminPayoutPageSchema = z.extend(pageSchema(PayoutSchema), {
  counts: z.object({ processing: CountSchema, paid: CountSchema, failed: CountSchema }),
});
export type AdminPayoutPage = z.infer<typeof AdminPayoutPageSchema>;

export const PayoutDetailSchema = z.extend(PayoutSchema, { income_lines: z.array(IncomeLineSchema) });
export type PayoutDetail = z.infer<typeof PayoutDetailSchema>;

/** The platform's own money over a period (GET api/v1/cms-admin/platform-income). */
export const PlatformIncomeSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  service_fees: SignedVndSchema,
  payment_fees: SignedVndSchema,
  /** Platform vouchers and shipping subsidies it paid. */
  vouchers_paid: SignedVndSchema,
  shipping_paid: SignedVndSchema,
  /** Refunds the platform bore itself (not charged to a shop). */
  refunds_borne: SignedVndSchema,
  net: SignedVndSchema,
  /** Paid out to shops in the period, and still owed to them at its end. */
  paid_to_shops: SignedVndSchema,
  owed_to_shops: SignedVndSchema,
  days: z.array(z.object({ day: z.string(), fees: SignedVndSchema, paid_out: SignedVndSchema })),
});
export type PlatformIncome = z.infer<typeof PlatformIncomeSchema>;
