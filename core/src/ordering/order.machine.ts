import { and, assign, setup } from 'xstate';
import type { SameKeys } from '../shared/same-keys.js';
import type { ActorRole } from './actor-role.js';
import type { CancelledBy, CarrierStatus, OrderStatus } from './order-status.js';
import { orderCancelReasonValidate, orderWaybillValidate } from './order-action-validate.js';
import {
  orderActorMay,
  orderCancelledBy,
  orderCancelOutcome,
  orderCanConfirmReceipt,
  orderCanRequestRefund,
  type OrderAction,
  type OrderPosition,
} from './order-rules.js';

/** The carrier's reports, one event each (the carrier adapter turns webhook codes into these). */
export type OrderCarrierEventType =
  | 'order.carrier.pickedUp'
  | 'order.carrier.delivering'
  | 'order.carrier.delayed'
  | 'order.carrier.delivered'
  | 'order.carrier.notDelivered'
  | 'order.carrier.returned'
  | 'order.carrier.failed'
  | 'order.carrier.compensation'
  | 'order.carrier.reconciled'
  | 'order.carrier.settled';

/** Every event names the role of whoever sends it; the guards refuse roles that may not take it. */
export type OrderEvent =
  | { readonly type: 'order.approve'; readonly role: ActorRole }
  | { readonly type: 'order.confirm'; readonly role: ActorRole }
  | { readonly type: 'order.cancel'; readonly role: ActorRole; readonly reason: string }
  | { readonly type: 'order.cancelAccept'; readonly role: ActorRole }
  | { readonly type: 'order.cancelDecline'; readonly role: ActorRole }
  | { readonly type: 'order.handOver'; readonly role: ActorRole; readonly waybill: string }
  | { readonly type: OrderCarrierEventType; readonly role: ActorRole }
  | { readonly type: 'order.confirmReceipt'; readonly role: ActorRole }
  | { readonly type: 'order.requestRefund'; readonly role: ActorRole };

// The role table of order-rules.ts and these events must name the same steps.
const eventsMatchRoleTable: SameKeys<OrderEvent['type'], OrderAction> = true;
void eventsMatchRoleTable;

export interface OrderContext {
  readonly isInternational: boolean;
  readonly cancelledBy: CancelledBy | null;
  readonly cancelReason: string | null;
}

export interface OrderInput {
  readonly isInternational: boolean;
}

/** What `orderChanged` receives: the order's status and carrier status after a step. */
export interface OrderChange {
  readonly status: OrderStatus;
  readonly carrier_status: CarrierStatus | null;
}

const changed = (status: OrderStatus, carrier_status: CarrierStatus | null = null) => ({
  type: 'orderChanged' as const,
  params: { status, carrier_status },
});

/** A carrier report in a shipping sub-state; the carrier role is checked by `actorMay`. */
const carrierTo = (target: string) => ({ target, guard: 'actorMay' as const });

/** A cancel that lands in `outcome` from `position`, if the rules agree for the sender's role. */
const cancelTo = (target: string, position: OrderPosition, outcome: 'cancelled' | 'cancel_pending') => ({
  target,
  guard: { type: 'cancelAllowed' as const, params: { position, outcome } },
  actions: 'recordCancel' as const,
});

const platformCancel = (carrier_status: CarrierStatus) =>
  cancelTo('#order.cancelled', { status: 'shipping', carrier_status }, 'cancelled');

/**
 * The order lifecycle (spec section 4). Top-level states are the order statuses; the
 * carrier's sub-states nest under `shipping`, its settlement with the seller under
 * `delivered`. Who may take each step is decided by the pure rules of order-rules.ts.
 * `orderChanged` is a placeholder: the server persists and notifies, the app refetches.
 */
