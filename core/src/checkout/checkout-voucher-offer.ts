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
  /** In the buyer's wallet (saved on /khuyen-mai). */
  saved: z._default(z.boolean(), false),
});
export type VoucherOffer = z.infer<typeof VoucherOfferSchema>;

const rank = (offer: Pick<VoucherOffer, 'applicable' | 'saved'>): number => (offer.applicable ? 0 : 2) + (offer.saved ? 0 : 1);

/**
 * The order checkout lists offers in: the buyer's saved vouchers that apply first, then other
 * vouchers that apply, then saved ones that do not (with their reason), then the rest. Stable
 * within each rank, so the server's order (its positions) holds. Never drops or adds an offer.
 */
export function voucherOffersOrder<T extends Pick<VoucherOffer, 'applicable' | 'saved'>>(offers: readonly T[]): T[] {
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => rank(a.offer) - rank(b.offer) || a.index - b.index)
    .map((entry) => entry.offer);
}
