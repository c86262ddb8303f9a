/* The flag is stored under STORAGE_KEYS.hasOpenModal (identity/storage-keys.ts), in session storage. */

/** Name of the custom event broadcast when the flag changes (spec section 4); its detail is `{ open }`. */
export const MODAL_FLAG_EVENT = 'modavi:modal-flag';

export type ModalFlagAction = { readonly type: 'modal.open' } | { readonly type: 'modal.close' };

export interface ModalFlagStep {
  readonly open: boolean;
  /** Whether the app writes the flag and broadcasts MODAL_FLAG_EVENT: only when it changed, so listeners never hear a repeat. */
  readonly broadcast: boolean;
}

/** Sets or clears the flag. */
export function modalFlagReduce(open: boolean, action: ModalFlagAction): ModalFlagStep {
  const next = action.type === 'modal.open';
  return { open: next, broadcast: next !== open };
}

/** The stored value: 'true' while a modal is open, null (remove the key) otherwise. */
export const modalFlagStoredValue = (open: boolean): 'true' | null => (open ? 'true' : null);

/** Reads the stored flag; anything but 'true' is closed. */
export const modalFlagRead = (stored: unknown): boolean => stored === 'true';
