import { useTranslation } from 'react-i18next';
import type { CampaignStatus } from '@modavi/core';
import * as styles from '../seller-shop/seller-shop.css';

/** A voucher's or program's status; running stands out. */
export function CampaignStatusBadge({ status }: { readonly status: CampaignStatus }) {
  const { t } = useTranslation();
  return <span className={status === 'running' ? styles.badgeOn : styles.badge}>{t(`sellerMarketing.states.${status}`)}</span>;
}
