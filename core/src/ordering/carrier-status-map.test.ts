import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { carrierReportsTo, ghnCarrierStatus, GHN_STATUS_MAP, GHN_STATUSES } from './carrier-status-map.js';
import { orderNext, type OrderRecord } from './order-next.js';
import { CARRIER_SETTLEMENT_STATUSES, CARRIER_SHIPPING_STATUSES, CARRIER_STATUSES } from './order-status.js';

const shipping = (carrier_status: OrderRecord['carrier_status']): OrderRecord => ({ status: 'shipping', carrier_status, is_international: false });

describe("GHN's statuses as the spec's carrier sub-states", () => {
  it('maps every GHN status to a sub-state or to nothing new, and keeps an unknown one apart', () => {
    for (const status of GHN_STATUSES) {
      const mapped = ghnCarrierStatus(status);
      expect(mapped.known).toBe(true);
      const target = GHN_STATUS_MAP[status];
      expect(target === null || CARRIER_STATUSES.includes(target)).toBe(true);
    }
    expect(Object.keys(GHN_STATUS_MAP).sort()).toEqual([...GHN_STATUSES].sort());
    expect(ghnCarrierStatus('teleported')).toEqual({ known: false });
    expect(ghnCarrierStatus('delivered')).toEqual({ known: true, target: 'delivered' });
  });

  it('finds the reports from where an order stands, catching up on lost ones', () => {
    expect(carrierReportsTo(shipping('pickup_scheduled'), 'picked_up')).toEqual(['order.carrier.pickedUp']);
    expect(carrierReportsTo(shipping('picked_up'), 'picked_up')).toEqual([]);
    expect(carrierReportsTo(shipping('pickup_scheduled'), 'delivered')).toEqual(['order.carrier.pickedUp', 'order.carrier.delivering', 'order.carrier.delivered']);
    expect(carrierReportsTo(shipping('not_delivered'), 'delivered')).toEqual(['order.carrier.delivering', 'order.carrier.delivered']);
    // A late, older report: the machine cannot go back.
    expect(carrierReportsTo(shipping('delivering'), 'picked_up')).toBeNull();
    // Settlement runs only once the buyer has the goods.
    expect(carrierReportsTo(shipping('delivered'), 'settled')).toBeNull();
    expect(carrierReportsTo({ status: 'delivered', carrier_status: 'unsettled', is_international: false }, 'settled')).toEqual(['order.carrier.settled']);
    expect(carrierReportsTo({ status: 'cancelled', carrier_status: 'failed', is_international: false }, 'delivered')).toBeNull();
  });

  it('every path it finds is one the order machine takes, and ends at the target', () => {
    const from = fc.oneof(
      fc.constantFrom(...CARRIER_SHIPPING_STATUSES).map(shipping),
      fc.constantFrom(...CARRIER_SETTLEMENT_STATUSES).map((carrier_status): OrderRecord => ({ status: 'delivered', carrier_status, is_international: false })),
    );
    fc.assert(
      fc.property(from, fc.constantFrom(...CARRIER_STATUSES), (order, target) => {
        const path = carrierReportsTo(order, target);
        if (path === null) return;
        let at = order;
        for (const type of path) {
          const step = orderNext(at, { type, role: 'carrier' });
          expect(step.ok).toBe(true);
          if (step.ok) at = { ...at, status: step.value.status, carrier_status: step.value.carrier_status };
        }
        expect(at.carrier_status).toBe(target);
      }),
    );
  });
});
