import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { CloseIcon } from '../../internal/icons.js';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './Toast.css.js';

export type ToastTone = 'neutral' | 'success' | 'danger';

/** What `show()` takes; all text arrives translated. */
export interface ToastOptions {
  title: string;
  description?: string | undefined;
  /** Default `neutral`. `danger` toasts are announced assertively. */
  tone?: ToastTone | undefined;
  /** Milliseconds on screen; defaults to the provider's `duration`. */
  duration?: number | undefined;
}

/** The handle `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Announced before each toast by screen readers, e.g. "Thông báo". */
  label: string;
  /** Landmark name of the toast region; `{hotkey}` is replaced with the focus shortcut (F8). */
  viewportLabel: string;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
  /** Default time on screen in ms. Default 5000. */
  duration?: number | undefined;
}

/**
 * Holds the toast queue and renders the toast viewport. Mount once near the app root; any
 * descendant can then call `useToast().show(...)`.
 */
export function ToastProvider({ children, label, viewportLabel, closeLabel, duration = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  const nextId = useRef(0);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    // Closed entries are kept until the next show so their exit animation can finish.
    setToasts((current) => [...current.filter((toast) => toast.open), { ...options, id, open: true }]);
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      <RadixToast.Provider label={label} duration={duration} swipeDirection="right">
        {children}
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
    </ToastContext>
  );
}

/** Shows toasts from anywhere under `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called under <ToastProvider>.');
  return api;
}
