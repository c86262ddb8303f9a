import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_EXPORT_KEEP_DAYS,
  PRODUCT_FILTER_STATES,
  SELLER_PRODUCT_SORTS,
  dateFormat,
  type ProductExport,
  type SellerProductListParams,
} from '@modavi/core';
import { Button, Heading, Input, Select, Skeleton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { productExportsQueryOptions, productSheetKeys } from '../../queries/product-sheet-queries';
import { sheetSave } from './sheet-save';
import * as styles from '../seller-products/seller-products.css';
import * as sheetStyles from './product-sheets.css';

/** The product list's download (tai-xuong-danh-sach): choose the list's filter, make the file, and the 30-day history. */
export function ProductDownloadPage({ initial }: { readonly initial: SellerProductListParams }) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const [params, setParams] = useState(initial);
  const history = useQuery(productExportsQueryOptions(services));
  const create = useMutation({
    mutationFn: async () => resultUnwrap((await services.seller()).products.productExportCreate(params)),
    onSuccess: async (made) => {
      await client.invalidateQueries({ queryKey: productSheetKeys.exports });
      sheetSave(await resultUnwrap((await services.seller()).products.productExportFile(made._id)));
    },
    onError: showError,
  });
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('productSheets.download.title')}</Heading>
      <form
        className={styles.section}
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        <div className={styles.toolbar}>
          <Select
            label={t('productSheets.download.filter')}
            value={params.filter}
            options={PRODUCT_FILTER_STATES.map((state) => ({ value: state, label: t(`sellerProducts.filter.${state}`) }))}
            onValueChange={(value) => setParams({ ...params, filter: value as SellerProductListParams['filter'] })}
          />
          <Input
            rootClassName={styles.grow}
            label={t('productSheets.download.search')}
            value={params.q}
            maxLength={100}
            onChange={(event) => setParams({ ...params, q: event.target.value })}
          />
          <Select
            label={t('sellerProducts.sort')}
            value={params.sort}
            options={SELLER_PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`sellerProducts.sorts.${sort}`) }))}
            onValueChange={(value) => setParams({ ...params, sort: value as SellerProductListParams['sort'] })}
          />
        </div>
        <div className={styles.buttons}>
          <Button type="submit" variant="primary" loading={create.isPending}>
            {t('productSheets.download.create')}
          </Button>
        </div>
      </form>
      <section className={styles.section} aria-labelledby="download-history-title">
        <Heading level={2} id="download-history-title">
          {t('productSheets.download.history')}
        </Heading>
        <p className={styles.muted}>{t('productSheets.download.kept', { days: PRODUCT_EXPORT_KEEP_DAYS })}</p>
        {history.isPending ? (
          <div role="status" aria-busy="true" aria-label={t('productSheets.loading')}>
            <Skeleton shape="rect" height="120px" />
          </div>
        ) : history.isError ? (
          <p role="alert" className={styles.alert}>
            {t('productSheets.loadFailed')}
          </p>
        ) : history.data.length === 0 ? (
          <p className={styles.empty}>{t('productSheets.download.empty')}</p>
        ) : (
          <DownloadHistory entries={history.data} />
        )}
      </section>
    </div>
  );
}

function DownloadHistory({ entries }: { readonly entries: readonly ProductExport[] }) {
  const { t } = useTranslation();
  const services = useServices();
  const showError = useErrorToast();
  const fetchFile = useMutation({
    mutationFn: async (id: string) => sheetSave(await resultUnwrap((await services.seller()).products.productExportFile(id))),
    onError: showError,
  });
  return (
    <ul className={styles.list} aria-label={t('productSheets.download.history')}>
      {entries.map((entry) => (
        <li key={entry._id} className={sheetStyles.historyRow}>
          <div>
            <p className={styles.name}>{entry.file_name}</p>
            <p className={styles.muted}>
              {t('productSheets.download.entry', {
                date: dateFormat(entry.created_at, { withTime: true }),
                filter: t(`sellerProducts.filter.${entry.filter}`),
                count: entry.rows,
              })}
              {entry.q === '' ? '' : ` · ${t('productSheets.download.searched', { q: entry.q })}`}
            </p>
            <p className={styles.muted}>{t('productSheets.download.expires', { date: dateFormat(entry.expires_at) })}</p>
          </div>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              loading={fetchFile.isPending && fetchFile.variables === entry._id}
              aria-label={t('productSheets.download.fileOf', { name: entry.file_name })}
              onClick={() => fetchFile.mutate(entry._id)}
            >
              {t('productSheets.download.file')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
