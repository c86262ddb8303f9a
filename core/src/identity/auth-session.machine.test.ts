import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { authSessionMachine, type AuthSessionEvent } from './auth-session.machine.js';
import { STORAGE_KEYS_CLEARED_ON_LOGOUT } from './storage-keys.js';
import { makeLoginLocation, makeUserProfile } from '../testing/identity-factories.js';

type Snapshot = SnapshotFrom<typeof authSessionMachine>;
type AnyEvent = AuthSessionEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const profile = makeUserProfile();
const login = (location = makeLoginLocation()): AuthSessionEvent => ({ type: 'auth.login', token: 'account-token', profile, location });
const stored = (output: boolean): AnyEvent => ({ type: 'xstate.done.actor.storeLoginToken', output });
const pushRemoved: AnyEvent = { type: 'xstate.done.actor.removePushToken', output: undefined };
const sessionRevoked: AnyEvent = { type: 'xstate.done.actor.revokeSession', output: undefined };

/** Pure steps: no effect runs, the actions each step would run are returned. */
function run(events: readonly AnyEvent[], from?: Snapshot) {
  let [snapshot] = from ? [from] : initialTransition(authSessionMachine);
  let actions: { type: string; params?: unknown }[] = [];
  for (const event of events) {
    const [next, executed] = transition(authSessionMachine, snapshot, event as AuthSessionEvent);
    snapshot = next;
    actions = executed.map(({ type, params }) => ({ type, params }));
  }
  return { snapshot, actions, effects: actions.map((action) => action.type).filter((type) => !type.startsWith('xstate.')) };
}

const guest = () => run([{ type: 'auth.guestReady' }]).snapshot;
const loggedIn = () => run([login(), stored(true)], guest()).snapshot;

