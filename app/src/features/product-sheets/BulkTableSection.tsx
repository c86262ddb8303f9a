import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bulkEditKey, issue, type BulkEditItem, type BulkEditResult, type ValidationIssue } from '@modavi/core';
import { Button, Heading, Input, Skeleton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { bulkItemsQueryOptions } from '../../queries/product-sheet-queries';
import { sellerProductsInvalidate } from '../../queries/seller-product-queries';
import { BulkEditTable, type BulkEdit } from './BulkEditTable';
import * as styles from '../seller-products/seller-products.css';

/** What a save left: the edits it refused (kept to fix) with their issues, and the counts to announce. */
function afterSave(edits: ReadonlyMap<string, BulkEdit>, keys: readonly string[], result: BulkEditResult) {
  const kept = new Map<string, BulkEdit>();
  const refusals = new Map<string, readonly ValidationIssue[]>();
  result.rows.forEach((row, index) => {
    const key = keys[index];
    const edit = key ? edits.get(key) : undefined;
    if (!key || !edit || row.status !== 'refused') return;
    kept.set(key, edit);
    refusals.set(key, row.issues.map((found) => issue(found.field, found.code, found.params)));
  });
  return { kept, refusals, counts: { saved: result.saved, refused: refusals.size } };
}

/** The seller's edits (kept across pages until saved), the last save's refusals and counts, and the save itself. */
function useBulkEdits() {
  const services = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const [edits, setEdits] = useState<ReadonlyMap<string, BulkEdit>>(new Map());
  const [refusals, setRefusals] = useState<ReadonlyMap<string, readonly ValidationIssue[]>>(new Map());
  const [counts, setCounts] = useState<{ saved: number; refused: number } | null>(null);

  const onEdit = useCallback((item: BulkEditItem, change: { price?: string; stock?: string }) => {
    setEdits((previous) => {
      const key = bulkEditKey(item.product_id, item.variant_id);
      const before = previous.get(key) ?? { item, price: String(item.price), stock: String(item.stock) };
      return new Map(previous).set(key, { ...before, ...change });
    });
  }, []);

  const save = useMutation({
    mutationFn: async (keys: readonly string[]) => {
      const lines = keys.flatMap((key, index) => {
        const edit = edits.get(key);
        return edit ? [{ line: index + 1, product_id: edit.item.product_id, variant_id: edit.item.variant_id, price: edit.price, stock: edit.stock }] : [];
      });
      return { keys, result: await resultUnwrap((await services.seller()).products.bulkSave(lines)) };
    },
    onSuccess: async ({ keys, result }) => {
      const next = afterSave(edits, keys, result);
      setEdits(next.kept);
      setRefusals(next.refusals);
      setCounts(next.counts);
      await sellerProductsInvalidate(client);
    },
    onError: showError,
  });
  return { edits, refusals, counts, onEdit, save };
}

/** The editable table: search, paging, edits kept across pages, one save for all of them. */
export function BulkTableSection() {
  const { t } = useTranslation();
  const services = useServices();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { edits, refusals, counts, onEdit, save } = useBulkEdits();
  const query = useQuery(bulkItemsQueryOptions(services, q, page));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.limit)) : 1;

  return (
    <section className={styles.section} aria-labelledby="bulk-table-title">
      <Heading level={2} id="bulk-table-title">
        {t('productSheets.table.title')}
      </Heading>
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
          setPage(1);
        }}
      >
        <Input rootClassName={styles.grow} label={t('productSheets.table.search')} type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit" variant="secondary">
          {t('productSheets.table.searchSubmit')}
        </Button>
      </form>
      {query.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('productSheets.loading')}>
          <Skeleton shape="rect" height="240px" />
        </div>
      ) : query.isError ? (
        <p role="alert" className={styles.alert}>
          {t('productSheets.loadFailed')}
        </p>
      ) : query.data.items.length === 0 ? (
        <p className={styles.empty}>{q === '' ? t('productSheets.table.empty') : t('productSheets.table.emptySearch', { q })}</p>
      ) : (
        <BulkEditTable items={query.data.items} edits={edits} refusals={refusals} onEdit={onEdit} />
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('productSheets.table.paging')}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('productSheets.table.previous')}
          </Button>
          <span>{t('productSheets.table.pageOf', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('productSheets.table.next')}
          </Button>
        </nav>
      ) : null}
      <div className={styles.buttons}>
        {counts ? (
          <p role="status" className={counts.refused > 0 ? styles.alert : styles.muted}>
            {t('productSheets.table.savedCount', { count: counts.saved })}
            {counts.refused > 0 ? ` ${t('productSheets.table.refusedCount', { count: counts.refused })}` : ''}
          </p>
        ) : null}
        <Button variant="primary" disabled={edits.size === 0} loading={save.isPending} onClick={() => save.mutate([...edits.keys()])}>
          {t('productSheets.table.save', { count: edits.size })}
        </Button>
      </div>
    </section>
  );
}
