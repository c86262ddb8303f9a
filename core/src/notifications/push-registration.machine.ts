import { assign, fromPromise, setup } from 'xstate';
import type { GatewayError } from '../ports/gateway-error.js';
import type { PushMessaging, PushSkipReason, PushTokenResult } from '../ports/push-messaging.js';
import type { Result } from '../shared/result.js';
import { pushSupportDecide, type PushEnvironment } from './push-support.js';
import { pushRegistrationNeeded, pushTokenOutcome } from './push-registration.js';
import { PUSH_TOKEN_OS_DEFAULT } from './push-token-record.js';

export type PushRegistrationEvent =
  /** A user is logged in (after login, or at start with a stored login). */
  | { readonly type: 'push.register'; readonly userId: string }
  /**
   * The user logged out. `serverErased`: the server already erased the account's push tokens
   * (the account was deleted, its sessions revoked), so the removal leaves the server alone; a
   * call with the revoked token would only be refused.
   */
  | { readonly type: 'push.logout'; readonly serverErased?: boolean };

export interface PushRegistrationContext {
  readonly deviceId: string;
  /** The user the registration is for; null after logout. */
  readonly userId: string | null;
  /** The user whose token is saved on the server and in the store. */
  readonly registeredUserId: string | null;
  readonly token: string | null;
  readonly skipReason: PushSkipReason | null;
  /** The last logout's server already erased the account's push tokens. */
  readonly serverErased: boolean;
}

export interface PushRegistrationInput {
  readonly deviceId: string;
}

/** Body of the create-push-token call (spec section 7). */
export interface PushTokenServerInput {
  readonly token: string;
  readonly deviceId: string;
  readonly os: string;
}

export interface PushTokenStoreInput {
  readonly userId: string;
  readonly deviceId: string;
  readonly token: string;
}

export interface PushTokenRemoveInput {
  readonly userId: string | null;
  readonly deviceId: string;
  /** The server already erased the tokens (account deleted): remove from the document store only. */
  readonly serverErased: boolean;
}

type Saved = Result<void, GatewayError>;

/** The `pushTokenRequest` actor for a PushMessaging port. */
export const pushTokenRequestActor = (messaging: PushMessaging) => fromPromise<PushTokenResult>(() => messaging.token());

