import { Price } from '../Price/Price.js';
import * as styles from './MiniCartLines.css.js';

export interface MiniCartLine {
  readonly id: string;
  readonly name: string;
  readonly image: string | undefined;
  /** Unit price (core's cartLineUnitPrice). */
  readonly price: number;
  /** e.g. "x2", translated. */
  readonly quantityText: string;
}

export interface MiniCartLinesProps {
  readonly lines: readonly MiniCartLine[];
  /** Shown when there is no line, e.g. "Giỏ hàng của bạn đang trống". */
  readonly emptyText: string;
  /** Accessible name of the list, e.g. "Sản phẩm mới thêm". */
  readonly label: string;
}

/** The mini cart's list: picture, name, unit price and quantity of the lines it is given. */
export function MiniCartLines({ lines, emptyText, label }: MiniCartLinesProps) {
  if (lines.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {lines.map((line) => (
        <li key={line.id} className={styles.line}>
          {line.image !== undefined ? <img className={styles.image} src={line.image} alt="" /> : <span />}
          <div className={styles.body}>
            <span className={styles.name}>{line.name}</span>
            <span className={styles.meta}>
              <Price amount={line.price} size="sm" />
              <span>{line.quantityText}</span>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
