import { AddressSchema, type Result } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { commerceError } from '../ordering/commerce-error.js';
import type { CarrierPort, ShipmentRequest } from './carrier-port.js';
import { msTime } from '../db/time-sql.js';

/**
 * What the carrier is asked to carry for a shop's part waiting for pickup, or null when there
 * is none (the step then refuses with its own code). Cash on delivery collects the part's
 * total; an order paid online, nothing. The parcel: the items' weight, the largest length and
 * width, the heights stacked (a decision: the spec gives no packing rule).
 */
async function shipmentOf(db: Db, orderId: string, shopId: string, typedWaybill: string): Promise<{ request: ShipmentRequest; made: string | null } | null> {
  const typed = typedDb(db);
  const part = await typed
    .selectFrom('order_shops as os')
    .innerJoin('orders as o', 'o.id', 'os.order_id')
    .select([
      'os.id as part_id',
      'os.tracking_code',
      sql<string | null>`os.handed_over_at::text`.as('handed_over_at'),
      'o.address',
      sql<number>`CASE WHEN o.payment_method = 'CASH' THEN os.shop_total ELSE 0 END`.as('cod'),
      'os.subtotal as value',
    ])
    .where('os.order_id', '=', orderId)
    .where('os.shop_id', '=', shopId)
    .where('os.cancelled_at', 'is', null)
    .where('o.status', '=', 'pending_pickup')
    .forUpdate('os')
    .executeTakeFirst();
  const address = AddressSchema.safeParse(part?.address);
  if (!part || !address.success) return null;
  const items = await typed
    .selectFrom('order_items as oi')
    .innerJoin('products as p', 'p.id', 'oi.product_id')
    .select(['oi.name', 'oi.quantity', 'p.weight', 'p.length', 'p.width', 'p.height'])
    .where('oi.order_shop_id', '=', part.part_id)
    .orderBy('oi.position')
    .execute();
  const request: ShipmentRequest = {
    partId: part.part_id,
    destination: address.data,
    grams: items.reduce((sum, item) => sum + item.weight * item.quantity, 0),
    size: {
      length: Math.max(0, ...items.map((item) => item.length)),
      width: Math.max(0, ...items.map((item) => item.width)),
      height: items.reduce((sum, item) => sum + item.height * item.quantity, 0),
    },
    cod: part.cod,
    value: part.value,
    items: items.map((item) => ({ name: item.name, quantity: item.quantity, grams: item.weight })),
    typedWaybill,
  };
  // A hand-over already made (a repeat) keeps its shipment.
  return { request, made: part.handed_over_at !== null && part.tracking_code ? part.tracking_code : null };
}

/**
 * The seller's hand-over of its shop's part, with the carrier. The built-in carrier keeps the
 * waybill the seller typed, exactly as before. A carrier that makes waybills (GHN) creates the
 * shipment first and `step` (sellerShopStep) records its waybill as the tracking code; GHN
 * failing is ORDER.CARRIER_SHIPMENT_FAILED and nothing is recorded; a step refused or failing
 * after the shipment was created cancels it at the carrier. Call inside a transaction.
 */
export async function carrierHandOver<T, E>(
  db: Db,
  carrier: CarrierPort,
  part: { readonly orderId: string; readonly shopId: string; readonly typedWaybill: string },
  step: (waybill: string) => Promise<Result<T, E>>,
): Promise<Result<T, E>> {
  if (!carrier.makesWaybills) return step(part.typedWaybill);
  const shipment = await shipmentOf(db, part.orderId, part.shopId, part.typedWaybill);
  if (!shipment) return step(part.typedWaybill);
  if (shipment.made !== null) return step(shipment.made);
  const created = await carrier.createShipment(db, shipment.request);
  if (!created.ok) throw commerceError('ORDER.CARRIER_SHIPMENT_FAILED', `The carrier ${created.error === 'refused' ? 'refused' : 'could not take'} the shipment.`);
  const undo = () => carrier.cancelShipment(created.value.waybill).catch(() => undefined);
  let result: Result<T, E>;
  try {
    result = await step(created.value.waybill);
  } catch (error) {
    await undo();
    throw error;
  }
  if (!result.ok) {
    await undo();
    return result;
  }
  if (created.value.expectedDelivery !== null) {
    await typedDb(db)
      .updateTable('order_shops')
      .set({ carrier_expected_at: msTime(created.value.expectedDelivery) })
      .where('id', '=', shipment.request.partId)
      .execute();
  }
  return result;
}