describe('authSessionMachine: transitions', () => {
  it('starts as a visitor with no profile', () => {
    const { snapshot } = run([]);
    expect(snapshot.value).toBe('visitor');
    expect(snapshot.context.profile).toBeNull();
  });

  it('refuses login before the visitor has a no-login token', () => {
    expect(run([login()]).snapshot.value).toBe('visitor');
  });

  it('refuses logout to visitors and guests', () => {
    expect(run([{ type: 'auth.logout', pathname: '/' }]).snapshot.value).toBe('visitor');
    expect(run([{ type: 'auth.logout', pathname: '/' }], guest()).snapshot.value).toBe('guest');
  });

  it('ignores a logout from another tab unless logged in', () => {
    const elsewhere: AuthSessionEvent = { type: 'auth.logoutElsewhere', pathname: '/' };
    expect(run([elsewhere], guest()).snapshot.value).toBe('guest');
    expect(run([login(), elsewhere], guest()).snapshot.value).toBe('loggingIn');
    expect(run([{ type: 'auth.logout', pathname: '/' }, elsewhere], loggedIn()).snapshot.value).toBe('loggingOut');
  });

  it('refuses a second login while logged in or logging in', () => {
    expect(run([login()], loggedIn()).snapshot.value).toBe('loggedIn');
    const logging = run([login()], guest()).snapshot;
    expect(run([login({ pathname: '/gio-hang' })], logging).snapshot.context.pendingLogin?.location.pathname).toBe('/san-pham/product-1');
  });

  it('login stores the token, then removes the guest cookie, saves the profile, removes the draft, starts push, navigates', () => {
    const { snapshot, effects, actions } = run([login(makeLoginLocation({ pathname: '/gio-hang' })), stored(true)], guest());
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context.profile).toEqual(profile);
    expect(snapshot.context.pendingLogin).toBeNull();
    expect(effects).toEqual(['removeGuestCookie', 'saveProfile', 'removeDraft', 'startPushRegistration', 'navigate']);
    expect(actions.find((action) => action.type === 'navigate')?.params).toEqual({ destination: { kind: 'reload' } });
    expect(actions.find((action) => action.type === 'startPushRegistration')?.params).toEqual({ userId: profile._id });
  });

  it('login on the checkout variant with express checkout goes on to checkout with x and l', () => {
    const location = makeLoginLocation({ pathname: '/thanh-toan-2', isExpressCheckout: true });
    const { actions } = run([login(location), stored(true)], guest());
    expect(actions.find((action) => action.type === 'navigate')?.params).toEqual({
      destination: { kind: 'navigate', to: '/thanh-toan?x=true&l=true' },
    });
  });

  it('login fails back to guest, console only, when the token cannot be stored (no secret)', () => {
    const { snapshot, effects, actions } = run([login(), stored(false)], guest());
    expect(snapshot.value).toBe('guest');
    expect(snapshot.context.profile).toBeNull();
    expect(effects).toEqual(['reportLoginFailed']);
    expect(actions.find((action) => action.type === 'reportLoginFailed')?.params).toEqual({ reason: 'TOKEN_NOT_STORED' });
  });

  it('logout removes the push token first, revokes the session, then clears, writes the timestamp and navigates', () => {
    const out = run([{ type: 'auth.logout', pathname: '/awards' }], loggedIn());
    expect(out.snapshot.value).toBe('loggingOut');
    expect(out.snapshot.hasTag('busy')).toBe(true);
    const revoking = run([pushRemoved], out.snapshot);
    expect(revoking.snapshot.value).toBe('revokingSession');
    expect(revoking.snapshot.hasTag('busy')).toBe(true);
    expect(revoking.effects).toEqual([]);
    const { snapshot, effects, actions } = run([sessionRevoked], revoking.snapshot);
    expect(snapshot.value).toBe('guest');
    expect(snapshot.context.profile).toBeNull();
    expect(effects).toEqual(['clearLoginCookie', 'clearLocalItems', 'writeLogoutTimestamp', 'navigate']);
    expect(actions.find((action) => action.type === 'clearLocalItems')?.params).toEqual({ keys: STORAGE_KEYS_CLEARED_ON_LOGOUT });
    expect(actions.find((action) => action.type === 'navigate')?.params).toEqual({ destination: { kind: 'reload' } });
  });

  it('logout goes on when the push token cannot be removed', () => {
    const failed: AnyEvent = { type: 'xstate.error.actor.removePushToken', error: new Error('offline') };
    const { snapshot, effects } = run([{ type: 'auth.logout', pathname: '/gio-hang' }, failed, sessionRevoked], loggedIn());
    expect(snapshot.value).toBe('guest');
    expect(effects).toContain('writeLogoutTimestamp');
  });

  it('logout goes on when the server cannot revoke the session', () => {
    const failed: AnyEvent = { type: 'xstate.error.actor.revokeSession', error: new Error('offline') };
    const { snapshot, effects } = run([{ type: 'auth.logout', pathname: '/gio-hang' }, pushRemoved, failed], loggedIn());
    expect(snapshot.value).toBe('guest');
    expect(snapshot.context.profile).toBeNull();
    expect(effects).toEqual(['clearLoginCookie', 'clearLocalItems', 'writeLogoutTimestamp', 'navigate']);
  });

  it('a deleted account logs out like the button: push token removed, no revoke call, cleared, timestamp, home', () => {
    const out = run([{ type: 'auth.accountDeleted', pathname: '/trang-ca-nhan' }], loggedIn());
    expect(out.snapshot.value).toBe('loggingOut');
    expect(out.snapshot.context.sessionGone).toBe(true);
    for (const settled of [pushRemoved, { type: 'xstate.error.actor.removePushToken', error: new Error('401') } as AnyEvent]) {
      const { snapshot, effects, actions } = run([settled], out.snapshot);
      expect(snapshot.value).toBe('guest');
      expect(snapshot.context.profile).toBeNull();
      expect(snapshot.context.sessionGone).toBe(false);
      expect(effects).toEqual(['clearLoginCookie', 'clearLocalItems', 'writeLogoutTimestamp', 'navigate']);
      expect(actions.find((action) => action.type === 'navigate')?.params).toEqual({ destination: { kind: 'navigate', to: '/' } });
    }
    // Only a logged-in tab has an account to delete.
    expect(run([{ type: 'auth.accountDeleted', pathname: '/' }], guest()).snapshot.value).toBe('guest');
  });

  it('a later logout after a deletion revokes again (the flag does not leak into the next session)', () => {
    const deleted = run([{ type: 'auth.accountDeleted', pathname: '/' }, pushRemoved], loggedIn()).snapshot;
    const again = run([login(), stored(true), { type: 'auth.logout', pathname: '/' }, pushRemoved], deleted);
    expect(again.snapshot.value).toBe('revokingSession');
  });

  it('a logout in another tab logs this tab out without writing the timestamp again', () => {
    const { snapshot, effects, actions } = run([{ type: 'auth.logoutElsewhere', pathname: '/gio-hang' }], loggedIn());
    expect(snapshot.value).toBe('guest');
    expect(effects).toEqual(['clearLoginCookie', 'clearLocalItems', 'navigate']);
    expect(actions.find((action) => action.type === 'navigate')?.params).toEqual({ destination: { kind: 'navigate', to: '/' } });
  });

  it('an expired or revoked token returns to guest without navigating', () => {
    for (const reason of ['expired', 'revoked'] as const) {
      const { snapshot, effects } = run([{ type: 'auth.sessionEnded', reason }], loggedIn());
      expect(snapshot.value).toBe('guest');
      expect(snapshot.context.profile).toBeNull();
      expect(effects).toEqual(['clearLoginCookie', 'clearLocalItems']);
    }
  });

  it('a newer profile replaces the one held and is saved, only while logged in', () => {
    const newer = makeUserProfile({ name: 'Nguyễn Lan Anh' });
    const { snapshot, effects, actions } = run([{ type: 'auth.profileUpdated', profile: newer }], loggedIn());
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context.profile).toEqual(newer);
    expect(effects).toEqual(['saveProfile']);
    expect(actions.find((action) => action.type === 'saveProfile')?.params).toEqual({ profile: newer });
    expect(run([{ type: 'auth.profileUpdated', profile: newer }], guest()).snapshot.context.profile).toBeNull();
  });

  it('a page opened with a login cookie restores the session without login effects', () => {
    const { snapshot, effects } = run([{ type: 'auth.sessionRestored', profile }]);
    expect(snapshot.value).toBe('loggedIn');
    expect(snapshot.context.profile).toEqual(profile);
    expect(effects).toEqual([]);
  });
});

