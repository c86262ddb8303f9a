import { createHash, timingSafeEqual } from 'node:crypto';
import { carrierReportsTo, ghnCarrierStatus, GHN_COD_TRANSFERRED, type CarrierStatus } from '@modavi/core';
import type { Db } from '../../db/db.js';
import { typedDb } from '../../db/kysely.js';
import { orderRow } from '../../ordering/order-store.js';
import { carrierAdvance } from '../carrier-simulator.js';
import type { GhnSettings } from './ghn-config.js';
import { msTime } from '../../db/time-sql.js';

/** GHN's order codes, statuses and times are short; anything longer is not GHN. */
const FIELD_MAX = 64;

/** What a callback did (kept with it in carrier_webhook_events). */
export type GhnWebhookOutcome = 'moved' | 'unchanged' | 'stale' | 'refused' | 'unknown_status' | 'no_order';

export type GhnWebhookVerdict =
  | { readonly kind: 'refused'; readonly status: 400 | 401; readonly reason: string }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'taken'; readonly outcome: GhnWebhookOutcome; readonly orderId: string | null };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

export function ghnWebhookSecretMatches(settings: GhnSettings, given: string): boolean {
  const expected = createHash('sha256').update(settings.webhookSecret).digest();
  return timingSafeEqual(expected, createHash('sha256').update(given).digest());
}

/** The sub-states a callback asks for, in order: the status's own, then the settlement when GHN has transferred the cash collected. */
function targetsOf(status: CarrierStatus | null, codTransferred: boolean): CarrierStatus[] {
  return [...(status === null ? [] : [status]), ...(codTransferred ? GHN_COD_TRANSFERRED : [])];
}

/** Moves the order to each target through the simulator's carrier step (carrierAdvance), catching up on reports GHN skipped. Call inside a transaction. */
export async function ghnOrderMove(db: Db, orderId: string, targets: readonly CarrierStatus[], now: number): Promise<GhnWebhookOutcome> {
  let outcome: GhnWebhookOutcome = 'unchanged';
  for (const target of targets) {
    const order = await orderRow(db, orderId, true);
    if (!order) return 'no_order';
    const reports = carrierReportsTo(order, target);
    if (reports === null) {
      outcome = outcome === 'moved' ? outcome : 'stale';
      continue;
    }
    for (const report of reports) {
      const moved = await carrierAdvance(db, orderId, now, report);
      if (!moved.ok) return 'refused';
      outcome = 'moved';
    }
  }
  return outcome;
}

/**
 * One status callback of GHN. GHN signs nothing: the callback must come to the address with
 * our secret (checked by the route) and name our shop id. Each callback is taken once (its
 * key: order code, type, status, time, COD transfer date); a repeat changes nothing. The
 * status is mapped by core's table (GHN_STATUS_MAP) and the order moved through the same
 * carrier step the simulator takes; an unknown status, an older one arriving late, or a step
 * the order machine refuses is kept with its outcome and logged, and answered 200 (GHN would
 * otherwise send it again and again). Runs in one transaction.
 */
export async function ghnWebhookTake(db: Db, settings: GhnSettings, body: unknown, now: number): Promise<GhnWebhookVerdict> {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const orderCode = text(fields['OrderCode']);
  const status = text(fields['Status']).toLowerCase();
  const shopId = text(fields['ShopID']);
  const codTransferDate = text(fields['CODTransferDate']);
  if (orderCode === '' || status === '' || [orderCode, status, shopId, text(fields['Time']), text(fields['Type']), codTransferDate].some((value) => value.length > FIELD_MAX)) {
    return { kind: 'refused', status: 400, reason: 'not a GHN status callback' };
  }
  if (shopId !== settings.shopId) return { kind: 'refused', status: 401, reason: `shop ${shopId || '(none)'} is not ours` };
  const key = createHash('sha256').update([orderCode, text(fields['Type']), status, text(fields['Time']), codTransferDate].join('|')).digest('hex');
  return db.transaction(async (tx) => {
    const typed = typedDb(tx);
    const fresh = await typed
      .insertInto('carrier_webhook_events')
      .values({
        id: key,
        carrier: 'ghn',
        waybill: orderCode,
        status,
        outcome: 'unchanged',
        body: JSON.stringify(fields),
        received_at: msTime(now),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return { kind: 'duplicate' as const };
    const part = await typed
      .selectFrom('order_shops')
      .select('order_id')
      .where('tracking_code', '=', orderCode)
      .orderBy('handed_over_at', (ob) => ob.desc().nullsLast())
      .limit(1)
      .executeTakeFirst();
    const mapped = ghnCarrierStatus(status);
    let outcome: GhnWebhookOutcome;
    if (!part) outcome = 'no_order';
    else if (!mapped.known) outcome = 'unknown_status';
    else outcome = await ghnOrderMove(tx, part.order_id, targetsOf(mapped.target, codTransferDate !== '' && codTransferDate !== 'null'), now);
    if (outcome !== 'moved' && outcome !== 'unchanged') console.warn(`GHN callback ${orderCode} '${status}': ${outcome}`);
    await typed.updateTable('carrier_webhook_events').set({ outcome, order_id: part?.order_id ?? null }).where('id', '=', key).execute();
    return { kind: 'taken' as const, outcome, orderId: part?.order_id ?? null };
  });
}
