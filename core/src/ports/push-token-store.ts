import type { PushTokenRecord } from '../notifications/push-token-record.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

/** A stored push token record with the document id the store gave it. */
export interface PushTokenStoreEntry {
  readonly id: string;
  readonly record: PushTokenRecord;
}

/**
 * The cloud document store that keeps push token records (spec sections 3 and 7: query by
 * userId and deviceId, add, update, delete). The collection is the adapter's, chosen with
 * core's pushTokenCollection.
 */
export interface PushTokenStore {
  findByUserAndDevice(userId: string, deviceId: string): Promise<Result<readonly PushTokenStoreEntry[], GatewayError>>;
  add(record: PushTokenRecord): Promise<Result<string, GatewayError>>;
  update(id: string, record: PushTokenRecord): Promise<Result<void, GatewayError>>;
  remove(id: string): Promise<Result<void, GatewayError>>;
}
