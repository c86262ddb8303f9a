import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ToastEntry, ToastOptions } from './toast-types.js';

export type { ToastOptions, ToastTone } from './toast-types.js';

// Radix's toast (with its collection, layer and presence parts) loads with the first toast:
// most visits never show one, and the first visit's JavaScript has a budget.
const ToastRegion = lazy(() => import('./ToastRegion.js').then((module) => ({ default: module.ToastRegion })));

/** The handle `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
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
 * Holds the toast queue; the toast region (Radix's viewport, landmark and F8 hotkey) mounts
 * with the first toast. Mount once near the app root; any descendant can then call
 * `useToast().show(...)`.
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
      {children}
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} dismiss={dismiss} label={label} viewportLabel={viewportLabel} closeLabel={closeLabel} duration={duration} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}

/** Shows toasts from anywhere under `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called under <ToastProvider>.');
  return api;
}
