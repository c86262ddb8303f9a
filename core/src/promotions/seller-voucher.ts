import * as z from 'zod/mini';
import { CountSchema } from '../shared/counts.js';
import { VndSchema } from '../money/money.js';
import { pageSchema } from '../catalogue/product.js';
import { IdSchema } from '../shared/brand.js';
import { CAMPAIGN_STATUSES } from './campaign-status.js';
import { VoucherSchema } from './voucher.js';

// What the seller's voucher screens (ban-hang/ma-giam-gia) read from api/v1/seller/vouchers.

/** What a voucher has done so far: wallets holding it, live uses and the dong they took off. */
export const VoucherUsageFiguresSchema = z.object({
  saved_count: CountSchema,
  used_count: CountSchema,
  discount_given: VndSchema.check(z.nonnegative()),
});
export type VoucherUsageFigures = z.infer<typeof VoucherUsageFiguresSchema>;

/** A voucher as its seller sees it: with its status at the server's now and its usage. */
export const SellerVoucherSchema = z.extend(VoucherSchema, {
  status: z.enum(CAMPAIGN_STATUSES),
  usage: VoucherUsageFiguresSchema,
});
export type SellerVoucher = z.infer<typeof SellerVoucherSchema>;

/** How many of the shop's live campaigns each list tab holds (whatever the search). */
export const CampaignCountsSchema = z.object({ all: CountSchema, upcoming: CountSchema, running: CountSchema, ended: CountSchema });
export type CampaignCounts = z.infer<typeof CampaignCountsSchema>;

export const SellerVoucherPageSchema = z.extend(pageSchema(SellerVoucherSchema), { counts: CampaignCountsSchema });
export type SellerVoucherPage = z.infer<typeof SellerVoucherPageSchema>;

/** A buyer of the shop (an account that ordered from it or follows it), as the voucher's user picker lists it. */
export const ShopCustomerOptionSchema = z.object({
  _id: IdSchema,
  /** Masked as the shop's order list shows buyers. */
  name: z.string(),
  /** The last digits of the proven phone, to tell namesakes apart; absent when none. */
  phone_tail: z.nullish(z.string()),
});
export type ShopCustomerOption = z.infer<typeof ShopCustomerOptionSchema>;
export const ShopCustomerOptionsSchema = z.array(ShopCustomerOptionSchema);
