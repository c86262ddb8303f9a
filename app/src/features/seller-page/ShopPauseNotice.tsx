import { useTranslation } from 'react-i18next';
import { dateFormat, shopPaused, type ShopSummary } from '@modavi/core';
import { useNow } from '../../clock/use-now';
import * as styles from './seller-page.css';

/**
 * Pause mode as buyers read it on the product and seller pages: the shop takes no orders until
 * the day it reopens, with the seller's note. Nothing while the shop sells.
 */
export function ShopPauseNotice({ shop }: { readonly shop: Pick<ShopSummary, 'paused_until' | 'pause_note'> }) {
  const { t } = useTranslation();
  const until = shop.paused_until;
  // The page may have been open since before the shop reopened.
  const now = useNow(60_000);
  if (!until || !shopPaused(until, now)) return null;
  return (
    <div role="status" className={styles.pauseNotice}>
      <p className={styles.pauseTitle}>{t('seller.pause.title', { date: dateFormat(Date.parse(until)) })}</p>
      <p className={styles.pauseText}>{t('seller.pause.text')}</p>
      {shop.pause_note ? <p className={styles.pauseText}>{t('seller.pause.note', { note: shop.pause_note })}</p> : null}
    </div>
  );
}
