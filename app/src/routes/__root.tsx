import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { GUARD_RETURN_PARAM, guardReturnPath, pageGuard } from '@modavi/core';
import type { RouterContext } from '../router-context';
import { AppLayout } from '../features/shell/AppLayout';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec's guard on the client, as core reads it: a visitor with neither cookie on a private
  // page is pushed to the root. The root also sends a first visit back to where the server's
  // guard found it (`?next=`), once it holds a no-login token.
  beforeLoad: async ({ context, location }) => {
    const present = context.services.tokens.cookiesPresent();
    const decision = pageGuard({ path: location.pathname, search: location.searchStr, hasLoginCookie: present.login, hasNoLoginCookie: present.noLogin, side: 'client' });
    if (decision.kind === 'redirect') throw redirect({ href: decision.to });
    await context.services.guestEnsure();
    const back = location.pathname === '/' ? guardReturnPath((location.search as Record<string, unknown>)[GUARD_RETURN_PARAM]) : null;
    if (back !== null) throw redirect({ href: back });
  },
  component: AppLayout,
});
