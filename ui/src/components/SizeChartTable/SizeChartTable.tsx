import { useId } from 'react';
import { cx } from '../../internal/cx.js';
import * as styles from './SizeChartTable.css.js';

export interface SizeChartTableRow {
  /** The size, e.g. "M"; heads its row. */
  name: string;
  /** One text per column, e.g. "85–89". */
  cells: readonly string[];
}

export interface SizeChartTableProps {
  /** Names the table, e.g. "Bảng size áo (cm)". */
  caption: string;
  /** Header of the size column, e.g. "Size". */
  sizeHeader: string;
  /** Header of each measurement column, e.g. "Vòng ngực". */
  columns: readonly string[];
  rows: readonly SizeChartTableRow[];
  /** The size to highlight (the buyer's fit), by name. */
  highlighted?: string | null | undefined;
  /** Shown in the highlighted row, so the fit does not rely on colour alone, e.g. "Vừa với bạn". */
  highlightLabel?: string | undefined;
  className?: string | undefined;
}

/**
 * A size chart as a real table (caption, column and row headers) that scrolls sideways on
 * narrow screens; the scrolling region is focusable and named so keyboards can scroll it.
 */
export function SizeChartTable({ caption, sizeHeader, columns, rows, highlighted, highlightLabel, className }: SizeChartTableProps) {
  const captionId = useId();
  return (
    <div className={cx(styles.scroller, className)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {sizeHeader}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const fit = highlighted != null && row.name === highlighted;
            return (
              <tr key={row.name} className={styles.row} data-highlighted={fit || undefined}>
                <th scope="row" className={styles.rowHead}>
                  <span>{row.name}</span>
                  {fit && highlightLabel ? <span className={styles.badge}>{highlightLabel}</span> : null}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index] ?? index} className={styles.cell}>
                    {cell}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
