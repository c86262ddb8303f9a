import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { gatewayError, type GatewayError } from '../ports/gateway-error.js';
import type { PushSkipReason, PushTokenResult } from '../ports/push-messaging.js';
import { err, ok, type Result } from '../shared/result.js';
import type { PushEnvironment } from './push-support.js';
import {
  pushRegistrationMachine,
  pushTokenRequestActor,
  type PushRegistrationEvent,
  type PushTokenRemoveInput,
  type PushTokenServerInput,
  type PushTokenStoreInput,
} from './push-registration.machine.js';
import { makePushEnvironment } from '../testing/notifications-factories.js';

type Saved = Result<void, GatewayError>;
type Snapshot = SnapshotFrom<typeof pushRegistrationMachine>;

interface Script {
  environment?: PushEnvironment;
  token?: PushTokenResult;
  server?: Saved;
  store?: Saved;
}

/** Runs the machine with recording fakes for every effect. */
function pushDriver(script: Script = {}) {
  const calls = {
    tokenRequests: 0,
    server: [] as PushTokenServerInput[],
    store: [] as PushTokenStoreInput[],
    removed: [] as PushTokenRemoveInput[],
    remembered: [] as { token: string | null; userId: string | null }[],
    forgotten: 0,
    skips: [] as (PushSkipReason | null)[],
    failures: 0,
  };
  let releaseRemoval: (() => void) | null = null;
  let holdRemoval = false;
  const machine = pushRegistrationMachine.provide({
    actors: {
      pushEnvironmentRead: fromPromise(async () => script.environment ?? makePushEnvironment()),
      pushTokenRequest: pushTokenRequestActor({
        token: async () => {
          calls.tokenRequests += 1;
          return script.token ?? { ok: true, token: 'token-1' };
        },
      }),
      pushTokenSendToServer: fromPromise<Saved, PushTokenServerInput>(async ({ input }) => {
        calls.server.push(input);
        return script.server ?? ok(undefined);
      }),
      pushTokenSaveToStore: fromPromise<Saved, PushTokenStoreInput>(async ({ input }) => {
        calls.store.push(input);
        return script.store ?? ok(undefined);
      }),
      pushTokenRemove: fromPromise<Saved, PushTokenRemoveInput>(async ({ input }) => {
        calls.removed.push(input);
        if (holdRemoval) await new Promise<void>((resolve) => (releaseRemoval = resolve));
        return ok(undefined);
      }),
    },
    actions: {
      pushTokenRememberLocally: (_, params) => void calls.remembered.push(params),
      pushTokenForgetLocally: () => void (calls.forgotten += 1),
      pushSkipLog: (_, params) => void calls.skips.push(params.reason),
      pushFailureLog: () => void (calls.failures += 1),
    },
  });
  const actor = createActor(machine, { input: { deviceId: 'web-abc123' } }).start();
  const settle = async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  };
  return {
    calls,
    login: async (userId: string) => {
      actor.send({ type: 'push.register', userId });
      await settle();
    },
    logout: async (serverErased?: boolean) => {
      actor.send(serverErased === undefined ? { type: 'push.logout' } : { type: 'push.logout', serverErased });
      await settle();
    },
    holdRemoval: () => (holdRemoval = true),
    releaseRemoval: async () => {
      holdRemoval = false;
      releaseRemoval?.();
      await settle();
    },
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
  };
}

const FAILED: Saved = err(gatewayError('NETWORK'));

describe('push-registration machine: refused events', () => {
  const idle = () => initialTransition(pushRegistrationMachine, { deviceId: 'web-abc123' })[0];

  it('does nothing on logout when nothing was registered', () => {
    const [next] = transition(pushRegistrationMachine, idle(), { type: 'push.logout' });
    expect(next.value).toBe('idle');
  });

  it('does not register an empty user id', () => {
    const [next] = transition(pushRegistrationMachine, idle(), { type: 'push.register', userId: '' });
    expect(next.value).toBe('idle');
  });

  it('ignores a second login of the registered user', async () => {
    const driver = pushDriver();
    await driver.login('user-1');
    await driver.login('user-1');
    expect(driver.state()).toBe('registered');
    expect(driver.calls.tokenRequests).toBe(1);
    expect(driver.calls.removed).toEqual([]);
  });
});

describe('push-registration machine: registering', () => {
  it('saves the token locally, on the server (os Web) and in the store, then is registered', async () => {
    const driver = pushDriver();
    await driver.login('user-1');
    expect(driver.state()).toBe('registered');
    expect(driver.calls.remembered).toEqual([{ token: 'token-1', userId: 'user-1' }]);
    expect(driver.calls.server).toEqual([{ token: 'token-1', deviceId: 'web-abc123', os: 'Web' }]);
    expect(driver.calls.store).toEqual([{ userId: 'user-1', deviceId: 'web-abc123', token: 'token-1' }]);
    expect(driver.context().registeredUserId).toBe('user-1');
  });

  it.each([
    ['the key is missing', { vapidKey: null }, 'KEY_MISSING'],
    ['service workers are unsupported', { hasServiceWorker: false }, 'SERVICE_WORKER_UNSUPPORTED'],
    ['the browser lacks push', { hasPushManager: false }, 'NOT_SUPPORTED'],
  ] as const)('is skipped, console only, when %s, without asking for a token', async (_label, overrides, reason) => {
    const driver = pushDriver({ environment: makePushEnvironment(overrides) });
    await driver.login('user-1');
    expect(driver.state()).toBe('skipped');
    expect(driver.calls.skips).toEqual([reason]);
    expect(driver.calls.tokenRequests).toBe(0);
  });

  it('is skipped when permission is refused', async () => {
    const driver = pushDriver({ token: { ok: false, reason: 'PERMISSION_DENIED' } });
    await driver.login('user-1');
    expect(driver.state()).toBe('skipped');
    expect(driver.calls.skips).toEqual(['PERMISSION_DENIED']);
  });

  it('fails when the token request fails, and retries at the next login', async () => {
    const driver = pushDriver({ token: { ok: false, reason: 'FAILED' } });
    await driver.login('user-1');
    expect(driver.state()).toBe('failed');
    expect(driver.calls.failures).toBe(1);
    await driver.login('user-1');
    expect(driver.calls.tokenRequests).toBe(2);
  });

  it.each([
    ['server', { server: FAILED }],
    ['store', { store: FAILED }],
  ] as const)('fails when the %s does not save, and removes the token at logout', async (_where, script) => {
    const driver = pushDriver(script);
    await driver.login('user-1');
    expect(driver.state()).toBe('failed');
    expect(driver.context().registeredUserId).toBeNull();
    await driver.logout();
    expect(driver.calls.removed).toEqual([{ userId: null, deviceId: 'web-abc123', serverErased: false }]);
    expect(driver.state()).toBe('idle');
  });
});

