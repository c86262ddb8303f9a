// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ok } from '@modavi/core';
import { ToastProvider } from '@modavi/ui';
import { i18nCreate } from '../../i18n/i18n';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { ApplicationFormView } from './RegistrationPage';
import { applicationValuesOf } from './application-values';

const submit = vi.fn();
const draftSave = vi.fn(async () => ok({}));
vi.mock('../../hooks/use-services', () => ({
  useServices: () => ({
    seller: async () => ({ application: { submit, draftSave } }),
    media: { imageUpload: vi.fn() },
    accountGateways: async () => ({
      account: { provinces: async () => ok([{ id: '01', name: 'Thành phố Hà Nội', type: 'city' }]), province: vi.fn() },
    }),
  }),
}));
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn(), Link: () => null }));

afterEach(cleanup);

async function renderIn(locale: 'vi' | 'kr') {
  const i18n = await i18nCreate(locale);
  await Promise.all([localeBundleReady(i18n, 'seller-registration'), errorsReady(i18n)]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider label="toasts" viewportLabel="notifications" closeLabel="close">
          <ApplicationFormView initial={applicationValuesOf({}, null)} rejected={null} />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the registration form', () => {
  it('shows core’s messages under each field once sent, and sends nothing', async () => {
    await renderIn('vi');
    expect(screen.queryByText('Vui lòng nhập tên cửa hàng')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    await screen.findByText('Vui lòng nhập tên cửa hàng');
    for (const message of [
      'Vui lòng nhập họ và tên',
      'Vui lòng chọn loại hình kinh doanh',
      'Vui lòng chọn ngành hàng kinh doanh',
      'Vui lòng tải lên ảnh mặt trước CCCD/CMND',
      'Vui lòng tải lên ảnh giấy phép kinh doanh',
      'Vui lòng kiểm tra lại các thông tin được đánh dấu',
    ]) {
      screen.getByText(message);
    }
    expect(screen.getAllByText('Vui lòng nhập đầy đủ địa chỉ')).toHaveLength(4);
    expect(submit).not.toHaveBeenCalled();
  });

  it('checks a field as the seller leaves it: length, phone, the link a platform needs (kr)', async () => {
    await renderIn('kr');
    const description = screen.getByLabelText('Shop description');
    fireEvent.change(description, { target: { value: 'Too short' } });
    fireEvent.blur(description);
    await screen.findByText('The shop description must be 100 to 500 characters long');
    const phone = screen.getByLabelText('Phone number');
    fireEvent.change(phone, { target: { value: '0212345678' } });
    fireEvent.blur(phone);
    await screen.findByText('Invalid phone number');
    fireEvent.change(screen.getByLabelText('Where you sell today'), { target: { value: 'shopee' } });
    const link = await screen.findByLabelText('Shop link');
    fireEvent.change(link, { target: { value: 'not a link' } });
    fireEvent.blur(link);
    await screen.findByText('Invalid link');
    const idNumber = screen.getByLabelText('ID number');
    fireEvent.change(idNumber, { target: { value: '12345' } });
    fireEvent.blur(idNumber);
    await screen.findByText('Invalid ID document');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'L' } });
    fireEvent.blur(screen.getByLabelText('Full name'));
    await screen.findByText('Full name must be 2 to 40 characters long');
  });

  it.each([
    ['vi', 'Ngày sinh', 'Ngày sinh không hợp lệ, nhập ngày/tháng/năm có thật, ví dụ 12/03/1995'],
    ['kr', 'Date of birth', 'Invalid date of birth: enter a real day as DD/MM/YYYY, e.g. 12/03/1995'],
  ] as const)('%s: an impossible date of birth (31/02/1995) gets a message; a real one none', async (locale, label, message) => {
    await renderIn(locale);
    const dob = screen.getByLabelText(label, { exact: false });
    fireEvent.change(dob, { target: { value: '31/02/1995' } });
    fireEvent.blur(dob);
    await screen.findByText(message);
    fireEvent.change(dob, { target: { value: '28/02/1995' } });
    fireEvent.blur(dob);
    await vi.waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('words the document fields in the page’s language, not the browser’s (kr)', async () => {
    await renderIn('kr');
    expect(screen.getAllByText('Choose a photo')).toHaveLength(3);
    expect(screen.getAllByText('No photo chosen')).toHaveLength(3);
    for (const name of ['ID card, front', 'ID card, back', 'Business licence']) expect((screen.getByLabelText(name, { exact: false }) as HTMLInputElement).type).toBe('file');
  });
});
