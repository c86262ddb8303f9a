import { describe, expect, it } from 'vitest';
import { DAY_MS, EpochMsSchema, HOUR_MS, MINUTE_MS, SECOND_MS } from './epoch-ms.js';

describe('time units', () => {
  it('are the plain millisecond counts every time rule multiplies by', () => {
    expect([SECOND_MS, MINUTE_MS, HOUR_MS, DAY_MS]).toEqual([1_000, 60_000, 3_600_000, 86_400_000]);
  });
});

describe('EpochMsSchema', () => {
  it('takes whole milliseconds and refuses fractions and text', () => {
    expect(EpochMsSchema.safeParse(1_767_225_600_000).success).toBe(true);
    expect(EpochMsSchema.safeParse(1.5).success).toBe(false);
    expect(EpochMsSchema.safeParse('2026-01-01').success).toBe(false);
  });
});
