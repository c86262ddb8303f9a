// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { err, gatewayError, ok, type MediaGateway, type SocialFeedbackGateway, type SocialFeedbackItem } from '@modavi/core';
import { ToastProvider } from '@modavi/ui';
import { i18nCreate } from '../../i18n/i18n';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { SocialFeedbackForm } from './SocialFeedbackForm';

const send = vi.fn<SocialFeedbackGateway['send']>();
const imageUpload = vi.fn<MediaGateway['imageUpload']>();
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ socialFeedback: async () => ({ send }), media: { imageUpload } }) }));

afterEach(() => {
  cleanup();
  send.mockReset();
  imageUpload.mockReset();
});

async function renderIn(locale: 'vi' | 'kr') {
  const i18n = await i18nCreate(locale);
  await Promise.all([localeBundleReady(i18n, 'social-feedback'), localeBundleReady(i18n, 'orders'), errorsReady(i18n)]);
  // The form links to the list: a router around it, with the form as its only page.
  const router = createRouter({ routeTree: createRootRoute({ component: SocialFeedbackForm }), history: createMemoryHistory() });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider label="toasts" viewportLabel="notifications" closeLabel="close">
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('form');
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const image = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'evidence.png', { type: 'image/png' });

describe('the social feedback form', () => {
  it('shows core’s refusals under each field in Vietnamese and sends nothing', async () => {
    await renderIn('vi');
    type('Tên tổ chức', 'a'.repeat(101));
    type('Email liên hệ', 'hoi@');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi phản ánh' }));
    await screen.findByText('Tên tổ chức tối đa 100 ký tự');
    screen.getByText('Vui lòng nhập số quyết định thành lập');
    screen.getByText('Email không hợp lệ');
    screen.getByText('Vui lòng nhập nội dung phản ánh');
    screen.getByText('Vui lòng tải lên ít nhất một hình ảnh');
    expect(send).not.toHaveBeenCalled();
  });

  it('speaks English in kr, and keeps every field after a refused send', async () => {
    imageUpload.mockResolvedValue(ok({ url: '/media/uploads/0123456789abcdef01234567.png' }));
    send.mockResolvedValue(err(gatewayError('INVALID_REQUEST', { status: 429, errorCode: 'SOCIAL_FEEDBACK.TOO_MANY' })));
    await renderIn('kr');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Please enter the organisation name');
    screen.getByText('Please upload at least one image');
    type('Organisation name', 'Hội Bảo vệ Người tiêu dùng');
    type('Establishment decision number', '123/QĐ-UBND');
    type('Contact email', 'lienhe@hoi.test');
    type('Feedback', 'Hàng giả được bán trên sàn.');
    fireEvent.change(screen.getByLabelText('Supporting images'), { target: { files: [image()] } });
    await screen.findByRole('img', { name: 'Image 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('You have sent a lot of feedback today, please try again later');
    expect(send).toHaveBeenCalledWith({
      organisation_name: 'Hội Bảo vệ Người tiêu dùng',
      decision_number: '123/QĐ-UBND',
      email: 'lienhe@hoi.test',
      content: 'Hàng giả được bán trên sàn.',
      images: ['/media/uploads/0123456789abcdef01234567.png'],
    });
    expect((screen.getByLabelText('Organisation name') as HTMLInputElement).value).toBe('Hội Bảo vệ Người tiêu dùng');
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeTruthy();
  });

  it('checks again on every change after the first send, and starts clean after a sent one, file names too (vi)', async () => {
    imageUpload.mockResolvedValue(ok({ url: '/media/uploads/0123456789abcdef01234567.png' }));
    send.mockResolvedValue(ok({ _id: 'f1' } as SocialFeedbackItem));
    await renderIn('vi');
    type('Email liên hệ', 'hoi@');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi phản ánh' }));
    await screen.findByText('Email không hợp lệ');
    type('Email liên hệ', 'lienhe@hoi.test');
    expect(screen.queryByText('Email không hợp lệ')).toBeNull();
    type('Tên tổ chức', 'a'.repeat(101));
    await screen.findByText('Tên tổ chức tối đa 100 ký tự');
    type('Tên tổ chức', 'Hội Bảo vệ Người tiêu dùng');
    expect(screen.queryByText('Tên tổ chức tối đa 100 ký tự')).toBeNull();
    type('Số quyết định thành lập', '123/QĐ-UBND');
    type('Nội dung phản ánh', 'Hàng giả được bán trên sàn.');
    fireEvent.change(screen.getByLabelText('Hình ảnh minh chứng'), { target: { files: [image()] } });
    await screen.findByRole('img', { name: 'Ảnh 1' });
    expect(screen.getByText('evidence.png')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi phản ánh' }));
    await screen.findByRole('status');
    expect(send).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Tên tổ chức') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('img', { name: 'Ảnh 1' })).toBeNull();
    expect(screen.queryByText('evidence.png')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
