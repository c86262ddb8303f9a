import { ok, type PushTokenRecord, type PushTokenStore } from '@modavi/core';

/** PushTokenStore in a Map: for tests and for builds without a document store. */
export function memoryPushTokenStore(): PushTokenStore & { readonly records: () => ReadonlyMap<string, PushTokenRecord> } {
  const documents = new Map<string, PushTokenRecord>();
  let sequence = 0;
  return {
    records: () => documents,
    async findByUserAndDevice(userId, deviceId) {
      return ok(
        [...documents.entries()]
          .filter(([, record]) => record.userId === userId && record.deviceId === deviceId)
          .map(([id, record]) => ({ id, record })),
      );
    },
    async add(record) {
      sequence += 1;
      const id = `push-token-${sequence}`;
      documents.set(id, { ...record });
      return ok(id);
    },
    async update(id, record) {
      documents.set(id, { ...record });
      return ok(undefined);
    },
    async remove(id) {
      documents.delete(id);
      return ok(undefined);
    },
  };
}
