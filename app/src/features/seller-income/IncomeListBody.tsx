import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sellerListPages } from '@modavi/core';
import { Button, Skeleton } from '@modavi/ui';
import * as shopStyles from '../seller-shop/seller-shop.css';

export interface IncomeListBodyProps {
  readonly query: { readonly isPending: boolean; readonly isError: boolean; readonly data?: { readonly items: readonly unknown[]; readonly total: number; readonly limit: number } | undefined };
  readonly loadingText: string;
  readonly emptyText: string;
  readonly page: number;
  readonly onPage: (page: number) => void;
  /** The page's rows. */
  readonly children: ReactNode;
}

/** A list of the income pages (lines, payouts, the admin's payouts): loading, failure, empty, the rows, the pager. */
export function IncomeListBody({ query, loadingText, emptyText, page, onPage, children }: IncomeListBodyProps) {
  const { t } = useTranslation();
  const pages = query.data ? sellerListPages(query.data.total, query.data.limit) : 1;
  return (
    <>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={loadingText}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height="48px" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className={shopStyles.alert}>
          {t('sellerIncome.loadFailed')}
        </p>
      ) : query.data?.items.length === 0 ? (
        <div className={shopStyles.empty}>
          <p className={shopStyles.muted}>{emptyText}</p>
        </div>
      ) : (
        children
      )}
      {pages > 1 ? (
        <nav className={shopStyles.pager} aria-label={t('sellerIncome.paging')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('sellerIncome.previous')}
          </Button>
          <span className={shopStyles.muted}>{t('sellerIncome.pageOf', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('sellerIncome.next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
