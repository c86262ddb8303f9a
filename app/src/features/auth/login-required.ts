import { redirect } from '@tanstack/react-router';
import { loginPromptOpen } from './login-prompt';

/**
 * A visitor opened a page that needs an account (the spec's guard sends it to the root): the
 * home page opens the login prompt saying why, and after login the visitor lands on the page it
 * asked for (core's LOGIN_RETURNS_TO_ASKED_PAGE); closing the prompt leaves it home.
 */
export function loginRequiredRedirect(location: { readonly pathname: string; readonly searchStr?: string }, preload = false): never {
  // A link's preload (hover, a finger landing on it) asks too: only the visit itself opens the prompt.
  if (!preload) loginPromptOpen({ reasonKey: 'authDialogs.loginForPage', returnPath: `${location.pathname}${location.searchStr ?? ''}` });
  throw redirect({ to: '/' });
}
