import { cx } from '../../internal/cx.js';
import { ModalFrame, type ModalProps } from '../../internal/Modal.js';
import * as styles from './Sheet.css.js';

export type SheetSide = 'left' | 'right' | 'bottom';

export interface SheetProps extends ModalProps {
  /** Edge it slides in from. `bottom` suits phone pickers and filters; default `right`. */
  side?: SheetSide | undefined;
}

/** A modal drawer (menu, filters, variant picker) on Radix Dialog, with the same chrome as Dialog. */
export function Sheet({ side = 'right', className, ...props }: SheetProps) {
  return <ModalFrame {...props} contentClassName={cx(styles.content({ side }), className)} />;
}
