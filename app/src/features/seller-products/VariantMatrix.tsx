import { TableMarkup } from '../workspace-shell/TableMarkup';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { tableFeatures, useTable, type CellContext, type ColumnDef } from '@tanstack/react-table';
import { errorI18nKey, type ValidationIssue } from '@modavi/core';
import { issueAt } from './product-form-values';
import * as styles from './seller-products.css';

export interface VariantRow {
  readonly key: string;
  readonly options: readonly string[];
  readonly image: string | null;
  readonly price: string;
  readonly stock: string;
}

export interface VariantMatrixProps {
  readonly rows: readonly VariantRow[];
  readonly classificationNames: readonly string[];
  readonly issues: readonly ValidationIssue[];
  readonly onChange: (key: string, change: { price?: string; stock?: string }) => void;
}

const features = tableFeatures({});

/** What the boxes read, in a context: the columns are component types to and new ones would remount the boxes on every keystroke. */
const MatrixContext = createContext<Pick<VariantMatrixProps, 'issues' | 'onChange'> | null>(null);

/**
 * A box's name: the price (or stock) of its options' names, or of its row while no option is
 * named yet (a new row was named "Giá của " with nothing after it; issue 31 item 5).
 */
function variantCellLabel(t: TFunction, field: 'price' | 'stock', row: VariantRow, index: number): string {
  const names = row.options.map((option) => option.trim()).filter((option) => option !== '');
  return names.length > 0
    ? t(`sellerProducts.form.variant.${field}Of`, { name: names.join(' | ') })
    : t(`sellerProducts.form.variant.${field}OfRow`, { row: index + 1 });
}

function MatrixNumberCell({ row, index, field }: { readonly row: VariantRow; readonly index: number; readonly field: 'price' | 'stock' }) {
  const { t } = useTranslation();
  const matrix = useContext(MatrixContext);
  const problem = issueAt(matrix?.issues ?? [], `variants.${index}.${field}`);
  return (
    <>
      <input
        className={styles.cellInput}
        inputMode="numeric"
        aria-label={variantCellLabel(t, field, row, index)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${row.key}-${field}-problem` : undefined}
        value={row[field]}
        onChange={(event) => matrix?.onChange(row.key, { [field]: event.target.value })}
      />
      {problem ? (
        <span id={`${row.key}-${field}-problem`} className={styles.alert}>
          {t(errorI18nKey(problem.code), problem.params ?? {})}
        </span>
      ) : null}
    </>
  );
}

const PriceCell = ({ row }: CellContext<typeof features, VariantRow>) => <MatrixNumberCell row={row.original} index={row.index} field="price" />;
const StockCell = ({ row }: CellContext<typeof features, VariantRow>) => <MatrixNumberCell row={row.original} index={row.index} field="stock" />;

/** One row per combination of options, each with its own price and stock (headless TanStack Table). */
export function VariantMatrix({ rows, classificationNames, issues, onChange }: VariantMatrixProps) {
  const { t } = useTranslation();
  const namesKey = JSON.stringify(classificationNames);
  const columns = useMemo<ColumnDef<typeof features, VariantRow>[]>(
    () => [
      ...(JSON.parse(namesKey) as string[]).map((name, index): ColumnDef<typeof features, VariantRow> => ({
        id: `option-${index}`,
        header: () => name || t('sellerProducts.form.classification', { index: index + 1 }),
        cell: (info) => info.row.original.options[index] ?? '',
      })),
      { id: 'price', header: () => t('sellerProducts.form.variant.price'), cell: PriceCell },
      { id: 'stock', header: () => t('sellerProducts.form.variant.stock'), cell: StockCell },
    ],
    [namesKey, t],
  );
  const matrix = useMemo(() => ({ issues, onChange }), [issues, onChange]);
  const table = useTable({
    features,
    columns,
    data: rows as VariantRow[],
    getRowId: (row) => row.key,
  });
  return (
    <MatrixContext.Provider value={matrix}>
      <div className={styles.tableWrap}>
        <TableMarkup table={table} caption={t('sellerProducts.form.matrix')} classes={{ table: styles.table, caption: styles.legend, th: () => styles.cell, td: styles.cell }} />
      </div>
    </MatrixContext.Provider>
  );
}
