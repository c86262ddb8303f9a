import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INCOME_LINE_STATUSES, PAYOUT_STATUSES } from './income-api.js';
import { PAYOUT_SEARCH_MAX } from './income-params.js';
import {
  INCOME_LINE_FILTERS,
  INCOME_PAGE_TABS,
  INCOME_PERIOD_DEFAULT_DAYS,
    adminPayoutParamsRead,
  adminPayoutSearch,
  incomeLinesQuery,
  incomePageParamsRead,
  incomePageSearch,
  incomePeriodDefault,
  incomePeriodRead,
} from './income-list-params.js';

const NOW = Date.UTC(2026, 11, 7, 10); // 7 Dec 2026, 17:00 in Vietnam
const day = fc.date({ min: new Date(Date.UTC(2024, 0, 1)), max: new Date(Date.UTC(2027, 0, 1)), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));

describe('the income page’s address', () => {
  it('falls back to the lines tab, every status, no dates and page 1 for anything unknown', () => {
    const defaults = { tab: 'lines', status: 'all', from: '', to: '', page: 1 };
    for (const input of [undefined, null, 'x', [], { tab: 'ledger', status: 'done', from: '2026-02-30', to: 7, page: -3 }]) {
      expect(incomePageParamsRead(input)).toEqual(defaults);
    }
  });

  it('reads back what it writes, for every tab, status, range and page', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INCOME_PAGE_TABS), fc.constantFrom(...INCOME_LINE_FILTERS), day, day, fc.integer({ min: 1, max: 10_000 }), (tab, status, a, b, page) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const params = { tab, status, from, to, page };
        expect(incomePageParamsRead(incomePageSearch(params))).toEqual(params);
      }),
    );
  });

  it('drops a range whose ends are the wrong way round, or with one end only', () => {
    expect(incomePageParamsRead({ from: '2026-12-05', to: '2026-12-01' })).toMatchObject({ from: '', to: '' });
    expect(incomePageParamsRead({ from: '2026-12-05' })).toMatchObject({ from: '', to: '' });
    expect(incomePageParamsRead({ to: '2026-12-05' })).toMatchObject({ from: '', to: '' });
  });

  it('asks the server only for what narrows the lines', () => {
    expect(incomeLinesQuery({ status: 'all', from: '', to: '', page: 1 })).toEqual({ page: 1 });
    expect(incomeLinesQuery({ status: 'all', from: '2026-12-01', to: '', page: 1 })).toEqual({ page: 1 });
    expect(incomeLinesQuery({ status: 'payable', from: '2026-12-01', to: '2026-12-07', page: 2 })).toEqual({ status: 'payable', from: '2026-12-01', to: '2026-12-07', page: 2 });
    expect(INCOME_LINE_FILTERS.slice(1)).toEqual(INCOME_LINE_STATUSES);
  });
});

describe('the admin’s payout list address', () => {
  it('opens on the payouts awaiting the bank and cuts a long search', () => {
    expect(adminPayoutParamsRead({})).toEqual({ status: 'processing', q: '', page: 1 });
    expect(adminPayoutParamsRead({ q: 'x'.repeat(300) }).q).toHaveLength(PAYOUT_SEARCH_MAX);
    expect(adminPayoutParamsRead({ q: 2026 }).q).toBe('2026');
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYOUT_STATUSES), fc.string({ maxLength: PAYOUT_SEARCH_MAX }).map((text) => text.trim()), fc.integer({ min: 1, max: 10_000 }), (status, q, page) => {
        const params = { status, q: q.normalize('NFC').trim(), page };
        expect(adminPayoutParamsRead(adminPayoutSearch(params))).toEqual(params);
      }),
    );
  });
});

describe('a statement’s period', () => {
  it('is the last 30 days by default, today included (Vietnam time)', () => {
    expect(incomePeriodDefault(NOW)).toEqual({ from: '2026-11-08', to: '2026-12-07' });
    expect(INCOME_PERIOD_DEFAULT_DAYS).toBe(30);
  });

  it('keeps a valid range and replaces one reversed or longer than the server reads', () => {
    expect(incomePeriodRead({ from: '2026-11-01', to: '2026-11-30' }, NOW)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(incomePeriodRead({ from: '2025-01-01', to: '2026-11-30' }, NOW)).toEqual(incomePeriodDefault(NOW));
    expect(incomePeriodRead({ from: '2026-11-30', to: '2026-11-01' }, NOW)).toEqual(incomePeriodDefault(NOW));
  });
});
