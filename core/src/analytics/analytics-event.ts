import * as z from 'zod/mini';
import { EpochMsSchema, HOUR_MS, MINUTE_MS } from '../format/epoch-ms.js';

/**
 * Spec section 7: the analytics events are add to cart, purchase, view item and blog detail.
 * Names follow the common e-commerce event vocabulary (view_item, add_to_cart, purchase) so an
 * outside analytics service can take them as they are.
 */
export const ANALYTICS_EVENT_NAMES = ['view_item', 'add_to_cart', 'purchase', 'blog_detail'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** What a screen reports: the event, what it is about, and its money and quantity when it has them. */
export const AnalyticsEventInputSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  /** A product id (view item, add to cart), an order id (purchase), a blog id (blog detail). */
  object_id: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Dong: the line's or the order's value. */
  value: z.nullish(z.number().check(z.nonnegative())),
  quantity: z.nullish(z.number().check(z.int(), z.nonnegative())),
});
export type AnalyticsEventInput = z.infer<typeof AnalyticsEventInputSchema>;

/** An event as sent: stamped with an id (so a retried batch is stored once) and the time it happened. */
export const AnalyticsEventSchema = z.extend(AnalyticsEventInputSchema, {
  event_id: z.string().check(z.minLength(1), z.maxLength(64)),
  occurred_at: EpochMsSchema,
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** Most events in one request (ours: the spec gives none for analytics). */
export const ANALYTICS_BATCH_MAX = 50;
/** Most events a client keeps waiting while it cannot send (oldest dropped first). */
export const ANALYTICS_QUEUE_MAX = 200;

export const AnalyticsBatchSchema = z.object({
  events: z.array(AnalyticsEventSchema).check(z.minLength(1), z.maxLength(ANALYTICS_BATCH_MAX)),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;

/** The server's answer: how many events of the batch were new (a resent event counts once). */
export const AnalyticsReceiptSchema = z.object({ accepted: z.number().check(z.int(), z.nonnegative()) });
export type AnalyticsReceipt = z.infer<typeof AnalyticsReceiptSchema>;

/** A recorded event as the development endpoint lists it. */
export const AnalyticsRecordSchema = z.extend(AnalyticsEventSchema, {
  owner_kind: z.enum(['guest', 'user']),
});
export type AnalyticsRecord = z.infer<typeof AnalyticsRecordSchema>;

/**
 * The queue after adding `event`: analytics never blocks or grows without bound, so past `cap`
 * the oldest events go (the newest say most about what the visitor does now).
 */
export function analyticsQueueAdd(queue: readonly AnalyticsEvent[], event: AnalyticsEvent, cap: number = ANALYTICS_QUEUE_MAX): AnalyticsEvent[] {
  const keep = Number.isFinite(cap) ? Math.max(1, Math.floor(cap)) : ANALYTICS_QUEUE_MAX;
  const next = [...queue, event];
  return next.length > keep ? next.slice(next.length - keep) : next;
}

/** The queue cut into batches of at most `max` events, in order. */
export function analyticsBatches(queue: readonly AnalyticsEvent[], max: number = ANALYTICS_BATCH_MAX): AnalyticsEvent[][] {
  const size = Number.isFinite(max) ? Math.min(ANALYTICS_BATCH_MAX, Math.max(1, Math.floor(max))) : ANALYTICS_BATCH_MAX;
  const batches: AnalyticsEvent[][] = [];
  for (let at = 0; at < queue.length; at += size) batches.push(queue.slice(at, at + size));
  return batches;
}

/**
 * How old an event may be when it arrives, and how far ahead of the server's clock (spec
 * silent): a client keeps its queue while offline, so yesterday's events still count; older
 * ones, or ones from the future, are not stored, so no client rewrites a shop's figures for a
 * day long past.
 */
export const ANALYTICS_EVENT_AGE_MAX_MS = 48 * HOUR_MS;
export const ANALYTICS_CLOCK_SKEW_MS = 5 * MINUTE_MS;

/**
 * What one client (a token) and one address may record an hour (spec silent): a shopper's views
 * and cart steps are a few hundred; an address is shared by a household or a carrier's NAT.
 */
export const ANALYTICS_EVENTS_PER_HOUR_PER_CLIENT = 2_000;
export const ANALYTICS_EVENTS_PER_HOUR_PER_ADDRESS = 8_000;

/** The events of a batch that happened in the time the server takes them for (see ANALYTICS_EVENT_AGE_MAX_MS). */
export const analyticsEventsRecent = <E extends Pick<AnalyticsEvent, 'occurred_at'>>(events: readonly E[], now: number): E[] =>
  events.filter((event) => event.occurred_at >= now - ANALYTICS_EVENT_AGE_MAX_MS && event.occurred_at <= now + ANALYTICS_CLOCK_SKEW_MS);
