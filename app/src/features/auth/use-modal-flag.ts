import { useEffect } from 'react';
import { MODAL_FLAG_EVENT, STORAGE_KEYS, modalFlagRead, modalFlagReduce, modalFlagStoredValue, type KeyValueStore } from '@modavi/core';

/**
 * Spec section 4, modal flag: while one of the account dialogs is open the tab's session flag
 * `hasOpenModal` is set, and a custom event says so on every change (core decides when).
 */
export function useModalFlag(open: boolean, session: KeyValueStore): void {
  useEffect(() => {
    const step = modalFlagReduce(modalFlagRead(session.get(STORAGE_KEYS.hasOpenModal)), { type: open ? 'modal.open' : 'modal.close' });
    if (!step.broadcast) return;
    const stored = modalFlagStoredValue(step.open);
    if (stored === null) session.remove(STORAGE_KEYS.hasOpenModal);
    else session.set(STORAGE_KEYS.hasOpenModal, stored);
    window.dispatchEvent(new CustomEvent(MODAL_FLAG_EVENT, { detail: { open: step.open } }));
  }, [open, session]);
}
