import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { vnd, VndSchema, type Vnd } from '../money/money.js';
import { campaignStatus, type CampaignStatus } from './campaign-status.js';
import { EpochMsSchema } from '../format/epoch-ms.js';

/** Spec: kinds are {product} discount, cash back, shop and shipping (free-ship). */
export const VOUCHER_KINDS = ['product_discount', 'cash_back', 'shop', 'shipping'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** Spec: a voucher covers the whole shop or specific products. */
export const VOUCHER_SCOPES = ['whole_shop', 'specific_products'] as const;
export type VoucherScope = (typeof VOUCHER_SCOPES)[number];

/** Where buyers see it: listed everywhere, only to those who enter the code, or nowhere. */
export const VOUCHER_DISPLAYS = ['public', 'code_only', 'hidden'] as const;
export type VoucherDisplay = (typeof VOUCHER_DISPLAYS)[number];

export const VOUCHER_DISCOUNT_TYPES = ['fixed', 'percent'] as const;
export type VoucherDiscountType = (typeof VOUCHER_DISCOUNT_TYPES)[number];

/** Spec section 9: the two first-purchase vouchers. */
export const FIRST_PURCHASE_VOUCHER_SMALL: Vnd = vnd(100_000);
export const FIRST_PURCHASE_VOUCHER_LARGE: Vnd = vnd(200_000);
export const FIRST_PURCHASE_VOUCHER_AMOUNTS: readonly Vnd[] = [FIRST_PURCHASE_VOUCHER_SMALL, FIRST_PURCHASE_VOUCHER_LARGE];

const Amount = VndSchema.check(z.nonnegative());
const Ids = z._default(z.array(IdSchema), []);

/**
 * A voucher (spec section 3). `value` is dong for `fixed` and a percentage for `percent`.
 * Empty restriction lists mean "no restriction". A voucher without `shop_id` is issued by the
 * platform. Times are epoch ms; the voucher is valid on [start_time, end_time).
 */
export const VoucherSchema = z.object({
  _id: IdSchema,
  shop_id: z.nullish(IdSchema),
  name: z.string(),
  code: z.string(),
  kind: z.enum(VOUCHER_KINDS),
  scope: z.enum(VOUCHER_SCOPES),
  /** The products a `specific_products` voucher covers. */
  product_ids: Ids,
  display: z.enum(VOUCHER_DISPLAYS),
  /** How many buyers may save it to their wallet. */
  saveable_count: CountSchema,
  /** How many times it may be used in all. */
  usable_count: CountSchema,
  discount_type: z.enum(VOUCHER_DISCOUNT_TYPES),
  value: z.number().check(z.nonnegative()),
  /** Cap on a percent voucher's amount; absent or 0 means no cap. */
  max_discount: z.nullish(Amount),
  min_order: z._default(Amount, vnd(0)),
  /** Total the voucher may pay out over all its uses; absent means unlimited. */
  max_budget: z.nullish(Amount),
  start_time: EpochMsSchema,
  end_time: EpochMsSchema,
  per_customer_limit: z._default(z.number().check(z.int(), z.positive()), 1),
  app_only: z._default(z.boolean(), false),
  first_purchase_only: z._default(z.boolean(), false),
  user_ids: Ids,
  shop_ids: Ids,
  ended_early: z._default(z.boolean(), false),
  deleted: z._default(z.boolean(), false),
});
export type Voucher = z.infer<typeof VoucherSchema>;

/** Where a voucher is in its life at `now`. */
export const voucherStatus = (voucher: Voucher, now: number): CampaignStatus =>
  campaignStatus(voucher.start_time, voucher.end_time, now, { endedEarly: voucher.ended_early, deleted: voucher.deleted });

/** Whether the platform (not a shop) issued the voucher. */
export const voucherIsPlatform = (voucher: Voucher): boolean => voucher.shop_id === null || voucher.shop_id === undefined;
