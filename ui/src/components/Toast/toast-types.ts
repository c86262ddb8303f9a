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

/** A toast in the queue; closed ones stay until the next show so their exit animation can finish. */
export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}
