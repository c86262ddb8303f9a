import * as z from 'zod/mini';

/**
 * One thing the visitor did during a tracking session (spec section 3): a product viewed, an
 * item added to the cart. `type` stays an open string: the analytics side adds types without
 * a release of the app, and an unknown type must never make a session unreadable.
 */
export const TrackingEventSchema = z.object({
  event_id: z.string().check(z.minLength(1)),
  type: z.string().check(z.minLength(1)),
  /** Epoch milliseconds. */
  timestamp: z.number(),
  /** What the event is about (a product id, a blog id); null for page-level events. */
  object_id: z.nullish(z.string()),
  metadata: z.nullish(z.record(z.string(), z.unknown())),
});
export type TrackingEvent = z.infer<typeof TrackingEventSchema>;

/**
 * Spec sections 4 and 7: two events are duplicates when they have the same type and object
 * (a double tap, a re-render firing the same view); only neighbours count, so viewing A, B, A
 * keeps all three.
 */
export const trackingEventSame = (a: TrackingEvent, b: TrackingEvent): boolean =>
  a.type === b.type && (a.object_id ?? null) === (b.object_id ?? null);

/** The events with adjacent duplicates removed; the first of each run is kept (its timestamp is when it began). */
export function trackingEventsDedupe(events: readonly TrackingEvent[]): TrackingEvent[] {
  const kept: TrackingEvent[] = [];
  for (const event of events) {
    const last = kept[kept.length - 1];
    if (last === undefined || !trackingEventSame(last, event)) kept.push(event);
  }
  return kept;
}
