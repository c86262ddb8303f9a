import { vnd } from '../money/money.js';
import type { ShopPayableTotals } from '../pricing/payable-totals.js';
import type { Order, OrderShop } from './order.js';
import type { OrderStatus } from './order-status.js';

/** One shop's part of an order, as far as the order's lifecycle goes. */
export interface OrderPart {
  readonly confirmed: boolean;
  readonly handed_over: boolean;
  readonly cancelled: boolean;
}

/** The furthest point every part still live has reached. */
export type OrderPartsProgress = 'open' | 'confirmed' | 'handed_over' | 'cancelled';

/**
 * Where an order stands by its parts. One checkout is one order across shops with one status
 * (core's Order), while each seller confirms, hands over or cancels only its own shop's part:
 * the order is cancelled once no part is live, and takes a seller's step once every live part
 * has taken it (a part a seller cancelled no longer holds the others back).
 */
export function orderPartsProgress(parts: readonly OrderPart[]): OrderPartsProgress {
  const live = parts.filter((part) => !part.cancelled);
  if (live.length === 0) return 'cancelled';
  if (live.every((part) => part.handed_over)) return 'handed_over';
  if (live.every((part) => part.confirmed)) return 'confirmed';
  return 'open';
}

/**
 * The whole-order step that brings an order in `status` to where its parts stand, or null
 * when it is there already: cancelled once no part is live, confirmed once every live part
 * is, handed to the carrier once every live part is. The machine still decides the step.
 */
export function orderPartsCatchUp(status: OrderStatus, progress: OrderPartsProgress): 'order.cancel' | 'order.confirm' | 'order.handOver' | null {
  if (progress === 'cancelled') return status === 'cancelled' ? null : 'order.cancel';
  if (status === 'pending_confirmation' && progress !== 'open') return 'order.confirm';
  if (status === 'pending_pickup' && progress === 'handed_over') return 'order.handOver';
  return null;
}

/**
 * True when a seller may still cancel its part: not cancelled yet and not handed to the
 * carrier (the goods have left). Whether the order's status lets a seller cancel at all is
 * the order machine's word (`orderNext` with the seller's cancel).
 */
export const orderPartCancellable = (part: OrderPart): boolean => !part.cancelled && !part.handed_over;

const shopTotalsAsOrder = (totals: ShopPayableTotals) => ({
  subtotal: totals.subtotal,
  discount: totals.discount,
  shop_vouchers: totals.voucher,
  platform_vouchers: vnd(0),
  shipping_fee: totals.shipping_fee,
  shipping_discount: totals.shipping_discount,
  cash_back: totals.cash_back,
  payable: totals.payable,
});

/** Our reading where the spec is silent: see orderSellerStatus. */
export const SELLER_SEES_OWN_PART = true;

/** The steps a seller has taken on its own part (order_shops' confirmed_at, handed_over_at). */
export type PartSteps = Pick<OrderPart, 'confirmed' | 'handed_over'>;
const PART_NO_STEPS: PartSteps = { confirmed: false, handed_over: false };

/**
 * The status a seller sees of an order: its own part's. One checkout is one order across shops
 * and moves when every shop has taken a step (orderPartsProgress), but a seller who confirmed its
 * part is waiting for the pickup, not for its own confirmation, and one who handed its parcel
 * over has it on the way (SELLER_SEES_OWN_PART: otherwise the seller was asked again to confirm
 * or hand over what it had, while another shop of the same checkout had not yet).
 */
export function orderSellerStatus(status: OrderStatus, steps: PartSteps): OrderStatus {
  if (!SELLER_SEES_OWN_PART) return status;
  const waiting = status === 'pending_confirmation' || status === 'pending_pickup';
  if (waiting && steps.handed_over) return 'shipping';
  if (status === 'pending_confirmation' && steps.confirmed) return 'pending_pickup';
  return status;
}

/**
 * The order as one shop's seller may see it: only that shop's part (its lines, the buyer's
 * note to it, its totals), that shop's vouchers and a return only when it is of that shop's
 * goods (`refundShopId`); other shops' goods, prices and notes and the platform's share stay
 * with the buyer and the platform. A part its seller cancelled reads as a cancelled order.
 * Null when the shop has no part.
 */
export function orderSellerView(
  order: Order,
  shopId: string,
  refundShopId: string | null,
  progress: PartSteps = PART_NO_STEPS,
): Order | null {
  const part: OrderShop | undefined = order.shops.find((shop) => shop.shop._id === shopId);
  if (!part) return null;
  const partCancelled = part.cancelled_by != null && order.status !== 'cancelled';
  return {
    ...order,
    status: orderSellerStatus(order.status, progress),
    shops: [part],
    total_order_payment: part.shop_total,
    totals: part.totals ? shopTotalsAsOrder(part.totals) : null,
    vouchers: (order.vouchers ?? []).filter((voucher) => voucher.shop_id === shopId),
    refund_id: refundShopId === shopId ? order.refund_id : null,
    ...(partCancelled ? { status: 'cancelled' as const, cancelled_by: part.cancelled_by, cancel_reason: part.cancel_reason } : {}),
  };
}
