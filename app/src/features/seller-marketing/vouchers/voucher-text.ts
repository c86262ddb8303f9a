import { moneyFormat, type Voucher } from '@modavi/core';
import type { TFunction } from 'i18next';

/** What a voucher takes off, as a seller reads it: '10% (tối đa 20.000đ)' or '20.000đ'. */
export function voucherDiscountText(voucher: Pick<Voucher, 'discount_type' | 'value' | 'max_discount'>, t: TFunction): string {
  if (voucher.discount_type === 'fixed') return moneyFormat(voucher.value);
  const cap = voucher.max_discount;
  return cap ? t('sellerMarketing.vouchers.percentCapped', { percent: voucher.value, cap: moneyFormat(cap) }) : t('sellerMarketing.vouchers.percent', { percent: voucher.value });
}
