import { HOUR_MS, MINUTE_MS } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../../db/db.js';
import { typedDb } from '../../db/kysely.js';
import type { CarrierPort } from '../carrier-port.js';
import { ghnOrderMove } from './ghn-webhook.js';

/** A parcel GHN has said nothing about for this long is asked about: a callback can be lost (GHN gives up resending after a while). */
export const GHN_STATUS_QUIET_MS = 2 * HOUR_MS;
/** How often the job looks for quiet parcels. */
export const GHN_STATUS_SYNC_PERIOD_MS = 30 * MINUTE_MS;
/** Parcels asked about per run, the quietest first: a backlog drains over a few runs rather than flooding GHN. */
export const GHN_STATUS_SYNC_BATCH = 50;

/**
 * Asks GHN about shipped parcels it has been quiet about (the shipment detail call) and moves
 * their orders as a callback would (ghnOrderMove: the same carrier step, the same catching up).
 * A parcel GHN cannot answer for is left for the next run. Answers how many orders moved.
 */
export async function ghnStatusSync(db: Db, carrier: CarrierPort, now: number): Promise<number> {
  const parts = await typedDb(db)
    .selectFrom('order_shops as os')
    .innerJoin('orders as o', 'o.id', 'os.order_id')
    .select(['os.order_id', 'os.tracking_code'])
    .where('o.status', '=', 'shipping')
    .where('os.tracking_code', 'is not', null)
    .where('os.handed_over_at', 'is not', null)
    .where('os.cancelled_at', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('o.carrier_updated_at', 'os.handed_over_at'), '<', sql<Date>`to_timestamp(${now - GHN_STATUS_QUIET_MS}::float8 / 1000)`))
    .orderBy((eb) => eb.fn.coalesce('o.carrier_updated_at', 'os.handed_over_at'))
    .orderBy('os.id')
    .limit(GHN_STATUS_SYNC_BATCH)
    // The conditions above leave only parts with a waybill.
    .$narrowType<{ tracking_code: string }>()
    .execute();
  let moved = 0;
  for (const part of parts) {
    const status = await carrier.shipmentStatus(part.tracking_code);
    if (!status.ok || status.value.carrierStatus === null) continue;
    const target = status.value.carrierStatus;
    const outcome = await db.transaction((tx) => ghnOrderMove(tx, part.order_id, [target], now));
    if (outcome === 'moved') moved += 1;
  }
  return moved;
}
