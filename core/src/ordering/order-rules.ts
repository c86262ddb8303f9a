import { actorRoleAllowed, type ActorRole } from './actor-role.js';
import { orderReturnSupported } from './order-international.js';
import type { CancelledBy, CarrierStatus, OrderStatus } from './order-status.js';
import type { OrderingErrorCode } from './ordering-errors.js';

/** Where an order stands: enough for every rule about what may happen next. */
export interface OrderPosition {
  readonly status: OrderStatus;
  readonly carrier_status?: CarrierStatus | null | undefined;
}

/** The position plus the facts of the order that rules also look at. */
export interface OrderFacts extends OrderPosition {
  readonly is_international: boolean;
}

const PLATFORM: readonly ActorRole[] = ['system', 'admin'];

/**
 * Who may ask for each step of the order lifecycle (the event types of `orderMachine`).
 * The state decides whether the step exists at all; this decides who may take it.
 */
export const ORDER_ACTION_ROLES = {
  /** The platform's checks pass (payment received, order valid). */
  'order.approve': PLATFORM,
  'order.confirm': ['seller'],
  /** Who may cancel in which status is `orderCancelOutcome`'s business; these may try. */
  'order.cancel': ['buyer', 'seller', 'system', 'admin'],
  'order.cancelAccept': ['seller'],
  'order.cancelDecline': ['seller'],
  'order.handOver': ['seller'],
  'order.carrier.pickedUp': ['carrier'],
  'order.carrier.delivering': ['carrier'],
  'order.carrier.delayed': ['carrier'],
  'order.carrier.delivered': ['carrier'],
  'order.carrier.notDelivered': ['carrier'],
  'order.carrier.returned': ['carrier'],
  'order.carrier.failed': ['carrier'],
  'order.carrier.compensation': ['carrier'],
  'order.carrier.reconciled': ['carrier'],
  'order.carrier.settled': ['carrier'],
  /** The system confirms on the buyer's behalf once the confirmation deadline passes. */
  'order.confirmReceipt': ['buyer', 'system'],
  'order.requestRefund': ['buyer'],
} as const satisfies Readonly<Record<string, readonly ActorRole[]>>;
export type OrderAction = keyof typeof ORDER_ACTION_ROLES;
export const ORDER_ACTIONS = Object.keys(ORDER_ACTION_ROLES) as readonly OrderAction[];

/** True when `role` may take this step at all (the state may still refuse it). */
export const orderActorMay = (action: OrderAction, role: ActorRole): boolean => actorRoleAllowed(ORDER_ACTION_ROLES, action, role);

/** Carrier states after which the parcel will not reach the buyer: the platform closes the order. */
const CARRIER_DEAD_ENDS: readonly CarrierStatus[] = ['failed', 'returned', 'compensation'];

/**
 * What a cancel by `role` does here: `cancelled` at once, `cancel_pending` when the seller
 * must agree first (the buyer cancels while the seller prepares), or null when this role may
 * not cancel now. The buyer may cancel until the parcel is handed over; the seller until then
 * too; the platform also closes orders the carrier could not complete.
 */
export function orderCancelOutcome(position: OrderPosition, role: ActorRole): 'cancelled' | 'cancel_pending' | null {
  const platform = PLATFORM.includes(role);
  switch (position.status) {
    case 'pending_approval':
      return role === 'buyer' || platform ? 'cancelled' : null;
    case 'pending_confirmation':
      return role === 'buyer' || role === 'seller' || platform ? 'cancelled' : null;
    case 'pending_pickup':
      if (role === 'buyer') return 'cancel_pending';
      return role === 'seller' || platform ? 'cancelled' : null;
    case 'shipping':
      return platform && position.carrier_status != null && CARRIER_DEAD_ENDS.includes(position.carrier_status)
        ? 'cancelled'
        : null;
    default:
      return null;
  }
}

/** True when `role` may cancel (or ask to cancel) the order now. */
export const orderCanCancel = (position: OrderPosition, role: ActorRole): boolean =>
  orderCancelOutcome(position, role) !== null;

/** How a cancel is recorded: an admin's or the platform's cancel is the spec's `system`. */
export const orderCancelledBy = (role: ActorRole): CancelledBy =>
  role === 'buyer' ? 'buyer' : role === 'seller' ? 'seller' : 'system';

/** True once the carrier reports the parcel delivered and the order is still shipping. */
const carrierDelivered = (position: OrderPosition): boolean =>
  position.status === 'shipping' && position.carrier_status === 'delivered';

/** The buyer (or the system at the deadline) confirms receipt once the carrier has delivered. */
export const orderCanConfirmReceipt = (position: OrderPosition, role: ActorRole): boolean =>
  orderActorMay('order.confirmReceipt', role) && carrierDelivered(position);

/**
 * Why the buyer may not ask for a return/refund now, or null when they may. Allowed once the
 * carrier has delivered, whether or not receipt was confirmed (asking for a return is how a
 * buyer declines a parcel), and never for international orders (spec section 8).
 */
export function orderRefundRefusal(facts: OrderFacts, role: ActorRole): OrderingErrorCode | null {
  if (!orderActorMay('order.requestRefund', role)) return 'ORDER.ACTOR_NOT_ALLOWED';
  if (facts.status !== 'delivered' && !carrierDelivered(facts)) return 'ORDER.TRANSITION_NOT_ALLOWED';
  return orderReturnSupported(facts.is_international) ? null : 'ORDER.INTERNATIONAL_NO_RETURN';
}

/** True when `role` may ask for a return/refund of the order now. */
export const orderCanRequestRefund = (facts: OrderFacts, role: ActorRole): boolean => orderRefundRefusal(facts, role) === null;
