import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PAYOUT_BANK_REFERENCE_MAX,
  PAYOUT_FAILURE_REASON_MAX,
  PAYOUT_INPUT_ERRORS,
  payoutBankReferenceValidate,
  payoutFailureReasonValidate,
  accountNumberMask,
  ACCOUNT_NUMBER_VISIBLE,
} from './payout-input.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const codeOf = (result: { ok: boolean; error?: readonly { code: string }[] }) => (result.ok ? null : result.error?.[0]?.code);

describe('a paid payout’s bank reference', () => {
  it('is required', () => {
    for (const blank of [undefined, null, '', '   ', 42]) expect(codeOf(payoutBankReferenceValidate(blank))).toBe('PAYOUT.BANK_REFERENCE_REQUIRED');
  });

  it('answers a reference as banks print it, trimmed', () => {
    expect(payoutBankReferenceValidate('  FT26341123456789 ')).toEqual({ ok: true, value: 'FT26341123456789' });
    expect(payoutBankReferenceValidate('NAPAS-2026/12.07_01').ok).toBe(true);
  });

  it('refuses spaces inside and signs banks never print', () => {
    expect(codeOf(payoutBankReferenceValidate('FT 2634'))).toBe('PAYOUT.BANK_REFERENCE_INVALID');
    expect(codeOf(payoutBankReferenceValidate('<script>'))).toBe('PAYOUT.BANK_REFERENCE_INVALID');
  });

  it('holds at most PAYOUT_BANK_REFERENCE_MAX characters, whatever they are', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,120}$/), (reference) => {
        const checked = payoutBankReferenceValidate(reference);
        if (reference.length <= PAYOUT_BANK_REFERENCE_MAX) expect(checked).toEqual({ ok: true, value: reference });
        else expect(codeOf(checked)).toBe('PAYOUT.BANK_REFERENCE_TOO_LONG');
      }),
    );
  });
});

describe('a failed payout’s reason', () => {
  it('is required and at most PAYOUT_FAILURE_REASON_MAX characters', () => {
    expect(codeOf(payoutFailureReasonValidate(' '))).toBe('PAYOUT.FAILURE_REASON_REQUIRED');
    expect(payoutFailureReasonValidate(' Sai số tài khoản ')).toEqual({ ok: true, value: 'Sai số tài khoản' });
    expect(codeOf(payoutFailureReasonValidate('x'.repeat(PAYOUT_FAILURE_REASON_MAX + 1)))).toBe('PAYOUT.FAILURE_REASON_TOO_LONG');
    expect(payoutFailureReasonValidate('x'.repeat(PAYOUT_FAILURE_REASON_MAX)).ok).toBe(true);
  });
});

describe('PAYOUT_INPUT_ERRORS', () => {
  it.each(Object.entries(PAYOUT_INPUT_ERRORS))('%s has words in both locales with the same placeholders', (_code, messages) => {
    expect(messages.vi.trim()).not.toBe('');
    expect(messages.kr.trim()).not.toBe('');
    expect(messages.vi).not.toBe(messages.kr);
    expect(placeholders(messages.vi)).toEqual(placeholders(messages.kr));
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
