import type { AuthGateway } from '@modavi/core';

export interface DeferredAuthGateway extends AuthGateway {
  /** Loads the real gateway; the auth chunk awaits it, so `oauthStartUrl` works from then on. */
  ready(): Promise<AuthGateway>;
}

/**
 * The account gateway, loaded on first use: its schemas (grant, profile, providers) are not
 * needed to paint a first visit, and they cost about 2 KB gzip of its budget. Every call waits
 * for the load; the social start address, being synchronous, needs `ready()` to have settled,
 * which the auth chunk (the only place with social buttons) guarantees.
 */
export function deferredAuthGateway(load: () => Promise<AuthGateway>): DeferredAuthGateway {
  let loaded: AuthGateway | null = null;
  let pending: Promise<AuthGateway> | null = null;
  const ready = () => {
    pending ??= load().then((gateway) => (loaded = gateway));
    // A failed load (offline) is tried again by the next call.
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
  return {
    ready,
    codeRequest: async (request) => (await ready()).codeRequest(request),
    codeVerify: async (verify) => (await ready()).codeVerify(verify),
    passwordLogin: async (login) => (await ready()).passwordLogin(login),
    passwordReset: async (reset) => (await ready()).passwordReset(reset),
    passwordChange: async (change) => (await ready()).passwordChange(change),
    logout: async () => (await ready()).logout(),
    me: async () => (await ready()).me(),
    providers: async () => (await ready()).providers(),
    oauthTicketRedeem: async (ticket) => (await ready()).oauthTicketRedeem(ticket),
    oauthStartUrl(provider, returnTo) {
      if (loaded === null) throw new Error('deferredAuthGateway: oauthStartUrl before ready()');
      return loaded.oauthStartUrl(provider, returnTo);
    },
  };
}
