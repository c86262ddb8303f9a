import { TableMarkup } from '../workspace-shell/TableMarkup';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { tableFeatures, useTable, type CellContext, type ColumnDef } from '@tanstack/react-table';
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

/** What the cells read: kept in a context so the columns (React component types to TanStack's FlexRender) never change while typing. */
const BulkCellContext = createContext<Omit<BulkEditTableProps, 'items'> | null>(null);

/** The item's name and, for a variant, its options. */
function ProductCell({ row }: CellContext<typeof features, BulkEditItem>) {
  return (
    <>
      <span className={styles.name}>{row.original.product_name}</span>
      {row.original.variant_name ? <span className={styles.muted}> · {row.original.variant_name}</span> : null}
    </>
  );
}

/** The price or stock box of an item, with the last save's refusal under it. */
function NumberCell({ item, field }: { readonly item: BulkEditItem; readonly field: 'price' | 'stock' }) {
  const { t } = useTranslation();
  const cells = useContext(BulkCellContext);
  const itemKey = bulkEditKey(item.product_id, item.variant_id);
  const edit = cells?.edits.get(itemKey);
  const problem = cells?.refusals.get(itemKey)?.find((found) => found.field === field || (field === 'price' && found.field === 'product_id'));
  const errorId = `bulk-${field}-${itemKey.replace(/\W/g, '-')}`;
  return (
    <>
      <input
        className={styles.cellInput}
        inputMode="numeric"
        aria-label={t(`productSheets.table.${field}Of`, { name: [item.product_name, item.variant_name].filter(Boolean).join(' | ') })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        value={edit ? edit[field] : String(item[field])}
        onChange={(event) => cells?.onEdit(item, { [field]: event.target.value })}
      />
      {problem ? (
        <span id={errorId} className={styles.alert}>
          {t(errorI18nKey(problem.code), problem.params ?? {})}
        </span>
      ) : null}
    </>
  );
}

const PriceCell = ({ row }: CellContext<typeof features, BulkEditItem>) => <NumberCell item={row.original} field="price" />;
const StockCell = ({ row }: CellContext<typeof features, BulkEditItem>) => <NumberCell item={row.original} field="stock" />;
const Header = ({ id }: { readonly id: 'product' | 'price' | 'stock' }) => {
  const { t } = useTranslation();
  return <>{t(`productSheets.table.${id}`)}</>;
};

const COLUMNS: ColumnDef<typeof features, BulkEditItem>[] = [
  { id: 'product', header: () => <Header id="product" />, cell: ProductCell },
  { id: 'price', header: () => <Header id="price" />, cell: PriceCell },
  { id: 'stock', header: () => <Header id="stock" />, cell: StockCell },
];

/** The shop's products and variants, price and stock editable in place (headless TanStack Table). */
export function BulkEditTable({ items, edits, refusals, onEdit }: BulkEditTableProps) {
  const { t } = useTranslation();
  const cells = useMemo(() => ({ edits, refusals, onEdit }), [edits, refusals, onEdit]);
  const table = useTable({ features, columns: COLUMNS, data: items as BulkEditItem[], getRowId: (item) => bulkEditKey(item.product_id, item.variant_id) });
  return (
    <BulkCellContext.Provider value={cells}>
      <div className={styles.tableWrap}>
        <TableMarkup
          table={table}
          caption={t('productSheets.table.caption')}
          classes={{
            table: sheetStyles.fitTable,
            caption: styles.legend,
            th: (id) => (id === 'product' ? styles.cell : `${styles.cell} ${id === 'stock' ? sheetStyles.stockCell : sheetStyles.numberCell}`),
            td: styles.cell,
          }}
        />
      </div>
    </BulkCellContext.Provider>
  );
}
