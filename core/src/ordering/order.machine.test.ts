import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, transition, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { actorRoleArb, orderRecordArb } from '../testing/ordering-factories.js';
import { ACTOR_ROLES, type ActorRole } from './actor-role.js';
import { ORDER_ACTIONS, orderCanCancel, orderCanConfirmReceipt, orderCanRequestRefund } from './order-rules.js';
import { orderMachine, type OrderChange, type OrderEvent } from './order.machine.js';
import { orderSnapshot } from './order-next.js';
import { machineLeaves, stateValuePaths } from '../testing/machine-helpers.js';

const at = (value: StateValue, isInternational = false) =>
  orderMachine.resolveState({ value, context: { isInternational, cancelledBy: null, cancelReason: null } });

/** Sends one event without running anything: the pure transition the server relies on. */
const send = (value: StateValue, event: OrderEvent, isInternational = false) => {
  const before = at(value, isInternational);
  const [after] = transition(orderMachine, before, event);
  return { allowed: before.can(event), value: after.value, context: after.context };
};


/** One event of every type from every role, with a valid reason and waybill. */
const everyEvent: OrderEvent[] = ORDER_ACTIONS.flatMap((type) =>
  ACTOR_ROLES.map((role) => ({ type, role, reason: 'Đổi ý', waybill: 'GHN123' }) as OrderEvent),
);

describe('orderMachine: pure transitions', () => {
  it('lets the system approve, and refuses buyers, sellers and carriers', () => {
    expect(send('pending_approval', { type: 'order.approve', role: 'system' }).value).toBe('pending_confirmation');
    for (const role of ['buyer', 'seller', 'carrier'] as const) {
      const step = send('pending_approval', { type: 'order.approve', role });
      expect(step.allowed).toBe(false);
      expect(step.value).toBe('pending_approval');
    }
  });

  it('turns a buyer’s cancel while the seller prepares into a request the seller answers', () => {
    const request = send('pending_pickup', { type: 'order.cancel', role: 'buyer', reason: '  Đổi ý  ' });
    expect(request.value).toBe('cancel_pending');
    expect(request.context).toMatchObject({ cancelledBy: 'buyer', cancelReason: 'Đổi ý' });
    expect(send('cancel_pending', { type: 'order.cancelAccept', role: 'seller' }).value).toBe('cancelled');
    expect(send('cancel_pending', { type: 'order.cancelAccept', role: 'buyer' }).allowed).toBe(false);
    const declined = send('cancel_pending', { type: 'order.cancelDecline', role: 'seller' });
    expect(declined.value).toBe('pending_pickup');
    expect(declined.context).toMatchObject({ cancelledBy: null, cancelReason: null });
  });

  it('cancels at once when the buyer cancels before the seller confirmed', () => {
    const step = send('pending_confirmation', { type: 'order.cancel', role: 'buyer', reason: 'Đặt nhầm' });
    expect(step.value).toBe('cancelled');
    expect(step.context.cancelledBy).toBe('buyer');
  });

  it('refuses a cancel without a reason, and any buyer cancel once shipped', () => {
    expect(send('pending_confirmation', { type: 'order.cancel', role: 'buyer', reason: '   ' }).allowed).toBe(false);
    expect(send({ shipping: 'delivering' }, { type: 'order.cancel', role: 'buyer', reason: 'Đổi ý' }).allowed).toBe(false);
  });

  it('lets the seller cancel while preparing, recorded as the seller', () => {
    const step = send('pending_pickup', { type: 'order.cancel', role: 'seller', reason: 'Hết hàng' });
    expect(step.value).toBe('cancelled');
    expect(step.context.cancelledBy).toBe('seller');
  });

  it('needs a waybill code and the seller to hand over', () => {
    expect(send('pending_pickup', { type: 'order.handOver', role: 'seller', waybill: '' }).allowed).toBe(false);
    expect(send('pending_pickup', { type: 'order.handOver', role: 'buyer', waybill: 'GHN1' }).allowed).toBe(false);
    expect(send('pending_pickup', { type: 'order.handOver', role: 'seller', waybill: 'GHN1' }).value).toEqual({
      shipping: 'pickup_scheduled',
    });
  });

  it('moves carrier sub-states only on the carrier’s word', () => {
    expect(send({ shipping: 'delivering' }, { type: 'order.carrier.delayed', role: 'carrier' }).value).toEqual({ shipping: 'delayed' });
    expect(send({ shipping: 'delivering' }, { type: 'order.carrier.delivered', role: 'seller' }).allowed).toBe(false);
    expect(send({ shipping: 'not_delivered' }, { type: 'order.carrier.delivering', role: 'carrier' }).value).toEqual({
      shipping: 'delivering',
    });
    expect(send({ shipping: 'pickup_scheduled' }, { type: 'order.carrier.delivered', role: 'carrier' }).allowed).toBe(false);
  });

  it('lets the platform close an order the carrier returned', () => {
    const step = send({ shipping: 'returned' }, { type: 'order.cancel', role: 'system', reason: 'Không giao được' });
    expect(step.value).toBe('cancelled');
    expect(step.context.cancelledBy).toBe('system');
  });

  it('completes on the buyer’s confirmation of receipt, and only after delivery', () => {
    expect(send({ shipping: 'delivered' }, { type: 'order.confirmReceipt', role: 'buyer' }).value).toEqual({ delivered: 'unsettled' });
    expect(send({ shipping: 'delivering' }, { type: 'order.confirmReceipt', role: 'buyer' }).allowed).toBe(false);
    expect(send({ shipping: 'delivered' }, { type: 'order.confirmReceipt', role: 'seller' }).allowed).toBe(false);
  });

  it('opens a return/refund after delivery, never for international orders', () => {
    const request = { type: 'order.requestRefund', role: 'buyer' } as const;
    expect(send({ delivered: 'settled' }, request).value).toBe('return_refund');
    expect(send({ shipping: 'delivered' }, request).value).toBe('return_refund');
    expect(send({ delivered: 'unsettled' }, request, true).allowed).toBe(false);
    expect(send({ shipping: 'delivered' }, request, true).allowed).toBe(false);
    expect(send('pending_pickup', request).allowed).toBe(false);
  });

  it('settles with the carrier while delivered without leaving delivered', () => {
    expect(send({ delivered: 'unsettled' }, { type: 'order.carrier.reconciled', role: 'carrier' }).value).toEqual({ delivered: 'reconciled' });
    expect(send({ delivered: 'reconciled' }, { type: 'order.carrier.settled', role: 'carrier' }).value).toEqual({ delivered: 'settled' });
  });

  it('accepts nothing once cancelled or in return/refund', () => {
    for (const value of ['cancelled', 'return_refund']) {
      for (const event of everyEvent) expect(at(value).can(event)).toBe(false);
    }
  });
});

