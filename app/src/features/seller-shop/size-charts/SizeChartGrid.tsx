import { useTranslation } from 'react-i18next';
import { SIZE_ATTRIBUTES, SIZE_CHART_ROWS_MAX, SIZE_CHART_TEMPLATES, errorI18nKey, type SizeChartType, type ValidationIssue } from '@modavi/core';
import { Button } from '@modavi/ui';
import type { SizeChartFields } from './size-chart-fields';
import * as styles from '../seller-shop.css';

type Row = SizeChartFields['rows'][number];

export interface SizeChartGridProps {
  readonly type: SizeChartType;
  readonly rows: readonly Row[];
  readonly onChange: (rows: Row[]) => void;
  /** Core's issues of the last submit (`rows.{i}.size_name`, `rows.{i}.size_values.{attribute}`). */
  readonly issues: readonly ValidationIssue[];
}

function GridRow({ type, row, index, problem, onRow, onRemove }: { type: SizeChartType; row: Row; index: number; problem: (field: string) => string | undefined; onRow: (row: Row) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const nameIssue = problem(`rows.${index}.size_name`);
  const label = row.size_name || String(index + 1);
  return (
    <tr>
      <td className={styles.td}>
        <input
          className={nameIssue ? styles.gridInputInvalid : styles.gridInput}
          aria-label={`${t('sellerShop.sizeCharts.sizeName')} ${index + 1}`}
          aria-invalid={nameIssue ? true : undefined}
          title={nameIssue}
          value={row.size_name}
          onChange={(event) => onRow({ ...row, size_name: event.target.value })}
        />
      </td>
      {SIZE_CHART_TEMPLATES[type].map((attribute) => {
        const cellIssue = problem(`rows.${index}.size_values.${attribute}`);
        return (
          <td key={attribute} className={styles.td}>
            <input
              className={cellIssue ? styles.gridInputInvalid : styles.gridInput}
              aria-label={`${t(`sellerShop.sizeCharts.attributes.${SIZE_ATTRIBUTES[attribute]}`)} ${label}`}
              aria-invalid={cellIssue ? true : undefined}
              title={cellIssue}
              value={row.cells[String(attribute)] ?? ''}
              onChange={(event) => onRow({ ...row, cells: { ...row.cells, [String(attribute)]: event.target.value } })}
            />
          </td>
        );
      })}
      <td className={styles.td}>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          {t('sellerShop.sizeCharts.removeRow', { name: label })}
        </Button>
      </td>
    </tr>
  );
}

/** The sizes of a chart as an editable grid: a size name and the template's measurements per row. */
export function SizeChartGrid({ type, rows, onChange, issues }: SizeChartGridProps) {
  const { t } = useTranslation();
  const message = (found: ValidationIssue) => t(errorI18nKey(found.code), found.params ?? {});
  const problem = (field: string) => {
    const found = issues.find((candidate) => candidate.field === field);
    return found ? message(found) : undefined;
  };
  const rowMessages = [...new Set(issues.filter((found) => found.field.startsWith('rows')).map(message))];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('sellerShop.sizeCharts.rows')}</legend>
      <p className={styles.muted}>{t('sellerShop.sizeCharts.rangeHint')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {t('sellerShop.sizeCharts.sizeName')}
              </th>
              {SIZE_CHART_TEMPLATES[type].map((attribute) => (
                <th key={attribute} scope="col" className={styles.th}>
                  {t(`sellerShop.sizeCharts.attributes.${SIZE_ATTRIBUTES[attribute]}`)}
                </th>
              ))}
              <th scope="col" className={styles.th}>
                {t('sellerShop.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <GridRow
                key={index}
                type={type}
                row={row}
                index={index}
                problem={problem}
                onRow={(next) => onChange(rows.map((other, at) => (at === index ? next : other)))}
                onRemove={() => onChange(rows.filter((_, at) => at !== index))}
              />
            ))}
          </tbody>
        </table>
      </div>
      {rowMessages.length > 0 ? (
        <ul role="alert" className={styles.error}>
          {rowMessages.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button type="button" variant="secondary" size="sm" disabled={rows.length >= SIZE_CHART_ROWS_MAX} onClick={() => onChange([...rows, { size_name: '', cells: {} }])}>
          {t('sellerShop.sizeCharts.addRow')}
        </Button>
      </div>
    </fieldset>
  );
}
