import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import {
  STORAGE_KEYS,
  UserProfileSchema,
  authSessionMachine,
  checkoutFlagsParse,
  CHECKOUT_VARIANT_PATH,
  err,
  gatewayError,
  pushRegistrationMachine,
  pushTokenRemoveEverywhere,
  pushTokenStoreSave,
  type AuthDestination,
  type GatewayError,
  type PushEnvironment,
  type Result,
  type AuthGrant,
  type LoginLocation,
  type UserProfile,
} from '@modavi/core';
import type { AppServices } from '../../composition/composition-root';
import type { LoginOutcome } from './login-outcome';
import { loginPromptOpen } from './login-prompt';

/**
 * The tab's account session: core's auth-session machine provided with the real adapters,
 * with core's push registration machine beside it. Built once per page load, the first time
 * the auth chunk is used.
 */
export interface AuthRuntime {
  readonly session: ActorRefFrom<typeof authSessionMachine>;
  /** Hands a login's grant to the session: token stored, guest cookie gone, then the spec's navigation. */
  login(grant: AuthGrant, options?: { readonly expressCheckout?: boolean }): Promise<boolean>;
  /** The same, saying why a login was dropped (the forms show all but the console-only case). */
  loginOutcome(grant: AuthGrant, options?: { readonly expressCheckout?: boolean }): Promise<LoginOutcome>;
  logout(): void;
  /**
   * The page the login prompt was opened for (a private page's guard), or null: the next login
   * lands there (core's LOGIN_RETURNS_TO_ASKED_PAGE) instead of staying on the home page.
   */
  loginReturnSet(path: string | null): void;
  /** The person saved a newer profile (name, avatar, ...): the header and the stored profile follow at once. */
  profileUpdated(profile: UserProfile): void;
  /**
   * The server erased the account (and revoked its sessions): the tab logs out the way the
   * logout button does, other tabs follow through the logout timestamp, and it goes home.
   */
  accountDeleted(): Promise<void>;
}

/** How long logout waits for the push token's removal before it goes on (push errors are silent). */
const PUSH_REMOVAL_WAIT_MS = 4000;
/** How long an account call waits for the session to leave its first state (the /me check). */
const SESSION_SETTLE_WAIT_MS = 10_000;

