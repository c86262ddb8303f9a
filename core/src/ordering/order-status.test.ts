import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CARRIER_SETTLEMENT_STATUSES,
  CARRIER_SHIPPING_STATUSES,
  CARRIER_STATUSES,
  ORDER_EVENT_TIME_STATUS_ID,
  ORDER_STATUS_ID,
  ORDER_STATUSES,
  orderStatusFromId,
} from './order-status.js';

describe('order status ids', () => {
  it('are stable: the spec’s order counted from 1', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_ID[status])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('round-trip through orderStatusFromId', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusFromId(ORDER_STATUS_ID[status])).toBe(status);
  });

  it('answer null for ids this version does not know', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (id) => {
        const known = Object.values(ORDER_STATUS_ID) as number[];
        expect(orderStatusFromId(id) === null).toBe(!known.includes(id));
      }),
    );
  });

  it('status 5 is the delivery (the event whose time matters)', () => {
    expect(ORDER_EVENT_TIME_STATUS_ID).toBe(5);
    expect(orderStatusFromId(ORDER_EVENT_TIME_STATUS_ID)).toBe('delivered');
  });
});

describe('carrier statuses', () => {
  it('split into shipping and settlement states, each status in exactly one', () => {
    const all = [...CARRIER_SHIPPING_STATUSES, ...CARRIER_SETTLEMENT_STATUSES];
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...CARRIER_STATUSES].sort());
  });
});
