import { afterEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { vnd, type BulkEditItemPage, type SheetFile, SELLER_API_PATHS } from '@modavi/core';
import { axeCheck, browserOpen, pageDrawn, withFailureScreenshot, type OpenBrowser } from '../harness/browser';
import { sellerAccountCreate } from '../harness/seller-account';
import { sellerProductMake } from '../harness/seller-product-probe';
import { adminLogin, apiAs, signedIn } from '../harness/signed-in';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('bulk edit by spreadsheet', () => {
  let browser: OpenBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('shows the bad line of an uploaded template before saving anything, then saves the good lines (vi, desktop)', async () => {
    browser = await browserOpen('desktop');
    const { page, context, baseUrl } = browser;
    const seller = await sellerAccountCreate(baseUrl, 'Len Mộc Shop');
    const admin = await adminLogin(baseUrl);
    const hat = await sellerProductMake(baseUrl, seller, { name: 'Mũ len đan tay cổ điển', classifications: [], variants: [], sale_price: vnd(150_000) }, admin);
    const scarf = await sellerProductMake(baseUrl, seller, { name: 'Khăn choàng len lông cừu' }, admin);

    // The seller fills the template: a new price for the hat, new stock for one colour, a negative stock for the other.
    const template = await apiAs<SheetFile>(baseUrl, seller, SELLER_API_PATHS.sellerProductBulkTemplate);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(Buffer.from(template.content_base64, 'base64')).buffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the template has no sheet');
    sheet.eachRow((row, line) => {
      if (line === 1) return;
      const [productId, variantName] = [row.getCell(1).value, row.getCell(4).value];
      if (productId === hat.id) row.getCell(5).value = 175_000;
      if (productId === scarf.id && variantName === 'Đỏ son') row.getCell(6).value = 20;
      if (productId === scarf.id && variantName === 'Trắng ngà') row.getCell(6).value = -3;
    });
    const filled = Buffer.from(await book.xlsx.writeBuffer());
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Sheet1').addRow(['Tên', 'Giá']);
    const foreign = Buffer.from(await other.xlsx.writeBuffer());

    await signedIn(context, baseUrl, seller);
    await withFailureScreenshot(page, 'seller-product-bulk-sheet', async () => {
      await page.goto('/ban-hang/quan-ly-san-pham/chinh-sua-hang-loat');
      await pageDrawn(page);
      await page.getByRole('table', { name: 'Giá và tồn kho của sản phẩm' }).waitFor();
      await axeCheck(page);
      // A sheet that is not the template: 'the list is not correct' (spec 8), FILE.LIST_NOT_CORRECT.
      const picker = page.getByLabel('Chọn file Excel đã điền');
      await picker.setInputFiles({ name: 'khac.xlsx', mimeType: XLSX, buffer: foreign });
      await page.getByRole('alert').filter({ hasText: 'Danh sách không đúng' }).first().waitFor();
      await picker.setInputFiles({ name: 'sua-hang-loat.xlsx', mimeType: XLSX, buffer: filled });
      await page.getByText('2 dòng hợp lệ sẽ được lưu, 1 dòng lỗi, 0 dòng không thay đổi. Chưa có gì được lưu.').waitFor();
      const preview = page.getByRole('table', { name: 'Kết quả kiểm tra file' });
      const bad = preview.getByRole('row').filter({ hasText: 'Trắng ngà' });
      await bad.getByText('Số lượng phải là số nguyên từ 0 trở lên').waitFor();
      await axeCheck(page);
      const before = await apiAs<BulkEditItemPage>(baseUrl, seller, `${SELLER_API_PATHS.sellerProductBulk}?q=${encodeURIComponent('Mũ len')}`);
      expect(before.items[0]?.price).toBe(150_000);

      await page.getByRole('button', { name: 'Xác nhận lưu 2 dòng hợp lệ' }).click();
      await page.getByText('Đã lưu 2 dòng từ file.').waitFor();
      await expect.poll(() => page.getByLabel('Giá bán của Mũ len đan tay cổ điển', { exact: true }).inputValue()).toBe('175000');
      await expect.poll(() => page.getByLabel('Tồn kho của Khăn choàng len lông cừu | Đỏ son', { exact: true }).inputValue()).toBe('20');
    });
    const after = await apiAs<BulkEditItemPage>(baseUrl, seller, SELLER_API_PATHS.sellerProductBulk);
    const byName = new Map(after.items.map((item) => [`${item.product_name}|${item.variant_name ?? ''}`, item]));
    expect(byName.get('Mũ len đan tay cổ điển|')).toMatchObject({ price: 175_000 });
    expect(byName.get('Khăn choàng len lông cừu|Đỏ son')).toMatchObject({ stock: 20 });
    expect(byName.get('Khăn choàng len lông cừu|Trắng ngà')?.stock).toBe(5);
  });
});
