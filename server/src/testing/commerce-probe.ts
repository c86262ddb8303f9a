import { expect } from 'vitest';
import type { Hono } from 'hono';
import {
  API_PATHS,
  envelopeSchema,
  ErrorEnvelopeSchema,
  IDEMPOTENCY_KEY_HEADER,
  OrderPlacementSchema,
  OrderSchema,
  RefundSchema,
  type Address,
  type Order,
  type OrderPlacement,
  type PaymentMethod,
  type Refund,
  DEV_API_PATHS,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { call, type CallResult } from './test-api.js';

/** Finds what checkout tests need in the seed by SQL, as catalogue-probe does for the cart. */

export interface SellableProbe {
  readonly productId: string;
  readonly variantId: string | null;
  readonly shopId: string;
  readonly stock: number;
  readonly price: number;
  readonly weight: number;
}

/** Products on no running promotion and with no shop discount, so prices are plain. */
const PLAIN = `NOT p.hidden AND NOT EXISTS (SELECT 1 FROM promotion_items i WHERE i.product_id = p.id)
  AND NOT EXISTS (SELECT 1 FROM shop_discounts d WHERE d.shop_id = p.shop_id)`;

/**
 * The n-th sellable line (a variant, or a product without variants) of a shop matching `shopWhere`
 * (SQL over `s` shops, `o` origins), with at least `minStock` in stock.
 */
export async function sellable(db: Db, options: { shopWhere?: string; nth?: number; minStock?: number; params?: unknown[] } = {}): Promise<SellableProbe> {
  const params = options.params ?? [];
  const [row] = await db.query<{ product_id: string; variant_id: string | null; shop_id: string; stock: number; price: number; weight: number }>(
    `SELECT p.id AS product_id, v.id AS variant_id, p.shop_id, coalesce(v.quantity, p.quantity) AS stock,
       coalesce(v.sale_price, p.sale_price) AS price, p.weight
     FROM products p JOIN shops s ON s.id = p.shop_id LEFT JOIN shop_shipping_origins o ON o.shop_id = s.id
     LEFT JOIN LATERAL (SELECT * FROM variants x WHERE x.product_id = p.id AND x.quantity >= $1 ORDER BY x.position LIMIT 1) v ON true
     WHERE ${PLAIN} AND (${options.shopWhere ?? 'true'})
       AND ((v.id IS NOT NULL) OR (NOT EXISTS (SELECT 1 FROM variants y WHERE y.product_id = p.id) AND p.quantity >= $1))
     ORDER BY p.position OFFSET $2 LIMIT 1`,
    [options.minStock ?? 2, options.nth ?? 0, ...params],
  );
  if (!row) throw new Error(`no sellable product where ${options.shopWhere ?? 'true'}`);
  return { productId: row.product_id, variantId: row.variant_id, shopId: row.shop_id, stock: row.stock, price: row.price, weight: row.weight };
}

/** A Vietnamese shop shipping from `province` that accepts every payment method. */
export const VN_SHOP_ALL_METHODS = (province: string) =>
  `s.country = 'VN' AND o.province_code = '${province}' AND (SELECT count(*) FROM shop_payment_methods m WHERE m.shop_id = s.id) = 8`;

/** A shop that does not accept `method`. */
export const SHOP_REFUSING = (method: PaymentMethod) =>
  `NOT EXISTS (SELECT 1 FROM shop_payment_methods m WHERE m.shop_id = s.id AND m.method = '${method}')`;

/** A valid Vietnamese address in a province (GSO code), as the address book would give it. */
export const addressIn = (cityCode: string, overrides: Partial<Address> = {}): Address => ({
  name: 'Nguyễn Thị Mai',
  phone: '0912345678',
  type: 'home',
  is_overseas: false,
  city: 'Thành phố',
  city_code: cityCode,
  district: 'Quận',
  district_code: '001',
  ward: 'Phường',
  ward_code: '00001',
  detail: '12 Phố Huế',
  is_default: false,
  is_pickup: false,
  is_default_return: false,
  delivery_time: 'all_days',
  ...overrides,
});

/** An address abroad (Seoul). */
export const addressAbroad = (): Address =>
  addressIn('', {
    is_overseas: true,
    city_code: null,
    district_code: null,
    ward_code: null,
    city: 'Seoul',
    detail: '12 Teheran-ro, Gangnam-gu',
    postal_code: '06142',
    country: 'KR',
  });

export interface LineWanted {
  readonly probe: Pick<SellableProbe, 'productId' | 'variantId' | 'shopId'>;
  readonly quantity?: number;
  readonly cartLineId?: string | null;
}

/** A placing request: the lines grouped by shop, an address, a method, the terms agreed. */
export function orderBody(lines: readonly LineWanted[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const shops: { shop_id: string; items: unknown[]; shipping_company?: string }[] = [];
  for (const line of lines) {
    let shop = shops.find((candidate) => candidate.shop_id === line.probe.shopId);
    if (!shop) shops.push((shop = { shop_id: line.probe.shopId, items: [] }));
    shop.items.push({
      cart_line_id: line.cartLineId ?? null,
      product_id: line.probe.productId,
      variant_id: line.probe.variantId,
      quantity: line.quantity ?? 1,
    });
  }
  return { shops, address: addressIn('01'), payment_method: 'CASH', voucher_codes: [], agreed_terms: true, ...extra };
}

export const PlacementEnvelope = envelopeSchema(OrderPlacementSchema);
export const OrderEnvelope = envelopeSchema(OrderSchema);
export const RefundEnvelope = envelopeSchema(RefundSchema);

export const errorCodeOf = (result: CallResult): string | null | undefined => ErrorEnvelopeSchema.parse(result.body).error_code;

/** Expects an error envelope with this status and code. */
export function expectError(result: CallResult, status: number, code: string): void {
  expect({ status: result.status, code: result.status >= 400 ? errorCodeOf(result) : result.body }).toEqual({ status, code });
}

export async function guestToken(app: Hono): Promise<string> {
  const response = await call(app, 'POST', API_PATHS.guestToken, { body: {} });
  return (response.body as { data: { token: string } }).data.token;
}

let keys = 0;
/** A fresh idempotency key. */
export const newKey = (): string => `test-key-${process.pid}-${(keys += 1)}`;

export const placeCall = (app: Hono, token: string, body: unknown, key: string = newKey(), headers: Record<string, string> = {}) =>
  call(app, 'POST', API_PATHS.orders, { token, body, headers: { [IDEMPOTENCY_KEY_HEADER]: key, ...headers } });

/** Places an order that must succeed. */
export async function placeOk(app: Hono, token: string, body: unknown, key?: string): Promise<OrderPlacement> {
  const response = await placeCall(app, token, body, key);
  if (response.status !== 201) throw new Error(`placing failed: ${response.status} ${JSON.stringify(response.body)}`);
  return PlacementEnvelope.parse(response.body).data;
}

export const orderOf = (result: CallResult): Order => OrderEnvelope.parse(result.body).data;
export const refundOf = (result: CallResult): Refund => RefundEnvelope.parse(result.body).data;

/** A seller token of a shop and an admin token, from the dev routes. */
export async function sellerToken(app: Hono, shopId: string): Promise<string> {
  const response = await call(app, 'POST', DEV_API_PATHS.devShopToken, { body: { shopId } });
  return (response.body as { data: { token: string } }).data.token;
}

export async function adminToken(app: Hono): Promise<string> {
  const response = await call(app, 'POST', DEV_API_PATHS.devAdminToken, { body: {} });
  return (response.body as { data: { token: string } }).data.token;
}

/** Stock left of a probe's variant (or product). */
export async function stockOf(db: Db, probe: Pick<SellableProbe, 'productId' | 'variantId'>): Promise<number> {
  const [row] = probe.variantId
    ? await db.query<{ quantity: number }>('SELECT quantity FROM variants WHERE id = $1', [probe.variantId])
    : await db.query<{ quantity: number }>('SELECT quantity FROM products WHERE id = $1', [probe.productId]);
  return row?.quantity ?? -1;
}

/** Row counts of every table an order writes, for "nothing was written" checks. */
export async function orderRowCounts(db: Db): Promise<Record<string, number>> {
  const tables = ['orders', 'order_shops', 'order_items', 'voucher_usage', 'promotion_usage', 'payments'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    counts[table] = row?.count ?? -1;
  }
  return counts;
}

/** The buyer approves a payment on the sandbox gateway's page (its form's "approve"), as a browser would post it. */
export const sandboxApprove = (app: Hono, paymentId: string) =>
  app.request(`/sandbox/pay/${paymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'approve', lang: 'vi' }).toString(),
    redirect: 'manual',
  });
