import { transition, type SnapshotFrom, type StateValue } from 'xstate';
import { err, ok, type Result } from '../shared/result.js';
import { ACTOR_ROLES } from './actor-role.js';
import {
  CARRIER_SETTLEMENT_STATUSES,
  CARRIER_SHIPPING_STATUSES,
  ORDER_STATUS_ID,
  OrderStatusSchema,
  type CancelledBy,
  type CarrierStatus,
  type OrderStatus,
  type OrderStatusId,
} from './order-status.js';
import { orderCancelReasonValidate, orderWaybillValidate } from './order-action-validate.js';
import { orderActorMay, orderCancelOutcome, orderRefundRefusal, type OrderFacts, type OrderPosition } from './order-rules.js';
import { orderMachine, type OrderEvent } from './order.machine.js';
import { ORDERING_ERRORS, type OrderingErrorCode } from './ordering-errors.js';

/** A stored order as far as its lifecycle goes (what the server keeps in its row). */
export interface OrderRecord extends OrderFacts {
  readonly cancelled_by?: CancelledBy | null | undefined;
  readonly cancel_reason?: string | null | undefined;
}

/** Where an allowed step leaves the order: the fields to store. */
export interface OrderNextState {
  readonly status: OrderStatus;
  readonly status_id: OrderStatusId;
  readonly carrier_status: CarrierStatus | null;
  readonly cancelled_by: CancelledBy | null;
  readonly cancel_reason: string | null;
}

const includes = <T extends string>(list: readonly T[], value: string | null | undefined): value is T =>
  value != null && (list as readonly string[]).includes(value);

/**
 * The machine state of a stored order. A carrier status that does not belong to the order's
 * status (stale data) is ignored and the status's first sub-state is used.
 */
export function orderStateValue(position: OrderPosition): StateValue {
  const carrier = position.carrier_status;
  if (position.status === 'shipping' && includes(CARRIER_SHIPPING_STATUSES, carrier)) return { shipping: carrier };
  if (position.status === 'delivered' && includes(CARRIER_SETTLEMENT_STATUSES, carrier)) return { delivered: carrier };
  return position.status;
}

/** A snapshot of `orderMachine` standing where the stored order stands, for `transition`. */
export const orderSnapshot = (order: OrderRecord): SnapshotFrom<typeof orderMachine> =>
  orderMachine.resolveState({
    value: orderStateValue(order),
    context: {
      isInternational: order.is_international,
      cancelledBy: order.cancelled_by ?? null,
      cancelReason: order.cancel_reason ?? null,
    },
  });

/** The stored fields of a machine snapshot; `previous` supplies the carrier status states without one keep. */
function orderNextState(snapshot: SnapshotFrom<typeof orderMachine>, previous: CarrierStatus | null): OrderNextState {
  const value: StateValue = snapshot.value;
  const [top, child] = typeof value === 'string' ? [value, null] : (Object.entries(value)[0] ?? ['', null]);
  const status = OrderStatusSchema.parse(top);
  const carrier = typeof child === 'string' ? (child as CarrierStatus) : null;
  // A closed order keeps the carrier's last word (returned, settled...) for the record.
  const carrier_status = carrier ?? (status === 'cancelled' || status === 'return_refund' ? previous : null);
  return {
    status,
    status_id: ORDER_STATUS_ID[status],
    carrier_status,
    cancelled_by: snapshot.context.cancelledBy,
    cancel_reason: snapshot.context.cancelReason,
  };
}

/** A field rule's code as the step's refusal (the validators answer ordering codes only). */
const reasonRefusal = (code: string | undefined): OrderingErrorCode =>
  code !== undefined && code in ORDERING_ERRORS ? (code as OrderingErrorCode) : 'ORDER.TRANSITION_NOT_ALLOWED';

/** The most useful reason a refused step gets, so the UI can say more than "not allowed". */
function orderRefusal(order: OrderRecord, event: OrderEvent): OrderingErrorCode {
  if (!orderActorMay(event.type, event.role)) return 'ORDER.ACTOR_NOT_ALLOWED';
  switch (event.type) {
    case 'order.requestRefund':
      return orderRefundRefusal(order, event.role) ?? 'ORDER.TRANSITION_NOT_ALLOWED';
    case 'order.cancel': {
      const someoneMay = ACTOR_ROLES.some((role) => orderCancelOutcome(order, role) !== null);
      if (!someoneMay) return 'ORDER.TRANSITION_NOT_ALLOWED';
      if (orderCancelOutcome(order, event.role) === null) return 'ORDER.ACTOR_NOT_ALLOWED';
      const reason = orderCancelReasonValidate(event.reason);
      return reason.ok ? 'ORDER.TRANSITION_NOT_ALLOWED' : reasonRefusal(reason.error[0]?.code);
    }
    case 'order.handOver': {
      const waybill = orderWaybillValidate(event.waybill);
      return order.status === 'pending_pickup' && !waybill.ok ? reasonRefusal(waybill.error[0]?.code) : 'ORDER.TRANSITION_NOT_ALLOWED';
    }
    default:
      return 'ORDER.TRANSITION_NOT_ALLOWED';
  }
}

/**
 * Decides a requested step for a stored order, by running it through `orderMachine`: the new
 * fields to store, or the code of why it is refused. The server calls this for every order
 * action, so the machine is the one place the lifecycle is written.
 */
export function orderNext(order: OrderRecord, event: OrderEvent): Result<OrderNextState, OrderingErrorCode> {
  const snapshot = orderSnapshot(order);
  if (!snapshot.can(event)) return err(orderRefusal(order, event));
  const [next] = transition(orderMachine, snapshot, event);
  return ok(orderNextState(next, order.carrier_status ?? null));
}

/** True when `orderNext` would accept the step. */
export const orderTransitionAllowed = (order: OrderRecord, event: OrderEvent): boolean => orderSnapshot(order).can(event);
