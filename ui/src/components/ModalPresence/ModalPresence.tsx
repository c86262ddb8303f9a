import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * Called when a modal (Dialog, Sheet) opens; the function it returns is called when that modal
 * closes or leaves the page. The app decides what an open modal means (the spec's modal flag).
 */
export type ModalOpened = () => () => void;

const ModalPresenceContext = createContext<ModalOpened | null>(null);

export interface ModalPresenceProviderProps {
  readonly onModalOpen: ModalOpened;
  readonly children?: ReactNode;
}

/** Tells `onModalOpen` about every Dialog and Sheet below it, so no modal can forget to report itself. */
export function ModalPresenceProvider({ onModalOpen, children }: ModalPresenceProviderProps) {
  return <ModalPresenceContext.Provider value={onModalOpen}>{children}</ModalPresenceContext.Provider>;
}

/** Reports an open modal to the nearest provider for as long as `open` holds. */
export function useModalPresence(open: boolean): void {
  const opened = useContext(ModalPresenceContext);
  useEffect(() => (open && opened ? opened() : undefined), [open, opened]);
}
