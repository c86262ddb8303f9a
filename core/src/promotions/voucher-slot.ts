import type { Voucher } from './voucher.js';

/**
 * Why a voucher code the buyer typed was not even judged: no voucher has that code, or
 * another voucher already takes its slot in this order.
 */
export const VOUCHER_SELECTION_CODES = ['VOUCHER.NOT_FOUND', 'VOUCHER.NOT_COMBINABLE'] as const;
export type VoucherSelectionCode = (typeof VOUCHER_SELECTION_CODES)[number];

/**
 * The slot a voucher takes in one order: one voucher per shop (whatever its kind, as core's
 * ShopPricing has one shop voucher), and of the platform one off the goods, one off shipping
 * and one cash back (cartPayable applies one of each kind). Two vouchers of one slot do not
 * combine; the first the buyer entered keeps it.
 */
export function voucherSlot(voucher: Pick<Voucher, 'shop_id' | 'kind'>): string {
  if (voucher.shop_id) return `shop:${voucher.shop_id}`;
  if (voucher.kind === 'shipping') return 'platform:shipping';
  if (voucher.kind === 'cash_back') return 'platform:cash_back';
  return 'platform:goods';
}

/** A code as buyers type it, as the vouchers store it: trimmed, upper case. */
export const voucherCodeNormalize = (code: string): string => code.trim().toUpperCase();
