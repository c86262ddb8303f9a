import { assign, fromPromise, setup } from 'xstate';
import type { UserProfile } from './user-profile.js';
import { afterLoginDestination, afterLogoutDestination, type AuthDestination, type LoginLocation } from './auth-navigation.js';
import { STORAGE_KEYS_CLEARED_ON_LOGOUT, type StorageKey } from './storage-keys.js';

/**
 * The tab's session: visitor (no token yet) -> guest (no-login token) -> loggingIn ->
 * loggedIn -> loggingOut -> revokingSession -> guest (spec section 4, login, guest and
 * logout). Every effect is a named placeholder the app supplies with `.provide()`.
 */

export interface AuthSessionContext {
  readonly profile: UserProfile | null;
  /** The login being stored; set only while logging in. */
  readonly pendingLogin: { readonly token: string; readonly profile: UserProfile; readonly location: LoginLocation } | null;
  /** Where the tab was when logout was asked for; decides where it goes afterwards. */
  readonly logoutPathname: string;
  /** The server already ended the session (the account was deleted): logout skips the revoke call. */
  readonly sessionGone: boolean;
}

export type AuthSessionEvent =
  /** The no-login token is in its cookie (issued by the root page or found there). */
  | { readonly type: 'auth.guestReady' }
  /** The page opened with a login cookie already set. */
  | { readonly type: 'auth.sessionRestored'; readonly profile: UserProfile }
  /** A login method (OTP, email code, Google, ...) returned the account token and profile. */
  | { readonly type: 'auth.login'; readonly token: string; readonly profile: UserProfile; readonly location: LoginLocation }
  | { readonly type: 'auth.logout'; readonly pathname: string }
  /**
   * The person deleted their account: the server erased it and revoked its sessions, and the
   * tab logs out the same way as the logout button (push token, cookie, local items, the
   * timestamp other tabs follow, navigation) without asking the server to revoke again.
   */
  | { readonly type: 'auth.accountDeleted'; readonly pathname: string }
  /** Another tab wrote the logout timestamp. */
  | { readonly type: 'auth.logoutElsewhere'; readonly pathname: string }
  /** The server sent a newer profile (the page refreshed it, or the person edited it). */
  | { readonly type: 'auth.profileUpdated'; readonly profile: UserProfile }
  /** The API refused the account token (expired or revoked). */
  | { readonly type: 'auth.sessionEnded'; readonly reason: 'expired' | 'revoked' };

/** Why a login was dropped; console-only (spec section 8), so it goes to the Logger. */
export type LoginFailureReason = 'TOKEN_NOT_STORED' | 'TOKEN_STORE_ERROR';

type PendingLogin = NonNullable<AuthSessionContext['pendingLogin']>;

const placeholder = (name: string) => () => Promise.reject(new Error(`authSessionMachine: provide the '${name}' actor`));

/** loggingIn is only entered with a pending login; anything else is a bug in the machine. */
function pendingLogin(context: AuthSessionContext): PendingLogin {
  if (context.pendingLogin === null) throw new Error('authSessionMachine: logging in without a pending login');
  return context.pendingLogin;
}

const authSession = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
  },
  actors: {
    /**
     * Encrypts the account token with the configured secret and stores it in the login
     * cookie. Resolves false when it cannot (spec: no secret configured -> false).
     */
    storeLoginToken: fromPromise<boolean, { token: string }>(placeholder('storeLoginToken')),
    /**
     * Removes this device's push token from the server and the document store; from the store
     * only when `sessionGone` (the deleted account's tokens were erased with it, and its
     * revoked token would be refused).
     */
    removePushToken: fromPromise<void, { userId: string | null; sessionGone: boolean }>(placeholder('removePushToken')),
    /**
     * Ends the account session on the server so the token is refused from then on. Not in the
     * spec's list, which only clears the cookie; without it a copied token would outlive logout.
     * Runs after the push token is removed, since that call still needs the live token.
     */
    revokeSession: fromPromise<void, void>(placeholder('revokeSession')),
  },
  actions: {
    removeGuestCookie: () => {},
    saveProfile: (_, _params: { profile: UserProfile }) => {},
    removeDraft: () => {},
    startPushRegistration: (_, _params: { userId: string }) => {},
    navigate: (_, _params: { destination: AuthDestination }) => {},
    reportLoginFailed: (_, _params: { reason: LoginFailureReason }) => {},
    clearLoginCookie: () => {},
    clearLocalItems: (_, _params: { keys: readonly StorageKey[] }) => {},
    /** The cross-tab signal: other tabs see the key change and log out too. */
    writeLogoutTimestamp: () => {},
    forgetProfile: assign({ profile: null, pendingLogin: null, sessionGone: false }),
  },
  guards: {
    loginTokenStored: (_, params: { stored: boolean }) => params.stored,
    sessionGone: ({ context }) => context.sessionGone,
  },
});