/** A running actor with recording effects: the app's `.provide()` in miniature. */
function startSession(options: { store?: () => Promise<boolean>; removePush?: () => Promise<void>; revoke?: () => Promise<void> } = {}) {
  const calls: string[] = [];
  const record = (name: string) => (_: unknown, params?: unknown) => {
    calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
  };
  const machine = authSessionMachine.provide({
    actors: {
      storeLoginToken: fromPromise(async ({ input }: { input: { token: string } }) => {
        calls.push(`storeLoginToken ${input.token}`);
        return (options.store ?? (async () => true))();
      }),
      removePushToken: fromPromise(async ({ input }: { input: { userId: string | null; sessionGone: boolean } }) => {
        calls.push(`removePushToken ${input.userId}${input.sessionGone ? ' (store only: the server erased it)' : ''}`);
        return (options.removePush ?? (async () => undefined))();
      }),
      revokeSession: fromPromise(async () => {
        calls.push('revokeSession');
        return (options.revoke ?? (async () => undefined))();
      }),
    },
    actions: {
      removeGuestCookie: record('removeGuestCookie'),
      saveProfile: (_, params) => calls.push(`saveProfile ${params.profile._id}`),
      removeDraft: record('removeDraft'),
      startPushRegistration: record('startPushRegistration'),
      navigate: record('navigate'),
      reportLoginFailed: record('reportLoginFailed'),
      clearLoginCookie: record('clearLoginCookie'),
      clearLocalItems: () => calls.push('clearLocalItems'),
      writeLogoutTimestamp: record('writeLogoutTimestamp'),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

describe('authSessionMachine: flows', () => {
  it('guest logs in and out, each effect once and in the spec order', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'auth.guestReady' });
    actor.send(login(makeLoginLocation({ pathname: '/thanh-toan-2', isExpressCheckout: false })));
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'));
    actor.send({ type: 'auth.logout', pathname: '/become-seller' });
    await waitFor(actor, (snapshot) => snapshot.matches('guest'));
    expect(calls).toEqual([
      'storeLoginToken account-token',
      'removeGuestCookie',
      'saveProfile user-1',
      'removeDraft',
      'startPushRegistration {"userId":"user-1"}',
      'navigate {"destination":{"kind":"navigate","to":"/trang-ca-nhan/don-hang"}}',
      'removePushToken user-1',
      'revokeSession',
      'clearLoginCookie',
      'clearLocalItems',
      'writeLogoutTimestamp',
      'navigate {"destination":{"kind":"reload"}}',
    ]);
    actor.stop();
  });

  it('account deletion runs the logout effects in the spec order, without revokeSession', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'auth.sessionRestored', profile });
    actor.send({ type: 'auth.accountDeleted', pathname: '/trang-ca-nhan' });
    await waitFor(actor, (snapshot) => snapshot.matches('guest'));
    expect(calls).toEqual([
      'removePushToken user-1 (store only: the server erased it)',
      'clearLoginCookie',
      'clearLocalItems',
      'writeLogoutTimestamp',
      'navigate {"destination":{"kind":"navigate","to":"/"}}',
    ]);
    actor.stop();
  });

  it('login without a configured secret fails: no profile saved, no navigation', async () => {
    const { actor, calls } = startSession({ store: async () => false });
    actor.send({ type: 'auth.guestReady' });
    actor.send(login());
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('guest');
    expect(calls).toEqual(['storeLoginToken account-token', 'reportLoginFailed {"reason":"TOKEN_NOT_STORED"}']);
  });

  it('login whose storage throws fails the same way', async () => {
    const { actor, calls } = startSession({ store: () => Promise.reject(new Error('cookie blocked')) });
    actor.send({ type: 'auth.guestReady' });
    actor.send(login());
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('guest');
    expect(calls.at(-1)).toBe('reportLoginFailed {"reason":"TOKEN_STORE_ERROR"}');
  });

  it('without provided effects, the placeholders refuse and login falls back to guest', async () => {
    const actor = createActor(authSessionMachine).start();
    actor.send({ type: 'auth.guestReady' });
    actor.send(login());
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('guest');
  });
});

describe('authSessionMachine: graph', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'auth.guestReady' },
      { type: 'auth.sessionRestored', profile },
      login(),
      stored(true),
      stored(false),
      { type: 'auth.logout', pathname: '/' },
      { type: 'auth.accountDeleted', pathname: '/' },
      { type: 'auth.logoutElsewhere', pathname: '/' },
      { type: 'auth.sessionEnded', reason: 'expired' },
      pushRemoved,
      sessionRevoked,
    ] as AuthSessionEvent[];
    const paths = getShortestPaths(authSessionMachine, { events });
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(authSessionMachine.config.states ?? {}).sort());
  });
});
