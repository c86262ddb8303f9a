/**
 * The first-visit side of tracking sessions: what happened before the tracking runtime (xstate
 * and core's machine, in a chunk of its own) is loaded. Notes wait here, at most
 * TRACKING_BUFFER_MAX of them, and are replayed in order once the runtime arrives; it loads on
 * the visitor's first interaction or first analytics event, never on a visit that only looks.
 */
export type TrackingNote =
  | {
      readonly kind: 'event';
      readonly type: string;
      readonly objectId: string | null;
      readonly metadata: Readonly<Record<string, unknown>> | null;
      readonly at: number;
    }
  | {
      readonly kind: 'activity' | 'hidden' | 'visible' | 'orderSuccess' | 'logout';
      readonly at: number;
    };

export interface TrackingBuffer {
  note(note: TrackingNote): void;
  /** Loads the runtime (once) and replays what waited. */
  wake(): void;
}

/** Before the first interaction only page views and visibility changes happen: a handful; the oldest go past 50. */
export const TRACKING_BUFFER_MAX = 50;

export function trackingBuffer(load: () => Promise<(note: TrackingNote) => void>): TrackingBuffer {
  let waiting: TrackingNote[] = [];
  let deliver: ((note: TrackingNote) => void) | null = null;
  let loading = false;
  return {
    note(note) {
      if (deliver) return deliver(note);
      waiting.push(note);
      if (waiting.length > TRACKING_BUFFER_MAX) waiting.shift();
    },
    wake() {
      if (loading) return;
      loading = true;
      // Tracking errors are silent (spec section 8): a runtime that fails to load loses the notes, never the page.
      load().then(
        (loaded) => {
          deliver = loaded;
          const replay = waiting;
          waiting = [];
          replay.forEach(loaded);
        },
        () => {
          waiting = [];
        },
      );
    },
  };
}

/** Interactions that show the visitor is there: each notes activity and wakes the runtime. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const;

/** Feeds the buffer from the page: activity (the runtime throttles it) and the page hidden or visible. */
export function trackingPageListen(buffer: TrackingBuffer, target: Window, now: () => number): void {
  const active = () => {
    buffer.note({ kind: 'activity', at: now() });
    buffer.wake();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, active, { passive: true, capture: true });
  target.document.addEventListener('visibilitychange', () => {
    buffer.note({
      kind: target.document.visibilityState === 'hidden' ? 'hidden' : 'visible',
      at: now(),
    });
  });
}