function profileStored(raw: string | null): UserProfile | null {
  if (!raw) return null;
  try {
    const parsed = UserProfileSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Browser name and version from the user agent, enough for core's push support rule. */
export function browserRead(userAgent: string): { name: string; version: string } {
  const patterns: ReadonlyArray<readonly [string, RegExp]> = [
    ['edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
    ['opera', /OPR\/([\d.]+)/],
    ['firefox', /Firefox\/([\d.]+)/],
    ['chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
    ['safari', /Version\/([\d.]+).*Safari/],
  ];
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(userAgent);
    if (match?.[1]) return { name, version: match[1] };
  }
  return { name: 'unknown', version: '' };
}

/** Where the tab is, as core's after-login rule reads it. */
export function loginLocationRead(location: Location, expressCheckout = false, returnPath: string | null = null): LoginLocation {
  const onVariant = location.pathname.replace(/\/+$/, '') === CHECKOUT_VARIANT_PATH;
  // The checkout variant page marks express checkout with the checkout's `x` flag in its
  // address (core's CHECKOUT_EXPRESS_FLAGS); a login prompt may also say so itself.
  const flagged = checkoutFlagsParse(Object.fromEntries(new URLSearchParams(location.search))).express;
  return {
    pathname: location.pathname,
    search: location.search,
    isExpressCheckout: onVariant && (expressCheckout || flagged),
    ...(returnPath === null ? {} : { returnPath }),
  };
}

const runtimes = new WeakMap<AppServices, AuthRuntime>();

export function authRuntime(services: AppServices): AuthRuntime {
  const existing = runtimes.get(services);
  if (existing) return existing;
  const created = authRuntimeCreate(services);
  runtimes.set(services, created);
  return created;
}

function authRuntimeCreate(services: AppServices): AuthRuntime {
  const { tokens, local, logger, auth, context } = services;

  const push = createActor(
    pushRegistrationMachine.provide({
      actors: {
        pushEnvironmentRead: fromPromise(async (): Promise<PushEnvironment> => ({
          hasServiceWorker: 'serviceWorker' in navigator,
          hasNotification: 'Notification' in window,
          hasPushManager: 'PushManager' in window,
          browser: browserRead(navigator.userAgent),
          vapidKey: (await services.push()).vapidKey,
        })),
        pushTokenRequest: fromPromise(async () => (await services.push()).messaging.token()),
        pushTokenSendToServer: fromPromise(async ({ input }) => (await services.push()).registry.register(input)),
        pushTokenSaveToStore: fromPromise(async ({ input }): Promise<Result<void, GatewayError>> => {
          const { store } = await services.push();
          if (!store) return err(gatewayError('NOT_FOUND', { detail: 'no push token store configured' }));
          return pushTokenStoreSave(store, { ...input, now: Date.now() });
        }),
        // Logout goes on whatever the server and the store answer.
        pushTokenRemove: fromPromise(async ({ input }): Promise<Result<void, GatewayError>> => {
          const { registry, store } = await services.push();
          return pushTokenRemoveEverywhere(registry, store, input);
        }),
      },
      actions: {
        pushTokenRememberLocally: (_, params) => {
          if (params.token) local.set(STORAGE_KEYS.fcmToken, params.token);
          if (params.userId) local.set(STORAGE_KEYS.lastPushTokenUserId, params.userId);
        },
        pushTokenForgetLocally: () => {
          local.remove(STORAGE_KEYS.fcmToken);
          local.remove(STORAGE_KEYS.lastPushTokenUserId);
        },
        pushSkipLog: (_, params) => logger.info('push registration skipped', params.reason),
        pushFailureLog: () => logger.warn('push registration failed'),
      },
    }),
    { input: { deviceId: context.deviceId() } },
  );
  push.start();

  const destinationGo = async (destination: AuthDestination) => {
    // After a logout neither cookie is left, and the page guard would send any page to the
    // root: the tab takes a new no-login token first so a reload stays where it is.
    if (!tokens.current()) await services.guestEnsure();
    if (destination.kind === 'reload') window.location.reload();
    else if (destination.kind === 'reloadWithoutQuery') window.location.replace(window.location.pathname);
    else window.location.assign(destination.to);
  };

  // Why the last login was dropped, as the session reported it (read once it settles).
  const lastLogin: { failure: LoginOutcome | null } = { failure: null };
  // The private page the open prompt was asked for (loginReturnSet).
  let loginReturn: string | null = null;
  const session = createActor(
    authSessionMachine.provide({
      actors: {
        storeLoginToken: fromPromise(async ({ input }) => tokens.loginSave(input.token)),
        removePushToken: fromPromise(async ({ input }) => {
          push.send({ type: 'push.logout', serverErased: input.sessionGone });
          await waitFor(push, (state) => state.matches('idle'), { timeout: PUSH_REMOVAL_WAIT_MS });
        }),
        revokeSession: fromPromise(async () => {
          const revoked = await auth.logout();
          if (!revoked.ok) logger.warn('logout: the server did not revoke the session', revoked.error);
        }),
      },
      actions: {
        removeGuestCookie: () => tokens.guestClear(),
        // The spec's global account state on the device: the profile and the account status.
        saveProfile: (_, params) => {
          local.set(STORAGE_KEYS.profile, JSON.stringify(params.profile));
          if (params.profile.account_status) local.set(STORAGE_KEYS.accountStatus, params.profile.account_status);
        },
        removeDraft: () => local.remove(STORAGE_KEYS.draft),
        startPushRegistration: (_, params) => push.send({ type: 'push.register', userId: params.userId }),
        navigate: (_, params) => void destinationGo(params.destination),
        reportLoginFailed: (_, params) => {
          lastLogin.failure = params.reason;
          logger.error('login not stored', params.reason);
        },
        clearLoginCookie: () => tokens.loginClear(),
        clearLocalItems: (_, params) => params.keys.forEach((key) => local.remove(key)),
        writeLogoutTimestamp: () => {
          local.set(STORAGE_KEYS.logoutAt, String(Date.now()));
          // Spec section 4: a logout ends the tracking session (it is sent).
          services.tracking.note({ kind: 'logout', at: Date.now() });
        },
      },
    }),
  );
  session.start();

  // Another tab logged out: this one follows (spec: the timestamp signals other tabs).
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.logoutAt && event.newValue) {
      session.send({ type: 'auth.logoutElsewhere', pathname: window.location.pathname });
    }
  });

  const loginOutcome: AuthRuntime['loginOutcome'] = async (grant, options = {}) => {
    if (session.getSnapshot().matches('visitor')) session.send({ type: 'auth.guestReady' });
    lastLogin.failure = null;
    session.send({
      type: 'auth.login',
      token: grant.token,
      profile: grant.profile,
      location: loginLocationRead(window.location, options.expressCheckout ?? false, loginReturn),
    });
    const settled = await waitFor(session, (state) => !state.matches('loggingIn'));
    return settled.matches('loggedIn') ? 'loggedIn' : (lastLogin.failure ?? 'TOKEN_STORE_ERROR');
  };
  // An API call refused the account token mid-visit (revoked or expired elsewhere): the tab
  // logs out locally (the token is dead, so no server calls), takes a no-login token so the
  // page keeps working, and offers the login prompt.
  services.sessionEndedListen(() => {
    if (!session.getSnapshot().matches('loggedIn')) return;
    session.send({ type: 'auth.sessionEnded', reason: 'revoked' });
    void services.guestEnsure();
    loginPromptOpen({ reasonKey: 'authDialogs.sessionEnded' });
  });

  void sessionStart(services, session, push);

  return {
    session,
    loginOutcome,
    async login(grant, options = {}) {
      return (await loginOutcome(grant, options)) === 'loggedIn';
    },
    logout() {
      session.send({ type: 'auth.logout', pathname: window.location.pathname });
    },
    loginReturnSet(path) {
      loginReturn = path;
    },
    profileUpdated(profile) {
      session.send({ type: 'auth.profileUpdated', profile });
    },
    async accountDeleted() {
      const settled = await waitFor(session, (state) => !state.matches('visitor'), { timeout: SESSION_SETTLE_WAIT_MS }).catch(() =>
        session.getSnapshot(),
      );
      if (settled.matches('loggedIn')) {
        session.send({ type: 'auth.accountDeleted', pathname: window.location.pathname });
        return;
      }
      // The session ended on its own meanwhile (its /me was refused): only the way home is left.
      tokens.loginClear();
      await destinationGo({ kind: 'navigate', to: '/' });
    },
  };
}

