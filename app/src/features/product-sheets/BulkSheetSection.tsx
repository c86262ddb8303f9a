import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BULK_EDIT_ROWS_MAX, PRODUCT_SHEET_BYTES_MAX, type BulkEditResult } from '@modavi/core';
import { GatewayFailure } from '../../queries/gateway-failure';
import { errorKey } from '../../i18n/error-key';
import { Button, FileButton, Heading } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { resultUnwrap } from '../../queries/gateway-failure';
import { sellerProductsInvalidate } from '../../queries/seller-product-queries';
import { SheetOutcomeTable } from './SheetOutcomeTable';
import { sheetSave } from './sheet-save';
import * as styles from '../seller-products/seller-products.css';
import * as sheetStyles from './product-sheets.css';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MEGABYTE = 1024 * 1024;

/** The number a sheet's refusal reads: the most lines (BULK.TOO_MANY_ROWS) or the largest file in MB. */
const sheetLimitOf = (error: unknown): number =>
  error instanceof GatewayFailure && error.failure.errorCode === 'BULK.TOO_MANY_ROWS' ? BULK_EDIT_ROWS_MAX : PRODUCT_SHEET_BYTES_MAX / MEGABYTE;

/** How many lines of a result are of each kind. */
const countsOf = (result: BulkEditResult) => ({
  changed: result.rows.filter((row) => row.status === 'changed').length,
  refused: result.rows.filter((row) => row.status === 'refused').length,
  unchanged: result.rows.filter((row) => row.status === 'unchanged').length,
});

/** The sheet flow's state: the template download, the check of an upload, the confirmed save. */
function useBulkSheet() {
  const services = useServices();
  const client = useQueryClient();
  const showError = useErrorToast();
  const [checked, setChecked] = useState<BulkEditResult | null>(null);
  const [saved, setSaved] = useState<BulkEditResult | null>(null);
  const products = async () => (await services.seller()).products;

  const template = useMutation({ mutationFn: async () => sheetSave(await resultUnwrap((await products()).bulkTemplate())), onError: showError });
  const check = useMutation({
    mutationFn: async (file: File) => resultUnwrap((await products()).bulkSheetCheck(file)),
    onMutate: () => {
      setChecked(null);
      setSaved(null);
    },
    onSuccess: setChecked,
    // Shown under the picker (the file is what the seller fixes), not as a passing toast.
  });
  const confirm = useMutation({
    mutationFn: async (result: BulkEditResult) => {
      const lines = result.rows
        .filter((row) => row.status === 'changed')
        .map((row) => ({ line: row.line, product_id: row.product_id, variant_id: row.variant_id, price: row.price ?? '', stock: row.stock ?? '' }));
      return resultUnwrap((await products()).bulkSave(lines));
    },
    onSuccess: async (result) => {
      setChecked(null);
      setSaved(result);
      await sellerProductsInvalidate(client);
    },
    onError: showError,
  });
  return { checked, setChecked, saved, template, check, confirm };
}

/**
 * The bulk-upload guide's flow: download the template, fill it, upload it, see every line's
 * errors before anything is saved, then confirm to save the valid lines.
 */
export function BulkSheetSection() {
  const { t, i18n } = useTranslation();
  const { checked, setChecked, saved, template, check, confirm } = useBulkSheet();
  const counts = checked ? countsOf(checked) : null;

  return (
    <section className={styles.section} aria-labelledby="bulk-sheet-title">
      <Heading level={2} id="bulk-sheet-title">
        {t('productSheets.sheet.title')}
      </Heading>
      <ol className={sheetStyles.steps}>
        <li>
          <p className={sheetStyles.stepText}>{t('productSheets.sheet.step1')}</p>
          <Button variant="secondary" loading={template.isPending} onClick={() => template.mutate()}>
            {t('productSheets.sheet.template')}
          </Button>
        </li>
        <li>
          <p className={sheetStyles.stepText}>{t('productSheets.sheet.step2')}</p>
        </li>
        <li>
          <p id="bulk-sheet-hint" className={sheetStyles.stepText}>{t('productSheets.sheet.step3', { max: PRODUCT_SHEET_BYTES_MAX / MEGABYTE })}</p>
          <FileButton
            label={t('productSheets.sheet.choose')}
            accessibleName={t('productSheets.sheet.chooseName')}
            emptyText={t('productSheets.sheet.noFile')}
            accept={XLSX_ACCEPT}
            disabled={check.isPending || confirm.isPending}
            describedBy="bulk-sheet-hint"
            onFiles={(files) => {
              const [file] = files;
              if (file) check.mutate(file);
            }}
          />
        </li>
      </ol>
      {check.isError ? (
        <p role="alert" className={styles.alert}>
          {t(errorKey(check.error, (key) => i18n.exists(key)), { max: sheetLimitOf(check.error) })}
        </p>
      ) : null}
      {check.isPending ? (
        <p role="status" className={styles.muted}>
          {t('productSheets.sheet.checking')}
        </p>
      ) : null}
      {checked && counts ? (
        <>
          <p role="status" className={counts.refused > 0 ? styles.alert : styles.muted}>
            {t('productSheets.sheet.summary', { ...counts, count: counts.changed })}
          </p>
          <SheetOutcomeTable rows={checked.rows} caption={t('productSheets.sheet.preview')} />
          <div className={styles.buttons}>
            <Button variant="ghost" onClick={() => setChecked(null)}>
              {t('productSheets.sheet.cancel')}
            </Button>
            <Button variant="primary" disabled={counts.changed === 0} loading={confirm.isPending} onClick={() => confirm.mutate(checked)}>
              {t('productSheets.sheet.confirm', { count: counts.changed })}
            </Button>
          </div>
        </>
      ) : null}
      {saved ? (
        <>
          <p role="status" className={styles.muted}>
            {t('productSheets.sheet.saved', { count: saved.saved })}
          </p>
          <SheetOutcomeTable rows={saved.rows.filter((row) => row.status === 'refused')} caption={t('productSheets.sheet.notSaved')} />
        </>
      ) : null}
    </section>
  );
}
