import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sellerListPages, type SellerListQuery } from '@modavi/core';
import { Button, Heading, Input, Select, Skeleton, Tabs } from '@modavi/ui';
import { errorKey } from '../../i18n/error-key';
import { SellerListTable, type SellerColumn } from './SellerListTable';
import * as styles from './seller-shop.css';

/** A change to the list's address: the route applies it to the search params as they are. */
export type SellerListUpdate<S extends string> = Partial<SellerListQuery<S>>;

export interface SellerListFrameProps<S extends string, T extends Record<string, unknown> & { readonly _id: string }> {
  readonly title: string;
  /** The create button (a link), beside the title. */
  readonly create: ReactNode;
  readonly query: SellerListQuery<S>;
  readonly onQuery: (update: SellerListUpdate<S>) => void;
  /** The state filter's options ('all' comes first by itself) and each one's name. */
  readonly states: readonly S[];
  readonly stateText: (state: S) => string;
  readonly stateLabel: string;
  /**
   * Each state's count: the states are then tabs that show it (vouchers, promotions) rather than
   * a select; null while the first page loads (tabs without counts yet).
   */
  readonly counts?: Readonly<Record<S | 'all', number>> | null | undefined;
  readonly result: { readonly isPending: boolean; readonly isError: boolean; readonly error: unknown; readonly data: { readonly items: readonly T[]; readonly total: number } | undefined };
  readonly columns: readonly SellerColumn<T>[];
  /** Shown when the shop has none at all (no search, no filter). */
  readonly emptyText: string;
}

/**
 * A seller list page's frame: h1 and create link, search and state filter (in the address),
 * the table with its loading skeleton, error and empty states, and the pager.
 */
export function SellerListFrame<S extends string, T extends Record<string, unknown> & { readonly _id: string }>(props: SellerListFrameProps<S, T>) {
  const { title, create, query, onQuery, stateText, stateLabel, counts, result, columns, emptyText } = props;
  const { t, i18n } = useTranslation();
  const states = [{ value: 'all' as const, label: t('sellerShop.all') }, ...props.states.map((state) => ({ value: state, label: stateText(state) }))];
  const [search, setSearch] = useState(query.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onQuery({ q: search.trim(), page: 1 });
  };
  const pages = result.data ? sellerListPages(result.data.total, query.limit) : 1;
  const filtered = query.q !== '' || query.status !== 'all';
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Heading level={1}>{title}</Heading>
        {create}
      </div>
      {counts !== undefined ? (
        <Tabs
          label={stateLabel}
          wrap
          value={query.status}
          onValueChange={(value) => onQuery({ status: value as S | 'all', page: 1 })}
          items={states.map((state) => ({ value: state.value, label: counts ? t('sellerShop.tabCount', { label: state.label, count: counts[state.value] }) : state.label, content: null }))}
        />
      ) : null}
      <div className={styles.toolbar}>
        <form role="search" onSubmit={submit}>
          <Input type="search" label={t('sellerShop.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
        </form>
        {counts !== undefined ? null : (
          <Select label={stateLabel} value={query.status} onValueChange={(value) => onQuery({ status: value as S | 'all', page: 1 })} options={states} />
        )}
      </div>
      {result.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('sellerShop.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height="48px" />
          ))}
        </div>
      ) : null}
      {result.isError ? (
        <p role="alert" className={styles.alert}>
          {t(errorKey(result.error, (key) => i18n.exists(key)))}
        </p>
      ) : null}
      {result.data && result.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.muted}>{filtered ? t('sellerShop.noMatch') : emptyText}</p>
          {filtered ? null : create}
        </div>
      ) : null}
      {result.data && result.data.items.length > 0 ? <SellerListTable caption={title} columns={columns} rows={result.data.items} /> : null}
      {result.data && pages > 1 ? (
        <nav className={styles.pager} aria-label={t('sellerShop.pages')}>
          <Button variant="secondary" size="sm" disabled={query.page <= 1} onClick={() => onQuery({ page: query.page - 1 })}>
            {t('sellerShop.previous')}
          </Button>
          <span className={styles.muted}>{t('sellerShop.pageOf', { page: query.page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={query.page >= pages} onClick={() => onQuery({ page: query.page + 1 })}>
            {t('sellerShop.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