export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
  },
  guards: {
    actorMay: ({ event }) => orderActorMay(event.type, event.role),
    cancelAllowed: ({ event }, params: { position: OrderPosition; outcome: 'cancelled' | 'cancel_pending' }) =>
      event.type === 'order.cancel' &&
      orderCancelReasonValidate(event.reason).ok &&
      orderCancelOutcome(params.position, event.role) === params.outcome,
    waybillGiven: ({ event }) => event.type === 'order.handOver' && orderWaybillValidate(event.waybill).ok,
    canConfirmReceipt: ({ event }) => orderCanConfirmReceipt({ status: 'shipping', carrier_status: 'delivered' }, event.role),
    canRequestRefund: ({ context, event }, params: OrderPosition) =>
      orderCanRequestRefund({ ...params, is_international: context.isInternational }, event.role),
  },
  actions: {
    recordCancel: assign(({ event }) =>
      event.type === 'order.cancel'
        ? { cancelledBy: orderCancelledBy(event.role), cancelReason: event.reason.trim() }
        : {},
    ),
    // Only a buyer asks the seller to cancel, so an accepted request is the buyer's cancel
    // even when a stored order lost who asked.
    acceptBuyerCancel: assign({ cancelledBy: 'buyer' }),
    clearCancel: assign({ cancelledBy: null, cancelReason: null }),
    orderChanged: (_, _change: OrderChange) => {},
  },
}).createMachine({
  id: 'order',
  initial: 'pending_approval',
  context: ({ input }) => ({ isInternational: input.isInternational, cancelledBy: null, cancelReason: null }),
  states: {
    pending_approval: {
      entry: changed('pending_approval'),
      on: {
        'order.approve': { target: 'pending_confirmation', guard: 'actorMay' },
        'order.cancel': cancelTo('cancelled', { status: 'pending_approval' }, 'cancelled'),
      },
    },
    pending_confirmation: {
      entry: changed('pending_confirmation'),
      on: {
        'order.confirm': { target: 'pending_pickup', guard: 'actorMay' },
        'order.cancel': cancelTo('cancelled', { status: 'pending_confirmation' }, 'cancelled'),
      },
    },
    pending_pickup: {
      entry: changed('pending_pickup'),
      on: {
        'order.handOver': { target: 'shipping', guard: and(['actorMay', 'waybillGiven']) },
        'order.cancel': [
          cancelTo('cancel_pending', { status: 'pending_pickup' }, 'cancel_pending'),
          cancelTo('cancelled', { status: 'pending_pickup' }, 'cancelled'),
        ],
      },
    },
    cancel_pending: {
      entry: changed('cancel_pending'),
      on: {
        'order.cancelAccept': { target: 'cancelled', guard: 'actorMay', actions: 'acceptBuyerCancel' },
        'order.cancelDecline': { target: 'pending_pickup', guard: 'actorMay', actions: 'clearCancel' },
      },
    },
    shipping: {
      initial: 'pickup_scheduled',
      states: {
        pickup_scheduled: {
          entry: changed('shipping', 'pickup_scheduled'),
          on: {
            'order.carrier.pickedUp': carrierTo('picked_up'),
            'order.carrier.failed': carrierTo('failed'),
          },
        },
        picked_up: {
          entry: changed('shipping', 'picked_up'),
          on: {
            'order.carrier.delivering': carrierTo('delivering'),
            'order.carrier.compensation': carrierTo('compensation'),
          },
        },
        delivering: {
          entry: changed('shipping', 'delivering'),
          on: {
            'order.carrier.delayed': carrierTo('delayed'),
            'order.carrier.delivered': carrierTo('delivered'),
            'order.carrier.notDelivered': carrierTo('not_delivered'),
            'order.carrier.failed': carrierTo('failed'),
            'order.carrier.compensation': carrierTo('compensation'),
          },
        },
        delayed: {
          entry: changed('shipping', 'delayed'),
          on: {
            'order.carrier.delivering': carrierTo('delivering'),
            'order.carrier.delivered': carrierTo('delivered'),
            'order.carrier.notDelivered': carrierTo('not_delivered'),
            'order.carrier.compensation': carrierTo('compensation'),
          },
        },
        not_delivered: {
          entry: changed('shipping', 'not_delivered'),
          on: {
            // Another delivery attempt, or the parcel goes back to the seller.
            'order.carrier.delivering': carrierTo('delivering'),
            'order.carrier.returned': carrierTo('returned'),
            'order.carrier.failed': carrierTo('failed'),
          },
        },
        failed: {
          entry: changed('shipping', 'failed'),
          on: {
            'order.carrier.returned': carrierTo('returned'),
            'order.cancel': platformCancel('failed'),
          },
        },
        returned: {
          entry: changed('shipping', 'returned'),
          on: { 'order.cancel': platformCancel('returned') },
        },
        compensation: {
          entry: changed('shipping', 'compensation'),
          on: { 'order.cancel': platformCancel('compensation') },
        },
        delivered: {
          entry: changed('shipping', 'delivered'),
          on: {
            'order.confirmReceipt': { target: '#order.delivered', guard: 'canConfirmReceipt' },
            'order.requestRefund': {
              target: '#order.return_refund',
              guard: { type: 'canRequestRefund', params: { status: 'shipping', carrier_status: 'delivered' } },
            },
          },
        },
      },
    },
    delivered: {
      initial: 'unsettled',
      on: {
        'order.requestRefund': {
          target: 'return_refund',
          guard: { type: 'canRequestRefund', params: { status: 'delivered' } },
        },
      },
      // The carrier's settlement with the seller runs after the buyer has the goods and does
      // not change what the buyer may do.
      states: {
        unsettled: {
          entry: changed('delivered', 'unsettled'),
          on: {
            'order.carrier.reconciled': carrierTo('reconciled'),
            'order.carrier.settled': carrierTo('settled'),
          },
        },
        reconciled: {
          entry: changed('delivered', 'reconciled'),
          on: { 'order.carrier.settled': carrierTo('settled') },
        },
        settled: { entry: changed('delivered', 'settled') },
      },
    },
    cancelled: { type: 'final', entry: changed('cancelled') },
    // What happens to the money and goods from here is the refund machine's business.
    return_refund: { type: 'final', entry: changed('return_refund') },
  },
});
