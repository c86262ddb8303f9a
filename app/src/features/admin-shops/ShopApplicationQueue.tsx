import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  dateFormat,
  ShopApplicationQueueStatusSchema,
  type ShopApplicationPage,
  type ShopApplicationQuery,
  type ShopApplicationSummary,
} from '@modavi/core';
import { Button, Heading, Input, Skeleton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { shopApplicationsQueryOptions } from '../../queries/seller-registration-queries';
import { shopQueueQuery, shopQueueSearchRead } from './queue-search';
import * as styles from './admin-shops.css';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ShopApplicationSummary>();
const NO_ROWS: ShopApplicationSummary[] = [];
const SKELETON_ROWS = [1, 2, 3, 4, 5];

const when = (iso: string | null | undefined) => (iso ? dateFormat(Date.parse(iso), { withTime: true }).slice(0, 16) : '');

/** The queue's columns: the store (linking to its review), the applicant, the times, the status. */
function useColumns() {
  const { t } = useTranslation();
  return helper.columns([
    helper.accessor('store_name', {
      header: () => t('adminShops.columns.store'),
      cell: (info) => (
        <Link to="/quan-tri/cua-hang/$id" params={{ id: info.row.original._id }} className={styles.link}>
          {info.getValue() || t('adminShops.unnamed')}
        </Link>
      ),
    }),
    helper.accessor('full_name', { header: () => t('adminShops.columns.applicant') }),
    helper.accessor('submitted_at', { header: () => t('adminShops.columns.submitted'), cell: (info) => when(info.getValue()) }),
    helper.accessor('decided_at', { header: () => t('adminShops.columns.decided'), cell: (info) => when(info.getValue()) }),
    helper.accessor('status', {
      header: () => t('adminShops.columns.status'),
      cell: (info) => <span className={styles.badge}>{t(`adminShops.status.${info.getValue()}`)}</span>,
    }),
  ]);
}

/** The queue's table: a skeleton while its first page loads, the rows, or the empty state. */
function QueueTable({ list, query }: { list: UseQueryResult<ShopApplicationPage>; query: ShopApplicationQuery }) {
  const { t } = useTranslation();
  const columns = useColumns();
  const table = useTable({ features, columns, data: list.data?.items ? [...list.data.items] : NO_ROWS });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={list.isFetching || undefined}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} className={styles.th} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {list.isPending
            ? SKELETON_ROWS.map((row) => (
                <tr key={row}>
                  {columns.map((_, cell) => (
                    <td key={cell} className={styles.td}>
                      <Skeleton shape="text" />
                    </td>
                  ))}
                </tr>
              ))
            : table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={styles.td}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
      {list.isSuccess && list.data.items.length === 0 ? (
        <p className={styles.empty}>{t(query.q ? 'adminShops.emptySearch' : `adminShops.empty.${query.status}`)}</p>
      ) : null}
      {list.isError ? <p className={styles.empty}>{t('adminShops.loadFailed')}</p> : null}
    </div>
  );
}

/**
 * /quan-tri/cua-hang: the admin's queue of shop applications (spec 6), a headless table whose
 * status filter, store-name search and page live in the address and are applied by the server;
 * a skeleton while a page loads, an empty state when nothing matches.
 */
export function ShopApplicationQueue() {
  const { t } = useTranslation();
  const services = useServices();
  const search = shopQueueSearchRead(useSearch({ from: '/quan-tri/cua-hang/' }));
  const navigate = useNavigate({ from: '/quan-tri/cua-hang/' });
  const query = shopQueueQuery(search);
  const list = useQuery({ ...shopApplicationsQueryOptions(services, query), placeholderData: keepPreviousData });
  const [typed, setTyped] = useState(query.q ?? '');
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;

  // Any change but paging goes back to the first page; the reader drops what is default or unknown.
  const go = (next: Readonly<Partial<Record<'status' | 'page' | 'q', unknown>>>) =>
    void navigate({ search: (current) => shopQueueSearchRead({ ...current, page: undefined, ...next }) });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: typed.trim() || undefined });
  };

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('adminShops.title')}</Heading>
      <div className={styles.toolbar}>
        <div className={styles.actions} role="group" aria-label={t('adminShops.filter')}>
          {ShopApplicationQueueStatusSchema.options.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={query.status === status ? 'primary' : 'secondary'}
              aria-pressed={query.status === status}
              onClick={() => go({ status: status === 'pending_approval' ? undefined : status })}
            >
              {t(`adminShops.status.${status}`)}
            </Button>
          ))}
        </div>
        <form className={styles.search} role="search" onSubmit={submitSearch}>
          <Input
            rootClassName={styles.searchInput}
            label={t('adminShops.search')}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('adminShops.searchButton')}
          </Button>
        </form>
      </div>
      <QueueTable list={list} query={query} />
      <nav className={styles.pager} aria-label={t('adminShops.paging')}>
        <p className={styles.muted}>{t('adminShops.pageOf', { page: query.page, pages, total: list.data?.total ?? 0 })}</p>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" disabled={query.page <= 1} onClick={() => go({ page: query.page - 1 })}>
            {t('adminShops.previous')}
          </Button>
          <Button size="sm" variant="secondary" disabled={query.page >= pages} onClick={() => go({ page: query.page + 1 })}>
            {t('adminShops.next')}
          </Button>
        </div>
      </nav>
    </div>
  );
}
