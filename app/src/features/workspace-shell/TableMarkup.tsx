import type { ReactNode } from 'react';
import { FlexRender, type ReactTable, type RowData, type TableFeatures } from '@tanstack/react-table';

export interface TableMarkupClasses {
  readonly table?: string | undefined;
  readonly caption?: string | undefined;
  /** A header cell's class, by its column id (numbers align right, for example). */
  readonly th?: ((columnId: string) => string | undefined) | undefined;
  readonly td?: string | undefined;
}

/**
 * The markup of a headless TanStack table (the seller's lists, the variant matrix, bulk edit,
 * the admin's queues): caption, header groups and rows; the columns render the cells.
 */
export function TableMarkup<TFeatures extends TableFeatures, TData extends RowData, TSelected>({
  table,
  caption,
  classes = {},
}: {
  readonly table: ReactTable<TFeatures, TData, TSelected>;
  readonly caption: ReactNode;
  readonly classes?: TableMarkupClasses;
}) {
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>{caption}</caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className={classes.th?.(header.column.id)}>
                {header.isPlaceholder ? null : <FlexRender header={header} />}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id} className={classes.td}>
                <FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
