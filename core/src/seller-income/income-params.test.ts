import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { incomeLineQueryRead, incomePeriodValidate, payoutFailedValidate, payoutPaidValidate, payoutQueryRead, INCOME_PERIOD_MAX_DAYS } from './income-params.js';
import { PAYOUT_BANK_REFERENCE_MAX, PAYOUT_FAILURE_REASON_MAX } from './income-errors.js';

describe('seller income params', () => {
  it('takes a period of Vietnam days in order, at most a year and a day', () => {
    expect(incomePeriodValidate({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ ok: true, value: { from: '2026-01-01', to: '2026-12-31' } });
    for (const bad of [{ from: '2026-02-30', to: '2026-03-01' }, { from: '2026-03-02', to: '2026-03-01' }, { from: '2025-01-01', to: '2026-12-31' }, {}]) {
      expect(incomePeriodValidate(bad)).toMatchObject({ ok: false, error: [{ code: 'SELLER_INCOME.PERIOD_INVALID', params: { max: INCOME_PERIOD_MAX_DAYS } }] });
    }
  });

  it('reads any query into a usable one, never throwing', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('status', 'from', 'to', 'page', 'q'), fc.oneof(fc.string(), fc.integer(), fc.constant(null))), (query) => {
        const lines = incomeLineQueryRead(query);
        const payouts = payoutQueryRead(query);
        expect(lines.page).toBeGreaterThanOrEqual(1);
        expect(payouts.page).toBeGreaterThanOrEqual(1);
      }),
    );
    expect(incomeLineQueryRead({ status: 'payable', page: '3' })).toEqual({ status: 'payable', period: null, page: 3 });
    expect(payoutQueryRead({ status: 'nope', q: ' An ' })).toEqual({ status: null, q: 'An', page: 1 });
  });

  it('needs a bank reference and a reason, within their lengths', () => {
    expect(payoutPaidValidate({ bank_reference: ' FT123 ' })).toEqual({ ok: true, value: { bank_reference: 'FT123' } });
    expect(payoutPaidValidate({})).toMatchObject({ ok: false, error: [{ code: 'SELLER_INCOME.BANK_REFERENCE_REQUIRED' }] });
    expect(payoutPaidValidate({ bank_reference: 'x'.repeat(PAYOUT_BANK_REFERENCE_MAX + 1) })).toMatchObject({ ok: false, error: [{ code: 'SELLER_INCOME.BANK_REFERENCE_TOO_LONG' }] });
    expect(payoutFailedValidate({ reason: 'Sai số tài khoản' })).toEqual({ ok: true, value: { reason: 'Sai số tài khoản' } });
    expect(payoutFailedValidate({ reason: '  ' })).toMatchObject({ ok: false, error: [{ code: 'SELLER_INCOME.FAILURE_REASON_REQUIRED' }] });
    expect(payoutFailedValidate({ reason: 'x'.repeat(PAYOUT_FAILURE_REASON_MAX + 1) })).toMatchObject({ ok: false, error: [{ code: 'SELLER_INCOME.FAILURE_REASON_TOO_LONG' }] });
  });
});
