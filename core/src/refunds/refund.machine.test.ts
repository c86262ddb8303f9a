import { describe, expect, it } from 'vitest';
import { createActor, transition, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ACTOR_ROLES } from '../ordering/actor-role.js';
import { makeRefundRejection, REFUND_REQUESTED_AT } from '../testing/refunds-factories.js';
import { refundReplyDeadline } from './refund-deadline.js';
import { REFUND_ACTIONS } from './refund-rules.js';
import { REFUND_OVERDUE_STATUS, refundMachine, type RefundChange, type RefundEvent } from './refund.machine.js';
import { machineLeaves, stateValuePaths } from '../testing/machine-helpers.js';

const at = (value: StateValue) => refundMachine.resolveState({ value, context: { requestedAt: REFUND_REQUESTED_AT, rejection: null } });

const send = (value: StateValue, event: RefundEvent) => {
  const before = at(value);
  const [after] = transition(refundMachine, before, event);
  return { allowed: before.can(event), value: after.value, context: after.context };
};


const late = refundReplyDeadline(REFUND_REQUESTED_AT) + 1;
const everyEvent: RefundEvent[] = REFUND_ACTIONS.flatMap((type) =>
  ACTOR_ROLES.map((role) => ({ type, role, rejection: makeRefundRejection(), at: late }) as RefundEvent),
);

describe('refundMachine: pure transitions', () => {
  it('lets the shop approve or reject a request, and nobody else', () => {
    expect(send('requested', { type: 'refund.shopApprove', role: 'seller' }).value).toBe('shop_approved');
    expect(send('requested', { type: 'refund.shopApprove', role: 'admin' }).allowed).toBe(false);
    expect(send('requested', { type: 'refund.shopApprove', role: 'buyer' }).allowed).toBe(false);
  });

  it('needs reason, images and email to reject, and keeps the cleaned rejection', () => {
    const rejected = send('requested', { type: 'refund.shopReject', role: 'seller', rejection: makeRefundRejection({ reason: ' Đã dùng ' }) });
    expect(rejected.value).toBe('shop_rejected');
    expect(rejected.context.rejection?.reason).toBe('Đã dùng');
    for (const broken of [{ images: [] }, { email: 'not-an-email' }, { reason: '' }]) {
      expect(send('requested', { type: 'refund.shopReject', role: 'seller', rejection: makeRefundRejection(broken) }).allowed).toBe(false);
    }
  });

  it('approves for a seller who has not answered within 48 hours, not a moment earlier', () => {
    const deadline = refundReplyDeadline(REFUND_REQUESTED_AT);
    expect(send('requested', { type: 'refund.replyOverdue', role: 'system', at: deadline }).allowed).toBe(false);
    expect(send('requested', { type: 'refund.replyOverdue', role: 'system', at: deadline + 1 }).value).toBe(REFUND_OVERDUE_STATUS);
    expect(send('requested', { type: 'refund.replyOverdue', role: 'buyer', at: deadline + 1 }).allowed).toBe(false);
  });

  it('lets the admin review either decision of the shop', () => {
    for (const value of ['shop_approved', 'shop_rejected']) {
      expect(send(value, { type: 'refund.adminApprove', role: 'admin' }).value).toEqual({ admin_approved: 'awaiting_pickup' });
      expect(send(value, { type: 'refund.adminReject', role: 'admin' }).value).toBe('admin_rejected');
      expect(send(value, { type: 'refund.adminApprove', role: 'seller' }).allowed).toBe(false);
    }
  });

  it('lets the buyer withdraw until the carrier has the goods', () => {
    const cancel = { type: 'refund.cancel', role: 'buyer' } as const;
    for (const value of ['requested', 'shop_approved', 'shop_rejected', { admin_approved: 'awaiting_pickup' }]) {
      expect(send(value, cancel).value).toBe('buyer_cancelled');
    }
    expect(send({ admin_approved: 'returning' }, cancel).allowed).toBe(false);
    expect(send('shop_received', cancel).allowed).toBe(false);
    expect(send('requested', { type: 'refund.cancel', role: 'seller' }).allowed).toBe(false);
  });

  it('moves the return leg on the carrier’s word, and lets the shop confirm receipt once it travels', () => {
    expect(send({ admin_approved: 'awaiting_pickup' }, { type: 'refund.carrier.pickedUp', role: 'carrier' }).value).toEqual({
      admin_approved: 'returning',
    });
    expect(send({ admin_approved: 'awaiting_pickup' }, { type: 'refund.carrier.pickedUp', role: 'seller' }).allowed).toBe(false);
    expect(send({ admin_approved: 'awaiting_pickup' }, { type: 'refund.receive', role: 'seller' }).allowed).toBe(false);
    expect(send({ admin_approved: 'arrived' }, { type: 'refund.receive', role: 'seller' }).value).toBe('shop_received');
    expect(send({ admin_approved: 'returning' }, { type: 'refund.receive', role: 'seller' }).value).toBe('shop_received');
  });

  it('lets only the admin complete, and only after receipt', () => {
    expect(send('shop_received', { type: 'refund.complete', role: 'admin' }).value).toBe('admin_completed');
    expect(send('shop_received', { type: 'refund.complete', role: 'seller' }).allowed).toBe(false);
    expect(send({ admin_approved: 'arrived' }, { type: 'refund.complete', role: 'admin' }).allowed).toBe(false);
  });

  it('accepts nothing once closed', () => {
    for (const value of ['buyer_cancelled', 'admin_rejected', 'admin_completed']) {
      for (const event of everyEvent) expect(at(value).can(event)).toBe(false);
    }
  });
});

describe('refundMachine: running', () => {
  it('walks request to refund and reports each step', () => {
    const changes: RefundChange[] = [];
    const actor = createActor(
      refundMachine.provide({ actions: { refundChanged: (_, change) => void changes.push(change) } }),
      { input: { requestedAt: REFUND_REQUESTED_AT } },
    ).start();
    actor.send({ type: 'refund.shopApprove', role: 'seller' });
    actor.send({ type: 'refund.adminApprove', role: 'admin' });
    actor.send({ type: 'refund.carrier.pickedUp', role: 'carrier' });
    actor.send({ type: 'refund.carrier.delivered', role: 'carrier' });
    actor.send({ type: 'refund.complete', role: 'admin' });
    actor.send({ type: 'refund.receive', role: 'seller' });
    actor.send({ type: 'refund.complete', role: 'admin' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(changes.map((c) => `${c.status}/${c.return_status ?? '-'}`)).toEqual([
      'requested/-',
      'shop_approved/-',
      'admin_approved/awaiting_pickup',
      'admin_approved/returning',
      'admin_approved/arrived',
      'shop_received/-',
      'admin_completed/-',
    ]);
  });
});

describe('refundMachine: graph', () => {
  it('reaches every state', () => {
    const paths = getShortestPaths(refundMachine, { events: everyEvent, input: { requestedAt: REFUND_REQUESTED_AT } });
    const reached = new Set(paths.map((path) => stateValuePaths(path.state.value)));
    expect([...reached].sort()).toEqual(machineLeaves(refundMachine.root).sort());
  });
});
