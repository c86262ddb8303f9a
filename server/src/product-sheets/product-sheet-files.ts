import ExcelJS from 'exceljs';
import {
  BULK_EDIT_ROWS_MAX,
  BULK_SHEET_COLUMNS,
  EXPORT_SHEET_COLUMNS,
  PRODUCT_SHEET_WORDS,
  bulkSheetHeaderValid,
  productFilterState,
  type BulkEditInput,
  type BulkEditItem,
  type SellerProduct,
} from '@modavi/core';

export type SheetLocale = keyof typeof PRODUCT_SHEET_WORDS;

/** The request's language header (vi, ko or en; kr is sent as en) to the sheet's words. */
export const sheetLocaleOf = (language: string | undefined): SheetLocale => (language === 'en' || language === 'ko' ? 'kr' : 'vi');

/** A sheet with a bold, frozen header and sensible column widths. */
function sheetStart(book: ExcelJS.Workbook, name: string, headers: readonly string[], widths: readonly number[]): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header, index) => ({ header, width: widths[index] ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

const bytesOf = async (book: ExcelJS.Workbook): Promise<Buffer> => Buffer.from(await book.xlsx.writeBuffer());

/**
 * The bulk-edit template: one line per item (a product without variants, or a variant) with
 * its ids, names, price and stock. The ids and names are the seller's reference; the price and
 * stock columns are what the seller edits.
 */
export async function bulkTemplateBuild(items: readonly BulkEditItem[], locale: SheetLocale): Promise<Buffer> {
  const words = PRODUCT_SHEET_WORDS[locale];
  const book = new ExcelJS.Workbook();
  const sheet = sheetStart(
    book,
    words.bulkSheet,
    BULK_SHEET_COLUMNS.map((column) => words.columns[column]),
    [28, 28, 40, 24, 16, 12],
  );
  for (const item of items) sheet.addRow([item.product_id, item.variant_id ?? '', item.product_name, item.variant_name ?? '', item.price, item.stock]);
  sheet.getColumn(5).numFmt = '#,##0';
  return bytesOf(book);
}

/** A cell as core's rules read it: numbers stay numbers, text stays text, empty is null; formulas give their result. */
function cellValue(cell: ExcelJS.CellValue): unknown {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number' || typeof cell === 'string') return cell;
  if (typeof cell === 'object' && 'result' in cell) return cellValue(cell.result as ExcelJS.CellValue);
  if (typeof cell === 'object' && 'richText' in cell) return cell.richText.map((part) => part.text).join('');
  if (typeof cell === 'object' && 'text' in cell) return String(cell.text);
  return String(cell);
}

export type SheetRead = { ok: true; lines: BulkEditInput[] } | { ok: false; code: 'FILE.READ_ERROR' | 'FILE.LIST_NOT_CORRECT' | 'BULK.TOO_MANY_ROWS' };

/**
 * Reads a filled template: its first sheet, header checked (core's bulkSheetHeaderValid), each
 * non-empty line after it as a line for core's bulkEditCheck with its sheet line number.
 */
export async function bulkSheetRead(bytes: ArrayBuffer): Promise<SheetRead> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes);
  } catch {
    return { ok: false, code: 'FILE.READ_ERROR' };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { ok: false, code: 'FILE.LIST_NOT_CORRECT' };
  const header = BULK_SHEET_COLUMNS.map((_, index) => cellValue(sheet.getRow(1).getCell(index + 1).value));
  if (!bulkSheetHeaderValid(header)) return { ok: false, code: 'FILE.LIST_NOT_CORRECT' };
  const lines: BulkEditInput[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const cells = BULK_SHEET_COLUMNS.map((_, index) => cellValue(row.getCell(index + 1).value));
    if (cells.every((cell) => cell === null || String(cell).trim() === '')) return;
    lines.push({ line, product_id: cells[0], variant_id: cells[1], price: cells[4], stock: cells[5] });
  });
  if (lines.length > BULK_EDIT_ROWS_MAX) return { ok: false, code: 'BULK.TOO_MANY_ROWS' };
  return { ok: true, lines };
}

/** The product list's download: one line per product with its state in the seller's words. */
export async function productExportBuild(products: readonly SellerProduct[], locale: SheetLocale): Promise<Buffer> {
  const words = PRODUCT_SHEET_WORDS[locale];
  const book = new ExcelJS.Workbook();
  const sheet = sheetStart(
    book,
    words.exportSheet,
    EXPORT_SHEET_COLUMNS.map((column) => words.columns[column]),
    [28, 48, 18, 16, 12, 12],
  );
  for (const product of products) {
    sheet.addRow([product._id, product.name, words.states[productFilterState(product)], product.sale_price, product.quantity, product.sold]);
  }
  sheet.getColumn(4).numFmt = '#,##0';
  return bytesOf(book);
}
