import { Toast as RadixToast } from 'radix-ui';
import { CloseIcon } from '../../internal/icons.js';
import { IconButton } from '../IconButton/IconButton.js';
import type { ToastEntry } from './toast-types.js';
import * as styles from './Toast.css.js';

export interface ToastRegionProps {
  readonly toasts: readonly ToastEntry[];
  readonly dismiss: (id: string) => void;
  readonly label: string;
  readonly viewportLabel: string;
  readonly closeLabel: string;
  readonly duration: number;
}

/** The toasts on screen and their region: loaded by `ToastProvider` when the first one shows. */
export function ToastRegion({ toasts, dismiss, label, viewportLabel, closeLabel, duration }: ToastRegionProps) {
  return (
    <RadixToast.Provider label={label} duration={duration} swipeDirection="right">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
          duration={toast.duration}
          type={toast.tone === 'danger' ? 'foreground' : 'background'}
          className={styles.root({ tone: toast.tone ?? 'neutral' })}
          data-tone={toast.tone ?? 'neutral'}
        >
          <div className={styles.text}>
            <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
            {toast.description !== undefined ? (
              <RadixToast.Description className={styles.description}>{toast.description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close asChild>
            <IconButton label={closeLabel} size="sm">
              <CloseIcon />
            </IconButton>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport label={viewportLabel} className={styles.viewport} />
    </RadixToast.Provider>
  );
}
