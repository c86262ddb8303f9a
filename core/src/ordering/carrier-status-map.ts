import type { CarrierStatus } from './order-status.js';
import { orderNext, type OrderRecord } from './order-next.js';
import type { OrderCarrierEventType } from './order.machine.js';

/**
 * Every order status GHN (Giao Hàng Nhanh) reports, in its API v2's words (shipping-order
 * detail and the status webhook), in the order a parcel meets them.
 */
export const GHN_STATUSES = [
  'ready_to_pick',
  'picking',
  'money_collect_picking',
  'cancel',
  'picked',
  'storing',
  'transporting',
  'sorting',
  'delivering',
  'money_collect_delivering',
  'delivered',
  'delivery_fail',
  'waiting_to_return',
  'return',
  'return_transporting',
  'return_sorting',
  'returning',
  'return_fail',
  'returned',
  'exception',
  'damage',
  'lost',
] as const;
export type GhnStatus = (typeof GHN_STATUSES)[number];

/**
 * The spec's carrier sub-state each GHN status means; null where it says nothing the order
 * does not already show. Decisions (the spec names its sub-states only):
 * - waiting for or on the way to pickup is the hand-over's "coordinated pickup" (null);
 * - at a hub (`storing`) the parcel is picked up; between hubs and out for delivery are both
 *   "delivering", the spec having no in-transit state;
 * - a failed attempt and the way back to the seller are "not delivered" until GHN says
 *   `returned`; a return that itself fails, and a cancel (GHN gave up picking up, or we
 *   cancelled), are "cannot pick up or deliver";
 * - `exception` (GHN handling a problem: wrong address, refused parcel) is "delayed";
 *   `damage` and `lost` open a compensation order.
 */
export const GHN_STATUS_MAP: Readonly<Record<GhnStatus, CarrierStatus | null>> = {
  ready_to_pick: null,
  picking: null,
  money_collect_picking: null,
  cancel: 'failed',
  picked: 'picked_up',
  storing: 'picked_up',
  transporting: 'delivering',
  sorting: 'delivering',
  delivering: 'delivering',
  money_collect_delivering: 'delivering',
  delivered: 'delivered',
  delivery_fail: 'not_delivered',
  waiting_to_return: 'not_delivered',
  return: 'not_delivered',
  return_transporting: 'not_delivered',
  return_sorting: 'not_delivered',
  returning: 'not_delivered',
  return_fail: 'failed',
  returned: 'returned',
  exception: 'delayed',
  damage: 'compensation',
  lost: 'compensation',
};

/** A GHN status as the spec's sub-state: `unknown` for a status this version does not know (kept in the log, never a crash). */
export function ghnCarrierStatus(status: string): { readonly known: true; readonly target: CarrierStatus | null } | { readonly known: false } {
  const known = (GHN_STATUSES as readonly string[]).includes(status);
  return known ? { known: true, target: GHN_STATUS_MAP[status as GhnStatus] } : { known: false };
}

/**
 * GHN's COD transfer (its callback's CODTransferDate set: GHN has reconciled the cash it
 * collected and sent it to the shop's account) takes a delivered order through both of the
 * spec's settlement steps, reconciled then settled, so the record shows each.
 */
export const GHN_COD_TRANSFERRED: readonly CarrierStatus[] = ['reconciled', 'settled'];

/** Every report a carrier makes, with the sub-state it leads to. */
const REPORTS: readonly (readonly [OrderCarrierEventType, CarrierStatus])[] = [
  ['order.carrier.pickedUp', 'picked_up'],
  ['order.carrier.delivering', 'delivering'],
  ['order.carrier.delayed', 'delayed'],
  ['order.carrier.delivered', 'delivered'],
  ['order.carrier.notDelivered', 'not_delivered'],
  ['order.carrier.returned', 'returned'],
  ['order.carrier.failed', 'failed'],
  ['order.carrier.compensation', 'compensation'],
  ['order.carrier.reconciled', 'reconciled'],
  ['order.carrier.settled', 'settled'],
];

const PASSED_NEVER = new Set<CarrierStatus>(['failed', 'returned', 'compensation']);

/** A carrier may skip reporting a few steps (a lost webhook); more than this is not one parcel's story. */
const CATCH_UP_STEPS_MAX = 4;

/**
 * The carrier reports that take the order from where it stands to the sub-state `target`, the
 * fewest first, found by asking core's orderMachine (so no transition is written twice): [] when
 * it is there already, the one report when it is next, the skipped ones before it when a
 * webhook was lost (`delivered` straight after `picked`), and null when the machine cannot
 * get there (an older report arriving late, an order no longer shipping).
 */
export function carrierReportsTo(order: OrderRecord, target: CarrierStatus): OrderCarrierEventType[] | null {
  if (order.carrier_status === target && (order.status === 'shipping' || order.status === 'delivered')) return [];
  let frontier: { readonly order: OrderRecord; readonly path: OrderCarrierEventType[] }[] = [{ order, path: [] }];
  const seen = new Set<string>([`${order.status}/${order.carrier_status ?? ''}`]);
  for (let depth = 0; depth < CATCH_UP_STEPS_MAX; depth += 1) {
    const next: typeof frontier = [];
    for (const node of frontier) {
      for (const [type, lands] of REPORTS) {
        const step = orderNext(node.order, { type, role: 'carrier' });
        if (!step.ok) continue;
        const path = [...node.path, type];
        if (lands === target && step.value.carrier_status === target) return path;
        const key = `${step.value.status}/${step.value.carrier_status ?? ''}`;
        // A dead end (failed, returned, compensation) is where a story ends, never a step on the way.
        if (seen.has(key) || (step.value.carrier_status !== null && PASSED_NEVER.has(step.value.carrier_status))) continue;
        seen.add(key);
        next.push({ order: { ...node.order, status: step.value.status, carrier_status: step.value.carrier_status }, path });
      }
    }
    frontier = next;
  }
  return null;
}
