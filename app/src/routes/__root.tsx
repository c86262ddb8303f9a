import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { pageGuard } from '@modavi/core';
import type { RouterContext } from '../router-context';
import { AppLayout } from '../features/shell/AppLayout';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec's guard on the client: a visitor with neither cookie is pushed to the root, which
  // then asks the server for a no-login token.
  beforeLoad: async ({ context, location }) => {
    const present = context.services.tokens.cookiesPresent();
    const decision = pageGuard({ path: location.pathname, hasLoginCookie: present.login, hasNoLoginCookie: present.noLogin });
    if (decision.kind === 'redirect') throw redirect({ to: decision.to });
    await context.services.guestEnsure();
  },
  component: AppLayout,
});
