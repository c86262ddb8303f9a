import { cx } from '../../internal/cx.js';
import { ModalFrame, type ModalProps } from '../../internal/Modal.js';
import * as styles from './Dialog.css.js';

export type DialogProps = ModalProps;

/**
 * A centred modal dialog for confirmations and short forms: focus is trapped, Escape and an
 * overlay tap close it, and focus returns to the trigger.
 */
export function Dialog({ className, ...props }: DialogProps) {
  return <ModalFrame {...props} contentClassName={cx(styles.content, className)} />;
}
