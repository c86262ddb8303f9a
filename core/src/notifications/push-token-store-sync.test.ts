import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gatewayError, type GatewayError } from '../ports/gateway-error.js';
import type { PushTokenRegistry } from '../ports/push-token-registry.js';
import type { PushTokenStore } from '../ports/push-token-store.js';
import { err, ok, type Result } from '../shared/result.js';
import { makePushTokenRecord } from '../testing/notifications-factories.js';
import { pushTokenRemoveEverywhere } from './push-token-store-sync.js';

/** A registry and a store that record what they were asked, answering as told. */
function fakes(answers: { registry?: Result<void, GatewayError> } = {}) {
  const calls: string[] = [];
  const registry: PushTokenRegistry = {
    register: async () => ok(undefined),
    remove: async (deviceId) => {
      calls.push(`server remove ${deviceId}`);
      return answers.registry ?? ok(undefined);
    },
  };
  const store: PushTokenStore = {
    findByUserAndDevice: async (userId, deviceId) => {
      calls.push(`store find ${userId} ${deviceId}`);
      return ok([{ id: 'doc-1', record: makePushTokenRecord({ userId, deviceId }) }]);
    },
    add: async () => ok('doc-2'),
    update: async () => ok(undefined),
    remove: async (id) => {
      calls.push(`store remove ${id}`);
      return ok(undefined);
    },
  };
  return { calls, registry, store };
}

describe('pushTokenRemoveEverywhere', () => {
  it('at a logout removes the token from the server, then the store', async () => {
    const { calls, registry, store } = fakes();
    expect(await pushTokenRemoveEverywhere(registry, store, { userId: 'user-1', deviceId: 'web-1', serverErased: false })).toEqual(ok(undefined));
    expect(calls).toEqual(['server remove web-1', 'store find user-1 web-1', 'store remove doc-1']);
  });

  it('after an account deletion asks the server nothing (it erased the tokens and refuses the revoked token)', async () => {
    const { calls, registry, store } = fakes({ registry: err(gatewayError('UNAUTHORIZED')) });
    expect(await pushTokenRemoveEverywhere(registry, store, { userId: 'user-1', deviceId: 'web-1', serverErased: true })).toEqual(ok(undefined));
    expect(calls).toEqual(['store find user-1 web-1', 'store remove doc-1']);
  });

  it('calls the server exactly when it still holds the token, and always tries the store', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.boolean(), async (serverErased, serverFails) => {
        const { calls, registry, store } = fakes({ registry: serverFails ? err(gatewayError('NETWORK')) : ok(undefined) });
        const result = await pushTokenRemoveEverywhere(registry, store, { userId: 'user-1', deviceId: 'web-1', serverErased });
        expect(calls.includes('server remove web-1')).toBe(!serverErased);
        expect(calls).toContain('store remove doc-1');
        expect(result.ok).toBe(serverErased || !serverFails);
      }),
      { numRuns: 20 },
    );
  });
});
