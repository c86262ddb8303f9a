import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FlexRender, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
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

/** One row per combination of options, each with its own price and stock (headless TanStack Table). */
export function VariantMatrix({ rows, classificationNames, issues, onChange }: VariantMatrixProps) {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<typeof features, VariantRow>[]>(
    () => [
      ...classificationNames.map((name, index): ColumnDef<typeof features, VariantRow> => ({
        id: `option-${index}`,
        header: () => name || t('sellerProducts.form.classification', { index: index + 1 }),
        cell: (info) => info.row.original.options[index] ?? '',
      })),
      ...(['price', 'stock'] as const).map((key): ColumnDef<typeof features, VariantRow> => ({
        id: key,
        header: () => t(`sellerProducts.form.variant.${key}`),
        cell: (info) => {
          const row = info.row.original;
          const problem = issueAt(issues, `variants.${info.row.index}.${key}`);
          const label = t(`sellerProducts.form.variant.${key}Of`, {
            name: row.options.join(' | '),
          });
          return (
            <>
              <input
                className={styles.cellInput}
                inputMode="numeric"
                aria-label={label}
                aria-invalid={problem ? true : undefined}
                value={row[key]}
                onChange={(event) => onChange(row.key, { [key]: event.target.value })}
              />
              {problem ? <span className={styles.alert}>{t(errorI18nKey(problem.code), problem.params ?? {})}</span> : null}
            </>
          );
        },
      })),
    ],
    [classificationNames, issues, onChange, t],
  );
  const table = useTable({
    features,
    columns,
    data: rows as VariantRow[],
    getRowId: (row) => row.key,
  });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.legend}>{t('sellerProducts.form.matrix')}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className={styles.cell}>
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
