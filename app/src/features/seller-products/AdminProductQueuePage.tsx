import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRODUCT_REJECT_REASON_MAX, dateFormat, errorI18nKey, type AdminProduct } from '@modavi/core';
import { Button, Heading, Input, Price, Skeleton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { adminProductQueueQueryOptions, sellerProductsInvalidate } from '../../queries/seller-product-queries';
import * as styles from './seller-products.css';

/** The admin's queue of products waiting for approval (quan-tri/san-pham): approve, or reject with a reason. */
export function AdminProductQueuePage({ page, onPage }: { readonly page: number; readonly onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(adminProductQueueQueryOptions(services, page));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.limit)) : 1;
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('sellerProducts.admin.title')}</Heading>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('sellerProducts.loading')} className={styles.list}>
          <Skeleton shape="rect" height="120px" />
        </div>
      ) : query.isError ? (
        <p role="alert" className={styles.alert}>
          {t('sellerProducts.loadFailed')}
        </p>
      ) : query.data.items.length === 0 ? (
        <p className={styles.empty}>{t('sellerProducts.admin.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('sellerProducts.admin.title')}>
          {query.data.items.map((product) => (
            <QueueRow key={product._id} product={product} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('sellerProducts.paging')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('sellerProducts.previous')}
          </Button>
          <span>{t('sellerProducts.pageOf', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('sellerProducts.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function QueueRow({ product }: { readonly product: AdminProduct }) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const decide = useMutation({
    mutationFn: async (decision: { approve: true } | { approve: false; reason: string }) =>
      resultUnwrap((await services.seller()).products.adminProductDecide(product._id, decision)),
    onError: showError,
    onSettled: () => sellerProductsInvalidate(client),
  });
  return (
    <li className={styles.row}>
      {product.images[0] ? (
        <img className={styles.thumb} src={product.images[0]} alt="" loading="lazy" />
      ) : (
        <span className={styles.thumb} />
      )}
      <div>
        <p className={styles.name}>{product.name}</p>
        <p className={styles.muted}>
          <Price amount={product.sale_price} /> · {product.shop.name}
          {product.category_name ? ` · ${product.category_name}` : ''}
          {product.submitted_at ? ` · ${dateFormat(product.submitted_at)}` : ''}
        </p>
        {rejecting ? (
          <form
            className={styles.toolbar}
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim() === '') return setMissing(true);
              decide.mutate({ approve: false, reason: reason.trim() });
            }}
          >
            <Input
              rootClassName={styles.grow}
              label={t('sellerProducts.admin.reason')}
              value={reason}
              maxLength={PRODUCT_REJECT_REASON_MAX}
              error={missing ? t(errorI18nKey('PRODUCT.REJECT_REASON_REQUIRED')) : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button type="submit" variant="danger" size="sm" loading={decide.isPending}>
              {t('sellerProducts.admin.confirmReject')}
            </Button>
          </form>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          variant="primary"
          size="sm"
          loading={decide.isPending && !rejecting}
          onClick={() => decide.mutate({ approve: true })}
          aria-label={t('sellerProducts.admin.approveOf', {
            name: product.name,
          })}
        >
          {t('sellerProducts.admin.approve')}
        </Button>
        {rejecting ? null : (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setRejecting(true)}
            aria-label={t('sellerProducts.admin.rejectOf', {
              name: product.name,
            })}
          >
            {t('sellerProducts.admin.reject')}
          </Button>
        )}
      </div>
    </li>
  );
}
