import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../format/epoch-ms.js';
import { CHAT_REPLY_WINDOW_MS, chatResponseStats, chatWaits, type ChatTimelineEntry } from './chat-response.js';

const at = (minutes: number) => minutes * MINUTE_MS;
const entry = (roomId: string, kind: 'buyer' | 'seller', minutes: number): ChatTimelineEntry => ({ roomId, kind, at: at(minutes) });
const ALL = { from: 0, to: 1000 * HOUR_MS };
const LATER = 2000 * HOUR_MS;

/** A room's conversation: messages at increasing times from either side. */
const roomArb = (roomId: string) =>
  fc
    .array(fc.record({ kind: fc.constantFrom('buyer' as const, 'seller' as const), gap: fc.integer({ min: 1, max: 30 * 60 }) }), { maxLength: 12 })
    .map((steps) => {
      let minutes = 0;
      return steps.map(({ kind, gap }) => entry(roomId, kind, (minutes += gap)));
    });
const timelineArb = fc.tuple(roomArb('a'), roomArb('b'), roomArb('c')).map((rooms) => rooms.flat());

describe('chatWaits', () => {
  it('opens a wait at the first unanswered buyer message and closes it at the shop’s reply', () => {
    const waits = chatWaits([entry('a', 'buyer', 0), entry('a', 'buyer', 5), entry('a', 'seller', 20), entry('a', 'seller', 21), entry('a', 'buyer', 60)]);
    expect(waits).toEqual([
      { askedAt: at(0), repliedAt: at(20) },
      { askedAt: at(60), repliedAt: null },
    ]);
  });

  it('keeps rooms apart, whatever order the entries arrive in (property)', () => {
    fc.assert(
      fc.property(timelineArb, (timeline) => {
        const sorted = (list: ReturnType<typeof chatWaits>) => [...list].sort((x, y) => x.askedAt - y.askedAt || (x.repliedAt ?? -1) - (y.repliedAt ?? -1));
        expect(sorted(chatWaits([...timeline].reverse()))).toEqual(sorted(chatWaits(timeline)));
        expect(chatWaits(timeline).length).toBeLessThanOrEqual(timeline.filter((e) => e.kind === 'buyer').length);
      }),
    );
  });
});

describe('chatResponseStats', () => {
  it('counts a reply within the window as answered and takes the median time', () => {
    const stats = chatResponseStats(
      [entry('a', 'buyer', 0), entry('a', 'seller', 10), entry('b', 'buyer', 0), entry('b', 'seller', 30), entry('c', 'buyer', 0), entry('c', 'seller', 13 * 60)],
      ALL,
      LATER,
    );
    expect(stats).toEqual({ conversations: 3, answered: 2, response_rate: 2 / 3, response_time_ms: at(20) });
  });

  it('does not judge a wait still inside its window', () => {
    expect(chatResponseStats([entry('a', 'buyer', 0)], ALL, at(60))).toEqual({ conversations: 0, answered: 0, response_rate: null, response_time_ms: null });
    expect(chatResponseStats([entry('a', 'buyer', 0)], ALL, CHAT_REPLY_WINDOW_MS + at(1)).response_rate).toBe(0);
  });

  it('counts only waits that started in the period', () => {
    const timeline = [entry('a', 'buyer', 0), entry('a', 'seller', 5), entry('a', 'buyer', 600), entry('a', 'seller', 601)];
    expect(chatResponseStats(timeline, { from: at(100), to: at(700) }, LATER)).toMatchObject({ conversations: 1, response_time_ms: at(1) });
  });

  it('keeps its figures in range (property)', () => {
    fc.assert(
      fc.property(timelineArb, fc.integer({ min: 0, max: 400 * 60 }), (timeline, nowMinutes) => {
        const stats = chatResponseStats(timeline, ALL, at(nowMinutes));
        expect(stats.answered).toBeLessThanOrEqual(stats.conversations);
        if (stats.response_rate !== null) expect(stats.response_rate).toBeGreaterThanOrEqual(0);
        if (stats.response_rate !== null) expect(stats.response_rate).toBeLessThanOrEqual(1);
        expect(stats.response_rate === null).toBe(stats.conversations === 0);
        expect(stats.response_time_ms === null).toBe(stats.answered === 0);
        if (stats.response_time_ms !== null) expect(stats.response_time_ms).toBeLessThanOrEqual(CHAT_REPLY_WINDOW_MS);
      }),
    );
  });

  it('a shop that answers every question at once answers all of them, and a silent one none (property)', () => {
    fc.assert(
      fc.property(timelineArb, (timeline) => {
        const buyers = timeline.filter((e) => e.kind === 'buyer');
        const prompt = buyers.flatMap((e) => [e, { ...e, kind: 'seller' as const, at: e.at + MINUTE_MS }]);
        const answered = chatResponseStats(prompt, ALL, LATER);
        expect(answered.response_rate ?? 1).toBe(1);
        const silent = chatResponseStats(buyers, ALL, LATER);
        expect(silent.answered).toBe(0);
        expect(silent.response_rate === null || silent.response_rate === 0).toBe(true);
      }),
    );
  });
});
