// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PRODUCT_PRICE_LOCK, type ProductFormOptions } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { ProductForm } from './ProductForm';
import { PRODUCT_FORM_EMPTY } from './product-form-values';

vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ media: { imageUpload: vi.fn() } }) }));

afterEach(cleanup);

const OPTIONS: ProductFormOptions = { categories: [{ _id: 'category-1', name: 'Áo sơ mi', name_en: 'Shirts' }], size_charts: [] };

async function renderIn(locale: 'vi' | 'kr', props: Partial<Parameters<typeof ProductForm>[0]> = {}) {
  const i18n = await i18nCreate(locale);
  await Promise.all([localeBundleReady(i18n, 'seller-products'), localeBundleReady(i18n, 'orders'), errorsReady(i18n)]);
  const onSave = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ProductForm initial={PRODUCT_FORM_EMPTY} options={OPTIONS} saving={false} onSave={onSave} {...props} />
    </I18nextProvider>,
  );
  return onSave;
}

describe('ProductForm', () => {
  it.each([
    ['vi', 'Tên sản phẩm', 'Mô tả sản phẩm', 'Gửi duyệt', 'Tên sản phẩm phải có từ 10 đến 200 ký tự', 'Mô tả sản phẩm phải có từ 100 đến 3000 ký tự', 'Cân nặng phải từ 10 đến 1000000 gram'],
    ['kr', 'Product name', 'Description', 'Submit for approval', 'Product name must be 10 to 200 characters long', 'Product description must be 100 to 3000 characters long', 'Weight must be between 10 and 1000000 grams'],
  ] as const)('shows core’s messages under the fields and sends nothing (%s)', async (locale, nameLabel, descriptionLabel, submit, nameMessage, descriptionMessage, weightMessage) => {
    const onSave = await renderIn(locale);
    fireEvent.change(screen.getByLabelText(nameLabel), { target: { value: 'Áo thun' } });
    fireEvent.change(screen.getByLabelText(descriptionLabel, { exact: false }), { target: { value: 'Ngắn quá' } });
    fireEvent.change(screen.getByLabelText(locale === 'vi' ? 'Cân nặng (gram)' : 'Weight (grams)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(nameMessage)).toBeTruthy();
    expect(screen.getByText(descriptionMessage)).toBeTruthy();
    expect(screen.getByText(weightMessage)).toBeTruthy();
    expect(screen.getByLabelText(nameLabel).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toMatch(locale === 'vi' ? /Vui lòng sửa \d+ lỗi bên trên/ : /\d+/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names the option under its classification and adds a row to the matrix for each new option', async () => {
    await renderIn('vi');
    fireEvent.click(screen.getByRole('button', { name: 'Thêm phân loại' }));
    const group = screen.getByRole('group', { name: 'Phân loại 1' });
    fireEvent.change(within(group).getByLabelText('Tuỳ chọn 1'), { target: { value: 'Đỏ' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Thêm tuỳ chọn' }));
    expect(within(group).getByLabelText('Tuỳ chọn 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gửi duyệt' }));
    expect(await within(group).findByText('Tên tuỳ chọn phải có ít nhất 3 ký tự')).toBeTruthy();
    const matrix = screen.getByRole('table', { name: 'Bảng phân loại hàng' });
    expect(within(matrix).getAllByRole('row')).toHaveLength(3);
    // Typing in the matrix keeps the same box and its focus.
    const price = within(matrix).getAllByLabelText(/^Giá của /)[0] as HTMLInputElement;
    price.focus();
    fireEvent.change(price, { target: { value: '1' } });
    fireEvent.change(price, { target: { value: '19' } });
    expect(within(matrix).getAllByLabelText(/^Giá của /)[0]).toBe(price);
    expect(document.activeElement).toBe(price);
    expect(price.value).toBe('19');
  });

  it('moves the focus into what "Thêm phân loại" and "Thêm tuỳ chọn" added, and names an unnamed row’s boxes by its row (issue 31 item 5)', async () => {
    await renderIn('vi');
    fireEvent.click(screen.getByRole('button', { name: 'Thêm phân loại' }));
    const group = await screen.findByRole('group', { name: 'Phân loại 1' });
    await vi.waitFor(() => expect(document.activeElement).toBe(within(group).getByLabelText('Tên phân loại')));
    fireEvent.click(within(group).getByRole('button', { name: 'Thêm tuỳ chọn' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(within(group).getByLabelText('Tuỳ chọn 2')));
    const matrix = screen.getByRole('table', { name: 'Bảng phân loại hàng' });
    expect(within(matrix).getByLabelText('Giá dòng 2')).toBeTruthy();
    expect(within(matrix).getByLabelText('Kho dòng 2')).toBeTruthy();
  });

  it('offers a photo for each option of the first classification only, uploaded as the variant’s picture', async () => {
    await renderIn('vi');
    fireEvent.click(screen.getByRole('button', { name: 'Thêm phân loại' }));
    fireEvent.click(screen.getByRole('button', { name: 'Thêm phân loại' }));
    const colours = screen.getByRole('group', { name: 'Phân loại 1' });
    const sizes = screen.getByRole('group', { name: 'Phân loại 2' });
    expect(within(colours).getByLabelText('Ảnh của tuỳ chọn 1')).toBeTruthy();
    expect(within(sizes).queryByLabelText('Ảnh của tuỳ chọn 1')).toBeNull();
  });

  it('explains a used-up price lock at the price, and the server’s refusal with its numbers', async () => {
    await renderIn('vi', {
      initial: { ...PRODUCT_FORM_EMPTY, sale_price: '480000' },
      priceLock: { counted: true, remaining: 0, next_change_at: Date.UTC(2026, 11, 10, 3) },
      serverIssue: { field: 'sale_price', code: 'PRODUCT.CANNOT_UPDATE_PRICE', params: { max: PRODUCT_PRICE_LOCK.changesMax, days: PRODUCT_PRICE_LOCK.windowDays } },
    });
    expect(screen.getByText('Đã hết lượt đổi giá (tối đa 3 lần trong 14 ngày). Có thể đổi giá lại từ 10/12/2026')).toBeTruthy();
    expect(screen.getByText(/^Không thể cập nhật giá: chỉ được đổi giá tối đa 3 lần trong 14 ngày/)).toBeTruthy();
  });
});
