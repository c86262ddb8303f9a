import type { TFunction } from 'i18next';
import { dateFormat, errorI18nKey, moneyShort, type CampaignStatus, type Voucher } from '@modavi/core';

/** What the voucher takes off, in words: '30K off shipping', '10% off, up to 100K', '5% cash back'. */
export function voucherOfferText(t: TFunction, voucher: Voucher): string {
  const cap = voucher.max_discount ? moneyShort(voucher.max_discount) : null;
  if (voucher.kind === 'shipping') return t('promos.vouchers.offShipping', { amount: moneyShort(voucher.value) });
  if (voucher.kind === 'cash_back') {
    return voucher.discount_type === 'percent'
      ? t('promos.vouchers.cashBack', { percent: voucher.value, amount: cap ?? '' })
      : t('promos.vouchers.cashBackFixed', { amount: moneyShort(voucher.value) });
  }
  if (voucher.discount_type === 'fixed') return t('promos.vouchers.offFixed', { amount: moneyShort(voucher.value) });
  return cap
    ? t('promos.vouchers.offPercentCapped', { percent: voucher.value, amount: cap })
    : t('promos.vouchers.offPercent', { percent: voucher.value });
}

export const voucherMinOrderText = (t: TFunction, voucher: Voucher): string =>
  voucher.min_order > 0 ? t('promos.vouchers.minOrder', { amount: moneyShort(voucher.min_order) }) : t('promos.vouchers.noMinOrder');

/** 'Starts dd/mm/yyyy' for an upcoming voucher, else 'Valid until dd/mm/yyyy'. */
export const voucherDateText = (t: TFunction, voucher: Voucher, status: CampaignStatus): string =>
  status === 'upcoming'
    ? t('promos.vouchers.startsAt', { date: dateFormat(voucher.start_time) })
    : t('promos.vouchers.validUntil', { date: dateFormat(voucher.end_time) });

/** A refusal's message from the error catalogue (loaded by the page), with its numbers. */
export const refusalText = (
  t: TFunction,
  refusal: { code: string; params?: Readonly<Record<string, string | number>> | null | undefined },
): string => t(errorI18nKey(refusal.code), { ...(refusal.params ?? {}) });
