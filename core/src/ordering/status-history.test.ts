import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderDeliveredAt, orderStatusTime, StatusHistoryEntrySchema, type StatusHistoryEntry } from './status-history.js';

const entryArb = fc.record({ status_id: fc.integer({ min: 1, max: 8 }), action_time: fc.nat() });

describe('orderStatusTime', () => {
  it('is the time of the last entry with that id (reference: filter then take the last)', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 20 }), fc.integer({ min: 1, max: 9 }), (history, id) => {
        const matching = history.filter((entry) => entry.status_id === id);
        expect(orderStatusTime(history, id)).toBe(matching.at(-1)?.action_time ?? null);
      }),
    );
  });

  it('lets the last status-5 entry win even when its clock reading is earlier', () => {
    const history: StatusHistoryEntry[] = [
      { status_id: 4, action_time: 1_000 },
      { status_id: 5, action_time: 3_000 },
      { status_id: 4, action_time: 4_000 },
      { status_id: 5, action_time: 2_000 },
    ];
    expect(orderDeliveredAt(history)).toBe(2_000);
    expect(orderStatusTime(history, 4)).toBe(4_000);
  });

  it('is null for a status never reached', () => {
    expect(orderDeliveredAt([{ status_id: 1, action_time: 10 }])).toBeNull();
    expect(orderDeliveredAt([])).toBeNull();
  });
});

describe('StatusHistoryEntrySchema', () => {
  it('keeps unknown positive ids and refuses broken entries without throwing', () => {
    expect(StatusHistoryEntrySchema.safeParse({ status_id: 42, action_time: 0 }).success).toBe(true);
    expect(StatusHistoryEntrySchema.safeParse({ status_id: 0, action_time: 0 }).success).toBe(false);
    expect(StatusHistoryEntrySchema.safeParse({ status_id: 5 }).success).toBe(false);
    fc.assert(fc.property(fc.anything(), (value) => void StatusHistoryEntrySchema.safeParse(value)));
  });
});
