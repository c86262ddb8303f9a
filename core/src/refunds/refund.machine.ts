import { and, assign, setup } from 'xstate';
import type { SameKeys } from '../shared/same-keys.js';
import type { ActorRole } from '../ordering/actor-role.js';
import type { RefundStatus, ReturnShippingStatus } from './refund-status.js';
import { refundRejectionValidate, type RefundRejection } from './refund-rejection.js';
import { refundReplyOverdue } from './refund-deadline.js';
import { refundActorMay, type RefundAction } from './refund-rules.js';

/** Every event names the role of whoever sends it; the guards refuse roles that may not take it. */
export type RefundEvent =
  | { readonly type: 'refund.cancel'; readonly role: ActorRole }
  | { readonly type: 'refund.shopApprove'; readonly role: ActorRole }
  /** `rejection` is what the shop typed; it is validated, never trusted. */
  | { readonly type: 'refund.shopReject'; readonly role: ActorRole; readonly rejection: unknown }
  /** `at` is the time (epoch ms) the platform noticed the seller had not answered. */
  | { readonly type: 'refund.replyOverdue'; readonly role: ActorRole; readonly at: number }
  | { readonly type: 'refund.adminApprove'; readonly role: ActorRole }
  | { readonly type: 'refund.adminReject'; readonly role: ActorRole }
  | { readonly type: 'refund.carrier.pickedUp'; readonly role: ActorRole }
  | { readonly type: 'refund.carrier.delivered'; readonly role: ActorRole }
  | { readonly type: 'refund.receive'; readonly role: ActorRole }
  | { readonly type: 'refund.complete'; readonly role: ActorRole };

// The role table of refund-rules.ts and these events must name the same steps.
const eventsMatchRoleTable: SameKeys<RefundEvent['type'], RefundAction> = true;
void eventsMatchRoleTable;

export interface RefundContext {
  /** When the buyer sent the request (epoch ms): the seller's reply deadline counts from here. */
  readonly requestedAt: number;
  readonly rejection: RefundRejection | null;
}

export interface RefundInput {
  readonly requestedAt: number;
}

/** What `refundChanged` receives: the refund's status and return shipping status after a step. */
export interface RefundChange {
  readonly status: RefundStatus;
  readonly return_status: ReturnShippingStatus | null;
}

/**
 * Where a request the seller left unanswered goes. Two readings: approved for the seller, or
 * sent to the admin. It is approved, and so still passes the admin's review like any shop
 * approval: the buyer is not left waiting on a silent seller, and nothing is paid unchecked.
 */
export const REFUND_OVERDUE_STATUS = 'shop_approved' satisfies RefundStatus;

const changed = (status: RefundStatus, return_status: ReturnShippingStatus | null = null) => ({
  type: 'refundChanged' as const,
  params: { status, return_status },
});

const by = (target: string) => ({ target, guard: 'actorMay' as const });

/**
 * The refund lifecycle (spec section 4): the buyer asks; the shop approves or rejects; the
 * admin reviews that decision; the carrier brings the goods back; the shop confirms receipt;
 * the admin completes (pays). The buyer may withdraw until the goods are on their way back.
 * `refundChanged` is a placeholder: the server persists and notifies, the app refetches.
 */
export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
    input: {} as RefundInput,
  },
  guards: {
    actorMay: ({ event }) => refundActorMay(event.type, event.role),
    rejectionValid: ({ event }) => event.type === 'refund.shopReject' && refundRejectionValidate(event.rejection).ok,
    replyOverdue: ({ context, event }) => event.type === 'refund.replyOverdue' && refundReplyOverdue(context.requestedAt, event.at),
  },
  actions: {
    recordRejection: assign(({ event }) => {
      if (event.type !== 'refund.shopReject') return {};
      const rejection = refundRejectionValidate(event.rejection);
      return rejection.ok ? { rejection: rejection.value } : {};
    }),
    refundChanged: (_, _change: RefundChange) => {},
  },
}).createMachine({
  id: 'refund',
  initial: 'requested',
  context: ({ input }) => ({ requestedAt: input.requestedAt, rejection: null }),
  states: {
    requested: {
      entry: changed('requested'),
      on: {
        'refund.cancel': by('buyer_cancelled'),
        'refund.shopApprove': by('shop_approved'),
        'refund.shopReject': {
          target: 'shop_rejected',
          guard: and(['actorMay', 'rejectionValid']),
          actions: 'recordRejection',
        },
        'refund.replyOverdue': { target: REFUND_OVERDUE_STATUS, guard: and(['actorMay', 'replyOverdue']) },
      },
    },
    shop_approved: {
      entry: changed('shop_approved'),
      on: {
        'refund.adminApprove': by('admin_approved'),
        'refund.adminReject': by('admin_rejected'),
        'refund.cancel': by('buyer_cancelled'),
      },
    },
    // The admin may overrule the shop; the rejection's evidence is what they review.
    shop_rejected: {
      entry: changed('shop_rejected'),
      on: {
        'refund.adminApprove': by('admin_approved'),
        'refund.adminReject': by('admin_rejected'),
        'refund.cancel': by('buyer_cancelled'),
      },
    },
    admin_approved: {
      initial: 'awaiting_pickup',
      states: {
        awaiting_pickup: {
          entry: changed('admin_approved', 'awaiting_pickup'),
          on: {
            'refund.carrier.pickedUp': by('returning'),
            'refund.cancel': by('#refund.buyer_cancelled'),
          },
        },
        // The shop may confirm receipt before the carrier's own report arrives.
        returning: {
          entry: changed('admin_approved', 'returning'),
          on: {
            'refund.carrier.delivered': by('arrived'),
            'refund.receive': by('#refund.shop_received'),
          },
        },
        arrived: {
          entry: changed('admin_approved', 'arrived'),
          on: { 'refund.receive': by('#refund.shop_received') },
        },
      },
    },
    shop_received: {
      entry: changed('shop_received'),
      on: { 'refund.complete': by('admin_completed') },
    },
    buyer_cancelled: { type: 'final', entry: changed('buyer_cancelled') },
    admin_rejected: { type: 'final', entry: changed('admin_rejected') },
    admin_completed: { type: 'final', entry: changed('admin_completed') },
  },
});
