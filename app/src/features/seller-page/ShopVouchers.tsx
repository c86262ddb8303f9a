import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dateFormat, moneyFormat, moneyShort, voucherStatus, type Voucher } from '@modavi/core';
import { Heading, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { shopVouchersQueryOptions } from '../../queries/discovery-queries';
import { useNow } from '../../clock/use-now';
import * as styles from './seller-page.css';

/** What a voucher gives, worded: fixed amount or percent (with its cap), of goods, shipping or as cash back. */
function voucherValue(t: ReturnType<typeof useTranslation>['t'], voucher: Voucher): string {
  const amount = voucher.discount_type === 'percent' ? `${voucher.value}%` : moneyShort(voucher.value);
  const key =
    voucher.kind === 'shipping' ? 'seller.voucherShipping' : voucher.kind === 'cash_back' ? 'seller.voucherCashBack' : 'seller.voucherOff';
  return t(key, { amount });
}

/** The shop's public vouchers, running or to come. Nothing at all when the shop has none. */
export function ShopVouchers({ shopId }: { readonly shopId: string }) {
  const { t } = useTranslation();
  const { promos } = useServices();
  const { data: vouchers } = useSuspenseQuery(shopVouchersQueryOptions(promos, shopId));
  const now = useNow(60_000);
  if (vouchers.length === 0) return null;
  return (
    <Stack as="section" gap="sm" aria-labelledby="shop-vouchers">
      <Heading level={2} id="shop-vouchers">
        {t('seller.vouchers')}
      </Heading>
      {/* Focusable: the row scrolls sideways and its tickets hold no link (keyboard users scroll it). */}
      <ul className={styles.vouchers} tabIndex={0} aria-labelledby="shop-vouchers">
        {vouchers.map((voucher) => {
          const upcoming = voucherStatus(voucher, now) === 'upcoming';
          return (
            <li key={voucher._id} className={styles.voucher} data-testid="shop-voucher">
              <p className={styles.voucherValue}>{voucherValue(t, voucher)}</p>
              {voucher.discount_type === 'percent' && voucher.max_discount ? (
                <p className={styles.voucherLine}>{t('seller.voucherMax', { amount: moneyFormat(voucher.max_discount) })}</p>
              ) : null}
              <p className={styles.voucherLine}>
                {voucher.min_order > 0 ? t('seller.voucherMin', { amount: moneyFormat(voucher.min_order) }) : t('seller.voucherNoMin')}
              </p>
              <p className={styles.voucherLine}>
                {upcoming
                  ? t('seller.voucherFrom', { date: dateFormat(voucher.start_time) })
                  : t('seller.voucherUntil', { date: dateFormat(voucher.end_time) })}
              </p>
              <p className={styles.voucherCode}>{t('seller.voucherCode', { code: voucher.code })}</p>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
