// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { paymentInfoValidate } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { coreErrorsLoad } from '../../i18n/core-errors-load';
import { useFieldErrors } from './use-field-errors';

let vi18n: i18n;
beforeAll(async () => {
  vi18n = await i18nCreate('vi');
  coreErrorsLoad(vi18n);
});
afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={vi18n}>{children}</I18nextProvider>;
const payment = (refund_account_number: string) => ({
  preferred_method: '',
  refund_bank_name: 'Vietcombank',
  refund_account_number,
  refund_account_holder: 'NGUYEN VAN A',
});

// The address, profile, payment and password forms of the account pages all read their messages here.
describe('useFieldErrors (issue 25.13: a fixed field loses its message without another send)', () => {
  it('says nothing before the first send, then follows every change', () => {
    const { result, rerender } = renderHook(({ number }) => useFieldErrors(() => paymentInfoValidate(payment(number))), {
      wrapper,
      initialProps: { number: 'abc' },
    });
    expect(result.current.errorOf('refund_account_number')).toBeUndefined();
    const send = vi.fn();
    act(() => result.current.submit(send));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errorOf('refund_account_number')).toMatch(/\S/);
    rerender({ number: '0123456789' });
    expect(result.current.errorOf('refund_account_number')).toBeUndefined();
    expect(result.current.hasIssues).toBe(false);
    act(() => result.current.submit(send));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ refund_account_number: '0123456789' }));
  });
});
