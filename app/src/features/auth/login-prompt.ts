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
  /** The private page the visitor asked for: after login it lands there (core's LOGIN_RETURNS_TO_ASKED_PAGE). */
  readonly returnPath?: string;
}

// A page's guard may ask before the header (the listener) is drawn: on a first load the route's
// beforeLoad runs before any component. The request waits here for the first listener.
let listeners = 0;
let waiting: LoginPromptDetail | null = null;

export function loginPromptOpen(detail: LoginPromptDetail = {}): void {
  if (listeners === 0) waiting = detail;
  window.dispatchEvent(new CustomEvent<LoginPromptDetail>(LOGIN_PROMPT_EVENT, { detail }));
}

/** Subscribes to prompt requests (and takes one made before anyone listened); returns the unsubscribe. */
export function loginPromptListen(listener: (detail: LoginPromptDetail) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<LoginPromptDetail>).detail ?? {});
  window.addEventListener(LOGIN_PROMPT_EVENT, handler);
  listeners += 1;
  if (waiting !== null) {
    const detail = waiting;
    waiting = null;
    listener(detail);
  }
  return () => {
    listeners -= 1;
    window.removeEventListener(LOGIN_PROMPT_EVENT, handler);
  };
}
