import { beforeEach, describe, expect, it } from 'vitest';
import { pushTokenStoreRemove, pushTokenStoreSave, type PushTokenRecord, type PushTokenStore } from '@modavi/core';

const record = (overrides: Partial<PushTokenRecord> = {}): PushTokenRecord => ({
  createdAt: 1_000,
  updatedAt: 1_000,
  userId: 'user-1',
  deviceId: 'device-1',
  lastUsed: 1_000,
  os: 'Web',
  timestamp: 1_000,
  token: 'token-1',
  ...overrides,
});

const tokensOf = async (store: PushTokenStore, userId: string, deviceId: string) => {
  const found = await store.findByUserAndDevice(userId, deviceId);
  if (!found.ok) throw new Error(JSON.stringify(found.error));
  return found.value.map((entry) => entry.record.token);
};

/**
 * What every PushTokenStore does, whether records live in memory, in the reference server's
 * stand-in document store or in Firestore; and core's save and remove over it.
 */
export function pushTokenStoreContract(name: string, fresh: () => Promise<PushTokenStore>) {
  describe(`PushTokenStore contract: ${name}`, () => {
    let store: PushTokenStore;
    beforeEach(async () => {
      store = await fresh();
    });

    it('finds records by user and device only', async () => {
      await store.add(record());
      await store.add(record({ deviceId: 'device-2', token: 'other-device' }));
      await store.add(record({ userId: 'user-2', token: 'other-user' }));
      expect(await tokensOf(store, 'user-1', 'device-1')).toEqual(['token-1']);
      expect(await tokensOf(store, 'user-3', 'device-1')).toEqual([]);
    });

    it('gives each added record an id that update and remove act on', async () => {
      const added = await store.add(record());
      if (!added.ok) throw new Error('not added');
      expect((await store.update(added.value, record({ token: 'token-2', updatedAt: 2_000 }))).ok).toBe(true);
      const found = await store.findByUserAndDevice('user-1', 'device-1');
      expect(found.ok && found.value).toEqual([{ id: added.value, record: record({ token: 'token-2', updatedAt: 2_000 }) }]);
      expect((await store.remove(added.value)).ok).toBe(true);
      expect(await tokensOf(store, 'user-1', 'device-1')).toEqual([]);
    });

    it('core save updates the device\'s record instead of adding a second one, keeping its creation time', async () => {
      await pushTokenStoreSave(store, { userId: 'user-1', deviceId: 'device-1', token: 'first', now: 5_000 });
      await pushTokenStoreSave(store, { userId: 'user-1', deviceId: 'device-1', token: 'second', now: 9_000 });
      const found = await store.findByUserAndDevice('user-1', 'device-1');
      expect(found.ok && found.value.map((entry) => entry.record)).toEqual([
        { createdAt: 5_000, updatedAt: 9_000, userId: 'user-1', deviceId: 'device-1', lastUsed: 9_000, os: 'Web', timestamp: 9_000, token: 'second' },
      ]);
    });

    it('core remove deletes every record of the user on the device and leaves the others', async () => {
      await store.add(record());
      await store.add(record({ token: 'older-client-copy' }));
      await store.add(record({ userId: 'user-2', token: 'someone-else' }));
      expect((await pushTokenStoreRemove(store, { userId: 'user-1', deviceId: 'device-1' })).ok).toBe(true);
      expect(await tokensOf(store, 'user-1', 'device-1')).toEqual([]);
      expect(await tokensOf(store, 'user-2', 'device-1')).toEqual(['someone-else']);
    });
  });
}
