import { transition, type SnapshotFrom, type StateValue } from 'xstate';
import { err, ok, type Result } from '../shared/result.js';
import { RefundStatusSchema, type RefundStatus, type ReturnShippingStatus } from './refund-status.js';
import { refundRejectionValidate, type RefundRejection } from './refund-rejection.js';
import { refundReplyOverdue } from './refund-deadline.js';
import { refundActorMay } from './refund-rules.js';
import { refundMachine, type RefundEvent } from './refund.machine.js';
import type { RefundsErrorCode } from './refunds-errors.js';

/** A stored refund as far as its lifecycle goes. `created_at` is when the buyer asked (epoch ms). */
export interface RefundRecord {
  readonly status: RefundStatus;
  readonly return_status?: ReturnShippingStatus | null | undefined;
  readonly rejection?: RefundRejection | null | undefined;
  readonly created_at: number;
}

/** Where an allowed step leaves the refund: the fields to store. */
export interface RefundNextState {
  readonly status: RefundStatus;
  readonly return_status: ReturnShippingStatus | null;
  readonly rejection: RefundRejection | null;
}

/** The machine state of a stored refund; a return status outside `admin_approved` is ignored. */
export function refundStateValue(record: Pick<RefundRecord, 'status' | 'return_status'>): StateValue {
  return record.status === 'admin_approved' && record.return_status != null
    ? { admin_approved: record.return_status }
    : record.status;
}

/** A snapshot of `refundMachine` standing where the stored refund stands, for `transition`. */
export const refundSnapshot = (record: RefundRecord): SnapshotFrom<typeof refundMachine> =>
  refundMachine.resolveState({
    value: refundStateValue(record),
    context: { requestedAt: record.created_at, rejection: record.rejection ?? null },
  });

function refundRefusal(record: RefundRecord, event: RefundEvent): RefundsErrorCode {
  if (!refundActorMay(event.type, event.role)) return 'REFUND.ACTOR_NOT_ALLOWED';
  if (record.status === 'requested' && event.type === 'refund.shopReject') {
    const rejection = refundRejectionValidate(event.rejection);
    if (!rejection.ok) return (rejection.error[0]?.code as RefundsErrorCode | undefined) ?? 'REFUND.TRANSITION_NOT_ALLOWED';
  }
  if (record.status === 'requested' && event.type === 'refund.replyOverdue' && !refundReplyOverdue(record.created_at, event.at)) {
    return 'REFUND.REPLY_NOT_OVERDUE';
  }
  return 'REFUND.TRANSITION_NOT_ALLOWED';
}

/**
 * Decides a requested refund step by running it through `refundMachine`: the new fields to
 * store, or the code of why it is refused (for a bad rejection, its first issue; validate
 * with `refundRejectionValidate` first to show them all).
 */
export function refundNext(record: RefundRecord, event: RefundEvent): Result<RefundNextState, RefundsErrorCode> {
  const snapshot = refundSnapshot(record);
  if (!snapshot.can(event)) return err(refundRefusal(record, event));
  const [next] = transition(refundMachine, snapshot, event);
  const value: StateValue = next.value;
  const [top, child] = typeof value === 'string' ? [value, null] : (Object.entries(value)[0] ?? ['', null]);
  return ok({
    status: RefundStatusSchema.parse(top),
    return_status: typeof child === 'string' ? (child as ReturnShippingStatus) : null,
    rejection: next.context.rejection,
  });
}

/** True when `refundNext` would accept the step. */
export const refundTransitionAllowed = (record: RefundRecord, event: RefundEvent): boolean => refundSnapshot(record).can(event);

/** Statuses from which the buyer may still withdraw (before the goods are on their way back). */
export const refundBuyerMayCancel = (record: Pick<RefundRecord, 'status' | 'return_status'>): boolean =>
  refundSnapshot({ ...record, created_at: 0 }).can({ type: 'refund.cancel', role: 'buyer' });
