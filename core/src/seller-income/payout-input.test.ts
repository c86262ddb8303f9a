import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAYOUT_BANK_REFERENCE_MAX, PAYOUT_FAILURE_REASON_MAX } from './income-errors.js';
import { ACCOUNT_NUMBER_VISIBLE, accountNumberMask, payoutBankReferenceValidate, payoutFailureReasonValidate } from './payout-input.js';

const codeOf = (result: { ok: boolean; error?: readonly { code: string }[] }) => (result.ok ? null : result.error?.[0]?.code);

describe('a paid payout’s bank reference, as the dialog reads it', () => {
  it('is required', () => {
    for (const blank of [undefined, null, '', '   ', 42]) expect(codeOf(payoutBankReferenceValidate(blank))).toBe('SELLER_INCOME.BANK_REFERENCE_REQUIRED');
  });

  it('answers the reference trimmed, and holds at most PAYOUT_BANK_REFERENCE_MAX characters', () => {
    expect(payoutBankReferenceValidate('  FT26341123456789 ')).toEqual({ ok: true, value: 'FT26341123456789' });
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,120}$/), (reference) => {
        const checked = payoutBankReferenceValidate(reference);
        if (reference.length <= PAYOUT_BANK_REFERENCE_MAX) expect(checked).toEqual({ ok: true, value: reference });
        else expect(codeOf(checked)).toBe('SELLER_INCOME.BANK_REFERENCE_TOO_LONG');
      }),
    );
  });
});

describe('a failed payout’s reason, as the dialog reads it', () => {
  it('is required and at most PAYOUT_FAILURE_REASON_MAX characters', () => {
    expect(codeOf(payoutFailureReasonValidate(' '))).toBe('SELLER_INCOME.FAILURE_REASON_REQUIRED');
    expect(payoutFailureReasonValidate(' Sai số tài khoản ')).toEqual({ ok: true, value: 'Sai số tài khoản' });
    expect(codeOf(payoutFailureReasonValidate('x'.repeat(PAYOUT_FAILURE_REASON_MAX + 1)))).toBe('SELLER_INCOME.FAILURE_REASON_TOO_LONG');
    expect(payoutFailureReasonValidate('x'.repeat(PAYOUT_FAILURE_REASON_MAX)).ok).toBe(true);
  });
});

describe('an account number as the seller’s pages show it', () => {
  it('keeps only the last digits in sight, and the length', () => {
    expect(accountNumberMask('0123456789')).toBe('••••••6789');
    expect(accountNumberMask('123')).toBe('•••');
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,30}$/), (number) => {
        const masked = accountNumberMask(number);
        expect(masked).toHaveLength(number.length);
        const visible = masked.replace(/•/g, '');
        expect(visible.length).toBeLessThanOrEqual(ACCOUNT_NUMBER_VISIBLE);
        expect(number.endsWith(visible)).toBe(true);
      }),
    );
  });
});
