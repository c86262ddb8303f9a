import type { GatewayError } from '../ports/gateway-error.js';
import type { PushTokenRegistry } from '../ports/push-token-registry.js';
import type { PushTokenStore } from '../ports/push-token-store.js';
import { ok, type Result } from '../shared/result.js';
import { pushTokenUpsert, type PushTokenUpsertInput } from './push-token-record.js';
import type { PushTokenRemoveInput } from './push-registration.machine.js';

/**
 * Saves a device's token in the document store: the user and device's record is updated, or
 * one is added (core's pushTokenUpsert decides). The first failing call's error is returned.
 */
export async function pushTokenStoreSave(store: PushTokenStore, input: PushTokenUpsertInput): Promise<Result<void, GatewayError>> {
  const found = await store.findByUserAndDevice(input.userId, input.deviceId);
  if (!found.ok) return found;
  const write = pushTokenUpsert(
    found.value.map((entry) => entry.record),
    input,
  );
  if (write.kind === 'update') {
    const target = found.value[write.index];
    if (target !== undefined) return store.update(target.id, write.record);
  }
  const added = await store.add(write.record);
  return added.ok ? ok(undefined) : added;
}

/**
 * Logout: every record of the user on this device is deleted (older clients may have written
 * more than one). Without a user nothing was saved in the store, so nothing is read.
 */
export async function pushTokenStoreRemove(
  store: PushTokenStore,
  input: { readonly userId: string | null; readonly deviceId: string },
): Promise<Result<void, GatewayError>> {
  if (input.userId === null || input.userId === '') return ok(undefined);
  const found = await store.findByUserAndDevice(input.userId, input.deviceId);
  if (!found.ok) return found;
  for (const entry of found.value) {
    const removed = await store.remove(entry.id);
    if (!removed.ok) return removed;
  }
  return ok(undefined);
}

/**
 * Logout's removal (the push machine's `pushTokenRemove`): the server first, then the store;
 * both are tried and the first failure is returned. After an account deletion the server has
 * erased the tokens with the account and refuses its revoked token, so only the store is cleared.
 */
export async function pushTokenRemoveEverywhere(
  registry: PushTokenRegistry,
  store: PushTokenStore | null,
  input: PushTokenRemoveInput,
): Promise<Result<void, GatewayError>> {
  const removed = input.serverErased ? ok(undefined) : await registry.remove(input.deviceId);
  const cleared = store ? await pushTokenStoreRemove(store, input) : ok(undefined);
  return removed.ok ? cleared : removed;
}
