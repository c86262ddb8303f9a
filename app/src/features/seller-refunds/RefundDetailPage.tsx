import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Skeleton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { sellerRefundQueryOptions } from '../../queries/refund-desk-queries';
import { RefundSheet } from './RefundSheet';
import { SellerRefundActions } from './SellerRefundActions';
import * as shopStyles from '../seller-shop/seller-shop.css';
import * as styles from './refund-desk.css';

/** /ban-hang/tra-hang-hoan-tien/{id}: one of the shop's refund requests and the seller's steps on it. */
export function RefundDetailPage({ refundId }: { readonly refundId: string }) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(sellerRefundQueryOptions(services, refundId));
  return (
    <div className={shopStyles.page}>
      <Link to="/ban-hang/tra-hang-hoan-tien" className={styles.back}>{t('refundDesk.backToList')}</Link>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('refundDesk.loading')}>
          <Skeleton shape="rect" height="240px" />
        </div>
      ) : query.isError ? (
        <p role="alert" className={shopStyles.alert}>
          {t('refundDesk.loadFailed')}
        </p>
      ) : (
        <>
          <Heading level={1}>{t('refundDesk.detailTitle', { code: query.data.order_id })}</Heading>
          <div className={styles.detail}>
            <RefundSheet
              viewer="seller"
              refund={query.data}
              order={
                <Link to="/ban-hang/quan-ly-don-hang/$orderId" params={{ orderId: query.data.order_id }} className={styles.code}>
                  {query.data.order_id}
                </Link>
              }
            />
            <div className={styles.side}>
              <SellerRefundActions refund={query.data} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
