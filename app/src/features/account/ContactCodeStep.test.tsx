// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { gatewayError, ok, type OtpSent } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { coreErrorsLoad } from '../../i18n/core-errors-load';
import { ContactCodeStep, type ContactCodeStepProps } from './ContactCodeStep';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const EMAIL_SENT: OtpSent = { destination: 'lan.moi@example.com', expires_in: 300, resend_in: 60 };
const PHONE_SENT: OtpSent = { destination: '+84 098 765 4321', expires_in: 300, resend_in: 60 };

let vi18n: i18n;
let kr18n: i18n;
beforeAll(async () => {
  for (const [locale, set] of [
    ['vi', (made: i18n) => (vi18n = made)],
    ['kr', (made: i18n) => (kr18n = made)],
  ] as const) {
    const instance = await i18nCreate(locale);
    await localeBundleReady(instance, 'account');
    coreErrorsLoad(instance);
    set(instance);
  }
});

function renderStep(props: Partial<ContactCodeStepProps> = {}, instance: i18n = vi18n) {
  const onSubmit = vi.fn<ContactCodeStepProps['onSubmit']>(async () => null);
  const onResend = vi.fn<ContactCodeStepProps['onResend']>(async () => ok({ ...EMAIL_SENT, resend_in: 60 }));
  const onCancel = vi.fn();
  render(
    <I18nextProvider i18n={instance}>
      <ContactCodeStep sent={{ email: EMAIL_SENT }} onSubmit={onSubmit} onResend={onResend} onCancel={onCancel} {...props} />
    </I18nextProvider>,
  );
  return { onSubmit, onResend, onCancel };
}

const flush = () => act(async () => undefined);

describe('ContactCodeStep (the profile form asks for the code sent to a new email or phone)', () => {
  it('names where each code went and refuses an empty or malformed code before any call (vi)', async () => {
    const { onSubmit } = renderStep({ sent: { email: EMAIL_SENT, phone: PHONE_SENT } });
    expect(screen.getByRole('heading', { name: 'Xác nhận thông tin liên hệ mới' })).toBeTruthy();
    const email = screen.getByLabelText('Mã xác thực gửi tới lan.moi@example.com');
    screen.getByLabelText('Mã xác thực gửi tới +84 098 765 4321');
    fireEvent.change(email, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận và lưu hồ sơ' }));
    await flush();
    expect(screen.getByText('Mã xác thực không hợp lệ')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập mã xác thực')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // Issue 25.13: fixed, its message goes at once; the other field keeps its own.
    fireEvent.change(email, { target: { value: '123456' } });
    expect(screen.queryByText('Mã xác thực không hợp lệ')).toBeNull();
    expect(screen.getByText('Vui lòng nhập mã xác thực')).toBeTruthy();
  });

  it('sends the typed codes and shows the server refusal (wrong code) in place', async () => {
    const onSubmit = vi.fn<ContactCodeStepProps['onSubmit']>(async () =>
      gatewayError('INVALID_REQUEST', { status: 400, errorCode: 'OTP.INVALID' }),
    );
    renderStep({ onSubmit });
    fireEvent.change(screen.getByLabelText('Mã xác thực gửi tới lan.moi@example.com'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận và lưu hồ sơ' }));
    await flush();
    expect(onSubmit).toHaveBeenCalledWith({ email: '123456' });
    expect(screen.getByRole('alert').textContent).toBe('Mã xác thực không hợp lệ');
  });

  it('counts down before a resend, then resends and counts down again; back returns to the form', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { onResend, onCancel } = renderStep();
    const waiting = screen.getByRole('button', { name: 'Gửi lại mã sau 60 giây' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    const resend = screen.getByRole('button', { name: 'Gửi lại mã' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    await flush();
    expect(onResend).toHaveBeenCalledWith('email');
    expect(screen.getByRole('button', { name: 'Gửi lại mã sau 60 giây' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại chỉnh sửa' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('speaks English in the kr locale, and shows a refused resend (too many codes)', async () => {
    const onResend = vi.fn<ContactCodeStepProps['onResend']>(async () => ({
      ok: false as const,
      error: gatewayError('SERVER', { status: 429, errorCode: 'OTP.RATE_LIMITED' }),
    }));
    renderStep({ sent: { phone: { ...PHONE_SENT, resend_in: 0 } }, onResend }, kr18n);
    expect(screen.getByRole('heading', { name: 'Confirm your new contact details' })).toBeTruthy();
    screen.getByLabelText('Verification code sent to +84 098 765 4321');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Too many codes requested; please try again later');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and save profile' }));
    await flush();
    expect(screen.getByText('Please enter the verification code')).toBeTruthy();
  });
});
