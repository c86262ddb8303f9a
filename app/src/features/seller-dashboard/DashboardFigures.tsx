import { useTranslation } from 'react-i18next';
import { moneyFormat, type SellerDashboard } from '@modavi/core';
import * as styles from './dashboard.css';

/** A rate as the page's language writes a percentage (one decimal at most). */
export const rateFormat = (rate: number, language: string): string =>
  new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', { style: 'percent', maximumFractionDigits: 1 }).format(rate);

/** The period's key figures as cards; each card names what it counts. */
export function DashboardFigures({ dashboard }: { readonly dashboard: SellerDashboard }) {
  const { t, i18n } = useTranslation();
  const figures = [
    { key: 'sales', value: moneyFormat(dashboard.sales) },
    { key: 'orders', value: String(dashboard.orders) },
    { key: 'visitors', value: String(dashboard.visitors) },
    { key: 'conversion', value: rateFormat(dashboard.conversion, i18n.language) },
    { key: 'buyers', value: String(dashboard.buyers) },
    { key: 'cancellationRate', value: rateFormat(dashboard.cancellation_rate, i18n.language) },
    { key: 'refundRate', value: rateFormat(dashboard.refund_rate, i18n.language) },
  ] as const;
  return (
    <dl className={styles.cards}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.card} title={t(`sellerDashboard.help.${figure.key}`)}>
          <dt className={styles.cardLabel}>{t(`sellerDashboard.${figure.key}`)}</dt>
          <dd className={styles.cardValue} data-figure={figure.key}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
