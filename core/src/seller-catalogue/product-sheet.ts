import * as z from 'zod/mini';
import { IdSchema } from '../shared/brand.js';
import { CountSchema } from '../shared/counts.js';
import { DAY_MS, EpochMsSchema } from '../format/epoch-ms.js';
import { BulkEditItemSchema } from './product-bulk-edit.js';
import { PRODUCT_FILTER_STATES, type ProductFilterState } from './seller-product.js';

/**
 * The spreadsheets of the seller's products: the bulk-edit template (download, fill, upload)
 * and the product list's download (tai-xuong-danh-sach), kept in a history for 30 days (spec 9).
 */

/** Spec 9: the download history keeps a file 30 days; after that it is neither listed nor served. */
export const PRODUCT_EXPORT_KEEP_DAYS = 30;
/** The largest spreadsheet an upload may be (a shop's 1,000 lines take about 60 KB). */
export const PRODUCT_SHEET_BYTES_MAX = 2 * 1024 * 1024;
/** The most products one list download holds. */
export const PRODUCT_EXPORT_ROWS_MAX = 10_000;
/** Rows per page of the bulk-edit table. */
export const BULK_EDIT_PAGE_LIMIT = 50;

/** Whether a download made at `createdAt` is still kept at `now`. */
export const productExportKept = (createdAt: number, now: number): boolean => now - createdAt < PRODUCT_EXPORT_KEEP_DAYS * DAY_MS;

/** The template's columns, in order; the upload reads them by these positions and checks the ids' headers. */
export const BULK_SHEET_COLUMNS = ['product_id', 'variant_id', 'product_name', 'variant_name', 'price', 'stock'] as const;
export type BulkSheetColumn = (typeof BULK_SHEET_COLUMNS)[number];

/** The list download's columns, in order. */
export const EXPORT_SHEET_COLUMNS = ['product_id', 'product_name', 'state', 'price', 'stock', 'sold'] as const;
export type ExportSheetColumn = (typeof EXPORT_SHEET_COLUMNS)[number];

type SheetLocale = 'vi' | 'kr';

/** The sheets' words in each locale (kr carries English, as the app's kr files do). */
export const PRODUCT_SHEET_WORDS: Readonly<
  Record<
    SheetLocale,
    {
      readonly bulkSheet: string;
      readonly exportSheet: string;
      readonly columns: Readonly<Record<BulkSheetColumn | ExportSheetColumn, string>>;
      readonly states: Readonly<Record<Exclude<ProductFilterState, 'all'>, string>>;
    }
  >
> = {
  vi: {
    bulkSheet: 'Sửa hàng loạt',
    exportSheet: 'Danh sách sản phẩm',
    columns: {
      product_id: 'Mã sản phẩm',
      variant_id: 'Mã phân loại',
      product_name: 'Tên sản phẩm',
      variant_name: 'Phân loại',
      price: 'Giá bán (₫)',
      stock: 'Tồn kho',
      state: 'Trạng thái',
      sold: 'Đã bán',
    },
    states: {
      available: 'Đang bán',
      sold_out: 'Hết hàng',
      hidden: 'Đã ẩn',
      draft: 'Bản nháp',
      pending_confirmation: 'Chờ duyệt',
      rejected: 'Bị từ chối',
    },
  },
  kr: {
    bulkSheet: 'Bulk edit',
    exportSheet: 'Product list',
    columns: {
      product_id: 'Product ID',
      variant_id: 'Variant ID',
      product_name: 'Product name',
      variant_name: 'Variant',
      price: 'Price (₫)',
      stock: 'Stock',
      state: 'Status',
      sold: 'Sold',
    },
    states: {
      available: 'On sale',
      sold_out: 'Sold out',
      hidden: 'Hidden',
      draft: 'Draft',
      pending_confirmation: 'Pending approval',
      rejected: 'Rejected',
    },
  },
};

/** Whether a sheet's first row is the template's header (in either locale): otherwise 'the list is not correct'. */
export function bulkSheetHeaderValid(header: readonly unknown[]): boolean {
  return (['vi', 'kr'] as const).some((locale) =>
    BULK_SHEET_COLUMNS.every((column, index) => String(header[index] ?? '').trim() === PRODUCT_SHEET_WORDS[locale].columns[column]),
  );
}

/** A page of the shop's items for the bulk-edit table. */
export const BulkEditItemPageSchema = z.object({
  items: z.array(BulkEditItemSchema),
  page: CountSchema,
  limit: CountSchema,
  total: CountSchema,
});
export type BulkEditItemPage = z.infer<typeof BulkEditItemPageSchema>;

/** A spreadsheet sent inside the JSON envelope (the API's answers are JSON, the file travels as base64). */
export const SheetFileSchema = z.object({ file_name: z.string(), content_base64: z.string() });
export type SheetFile = z.infer<typeof SheetFileSchema>;

/** One download of the product list in the history. */
export const ProductExportSchema = z.object({
  _id: IdSchema,
  created_at: EpochMsSchema,
  file_name: z.string(),
  filter: z.enum(PRODUCT_FILTER_STATES),
  q: z.string(),
  rows: CountSchema,
  expires_at: EpochMsSchema,
});
export type ProductExport = z.infer<typeof ProductExportSchema>;
