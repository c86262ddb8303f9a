// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ok } from '@modavi/core';
import { ToastProvider } from '@modavi/ui';
import { i18nCreate } from '../../i18n/i18n';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { ContactForm } from './ContactForm';

const contactSend = vi.fn(async () => ok({ _id: 'contact-1' }));
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ seller: async () => ({ contact: { contactSend } }) }) }));

afterEach(cleanup);

describe('the landing contact form', () => {
  it('refuses what core refuses, then sends the form to the server', async () => {
    const i18n = await i18nCreate('vi');
    await Promise.all([localeBundleReady(i18n, 'seller-registration'), errorsReady(i18n)]);
    render(
      <I18nextProvider i18n={i18n}>
        <ToastProvider label="toasts" viewportLabel="notifications" closeLabel="close">
          <ContactForm />
        </ToastProvider>
      </I18nextProvider>,
    );
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Họ và tên', 'Lan');
    type('Email', 'lan@modavi');
    type('Số điện thoại', '0912-345-678');
    type('Website', 'https://tiemlan.vn');
    type('Lời nhắn', 'Tôi muốn mở gian hàng');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi liên hệ' }));
    await screen.findByText('Số điện thoại chỉ được chứa chữ số');
    screen.getByText('Email không hợp lệ');
    expect(contactSend).not.toHaveBeenCalled();
    type('Email', 'lan@modavi.vn');
    type('Số điện thoại', '0912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi liên hệ' }));
    await screen.findByText('Cảm ơn bạn! Chúng tôi sẽ liên hệ sớm.');
    expect(contactSend).toHaveBeenCalledWith({
      name: 'Lan',
      email: 'lan@modavi.vn',
      phone: '0912345678',
      website: 'https://tiemlan.vn',
      message: 'Tôi muốn mở gian hàng',
    });
  });
});