describe('push-registration machine: user change and logout', () => {
  it('removes the previous user’s token before registering the new user', async () => {
    const driver = pushDriver();
    await driver.login('user-1');
    await driver.login('user-2');
    expect(driver.calls.removed).toEqual([{ userId: 'user-1', deviceId: 'web-abc123', serverErased: false }]);
    expect(driver.calls.store.map((s) => s.userId)).toEqual(['user-1', 'user-2']);
    expect(driver.state()).toBe('registered');
    expect(driver.context().registeredUserId).toBe('user-2');
  });

  it('removes the token from server and store on logout and forgets it locally', async () => {
    const driver = pushDriver();
    await driver.login('user-1');
    await driver.logout();
    expect(driver.calls.removed).toEqual([{ userId: 'user-1', deviceId: 'web-abc123', serverErased: false }]);
    expect(driver.calls.forgotten).toBe(1);
    expect(driver.state()).toBe('idle');
    expect(driver.context()).toMatchObject({ userId: null, registeredUserId: null, token: null });
  });

  it('registers again when the same user logs back in while the logout removal runs', async () => {
    const driver = pushDriver();
    await driver.login('user-1');
    driver.holdRemoval();
    await driver.logout();
    expect(driver.state()).toBe('removing');
    await driver.login('user-1');
    await driver.releaseRemoval();
    expect(driver.state()).toBe('registered');
    expect(driver.calls.tokenRequests).toBe(2);
  });

  it('after an account deletion removes from the store only (the server erased the tokens), then the next user is the server’s again', async () => {
    const driver = pushDriver();
    await driver.login('user-1');
    await driver.logout(true);
    expect(driver.calls.removed).toEqual([{ userId: 'user-1', deviceId: 'web-abc123', serverErased: true }]);
    expect(driver.state()).toBe('idle');
    expect(driver.context().serverErased).toBe(false);
    await driver.login('user-2');
    await driver.login('user-3');
    expect(driver.calls.removed.at(-1)).toEqual({ userId: 'user-2', deviceId: 'web-abc123', serverErased: false });
  });

  it('a deletion while registration was skipped does not spare the next user’s server removal', async () => {
    const driver = pushDriver({ environment: makePushEnvironment({ vapidKey: null }) });
    await driver.login('user-1');
    await driver.logout(true);
    expect(driver.context().serverErased).toBe(true);
    await driver.login('user-2');
    expect(driver.context().serverErased).toBe(false);
  });

  it('leaves a skipped registration with nothing to remove at logout', async () => {
    const driver = pushDriver({ environment: makePushEnvironment({ vapidKey: null }) });
    await driver.login('user-1');
    await driver.logout();
    expect(driver.state()).toBe('idle');
    expect(driver.calls.removed).toEqual([]);
  });
});

describe('push-registration machine: graph', () => {
  it('reaches every state', () => {
    const saved: Saved = ok(undefined);
    const events = (snapshot: Snapshot): PushRegistrationEvent[] => {
      const outputs: Record<string, readonly unknown[]> = {
        pushEnvironmentRead: [makePushEnvironment(), makePushEnvironment({ vapidKey: null })],
        pushTokenRequest: [
          { ok: true, token: 'token-1' },
          { ok: false, reason: 'PERMISSION_DENIED' },
          { ok: false, reason: 'FAILED' },
        ],
      };
      const childEvents = Object.entries(snapshot.children).flatMap(([id, child]) => [
        ...(outputs[String(child?.src)] ?? [saved, FAILED]).map((output) => ({ type: `xstate.done.actor.${id}`, output })),
        { type: `xstate.error.actor.${id}`, error: new Error('boom') },
      ]);
      return [
        { type: 'push.register', userId: 'user-1' },
        { type: 'push.register', userId: 'user-2' },
        { type: 'push.logout' },
        ...(childEvents as unknown as PushRegistrationEvent[]),
      ];
    };
    const paths = getShortestPaths(pushRegistrationMachine, {
      input: { deviceId: 'web-abc123' },
      events,
      serializeState: (s) => JSON.stringify([s.value, s.context.userId, s.context.registeredUserId]),
    });
    const reached = new Set(paths.flatMap((path) => path.state._nodes.map((node) => node.id)));
    const all = getStateNodes(pushRegistrationMachine).map((node) => node.id);
    expect(all).toContain('pushRegistration.saving.store.written');
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
  });
});
