import { actorRoleAllowed, type ActorRole } from '../ordering/actor-role.js';

/**
 * Who may ask for each step of a refund (the event types of `refundMachine`). The spec's
 * "shop" steps are the seller's; the state decides whether a step exists at all.
 */
export const REFUND_ACTION_ROLES = {
  'refund.cancel': ['buyer'],
  'refund.shopApprove': ['seller'],
  'refund.shopReject': ['seller'],
  /** The platform approves on the seller's behalf once the reply deadline has passed. */
  'refund.replyOverdue': ['system'],
  'refund.adminApprove': ['admin'],
  'refund.adminReject': ['admin'],
  'refund.carrier.pickedUp': ['carrier'],
  'refund.carrier.delivered': ['carrier'],
  'refund.receive': ['seller'],
  'refund.complete': ['admin'],
} as const satisfies Readonly<Record<string, readonly ActorRole[]>>;
export type RefundAction = keyof typeof REFUND_ACTION_ROLES;
export const REFUND_ACTIONS = Object.keys(REFUND_ACTION_ROLES) as readonly RefundAction[];

/** True when `role` may take this step at all (the state may still refuse it). */
export const refundActorMay = (action: RefundAction, role: ActorRole): boolean => actorRoleAllowed(REFUND_ACTION_ROLES, action, role);
