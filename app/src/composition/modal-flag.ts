import { MODAL_FLAG_EVENT, STORAGE_KEYS, modalFlagRead, modalFlagReduce, modalFlagStoredValue, type KeyValueStore } from '@modavi/core';

/**
 * Spec section 4, modal flag: while any modal is open the tab's session flag `hasOpenModal` is
 * set, and a custom event (`MODAL_FLAG_EVENT`, detail `{ open }`) says so on every change; core
 * decides when it changed. Handed to ui's ModalPresenceProvider, so every Dialog and Sheet
 * reports itself. Modals are counted: the flag clears when the last one closes.
 */
export function modalFlagTracker(session: KeyValueStore, target: EventTarget): () => () => void {
  let openCount = 0;
  const step = (action: 'modal.open' | 'modal.close') => {
    const next = modalFlagReduce(modalFlagRead(session.get(STORAGE_KEYS.hasOpenModal)), { type: action });
    if (!next.broadcast) return;
    const stored = modalFlagStoredValue(next.open);
    if (stored === null) session.remove(STORAGE_KEYS.hasOpenModal);
    else session.set(STORAGE_KEYS.hasOpenModal, stored);
    target.dispatchEvent(new CustomEvent(MODAL_FLAG_EVENT, { detail: { open: next.open } }));
  };
  return () => {
    openCount += 1;
    if (openCount === 1) step('modal.open');
    let released = false;
    return () => {
      if (released) return;
      released = true;
      openCount -= 1;
      if (openCount === 0) step('modal.close');
    };
  };
}
