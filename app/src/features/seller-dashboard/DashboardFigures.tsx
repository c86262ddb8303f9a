import { useTranslation } from 'react-i18next';
import { CHAT_REPLY_WINDOW_HOURS, moneyFormat, type SellerDashboard } from '@modavi/core';
import type { TFunction } from 'i18next';
import * as styles from './dashboard.css';

/** A rate as the page's language writes a percentage (one decimal at most). */
export const rateFormat = (rate: number, language: string): string =>
  new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US', { style: 'percent', maximumFractionDigits: 1 }).format(rate);

/** A reply time in minutes, as minutes or hours and minutes. */
const durationFormat = (t: TFunction, minutes: number | null): string =>
  minutes === null
    ? t('sellerDashboard.chatNone')
    : minutes < 60
      ? t('sellerDashboard.minutes', { count: minutes })
      : t('sellerDashboard.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });

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
    {
      key: 'chatResponseRate',
      value: dashboard.chat.response_rate === null ? t('sellerDashboard.chatNone') : rateFormat(dashboard.chat.response_rate, i18n.language),
    },
    { key: 'chatResponseTime', value: durationFormat(t, dashboard.chat.response_time_minutes) },
  ] as const;
  return (
    <dl className={styles.cards}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.card} title={t(`sellerDashboard.help.${figure.key}`, { hours: CHAT_REPLY_WINDOW_HOURS })}>
          <dt className={styles.cardLabel}>{t(`sellerDashboard.${figure.key}`)}</dt>
          <dd className={styles.cardValue} data-figure={figure.key}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
