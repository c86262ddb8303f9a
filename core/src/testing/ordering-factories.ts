/**
 * Test factories for orders: deterministic defaults a test overrides where it matters,
 * e.g. `makeOrder({ status: 'shipping', carrier_status: 'delivered' })`.
 */
import fc from 'fast-check';
import { vnd } from '../money/money.js';
import { ACTOR_ROLES, type ActorRole } from '../ordering/actor-role.js';
import { CARRIER_STATUSES, ORDER_STATUSES } from '../ordering/order-status.js';
import type { Order, OrderItem, OrderShop } from '../ordering/order.js';
import type { OrderRecord } from '../ordering/order-next.js';
import { makeShop } from './factories.js';

export const makeOrderItem = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  _id: 'order-item-1',
  product: {
    _id: 'product-1',
    name: 'Áo dài lụa tơ tằm thêu hoa sen',
    image: 'https://cdn.modavi.test/products/product-1.jpg',
    variant_name: 'Đỏ | M',
  },
  quantity: 1,
  sale_price: vnd(450_000),
  ...overrides,
});

export const makeOrderShop = (overrides: Partial<OrderShop> = {}): OrderShop => ({
  shop: makeShop(),
  items: [makeOrderItem()],
  shipping_company: 'GHN',
  tracking_code: null,
  seller_note: null,
  shop_total: vnd(450_000),
  ...overrides,
});

/** A domestic cash-on-delivery order waiting for the platform's approval. */
export const makeOrder = (overrides: Partial<Order> = {}): Order => ({
  _id: 'order-1',
  shops: [makeOrderShop()],
  total_order_payment: vnd(480_000),
  payment_method: 'CASH',
  status: 'pending_approval',
  carrier_status: null,
  status_history: [{ status_id: 1, action_time: 1_700_000_000_000 }],
  cancel_reason: null,
  cancelled_by: null,
  is_international: false,
  created_at: 1_700_000_000_000,
  ...overrides,
});

/** Any combination of stored lifecycle fields, consistent or not (the rules must cope with both). */
export const orderRecordArb = (): fc.Arbitrary<OrderRecord> =>
  fc.record({
    status: fc.constantFrom(...ORDER_STATUSES),
    carrier_status: fc.constantFrom(null, undefined, ...CARRIER_STATUSES),
    is_international: fc.boolean(),
  });

export const actorRoleArb = (): fc.Arbitrary<ActorRole> => fc.constantFrom(...ACTOR_ROLES);
