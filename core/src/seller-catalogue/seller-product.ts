import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { VndSchema } from '../money/money.js';
import { ok, err, type Result } from '../shared/result.js';
import { DAY_MS } from '../format/epoch-ms.js';

/** System approval of a product (spec 4): waiting for confirmation, then confirmed, or rejected. */
export const ProductApprovalStatusSchema = z.enum(['waiting_confirmation', 'confirmed', 'rejected']);
export type ProductApprovalStatus = z.infer<typeof ProductApprovalStatusSchema>;

/** Spec 4 and 9: the system confirms a product within 2-3 days. */
export const PRODUCT_APPROVAL_DAYS = { min: 2, max: 3 } as const;

/** A row of the seller's product list (quan-ly-san-pham). */
export const SellerProductSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  images: z._default(z.array(z.string()), []),
  sale_price: VndSchema,
  /** Stock of the product, summed over its variants when it has some. */
  quantity: CountSchema,
  sold: z._default(CountSchema, 0),
  approval_status: ProductApprovalStatusSchema,
  is_hidden: z._default(z.boolean(), false),
  is_draft: z._default(z.boolean(), false),
  rejection_reason: z.nullish(z.string()),
});
export type SellerProduct = z.infer<typeof SellerProductSchema>;

/** The tabs of the seller's product list, in the order they are shown (spec 4). */
import { PRODUCT_FILTER_STATES, type ProductFilterState } from '../shop/seller-list-states.js';
export { PRODUCT_FILTER_STATES, type ProductFilterState };

/**
 * The one tab (other than 'all') a product belongs to. Checked in this order, because the
 * earlier facts hide the later ones from buyers: a draft was never submitted; a rejected or
 * unconfirmed product is not on sale whatever its stock; a hidden one is the seller's choice;
 * only a confirmed, shown product is sold out or available by its stock.
 */
export function productFilterState(
  product: Pick<SellerProduct, 'quantity' | 'approval_status' | 'is_hidden' | 'is_draft'>,
): Exclude<ProductFilterState, 'all'> {
  if (product.is_draft) return 'draft';
  if (product.approval_status === 'rejected') return 'rejected';
  if (product.approval_status === 'waiting_confirmation') return 'pending_confirmation';
  if (product.is_hidden) return 'hidden';
  return product.quantity > 0 ? 'available' : 'sold_out';
}

/** Whether a product shows under a tab; 'all' shows everything. */
export function productFilterMatches(
  product: Pick<SellerProduct, 'quantity' | 'approval_status' | 'is_hidden' | 'is_draft'>,
  filter: ProductFilterState,
): boolean {
  return filter === 'all' || productFilterState(product) === filter;
}

/** When the seller may expect the system's answer for a product submitted at `submittedAt` (epoch ms). */
export function productApprovalExpected(submittedAt: number): { readonly earliest: number; readonly latest: number } {
  return { earliest: submittedAt + PRODUCT_APPROVAL_DAYS.min * DAY_MS, latest: submittedAt + PRODUCT_APPROVAL_DAYS.max * DAY_MS };
}

/** The system's decision on a product; only a product waiting for confirmation can be decided. */
export function productApprovalDecide(
  status: ProductApprovalStatus,
  decision: 'confirm' | 'reject',
): Result<ProductApprovalStatus, 'PRODUCT.APPROVAL_NOT_WAITING'> {
  if (status !== 'waiting_confirmation') return err('PRODUCT.APPROVAL_NOT_WAITING');
  return ok(decision === 'confirm' ? 'confirmed' : 'rejected');
}
