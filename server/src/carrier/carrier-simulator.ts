import {
  err,
  MINUTE_MS,
  type CarrierStatus,
  type OrderCarrierEventType,
  type OrderingErrorCode,
  type RefundEvent,
  type RefundsErrorCode,
  type Result,
  type ReturnShippingStatus,
} from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { orderStep } from '../ordering/order-step.js';
import { orderRow, type OrderRow } from '../ordering/order-store.js';
import { refundStep } from '../ordering/refund-steps.js';
import { refundRow, type RefundRow } from '../ordering/refund-store.js';

interface CarrierMove<Event> {
  readonly event: Event;
  /** Minutes after the previous move, at speed 1. */
  readonly minutes: number;
}

/**
 * What the simulated carrier does next from each of its states, and when: pick up within half
 * an hour, a couple of hours on the road, then out for delivery; a delayed or failed attempt
 * goes out again; settlement with the seller follows the buyer's receipt. Dead ends (failed,
 * returned, compensation) stay: the platform closes those orders (see `orderDeadlines`).
 */
export const CARRIER_NEXT: Readonly<Partial<Record<CarrierStatus, CarrierMove<OrderCarrierEventType>>>> = {
  pickup_scheduled: { event: 'order.carrier.pickedUp', minutes: 30 },
  picked_up: { event: 'order.carrier.delivering', minutes: 120 },
  delivering: { event: 'order.carrier.delivered', minutes: 90 },
  delayed: { event: 'order.carrier.delivering', minutes: 60 },
  not_delivered: { event: 'order.carrier.delivering', minutes: 240 },
  unsettled: { event: 'order.carrier.reconciled', minutes: 60 },
  reconciled: { event: 'order.carrier.settled', minutes: 120 },
};

/** The return parcel of an approved refund: picked up at the buyer's, then back at the shop. */
export const RETURN_NEXT: Readonly<Record<ReturnShippingStatus, CarrierMove<RefundEvent['type']> | null>> = {
  awaiting_pickup: { event: 'refund.carrier.pickedUp', minutes: 60 },
  returning: { event: 'refund.carrier.delivered', minutes: 180 },
  arrived: null,
};

/** Every report a carrier can make, by the short name the dev route takes ('delayed', 'notDelivered'...). */
export const CARRIER_EVENTS: readonly OrderCarrierEventType[] = [
  'order.carrier.pickedUp',
  'order.carrier.delivering',
  'order.carrier.delayed',
  'order.carrier.delivered',
  'order.carrier.notDelivered',
  'order.carrier.returned',
  'order.carrier.failed',
  'order.carrier.compensation',
  'order.carrier.reconciled',
  'order.carrier.settled',
];

export const carrierEventNamed = (name: string): OrderCarrierEventType | null =>
  CARRIER_EVENTS.find((event) => event === `order.carrier.${name}`) ?? null;

/**
 * One carrier report for a shipped order: `event`, or the next step of its schedule. Refused
 * by core's orderMachine like any step (an order not shipping, a report out of turn). Call
 * inside a transaction.
 */
export async function carrierAdvance(
  db: Db,
  orderId: string,
  now: number,
  event: OrderCarrierEventType | null = null,
): Promise<Result<OrderRow, OrderingErrorCode>> {
  const row = await orderRow(db, orderId, true);
  if (!row) return err('ORDER.NOT_FOUND');
  const chosen = event ?? (row.carrier_status ? CARRIER_NEXT[row.carrier_status]?.event : undefined) ?? null;
  // Nothing scheduled from here: let the machine say why (any carrier report is refused).
  return orderStep(db, orderId, { type: chosen ?? 'order.carrier.pickedUp', role: 'carrier' }, now);
}

/** The next move of a refund's return parcel; refused by core's refundMachine when out of turn. Call inside a transaction. */
export async function carrierReturnAdvance(db: Db, refundId: string, now: number): Promise<Result<RefundRow, RefundsErrorCode>> {
  const row = await refundRow(db, refundId, true);
  if (!row) return err('REFUND.NOT_FOUND');
  const move = row.return_status ? RETURN_NEXT[row.return_status] : null;
  return refundStep(db, refundId, { type: move?.event ?? 'refund.carrier.pickedUp', role: 'carrier' } as RefundEvent, now);
}

const due = (since: number | null, minutes: number, now: number, speed: number): boolean =>
  since !== null && since + (minutes * MINUTE_MS) / speed <= now;

/**
 * Moves every shipped order and every return parcel whose next step is due, `speed` times
 * faster than the schedule. Each move is its own transaction; one the machine refuses (a
 * buyer acted in between) is skipped. Answers how many moved.
 */
export async function carrierTick(db: Db, now: number, speed: number): Promise<number> {
  let moved = 0;
  const typed = typedDb(db);
  const orders = await typed
    .selectFrom('orders')
    .select(['id', 'carrier_status', sql<number | null>`(extract(epoch FROM carrier_updated_at) * 1000)::float8`.as('since')])
    .where('status', 'in', ['shipping', 'delivered'])
    .where('carrier_status', '=', sql<CarrierStatus>`ANY(${Object.keys(CARRIER_NEXT)}::text[])`)
    .orderBy('carrier_updated_at')
    .orderBy('id')
    // The condition above leaves only orders with a carrier status.
    .$narrowType<{ carrier_status: CarrierStatus }>()
    .execute();
  for (const order of orders) {
    const move = CARRIER_NEXT[order.carrier_status];
    if (!move || !due(order.since, move.minutes, now, speed)) continue;
    const result = await db.transaction((tx) => carrierAdvance(tx, order.id, now, move.event));
    if (result.ok) moved += 1;
  }
  const returns = await typed
    .selectFrom('refunds')
    .select(['id', 'return_status', sql<number | null>`(extract(epoch FROM return_updated_at) * 1000)::float8`.as('since')])
    .where('status', '=', 'admin_approved')
    .where('return_status', 'in', ['awaiting_pickup', 'returning'])
    .orderBy('return_updated_at')
    .orderBy('id')
    .$narrowType<{ return_status: ReturnShippingStatus }>()
    .execute();
  for (const parcel of returns) {
    const move = RETURN_NEXT[parcel.return_status];
    if (!move || !due(parcel.since, move.minutes, now, speed)) continue;
    const result = await db.transaction((tx) => carrierReturnAdvance(tx, parcel.id, now));
    if (result.ok) moved += 1;
  }
  return moved;
}
