/**
 * Asks the account feature to open its change-password dialog (the account pages' "change
 * password" button calls it). Like the login prompt, a window event keeps the caller free of
 * the auth dialogs' lazy chunk: the header's account button answers it.
 */
export const CHANGE_PASSWORD_EVENT = 'modavi:change-password';

export function changePasswordOpen(): void {
  window.dispatchEvent(new CustomEvent(CHANGE_PASSWORD_EVENT));
}

/** Subscribes to change-password requests; returns the unsubscribe. */
export function changePasswordListen(listener: () => void): () => void {
  const handler = () => listener();
  window.addEventListener(CHANGE_PASSWORD_EVENT, handler);
  return () => window.removeEventListener(CHANGE_PASSWORD_EVENT, handler);
}
