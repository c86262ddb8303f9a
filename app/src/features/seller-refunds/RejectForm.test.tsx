// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { ok } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { coreErrorsLoad } from '../../i18n/core-errors-load';
import { RejectForm } from './RejectForm';
import { AdminRejectForm } from '../admin-refunds/AdminRejectForm';

const UPLOADED = '/media/uploads/abcdefabcdefabcdefabcdef.png';
const imageUpload = vi.fn(async () => ok({ url: UPLOADED }));
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ media: { imageUpload } }) }));

let instances: Record<'vi' | 'kr', i18n>;
beforeAll(async () => {
  const made = await Promise.all(
    (['vi', 'kr'] as const).map(async (locale) => {
      const instance = await i18nCreate(locale);
      await Promise.all([localeBundleReady(instance, 'refund-desk'), localeBundleReady(instance, 'orders')]);
      coreErrorsLoad(instance);
      return instance;
    }),
  );
  instances = { vi: made[0] as i18n, kr: made[1] as i18n };
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

const WORDS = {
  vi: {
    reason: 'Lý do từ chối',
    images: 'Hình ảnh minh chứng',
    email: 'Email liên hệ',
    send: 'Gửi từ chối',
    reasonRequired: 'Vui lòng nhập lý do từ chối',
    imagesRequired: 'Vui lòng tải lên hình ảnh minh chứng',
    emailRequired: 'Vui lòng nhập email',
    emailInvalid: 'Email không hợp lệ',
    adminReason: 'Lý do từ chối',
    adminSend: 'Từ chối hoàn tiền',
    adminRequired: 'Vui lòng nhập lý do từ chối hoàn tiền',
  },
  kr: {
    reason: 'Reason for rejecting',
    images: 'Evidence images',
    email: 'Contact email',
    send: 'Send rejection',
    reasonRequired: 'Please enter the reason for rejecting',
    imagesRequired: 'Please upload images as evidence',
    emailRequired: 'Please enter an email',
    emailInvalid: 'The email is not valid',
    adminReason: 'Reason for refusing',
    adminSend: 'Refuse refund',
    adminRequired: 'Please enter the reason for refusing the refund',
  },
} as const;

describe.each(['vi', 'kr'] as const)('the shop’s rejection form (%s)', (locale) => {
  const words = WORDS[locale];

  it('asks for the reason, the evidence and the email with core’s messages, sending nothing', async () => {
    const onReject = vi.fn(async () => undefined);
    render(
      <I18nextProvider i18n={instances[locale]}>
        <RejectForm onReject={onReject} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: words.send }));
    await settle();
    expect(screen.getByText(words.reasonRequired)).toBeTruthy();
    expect(screen.getByText(words.imagesRequired)).toBeTruthy();
    expect(screen.getByText(words.emailRequired)).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(words.email), { target: { value: 'shop@' } });
    fireEvent.click(screen.getByRole('button', { name: words.send }));
    await settle();
    expect(screen.getByText(words.emailInvalid)).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
  });

  it('sends the trimmed rejection with the uploaded evidence once every rule passes', async () => {
    const onReject = vi.fn(async () => undefined);
    render(
      <I18nextProvider i18n={instances[locale]}>
        <RejectForm onReject={onReject} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText(words.reason), { target: { value: '  Hàng đã qua sử dụng  ' } });
    fireEvent.change(screen.getByLabelText(words.email), { target: { value: 'shop@modavi.vn' } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'bang-chung.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(words.images), { target: { files: [file] } });
    await settle();
    expect(imageUpload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: words.send }));
    await settle();
    expect(screen.queryByText(words.imagesRequired)).toBeNull();
    expect(onReject).toHaveBeenCalledWith({ reason: 'Hàng đã qua sử dụng', images: [UPLOADED], email: 'shop@modavi.vn' });
  });
});

describe.each(['vi', 'kr'] as const)('the admin’s refusal form (%s)', (locale) => {
  const words = WORDS[locale];

  it('needs a reason, then sends it trimmed', async () => {
    const onReject = vi.fn(async () => undefined);
    render(
      <I18nextProvider i18n={instances[locale]}>
        <AdminRejectForm onReject={onReject} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: words.adminSend }));
    await settle();
    expect(screen.getByText(words.adminRequired)).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(words.adminReason), { target: { value: ' Không đủ bằng chứng ' } });
    fireEvent.click(screen.getByRole('button', { name: words.adminSend }));
    await settle();
    expect(onReject).toHaveBeenCalledWith('Không đủ bằng chứng');
  });
});
