import { useTranslation } from 'react-i18next';
import { errorI18nKey, moneyFormat, type BulkEditOutcome } from '@modavi/core';
import * as styles from '../seller-products/seller-products.css';
import * as sheetStyles from './product-sheets.css';

/** The lines of a checked sheet that matter, in the sheet's order: the refused ones with their reasons and the ones to save. */
export function SheetOutcomeTable({ rows, caption }: { readonly rows: readonly BulkEditOutcome[]; readonly caption: string }) {
  const { t } = useTranslation();
  const shown = rows.filter((row) => row.status !== 'unchanged');
  if (shown.length === 0) return null;
  return (
    <div className={styles.tableWrap}>
      <table className={sheetStyles.fitTable}>
        <caption className={styles.legend}>{caption}</caption>
        <thead>
          <tr>
            {(['line', 'product', 'price', 'stock', 'result'] as const).map((key) => (
              <th key={key} scope="col" className={styles.cell}>
                {t(`productSheets.sheet.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.line} data-status={row.status}>
              <td className={styles.cell}>{row.line}</td>
              <td className={styles.cell}>
                {row.product_name ?? row.product_id}
                {row.variant_name ? <span className={styles.muted}> · {row.variant_name}</span> : null}
              </td>
              <td className={styles.cell}>{row.price === null ? '' : moneyFormat(row.price)}</td>
              <td className={styles.cell}>{row.stock ?? ''}</td>
              <td className={styles.cell}>
                {row.status === 'refused' ? (
                  <span className={styles.alert}>{row.issues.map((found) => t(errorI18nKey(found.code), found.params ?? {})).join('. ')}</span>
                ) : (
                  t('productSheets.sheet.toSave')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
