import type { ErrorCatalogue } from '../errors/error-catalogue.js';
import { TEXT_LIMITS } from '../shared/text-limits.js';

/** The longest bank reference an admin may enter: Vietnamese banks' transaction numbers run to about 20-30 characters. */
export const PAYOUT_BANK_REFERENCE_MAX = 64;
/** The longest failure reason: a short note, like a refund's admin reason. */
export const PAYOUT_FAILURE_REASON_MAX = TEXT_LIMITS.name;

/** Codes of seller income and payouts (issue 28). The spec words none; they follow its tone. */
export const SELLER_INCOME_ERRORS = {
  'SELLER_INCOME.NOT_ALLOWED': { vi: 'Bạn không có quyền xem thu nhập này', kr: 'You are not allowed to see this income' },
  'SELLER_INCOME.PERIOD_INVALID': {
    vi: 'Khoảng thời gian không hợp lệ (tối đa {{max}} ngày)',
    kr: 'This period is not valid (at most {{max}} days)',
  },
  'SELLER_INCOME.PAYOUT_NOT_FOUND': { vi: 'Không tìm thấy lần thanh toán này', kr: 'This payout was not found' },
  'SELLER_INCOME.PAYOUT_NOT_PROCESSING': {
    vi: 'Lần thanh toán này đã được xử lý',
    kr: 'This payout has already been settled',
  },
  'SELLER_INCOME.BANK_REFERENCE_REQUIRED': { vi: 'Vui lòng nhập mã giao dịch của ngân hàng', kr: 'Enter the bank’s transaction reference' },
  'SELLER_INCOME.BANK_REFERENCE_TOO_LONG': {
    vi: 'Mã giao dịch tối đa {{max}} ký tự',
    kr: 'The bank reference is at most {{max}} characters',
  },
  'SELLER_INCOME.FAILURE_REASON_REQUIRED': { vi: 'Vui lòng nhập lý do', kr: 'Enter the reason' },
  'SELLER_INCOME.FAILURE_REASON_TOO_LONG': { vi: 'Lý do tối đa {{max}} ký tự', kr: 'The reason is at most {{max}} characters' },
} as const satisfies ErrorCatalogue;
export type SellerIncomeErrorCode = keyof typeof SELLER_INCOME_ERRORS;
