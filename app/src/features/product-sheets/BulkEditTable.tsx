import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FlexRender, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { bulkEditKey, errorI18nKey, type BulkEditItem, type ValidationIssue } from '@modavi/core';
import * as styles from '../seller-products/seller-products.css';
import * as sheetStyles from './product-sheets.css';

/** What the seller typed for an item, kept across pages until saved. */
export interface BulkEdit {
  readonly item: BulkEditItem;
  readonly price: string;
  readonly stock: string;
}

export interface BulkEditTableProps {
  readonly items: readonly BulkEditItem[];
  readonly edits: ReadonlyMap<string, BulkEdit>;
  /** The server's refusals of the last save, by item key. */
  readonly refusals: ReadonlyMap<string, readonly ValidationIssue[]>;
  readonly onEdit: (item: BulkEditItem, change: { price?: string; stock?: string }) => void;
}

const features = tableFeatures({});

/** The shop's products and variants, price and stock editable in place (headless TanStack Table). */
export function BulkEditTable({ items, edits, refusals, onEdit }: BulkEditTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<typeof features, BulkEditItem>[]>(
    () => [
      {
        id: 'product',
        header: () => t('productSheets.table.product'),
        cell: (info) => (
          <>
            <span className={styles.name}>{info.row.original.product_name}</span>
            {info.row.original.variant_name ? <span className={styles.muted}> · {info.row.original.variant_name}</span> : null}
          </>
        ),
      },
      ...(['price', 'stock'] as const).map(
        (key): ColumnDef<typeof features, BulkEditItem> => ({
          id: key,
          header: () => t(`productSheets.table.${key}`),
          cell: (info) => {
            const item = info.row.original;
            const itemKey = bulkEditKey(item.product_id, item.variant_id);
            const edit = edits.get(itemKey);
            const problem = refusals.get(itemKey)?.find((found) => found.field === key || (key === 'price' && found.field === 'product_id'));
            const errorId = `bulk-${key}-${itemKey.replace(/\W/g, '-')}`;
            return (
              <>
                <input
                  className={styles.cellInput}
                  inputMode="numeric"
                  aria-label={t(`productSheets.table.${key}Of`, { name: [item.product_name, item.variant_name].filter(Boolean).join(' | ') })}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  value={edit ? edit[key] : String(item[key])}
                  onChange={(event) => onEdit(item, { [key]: event.target.value })}
                />
                {problem ? (
                  <span id={errorId} className={styles.alert}>
                    {t(errorI18nKey(problem.code), problem.params ?? {})}
                  </span>
                ) : null}
              </>
            );
          },
        }),
      ),
    ],
    [edits, refusals, onEdit, t],
  );
  const table = useTable({ features, columns, data: items as BulkEditItem[], getRowId: (item) => bulkEditKey(item.product_id, item.variant_id) });
  return (
    <div className={styles.tableWrap}>
      <table className={sheetStyles.fitTable}>
        <caption className={styles.legend}>{t('productSheets.table.caption')}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={header.column.id === 'product' ? styles.cell : `${styles.cell} ${header.column.id === 'stock' ? sheetStyles.stockCell : sheetStyles.numberCell}`}>
                  <FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={styles.cell}>
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