const placeholder = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is a placeholder: provide it with machine.provide()`);
};

const forRemoval = ({ context }: { context: PushRegistrationContext }): PushTokenRemoveInput => ({
  userId: context.registeredUserId,
  deviceId: context.deviceId,
  serverErased: context.serverErased,
});

/**
 * Web push registration (spec section 4). On login: read the browser's support (skipped,
 * console-only, when it lacks any), request a token, keep it locally, then save it on the
 * server and in the document store together. A different user re-registers (the previous
 * user's token is removed first); logout removes the token from both. Every effect is a
 * placeholder the app provides; every failure is silent for the user.
 */
export const pushRegistrationMachine = setup({
  types: {
    context: {} as PushRegistrationContext,
    events: {} as PushRegistrationEvent,
    input: {} as PushRegistrationInput,
  },
  actors: {
    pushEnvironmentRead: fromPromise<PushEnvironment>(placeholder('pushEnvironmentRead')),
    pushTokenRequest: fromPromise<PushTokenResult>(placeholder('pushTokenRequest')),
    pushTokenSendToServer: fromPromise<Saved, PushTokenServerInput>(placeholder('pushTokenSendToServer')),
    pushTokenSaveToStore: fromPromise<Saved, PushTokenStoreInput>(placeholder('pushTokenSaveToStore')),
    pushTokenRemove: fromPromise<Saved, PushTokenRemoveInput>(placeholder('pushTokenRemove')),
  },
  guards: {
    registrationNeeded: ({ context }, params: { readonly userId: string | null }) =>
      pushRegistrationNeeded(context.registeredUserId, params.userId),
    /** After a removal nothing is registered, so any logged-in user needs a registration. */
    userPending: ({ context }) => pushRegistrationNeeded(null, context.userId),
    supported: (_, params: { readonly environment: PushEnvironment }) =>
      pushSupportDecide(params.environment).kind === 'supported',
    tokenReceived: (_, params: { readonly result: PushTokenResult }) => pushTokenOutcome(params.result).kind === 'token',
    tokenSkipped: (_, params: { readonly result: PushTokenResult }) => pushTokenOutcome(params.result).kind === 'skip',
    saved: (_, params: { readonly result: Saved }) => params.result.ok,
  },
  actions: {
    /** A login: whatever an earlier deletion's logout said, this user's tokens are the server's again. */
    userSet: assign((_, params: { readonly userId: string | null }) => ({ userId: params.userId, serverErased: false })),
    loggedOut: assign((_, params: { readonly serverErased: boolean }) => ({ userId: null, serverErased: params.serverErased })),
    supportSkip: assign((_, params: { readonly environment: PushEnvironment }) => {
      const decision = pushSupportDecide(params.environment);
      return { skipReason: decision.kind === 'skip' ? decision.reason : null };
    }),
    tokenKeep: assign((_, params: { readonly result: PushTokenResult }) => {
      const outcome = pushTokenOutcome(params.result);
      return { token: outcome.kind === 'token' ? outcome.token : null };
    }),
    tokenSkip: assign((_, params: { readonly result: PushTokenResult }) => {
      const outcome = pushTokenOutcome(params.result);
      return { skipReason: outcome.kind === 'skip' ? outcome.reason : null };
    }),
    registeredMark: assign(({ context }) => ({ registeredUserId: context.userId })),
    registrationClear: assign({ registeredUserId: null, token: null, serverErased: false }),
    /** Placeholder: write STORAGE_KEYS.fcmToken and STORAGE_KEYS.lastPushTokenUserId to local storage. */
    pushTokenRememberLocally: (_, _params: { readonly token: string | null; readonly userId: string | null }) => undefined,
    /** Placeholder: remove STORAGE_KEYS.fcmToken and STORAGE_KEYS.lastPushTokenUserId from local storage. */
    pushTokenForgetLocally: () => undefined,
    /** Placeholder: spec section 8, a skip is logged to the console only (through the Logger). */
    pushSkipLog: (_, _params: { readonly reason: PushSkipReason | null }) => undefined,
    /** Placeholder: a failure is logged to the console only. */
    pushFailureLog: () => undefined,
  },
}).createMachine({
  id: 'pushRegistration',
  context: ({ input }) => ({ deviceId: input.deviceId, userId: null, registeredUserId: null, token: null, skipReason: null, serverErased: false }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'push.register': {
          guard: { type: 'registrationNeeded', params: ({ event }) => ({ userId: event.userId }) },
          target: 'checking',
          actions: { type: 'userSet', params: ({ event }) => ({ userId: event.userId }) },
        },
      },
    },
    checking: {
      invoke: {
        src: 'pushEnvironmentRead',
        onDone: [
          { guard: { type: 'supported', params: ({ event }) => ({ environment: event.output }) }, target: 'requestingToken' },
          { target: 'skipped', actions: { type: 'supportSkip', params: ({ event }) => ({ environment: event.output }) } },
        ],
        onError: 'failed',
      },
      on: { 'push.logout': { target: 'idle', actions: { type: 'loggedOut', params: ({ event }) => ({ serverErased: event.serverErased === true }) } } },
    },
    requestingToken: {
      invoke: {
        src: 'pushTokenRequest',
        onDone: [
          {
            guard: { type: 'tokenReceived', params: ({ event }) => ({ result: event.output }) },
            target: 'saving',
            actions: { type: 'tokenKeep', params: ({ event }) => ({ result: event.output }) },
          },
          {
            guard: { type: 'tokenSkipped', params: ({ event }) => ({ result: event.output }) },
            target: 'skipped',
            actions: { type: 'tokenSkip', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
      on: { 'push.logout': { target: 'idle', actions: { type: 'loggedOut', params: ({ event }) => ({ serverErased: event.serverErased === true }) } } },
    },
    saving: {
      type: 'parallel',
      entry: { type: 'pushTokenRememberLocally', params: ({ context }) => ({ token: context.token, userId: context.userId }) },
      onDone: { target: 'registered', actions: 'registeredMark' },
      // The token may already be on the server or in the store: logging out must remove it.
      on: { 'push.logout': { target: 'removing', actions: { type: 'loggedOut', params: ({ event }) => ({ serverErased: event.serverErased === true }) } } },
      states: {
        server: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                src: 'pushTokenSendToServer',
                input: ({ context }) => ({ token: context.token ?? '', deviceId: context.deviceId, os: PUSH_TOKEN_OS_DEFAULT }),
                onDone: [
                  { guard: { type: 'saved', params: ({ event }) => ({ result: event.output }) }, target: 'sent' },
                  { target: '#pushRegistration.failed' },
                ],
                onError: '#pushRegistration.failed',
              },
            },
            sent: { type: 'final' },
          },
        },
        store: {
          initial: 'writing',
          states: {
            writing: {
              invoke: {
                src: 'pushTokenSaveToStore',
                input: ({ context }) => ({
                  userId: context.userId ?? '',
                  deviceId: context.deviceId,
                  token: context.token ?? '',
                }),
                onDone: [
                  { guard: { type: 'saved', params: ({ event }) => ({ result: event.output }) }, target: 'written' },
                  { target: '#pushRegistration.failed' },
                ],
                onError: '#pushRegistration.failed',
              },
            },
            written: { type: 'final' },
          },
        },
      },
    },
    registered: {
      on: {
        'push.register': {
          guard: { type: 'registrationNeeded', params: ({ event }) => ({ userId: event.userId }) },
          target: 'removing',
          actions: { type: 'userSet', params: ({ event }) => ({ userId: event.userId }) },
        },
        'push.logout': { target: 'removing', actions: { type: 'loggedOut', params: ({ event }) => ({ serverErased: event.serverErased === true }) } },
      },
    },
    skipped: {
      // Support and permission do not change within a page's life: a skip stays until logout.
      entry: { type: 'pushSkipLog', params: ({ context }) => ({ reason: context.skipReason }) },
      on: { 'push.logout': { target: 'idle', actions: { type: 'loggedOut', params: ({ event }) => ({ serverErased: event.serverErased === true }) } } },
    },
    failed: {
      entry: 'pushFailureLog',
      on: {
        'push.register': {
          guard: { type: 'registrationNeeded', params: ({ event }) => ({ userId: event.userId }) },
          target: 'checking',
          actions: { type: 'userSet', params: ({ event }) => ({ userId: event.userId }) },
        },
        // A failed save may have written one of the two places.
        'push.logout': { target: 'removing', actions: { type: 'loggedOut', params: ({ event }) => ({ serverErased: event.serverErased === true }) } },
      },
    },
    removing: {
      invoke: {
        src: 'pushTokenRemove',
        input: forRemoval,
        // Removal errors are silent: logout goes on either way.
        onDone: [
          {
            guard: 'userPending',
            target: 'checking',
            actions: ['registrationClear', 'pushTokenForgetLocally'],
          },
          { target: 'idle', actions: ['registrationClear', 'pushTokenForgetLocally'] },
        ],
        onError: [
          {
            guard: 'userPending',
            target: 'checking',
            actions: ['registrationClear', 'pushTokenForgetLocally'],
          },
          { target: 'idle', actions: ['registrationClear', 'pushTokenForgetLocally'] },
        ],
      },
      on: {
        'push.register': { actions: { type: 'userSet', params: ({ event }) => ({ userId: event.userId }) } },
        'push.logout': { actions: { type: 'loggedOut', params: ({ event }) => ({ serverErased: event.serverErased === true }) } },
      },
    },
  },
});
