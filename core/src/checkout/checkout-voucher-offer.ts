import * as z from 'zod/mini';
import { VndSchema } from '../money/money.js';
import { VoucherSchema } from '../promotions/voucher.js';
import { RefusalSchema } from './checkout-preview.js';

/**
 * A voucher offered to the visitor (`GET api/v1/mobile/vouchers`), judged against their cart
 * selection: whether it applies now, the first reason it does not (voucherApplicability's
 * code), and what it would take off the goods (0 for free-ship before an address is known).
 */
export const VoucherOfferSchema = z.object({
  voucher: VoucherSchema,
  applicable: z.boolean(),
  refusal: z.nullish(RefusalSchema),
  amount: VndSchema,
});
export type VoucherOffer = z.infer<typeof VoucherOfferSchema>;
