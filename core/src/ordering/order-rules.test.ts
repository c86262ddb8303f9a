import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actorRoleArb, orderRecordArb } from '../testing/ordering-factories.js';
import { ACTOR_ROLES } from './actor-role.js';
import {
  ORDER_ACTION_ROLES,
  ORDER_ACTIONS,
  orderActorMay,
  orderCancelledBy,
  orderCancelOutcome,
  orderCanCancel,
  orderCanConfirmReceipt,
  orderCanRequestRefund,
  orderRefundRefusal,
} from './order-rules.js';

describe('orderActorMay', () => {
  it('lets only the carrier report carrier steps', () => {
    for (const action of ORDER_ACTIONS.filter((a) => a.startsWith('order.carrier.'))) {
      expect(ACTOR_ROLES.filter((role) => orderActorMay(action, role))).toEqual(['carrier']);
    }
  });

  it.each([
    ['order.approve', ['system', 'admin']],
    ['order.confirm', ['seller']],
    ['order.handOver', ['seller']],
    ['order.cancelAccept', ['seller']],
    ['order.confirmReceipt', ['buyer', 'system']],
    ['order.requestRefund', ['buyer']],
  ] as const)('%s is for %j', (action, roles) => {
    expect(ACTOR_ROLES.filter((role) => orderActorMay(action, role))).toEqual(roles);
  });

  it('agrees with the table for every action and role', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_ACTIONS), actorRoleArb(), (action, role) => {
        expect(orderActorMay(action, role)).toBe((ORDER_ACTION_ROLES[action] as readonly string[]).includes(role));
      }),
    );
  });
});

describe('orderCancelOutcome', () => {
  it.each([
    ['pending_approval', 'buyer', 'cancelled'],
    ['pending_approval', 'seller', null],
    ['pending_approval', 'system', 'cancelled'],
    ['pending_confirmation', 'seller', 'cancelled'],
    ['pending_confirmation', 'buyer', 'cancelled'],
    ['pending_pickup', 'buyer', 'cancel_pending'],
    ['pending_pickup', 'seller', 'cancelled'],
    ['pending_pickup', 'carrier', null],
    ['cancel_pending', 'buyer', null],
    ['shipping', 'buyer', null],
    ['shipping', 'seller', null],
    ['delivered', 'system', null],
  ] as const)('%s cancelled by %s: %s', (status, role, outcome) => {
    expect(orderCancelOutcome({ status }, role)).toBe(outcome);
  });

  it('lets the platform close a shipment the carrier could not complete, and only that one', () => {
    expect(orderCancelOutcome({ status: 'shipping', carrier_status: 'failed' }, 'system')).toBe('cancelled');
    expect(orderCancelOutcome({ status: 'shipping', carrier_status: 'returned' }, 'admin')).toBe('cancelled');
    expect(orderCancelOutcome({ status: 'shipping', carrier_status: 'compensation' }, 'system')).toBe('cancelled');
    expect(orderCancelOutcome({ status: 'shipping', carrier_status: 'delivering' }, 'system')).toBeNull();
    expect(orderCancelOutcome({ status: 'shipping', carrier_status: 'failed' }, 'buyer')).toBeNull();
  });

  it('never lets anyone cancel once the order is delivered, cancelled or in return/refund', () => {
    fc.assert(
      fc.property(orderRecordArb(), actorRoleArb(), (record, role) => {
        if (['delivered', 'cancelled', 'return_refund', 'cancel_pending'].includes(record.status)) {
          expect(orderCanCancel(record, role)).toBe(false);
        }
        if (role === 'carrier') expect(orderCanCancel(record, role)).toBe(false);
      }),
    );
  });

  it('records an admin’s or the platform’s cancel as system', () => {
    expect(ACTOR_ROLES.map(orderCancelledBy)).toEqual(['buyer', 'seller', 'system', 'system', 'system']);
  });
});

describe('orderCanConfirmReceipt', () => {
  it('needs the carrier to have delivered, and the buyer or the system', () => {
    const delivered = { status: 'shipping', carrier_status: 'delivered' } as const;
    expect(orderCanConfirmReceipt(delivered, 'buyer')).toBe(true);
    expect(orderCanConfirmReceipt(delivered, 'system')).toBe(true);
    expect(orderCanConfirmReceipt(delivered, 'seller')).toBe(false);
    expect(orderCanConfirmReceipt({ status: 'shipping', carrier_status: 'delivering' }, 'buyer')).toBe(false);
    expect(orderCanConfirmReceipt({ status: 'delivered', carrier_status: 'unsettled' }, 'buyer')).toBe(false);
  });
});

describe('orderRefundRefusal', () => {
  it('refuses international orders with the spec’s message code', () => {
    expect(orderRefundRefusal({ status: 'delivered', is_international: true }, 'buyer')).toBe('ORDER.INTERNATIONAL_NO_RETURN');
    expect(orderRefundRefusal({ status: 'delivered', is_international: false }, 'buyer')).toBeNull();
  });

  it('allows a buyer whose parcel the carrier delivered, before confirming receipt', () => {
    expect(orderCanRequestRefund({ status: 'shipping', carrier_status: 'delivered', is_international: false }, 'buyer')).toBe(true);
    expect(orderRefundRefusal({ status: 'shipping', carrier_status: 'delayed', is_international: false }, 'buyer')).toBe(
      'ORDER.TRANSITION_NOT_ALLOWED',
    );
    expect(orderRefundRefusal({ status: 'delivered', is_international: false }, 'seller')).toBe('ORDER.ACTOR_NOT_ALLOWED');
  });

  it('allows only buyers of delivered domestic orders', () => {
    fc.assert(
      fc.property(orderRecordArb(), actorRoleArb(), (record, role) => {
        const delivered =
          record.status === 'delivered' || (record.status === 'shipping' && record.carrier_status === 'delivered');
        expect(orderCanRequestRefund(record, role)).toBe(role === 'buyer' && delivered && !record.is_international);
      }),
    );
  });
});
