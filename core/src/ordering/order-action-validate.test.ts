import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderCancelReasonValidate, orderWaybillValidate } from './order-action-validate.js';

describe.each([
  ['orderCancelReasonValidate', orderCancelReasonValidate, 'reason', 'ORDER.CANCEL_REASON_REQUIRED'],
  ['orderWaybillValidate', orderWaybillValidate, 'waybill', 'ORDER.WAYBILL_REQUIRED'],
] as const)('%s', (_name, validate, field, code) => {
  it('never throws and accepts exactly the strings with something besides spaces', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string()), (value) => {
        const result = validate(value);
        expect(result.ok).toBe(typeof value === 'string' && value.trim() !== '');
      }),
    );
  });

  it('trims what it accepts', () => {
    expect(validate('  GHN123456  ')).toEqual({ ok: true, value: 'GHN123456' });
  });

  it.each([undefined, null, '', '   \n', 12])('refuses %j with its code', (value) => {
    expect(validate(value)).toEqual({ ok: false, error: [{ field, code }] });
  });
});
