/**
 * The spec's login prompt: any action that needs an account calls `loginPromptOpen()` instead of
 * failing, and the account feature (which owns the dialogs) listens for it. An event on the
 * window keeps every feature independent of the auth dialogs' lazy chunk.
 */
export const LOGIN_PROMPT_EVENT = 'modavi:login-prompt';

export interface LoginPromptDetail {
  /** Why the prompt opened (an i18n key shown above the choices), if the caller has one. */
  readonly reasonKey?: string;
  /**
   * The checkout variant page asks during an express checkout: after login the buyer goes on
   * to /thanh-toan?x=true&l=true (core's afterLoginDestination). The page's own `x=true` flag
   * in its address says the same.
   */
  readonly expressCheckout?: boolean;
}

export function loginPromptOpen(detail: LoginPromptDetail = {}): void {
  window.dispatchEvent(new CustomEvent<LoginPromptDetail>(LOGIN_PROMPT_EVENT, { detail }));
}

/** Subscribes to prompt requests; returns the unsubscribe. */
export function loginPromptListen(listener: (detail: LoginPromptDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<LoginPromptDetail>).detail ?? {});
  window.addEventListener(LOGIN_PROMPT_EVENT, handler);
  return () => window.removeEventListener(LOGIN_PROMPT_EVENT, handler);
}
