import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_FILTER_STATES,
  SELLER_PRODUCT_SORTS,
  productFilterState,
  type SellerProduct,
  type SellerProductListParams,
} from '@modavi/core';
import { Button, Heading, Input, Price, Select, Skeleton, Tabs } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { sellerProductListQueryOptions, sellerProductsInvalidate } from '../../queries/seller-product-queries';
import { sellerProductListSearch } from './list-search';
import * as styles from './seller-products.css';

export interface ProductListPageProps {
  readonly params: SellerProductListParams;
  readonly onParams: (update: Partial<SellerProductListParams>) => void;
}

/** The shop's products (quan-ly-san-pham): tabs with counts, name search, sort, paging, hide/show, edit. */
export function ProductListPage({ params, onParams }: ProductListPageProps) {
  const { t } = useTranslation();
  const services = useServices();
  const query = useQuery(sellerProductListQueryOptions(services, params));
  const [typed, setTyped] = useState(params.q);
  const counts = query.data?.counts;
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.limit)) : 1;

  const tabs = PRODUCT_FILTER_STATES.map((state) => ({
    value: state,
    label: counts
      ? t('sellerProducts.tabCount', {
          label: t(`sellerProducts.filter.${state}`),
          count: counts[state],
        })
      : t(`sellerProducts.filter.${state}`),
    content: null,
  }));

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Heading level={1}>{t('sellerProducts.title')}</Heading>
        <div className={styles.actions}>
          <Link to="/ban-hang/quan-ly-san-pham/tai-xuong-danh-sach" search={sellerProductListSearch({ ...params, page: 1 })} className={styles.link}>
            {t('sellerProducts.download')}
          </Link>
          <Link to="/ban-hang/quan-ly-san-pham/chinh-sua-hang-loat" className={styles.link}>
            {t('sellerProducts.bulkEdit')}
          </Link>
          <Link to="/ban-hang/quan-ly-san-pham/tao" className={styles.link}>
            {t('sellerProducts.create')}
          </Link>
        </div>
      </div>
      <Tabs
        items={tabs}
        value={params.filter}
        onValueChange={(value) =>
          onParams({
            filter: value as SellerProductListParams['filter'],
            page: 1,
          })
        }
        label={t('sellerProducts.tabs')}
        wrap
      />
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onParams({ q: typed.trim(), page: 1 });
        }}
      >
        <Input
          rootClassName={styles.grow}
          label={t('sellerProducts.search')}
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('sellerProducts.searchSubmit')}
        </Button>
        <Select
          label={t('sellerProducts.sort')}
          value={params.sort}
          options={SELLER_PRODUCT_SORTS.map((sort) => ({
            value: sort,
            label: t(`sellerProducts.sorts.${sort}`),
          }))}
          onValueChange={(value) =>
            onParams({
              sort: value as SellerProductListParams['sort'],
              page: 1,
            })
          }
        />
      </form>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('sellerProducts.loading')} className={styles.list}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} shape="rect" height="88px" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className={styles.alert}>
          {t('sellerProducts.loadFailed')}
        </p>
      ) : query.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{params.q === '' ? t('sellerProducts.empty') : t('sellerProducts.emptySearch', { q: params.q })}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('sellerProducts.title')}>
          {query.data.items.map((product) => (
            <ProductRow key={product._id} product={product} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('sellerProducts.paging')}>
          <Button variant="secondary" size="sm" disabled={params.page <= 1} onClick={() => onParams({ page: params.page - 1 })}>
            {t('sellerProducts.previous')}
          </Button>
          <span>{t('sellerProducts.pageOf', { page: params.page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={params.page >= pages} onClick={() => onParams({ page: params.page + 1 })}>
            {t('sellerProducts.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function ProductRow({ product }: { readonly product: SellerProduct }) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const state = productFilterState(product);
  const visibility = useMutation({
    mutationFn: async (hidden: boolean) => resultUnwrap((await services.seller()).products.productVisibility(product._id, hidden)),
    onError: showError,
    onSettled: () => sellerProductsInvalidate(client),
  });
  const canToggle = !product.is_draft && product.approval_status === 'confirmed';
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
          <Price amount={product.sale_price} /> · {t('sellerProducts.stock', { count: product.quantity })} ·{' '}
          {t(`sellerProducts.filter.${state}`)}
        </p>
        {state === 'rejected' && product.rejection_reason ? (
          <p className={styles.alert}>
            {t('sellerProducts.rejectedBecause', {
              reason: product.rejection_reason,
            })}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Link
          to="/ban-hang/quan-ly-san-pham/cap-nhat/$id"
          params={{ id: product._id }}
          className={styles.link}
          aria-label={t('sellerProducts.editOf', { name: product.name })}
        >
          {t('sellerProducts.edit')}
        </Link>
        {canToggle ? (
          <Button
            variant="secondary"
            size="sm"
            loading={visibility.isPending}
            onClick={() => visibility.mutate(!product.is_hidden)}
            aria-label={t(product.is_hidden ? 'sellerProducts.showOf' : 'sellerProducts.hideOf', { name: product.name })}
          >
            {product.is_hidden ? t('sellerProducts.show') : t('sellerProducts.hide')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
