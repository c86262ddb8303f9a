import ExcelJS from 'exceljs';
import { DASHBOARD_SALES_STATUSES, type DashboardPeriod } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { periodParts } from './dashboard-sql.js';

type ReportLang = 'vi' | 'en';

const COLUMNS = ['order', 'day', 'status', 'buyer', 'subtotal', 'discount', 'voucher', 'shipping', 'total', 'counted'] as const;

/** The report's words; the status names follow the order list's tabs. */
const WORDS: Readonly<Record<ReportLang, { sheet: string; yes: string; no: string; columns: Record<(typeof COLUMNS)[number], string>; statuses: Record<string, string> }>> = {
  vi: {
    sheet: 'Báo cáo bán hàng',
    yes: 'Có',
    no: 'Không',
    columns: { order: 'Mã đơn hàng', day: 'Ngày đặt', status: 'Trạng thái', buyer: 'Người mua', subtotal: 'Tiền hàng', discount: 'Giảm giá', voucher: 'Voucher của shop', shipping: 'Phí vận chuyển', total: 'Tổng tiền của shop', counted: 'Tính vào doanh số' },
    statuses: { pending_confirmation: 'Chờ xác nhận', pending_pickup: 'Chờ lấy hàng', shipping: 'Đang giao', delivered: 'Đã giao', cancel_pending: 'Chờ hủy', cancelled: 'Đã hủy', return_refund: 'Trả hàng/Hoàn tiền' },
  },
  en: {
    sheet: 'Sales report',
    yes: 'Yes',
    no: 'No',
    columns: { order: 'Order code', day: 'Order date', status: 'Status', buyer: 'Buyer', subtotal: 'Items', discount: 'Discount', voucher: 'Shop voucher', shipping: 'Shipping fee', total: 'Shop total', counted: 'Counted in sales' },
    statuses: { pending_confirmation: 'To confirm', pending_pickup: 'To hand over', shipping: 'Shipping', delivered: 'Delivered', cancel_pending: 'Cancel requested', cancelled: 'Cancelled', return_refund: 'Return/Refund' },
  },
};

/** Every part the shop had in the period, oldest first: what the dashboard's figures are made of. */
export async function salesReportBuild(db: Db, shopId: string, period: DashboardPeriod, lang: ReportLang): Promise<{ fileName: string; content: Buffer }> {
  const rows = await typedDb(db).selectFrom(periodParts(db, shopId, period)).selectAll('parts').orderBy('parts.created_at').orderBy('parts.order_id').execute();
  const words = WORDS[lang];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(words.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ header: words.columns[column], width: column === 'order' || column === 'buyer' ? 26 : 16 }));
  sheet.getRow(1).font = { bold: true };
  const counted: readonly string[] = DASHBOARD_SALES_STATUSES;
  for (const row of rows) {
    sheet.addRow([
      row.order_id,
      row.day,
      words.statuses[row.seen_status] ?? row.seen_status,
      row.buyer_name ?? '',
      row.subtotal,
      row.discount,
      row.voucher,
      row.shipping_fee,
      row.shop_total,
      counted.includes(row.seen_status) ? words.yes : words.no,
    ]);
  }
  for (const column of ['subtotal', 'discount', 'voucher', 'shipping', 'total'] as const) sheet.getColumn(COLUMNS.indexOf(column) + 1).numFmt = '#,##0';
  return { fileName: `bao-cao-ban-hang_${period.from}_${period.to}.xlsx`, content: Buffer.from(await book.xlsx.writeBuffer()) };
}
