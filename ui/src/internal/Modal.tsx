import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { CloseIcon } from './icons.js';
import { IconButton } from '../components/IconButton/IconButton.js';
import { useModalPresence } from '../components/ModalPresence/ModalPresence.js';
import * as styles from './modal.css.js';

/** Props shared by Dialog and Sheet. */
export interface ModalProps {
  /** Controlled open state; leave out (with `defaultOpen`) to let a `trigger` drive it. */
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** A single element (usually a Button) that opens the modal. */
  trigger?: ReactElement | undefined;
  /** Heading; names the dialog for assistive technology. */
  title: ReactNode;
  /** Short text under the title; describes the dialog for assistive technology. */
  description?: ReactNode;
  /** Accessible name of the close (×) button, translated. */
  closeLabel: string;
  children?: ReactNode;
  /** Actions row, pinned under the scrolling body. */
  footer?: ReactNode;
  /** Extra class on the content panel. */
  className?: string | undefined;
}

interface ModalFrameProps extends ModalProps {
  /** Class of the content panel: centred card or side sheet. */
  contentClassName: string;
}

/**
 * Radix Dialog with Modavi's chrome. The close button comes first in the header so initial
 * focus lands on the least destructive control, never on a footer action such as "Delete".
 * Whether it is open (controlled or opened by its trigger) is reported to ModalPresenceProvider.
 */
export function ModalFrame({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  closeLabel,
  children,
  footer,
  contentClassName,
}: ModalFrameProps) {
  // Radix warns about a missing description unless aria-describedby is explicitly undefined;
  // when there is one, Radix links it by itself.
  const describedBy = description === undefined ? { 'aria-describedby': undefined } : {};
  // Mirrors Radix's own state when uncontrolled (a trigger drives it), so presence is known either way.
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  useModalPresence(isOpen);
  // What had focus when it opened: focus goes back there on close (Radix leaves it on the body when the owner opens it).
  const opener = useRef<Element | null>(null);
  return (
    <RadixDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        setUncontrolledOpen(next);
        onOpenChange?.(next);
      }}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={contentClassName}
          {...describedBy}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            // Back to what opened it (WCAG 2.4.3), while it is still in the page.
            const target = opener.current;
            if (!(target instanceof HTMLElement) || !target.isConnected || target === document.body) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className={styles.header}>
            <div className={styles.heading}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description !== undefined ? (
                <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel} className={styles.close}>
                <CloseIcon />
              </IconButton>
            </RadixDialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer !== undefined ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