describe('orderMachine: guards agree with the pure rules', () => {
  const withRole = (role: ActorRole) => ({ reason: 'Đổi ý', role });

  it('for cancel, confirm receipt and refund requests, on any stored order', () => {
    fc.assert(
      fc.property(orderRecordArb(), actorRoleArb(), (record, role) => {
        const snapshot = orderSnapshot(record);
        expect(snapshot.can({ type: 'order.cancel', ...withRole(role) })).toBe(orderCanCancel(record, role));
        expect(snapshot.can({ type: 'order.confirmReceipt', role })).toBe(orderCanConfirmReceipt(record, role));
        expect(snapshot.can({ type: 'order.requestRefund', role })).toBe(orderCanRequestRefund(record, role));
      }),
    );
  });
});

describe('orderMachine: running', () => {
  const start = (isInternational = false) => {
    const changes: OrderChange[] = [];
    const actor = createActor(
      orderMachine.provide({ actions: { orderChanged: (_, change) => void changes.push(change) } }),
      { input: { isInternational } },
    ).start();
    return { actor, changes };
  };

  it('walks the happy path and reports each status change once', () => {
    const { actor, changes } = start();
    actor.send({ type: 'order.approve', role: 'system' });
    actor.send({ type: 'order.confirm', role: 'seller' });
    actor.send({ type: 'order.handOver', role: 'seller', waybill: 'GHN123' });
    actor.send({ type: 'order.carrier.pickedUp', role: 'carrier' });
    actor.send({ type: 'order.carrier.delivering', role: 'carrier' });
    actor.send({ type: 'order.carrier.delivered', role: 'carrier' });
    actor.send({ type: 'order.confirmReceipt', role: 'buyer' });
    expect(actor.getSnapshot().value).toEqual({ delivered: 'unsettled' });
    expect(changes.map((c) => `${c.status}/${c.carrier_status ?? '-'}`)).toEqual([
      'pending_approval/-',
      'pending_confirmation/-',
      'pending_pickup/-',
      'shipping/pickup_scheduled',
      'shipping/picked_up',
      'shipping/delivering',
      'shipping/delivered',
      'delivered/unsettled',
    ]);
  });

  it('ignores refused events: nothing changes and nothing is reported', () => {
    const { actor, changes } = start(true);
    actor.send({ type: 'order.confirm', role: 'seller' });
    actor.send({ type: 'order.approve', role: 'buyer' });
    expect(actor.getSnapshot().value).toBe('pending_approval');
    expect(changes).toHaveLength(1);
  });

  it('stops when the order is cancelled', () => {
    const { actor } = start();
    actor.send({ type: 'order.cancel', role: 'buyer', reason: 'Đặt nhầm' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ cancelledBy: 'buyer', cancelReason: 'Đặt nhầm' });
  });
});

describe('orderMachine: graph', () => {
  it('reaches every state', () => {
    const paths = getShortestPaths(orderMachine, { events: everyEvent, input: { isInternational: false } });
    const reached = new Set(paths.map((path) => stateValuePaths(path.state.value)));
    expect([...reached].sort()).toEqual(machineLeaves(orderMachine.root).sort());
  });

  it('never reaches return/refund for an international order', () => {
    const paths = getShortestPaths(orderMachine, { events: everyEvent, input: { isInternational: true } });
    const reached = new Set(paths.map((path) => stateValuePaths(path.state.value)));
    expect(reached.has('return_refund')).toBe(false);
    expect(reached.has('delivered.settled')).toBe(true);
  });
});
