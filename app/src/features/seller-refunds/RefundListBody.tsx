import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sellerListPages } from '@modavi/core';
import { Button, Skeleton } from '@modavi/ui';
import * as shopStyles from '../seller-shop/seller-shop.css';

export interface RefundListBodyProps {
  readonly query: { readonly isPending: boolean; readonly isError: boolean; readonly data?: { readonly items: readonly unknown[]; readonly total: number; readonly limit: number } | undefined };
  /** Whether a search or filter narrows the list (the empty text says nothing matches). */
  readonly filtered: boolean;
  readonly emptyText: string;
  readonly page: number;
  readonly onPage: (page: number) => void;
  /** The table of the page's refunds. */
  readonly children: ReactNode;
}

/** A refund desk's list below its filters (the seller's requests, the admin's queue): loading, failure, empty, the table, the pager. */
export function RefundListBody({ query, filtered, emptyText, page, onPage, children }: RefundListBodyProps) {
  const { t } = useTranslation();
  const pages = query.data ? sellerListPages(query.data.total, query.data.limit) : 1;
  return (
    <>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('refundDesk.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height="48px" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className={shopStyles.alert}>
          {t('refundDesk.loadFailed')}
        </p>
      ) : query.data?.items.length === 0 ? (
        <div className={shopStyles.empty}>
          <p className={shopStyles.muted}>{filtered ? t('refundDesk.emptyFiltered') : emptyText}</p>
        </div>
      ) : (
        children
      )}
      {pages > 1 ? (
        <nav className={shopStyles.pager} aria-label={t('refundDesk.paging')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('refundDesk.previous')}
          </Button>
          <span className={shopStyles.muted}>{t('refundDesk.pageOf', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('refundDesk.next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
