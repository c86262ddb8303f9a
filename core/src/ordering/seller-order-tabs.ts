import type { OrderStatus } from './order-status.js';
import type { SellerOrderTab } from './seller-order-list-params.js';

// Apart from the list's address reader, which the first visit's route tree carries: only the reader goes there.

const STATUSES_OF: Readonly<Record<Exclude<SellerOrderTab, 'all'>, readonly OrderStatus[]>> = {
  // An order waiting for the platform's approval is still waiting for the seller too.
  pending_confirmation: ['pending_approval', 'pending_confirmation'],
  pending_pickup: ['pending_pickup'],
  shipping: ['shipping'],
  delivered: ['delivered'],
  cancel_pending: ['cancel_pending'],
  cancelled: ['cancelled'],
  return_refund: ['return_refund'],
};

/** The statuses a tab lists (as the seller sees them, orderSellerView); null for every order. */
export const sellerOrderTabStatuses = (tab: SellerOrderTab): readonly OrderStatus[] | null => (tab === 'all' ? null : STATUSES_OF[tab]);

/** The tab an order of this status (as the seller sees it) is listed under, besides 'all'. */
export const sellerOrderTabOf = (status: OrderStatus): Exclude<SellerOrderTab, 'all'> =>
  (Object.keys(STATUSES_OF) as Exclude<SellerOrderTab, 'all'>[]).find((tab) => STATUSES_OF[tab].includes(status)) ?? 'pending_confirmation';

