import { useTranslation } from 'react-i18next';
import { bannerDays, dateFormat, type Banner } from '@modavi/core';
import * as styles from './Banners.css';

/** A banner's first and last day (inclusive, core's bannerDays), as the seller picked them. */
export function BannerDates({ banner }: { readonly banner: Pick<Banner, 'start_date' | 'end_date'> }) {
  const { t } = useTranslation();
  const { first, last } = bannerDays(banner);
  return <p className={styles.meta}>{t('promos.banners.period', { start: dateFormat(first), end: dateFormat(last) })}</p>;
}
