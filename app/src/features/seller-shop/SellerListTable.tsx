import { TableMarkup } from '../workspace-shell/TableMarkup';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { VisuallyHidden } from '@modavi/ui';
import * as styles from './seller-shop.css';

/** The features the seller lists use: none beyond the core row model (paging, search and filters are the server's). */
export const sellerTableFeatures = tableFeatures({});
// Columns hold values of different types; TanStack's own `helper.columns` types them `any` the same way.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SellerColumn<T extends RowData> = ColumnDef<typeof sellerTableFeatures, T, any>;

export interface SellerListTableProps<T extends RowData & { readonly _id: string }> {
  readonly caption: string;
  readonly columns: readonly SellerColumn<T>[];
  readonly rows: readonly T[];
}

/** A seller list as a headless TanStack table; the columns render the cells, this the markup. */
export function SellerListTable<T extends RowData & { readonly _id: string }>({ caption, columns, rows }: SellerListTableProps<T>) {
  const table = useTable({ features: sellerTableFeatures, columns: columns as SellerColumn<T>[], data: rows as T[], getRowId: (row) => row._id });
  return (
    <div className={styles.tableWrap}>
      <TableMarkup table={table} caption={<VisuallyHidden>{caption}</VisuallyHidden>} classes={{ table: styles.table, th: () => styles.th, td: styles.td }} />
    </div>
  );
}
