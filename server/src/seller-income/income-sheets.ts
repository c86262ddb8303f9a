import ExcelJS from 'exceljs';
import { vietnamDayIso, VIETNAM_UTC_OFFSET_INTERVAL_SQL, type IncomePeriod, type Payout } from '@modavi/core';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { vietnamDayEnd, vietnamDayStart } from '../db/time-sql.js';

type SheetLang = 'vi' | 'en';
type EntryKind = Selectable<DB['income_entries']>['kind'];

const STATEMENT_WORDS: Readonly<Record<SheetLang, { sheet: string; opening: string; closing: string; columns: readonly string[]; kinds: Record<EntryKind, string> }>> = {
  vi: {
    sheet: 'Sao kê thu nhập',
    opening: 'Số dư đầu kỳ',
    closing: 'Số dư cuối kỳ',
    columns: ['Ngày', 'Loại', 'Mã đơn hàng', 'Mã thanh toán', 'Số tiền', 'Số dư'],
    kinds: {
      income: 'Doanh thu đơn hàng', fee_service: 'Phí dịch vụ', fee_payment: 'Phí thanh toán', refund: 'Hoàn tiền', compensation: 'Bồi thường hàng giả/kém chất lượng',
      correction: 'Điều chỉnh', payout: 'Thanh toán về ngân hàng', payout_returned: 'Thanh toán thất bại, hoàn lại số dư',
    },
  },
  en: {
    sheet: 'Income statement',
    opening: 'Opening balance',
    closing: 'Closing balance',
    columns: ['Date', 'Kind', 'Order code', 'Payout', 'Amount', 'Balance'],
    kinds: {
      income: 'Order income', fee_service: 'Service fee', fee_payment: 'Payment fee', refund: 'Refund', compensation: 'Authenticity compensation',
      correction: 'Correction', payout: 'Payout to bank', payout_returned: 'Payout failed, back to balance',
    },
  },
};

const book = (): ExcelJS.Workbook => new ExcelJS.Workbook();
const bufferOf = async (workbook: ExcelJS.Workbook): Promise<Buffer> => Buffer.from(await workbook.xlsx.writeBuffer());

/** The shop's ledger over a period, oldest first, between its opening and closing balances (the sum of its entries before and through the period). */
export async function incomeStatementBuild(db: Db, shopId: string, period: IncomePeriod, lang: SheetLang): Promise<{ fileName: string; content: Buffer }> {
  const typed = typedDb(db);
  const opening = await typed
    .selectFrom('income_entries')
    .select(sql<number>`coalesce(sum(amount), 0)::int`.as('amount'))
    .where('shop_id', '=', shopId)
    .where('created_at', '<', vietnamDayStart(period.from))
    .executeTakeFirst();
  const rows = await typed
    .selectFrom('income_entries as e')
    .leftJoin('order_shops as os', 'os.id', 'e.order_shop_id')
    .select((eb) => [
      sql<string>`to_char((${eb.ref('e.created_at')} AT TIME ZONE 'UTC') + interval ${sql.lit(VIETNAM_UTC_OFFSET_INTERVAL_SQL)}, 'YYYY-MM-DD HH24:MI')`.as('day'),
      'e.kind',
      'os.order_id',
      'e.payout_id',
      'e.amount',
    ])
    .where('e.shop_id', '=', shopId)
    .where('e.created_at', '>=', vietnamDayStart(period.from))
    .where('e.created_at', '<', vietnamDayEnd(period.to))
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
  const words = STATEMENT_WORDS[lang];
  const workbook = book();
  const sheet = workbook.addWorksheet(words.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = words.columns.map((header, i) => ({ header, width: i === 1 ? 34 : i === 2 || i === 3 ? 28 : 18 }));
  sheet.getRow(1).font = { bold: true };
  let balance = opening?.amount ?? 0;
  sheet.addRow([period.from, words.opening, '', '', null, balance]).font = { italic: true };
  for (const row of rows) {
    balance += row.amount;
    sheet.addRow([row.day, words.kinds[row.kind], row.order_id ?? '', row.payout_id ?? '', row.amount, balance]);
  }
  sheet.addRow([period.to, words.closing, '', '', null, balance]).font = { bold: true };
  for (const column of [5, 6]) sheet.getColumn(column).numFmt = '#,##0';
  return { fileName: `sao-ke-thu-nhap_${period.from}_${period.to}.xlsx`, content: await bufferOf(workbook) };
}

/**
 * The bank transfer file of payouts (the admin uploads it to the bank's bulk transfer, or types
 * from it): one row per payout with the account as it was when the payout was made, the amount,
 * and the payout's id as the transfer's content so the bank's statement names it back.
 */
export async function payoutTransferFileBuild(payouts: readonly Payout[], now: number): Promise<{ fileName: string; content: Buffer }> {
  const workbook = book();
  const sheet = workbook.addWorksheet('Chuyen khoan', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'STT', width: 6 },
    { header: 'Ngân hàng', width: 24 },
    { header: 'Chi nhánh', width: 20 },
    { header: 'Số tài khoản', width: 24 },
    { header: 'Chủ tài khoản', width: 28 },
    { header: 'Số tiền', width: 16 },
    { header: 'Nội dung', width: 40 },
    { header: 'Shop', width: 28 },
  ];
  sheet.getRow(1).font = { bold: true };
  payouts.forEach((payout, i) => {
    // Text, not a number: an account number's leading zeros must survive.
    sheet.addRow([i + 1, payout.bank.bank_name, payout.bank.branch, payout.bank.account_number, payout.bank.account_holder, payout.amount, `MODAVI ${payout._id}`, payout.shop_name]);
  });
  sheet.getColumn(4).numFmt = '@';
  sheet.getColumn(6).numFmt = '#,##0';
  return { fileName: `chuyen-khoan-thanh-toan_${vietnamDayIso(now)}.xlsx`, content: await bufferOf(workbook) };
}
