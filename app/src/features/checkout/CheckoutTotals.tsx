import { useTranslation } from 'react-i18next';
import { moneyFormat, type PayableTotals } from '@modavi/core';
import * as styles from './CheckoutPage.css';

/** The order's money exactly as the server's preview (core's cartPayable) gives it. */
export function CheckoutTotals({ totals }: { readonly totals: PayableTotals }) {
  const { t } = useTranslation();
  const rows: ReadonlyArray<readonly [string, number, boolean]> = [
    ['checkout.totalSubtotal', totals.subtotal, false],
    ['checkout.totalDiscount', totals.discount, true],
    ['checkout.totalShopVouchers', totals.shop_vouchers, true],
    ['checkout.totalPlatformVouchers', totals.platform_vouchers, true],
    ['checkout.totalShipping', totals.shipping_fee, false],
    ['checkout.totalShippingDiscount', totals.shipping_discount, true],
  ];
  return (
    <dl className={styles.totals}>
      {rows
        .filter(([key, amount]) => amount > 0 || key === 'checkout.totalSubtotal' || key === 'checkout.totalShipping')
        .map(([key, amount, off]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt className={styles.totalTerm}>{t(key)}</dt>
            <dd className={styles.totalValue}>{off ? t('checkout.minus', { amount: moneyFormat(amount) }) : moneyFormat(amount)}</dd>
          </div>
        ))}
      {totals.cash_back > 0 ? (
        <>
          <dt className={styles.totalTerm}>{t('checkout.totalCashBack')}</dt>
          <dd className={styles.totalValue}>{moneyFormat(totals.cash_back)}</dd>
        </>
      ) : null}
      <dt className={styles.totalTerm}>{t('checkout.totalPayable')}</dt>
      <dd className={`${styles.totalValue} ${styles.totalPayable}`} data-testid="checkout-payable">
        {moneyFormat(totals.payable)}
      </dd>
    </dl>
  );
}