/** Puts the session in the state the cookies describe: a stored login (checked with /me) or a guest. */
async function sessionStart(
  services: AppServices,
  session: AuthRuntime['session'],
  push: { send(event: { type: 'push.register'; userId: string }): void },
): Promise<void> {
  const { tokens, local, auth } = services;
  if (!tokens.isLoggedIn()) {
    if (await services.guestEnsure()) session.send({ type: 'auth.guestReady' });
    return;
  }
  const stored = profileStored(local.get(STORAGE_KEYS.profile));
  if (stored) {
    session.send({ type: 'auth.sessionRestored', profile: stored });
    push.send({ type: 'push.register', userId: stored._id });
  }
  const me = await auth.me();
  if (me.ok) {
    if (stored) session.send({ type: 'auth.profileUpdated', profile: me.value });
    else {
      session.send({ type: 'auth.sessionRestored', profile: me.value });
      session.send({ type: 'auth.profileUpdated', profile: me.value });
      push.send({ type: 'push.register', userId: me.value._id });
    }
  } else if (me.error.code === 'UNAUTHORIZED') {
    // Expired or revoked elsewhere: the tab forgets the login and carries on as a guest.
    if (stored) session.send({ type: 'auth.sessionEnded', reason: 'revoked' });
    else tokens.loginClear();
    if (await services.guestEnsure()) session.send({ type: 'auth.guestReady' });
  }
}
