import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS } from '../format/epoch-ms.js';
import { vietnamDayStart } from '../format/date.js';
import {
  DASHBOARD_PERIOD_MAX_DAYS,
  dashboardPeriodDays,
  dashboardPeriodOfPreset,
  dashboardPeriodValidate,
  dashboardSearchRead,
  vietnamDayText,
} from './dashboard-period.js';

// Instants between 2000 and 2100: the dates a seller's figures can have.
const nowArb = fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 });

describe('dashboardPeriodOfPreset', () => {
  it('ends today in Vietnam and spans exactly the preset days', () => {
    fc.assert(
      fc.property(nowArb, fc.constantFrom(['today', 1] as const, ['7d', 7] as const, ['30d', 30] as const), (now, [preset, length]) => {
        const period = dashboardPeriodOfPreset(preset, now);
        expect(period.to).toBe(vietnamDayText(now));
        const days = dashboardPeriodDays(period);
        expect(days).toHaveLength(length);
        expect(days.at(-1)).toBe(period.to);
        expect(dashboardPeriodValidate(period, now).ok).toBe(true);
      }),
    );
  });

  it('takes the Vietnamese day: 23:30 UTC is already the next day at UTC+7', () => {
    expect(vietnamDayText(Date.UTC(2026, 10, 26, 23, 30))).toBe('2026-11-27');
    expect(dashboardPeriodOfPreset('7d', Date.UTC(2026, 10, 26, 23, 30))).toEqual({ from: '2026-11-21', to: '2026-11-27' });
  });
});

describe('dashboardPeriodValidate', () => {
  it('accepts a range exactly when from <= to <= today and it spans at most the maximum', () => {
    fc.assert(
      fc.property(nowArb, fc.integer({ min: -10, max: 400 }), fc.integer({ min: -5, max: 400 }), (now, back, length) => {
        const today = vietnamDayStart(now);
        const to = today - back * DAY_MS;
        const from = to - length * DAY_MS;
        const result = dashboardPeriodValidate({ from: vietnamDayText(from), to: vietnamDayText(to) }, now);
        expect(result.ok).toBe(back >= 0 && length >= 0 && length < DASHBOARD_PERIOD_MAX_DAYS);
      }),
    );
  });

  it('refuses what is not a date with a stable code', () => {
    const result = dashboardPeriodValidate({ from: '2026-02-30', to: '2026-03-01' }, Date.UTC(2026, 5, 1));
    expect(result).toMatchObject({ ok: false, error: [{ code: 'SELLER_DASHBOARD.PERIOD_INVALID' }] });
  });
});

describe('dashboardSearchRead', () => {
  it('always gives a valid period, falling back to 7 days', () => {
    fc.assert(
      fc.property(nowArb, fc.record({ period: fc.string(), from: fc.string(), to: fc.string() }, { requiredKeys: [] }), (now, search) => {
        const read = dashboardSearchRead(search, now);
        expect(dashboardPeriodValidate(read.period, now).ok).toBe(true);
      }),
    );
    const now = Date.UTC(2026, 10, 27, 5);
    expect(dashboardSearchRead({ period: 'custom', from: '2026-11-01', to: '2026-11-03' }, now)).toEqual({
      preset: 'custom',
      period: { from: '2026-11-01', to: '2026-11-03' },
    });
    expect(dashboardSearchRead({ period: 'custom', from: '2026-12-01', to: '2026-11-03' }, now).preset).toBe('7d');
  });
});