const clearLocalSession = [
  'clearLoginCookie',
  { type: 'clearLocalItems', params: { keys: STORAGE_KEYS_CLEARED_ON_LOGOUT } },
  'forgetProfile',
] as const;

/** Spec order: cookie and local items cleared, logout timestamp written, then redirect. */
const finishLogout = [
  ...clearLocalSession,
  'writeLogoutTimestamp',
  {
    type: 'navigate',
    params: ({ context }: { context: AuthSessionContext }) => ({ destination: afterLogoutDestination(context.logoutPathname) }),
  },
] as const;

export const authSessionMachine = authSession.createMachine({
  id: 'authSession',
  context: { profile: null, pendingLogin: null, logoutPathname: '/', sessionGone: false },
  initial: 'visitor',
  states: {
    // No login from here: the page guard sends a visitor without cookies to the root, which
    // issues the no-login token first, so a login always starts from guest.
    visitor: {
      on: {
        'auth.guestReady': { target: 'guest' },
        'auth.sessionRestored': {
          target: 'loggedIn',
          actions: assign({ profile: ({ event }) => event.profile }),
        },
      },
    },
    guest: {
      on: {
        'auth.login': {
          target: 'loggingIn',
          actions: assign({
            pendingLogin: ({ event }) => ({ token: event.token, profile: event.profile, location: event.location }),
          }),
        },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'storeLoginToken',
        src: 'storeLoginToken',
        input: ({ context }) => ({ token: pendingLogin(context).token }),
        onDone: [
          {
            guard: { type: 'loginTokenStored', params: ({ event }) => ({ stored: event.output }) },
            target: 'loggedIn',
            actions: [
              assign({ profile: ({ context }) => pendingLogin(context).profile }),
              'removeGuestCookie',
              { type: 'saveProfile', params: ({ context }) => ({ profile: pendingLogin(context).profile }) },
              'removeDraft',
              { type: 'startPushRegistration', params: ({ context }) => ({ userId: pendingLogin(context).profile._id }) },
              {
                type: 'navigate',
                params: ({ context }) => ({ destination: afterLoginDestination(pendingLogin(context).location) }),
              },
              assign({ pendingLogin: null }),
            ],
          },
          {
            target: 'guest',
            actions: [{ type: 'reportLoginFailed', params: { reason: 'TOKEN_NOT_STORED' } }, 'forgetProfile'],
          },
        ],
        onError: {
          target: 'guest',
          actions: [{ type: 'reportLoginFailed', params: { reason: 'TOKEN_STORE_ERROR' } }, 'forgetProfile'],
        },
      },
    },
    loggedIn: {
      on: {
        'auth.profileUpdated': {
          actions: [
            assign({ profile: ({ event }) => event.profile }),
            { type: 'saveProfile', params: ({ event }) => ({ profile: event.profile }) },
          ],
        },
        'auth.logout': {
          target: 'loggingOut',
          actions: assign({ logoutPathname: ({ event }) => event.pathname, sessionGone: false }),
        },
        'auth.accountDeleted': {
          target: 'loggingOut',
          actions: assign({ logoutPathname: ({ event }) => event.pathname, sessionGone: true }),
        },
        // The tab that logged out already removed this device's push token (the device id is
        // shared by all tabs) and wrote the timestamp: here only the tab's own state goes.
        'auth.logoutElsewhere': {
          target: 'guest',
          actions: [
            ...clearLocalSession,
            { type: 'navigate', params: ({ event }) => ({ destination: afterLogoutDestination(event.pathname) }) },
          ],
        },
        // The token is dead, so the server calls of a logout would fail: clear and stay put;
        // the page decides whether to show the login prompt.
        'auth.sessionEnded': {
          target: 'guest',
          actions: [...clearLocalSession],
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'removePushToken',
        src: 'removePushToken',
        input: ({ context }) => ({ userId: context.profile?._id ?? null, sessionGone: context.sessionGone }),
        // Spec: push errors are ignored for users, so logout goes on either way. A deleted
        // account's sessions are already revoked: it finishes here.
        onDone: [{ guard: 'sessionGone', target: 'guest', actions: [...finishLogout] }, { target: 'revokingSession' }],
        onError: [{ guard: 'sessionGone', target: 'guest', actions: [...finishLogout] }, { target: 'revokingSession' }],
      },
    },
    revokingSession: {
      tags: ['busy'],
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        // Offline or already revoked: the tab still forgets the token.
        onDone: { target: 'guest', actions: [...finishLogout] },
        onError: { target: 'guest', actions: [...finishLogout] },
      },
    },
  },
});
