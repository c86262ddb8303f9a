import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { moneyFormat, type SellerDashboard } from '@modavi/core';
import { Heading } from '@modavi/ui';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './dashboard.css';

/** The period's best sellers by sales. */
export function TopProducts({ products }: { readonly products: SellerDashboard['top_products'] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="dashboard-top-title">
      <Heading level={2} id="dashboard-top-title">
        {t('sellerDashboard.topTitle')}
      </Heading>
      {products.length === 0 ? (
        <p className={shopStyles.muted}>{t('sellerDashboard.topEmpty')}</p>
      ) : (
        <ol className={styles.list}>
          {products.map((product) => (
            <li key={product.product_id} className={styles.row}>
              <span className={styles.rowName}>{product.name}</span>
              <span className={shopStyles.muted}>{t('sellerDashboard.topLine', { quantity: product.quantity, sales: moneyFormat(product.sales) })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const WAITING_TABS = ['pending_confirmation', 'pending_pickup', 'cancel_pending'] as const;

/** Orders waiting for the seller now, each a link to the order list's tab of the same name. */
export function WaitingWork({ waiting }: { readonly waiting: SellerDashboard['waiting'] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="dashboard-waiting-title">
      <Heading level={2} id="dashboard-waiting-title">
        {t('sellerDashboard.waitingTitle')}
      </Heading>
      <ul className={styles.list}>
        {WAITING_TABS.map((tab) => (
          <li key={tab} className={styles.row}>
            <Link to="/ban-hang/quan-ly-don-hang" search={{ tab }} className={styles.rowName}>
              {t(`sellerDashboard.waiting.${tab}`)}
            </Link>
            <strong data-waiting={tab}>{waiting[tab]}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
