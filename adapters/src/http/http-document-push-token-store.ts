import * as z from 'zod/mini';
import { PushTokenRecordSchema, ok, type PushTokenStore, DEV_API_PATHS } from '@modavi/core';
import type { HttpClient } from './http-client.js';

const EntriesSchema = z.array(z.object({ id: z.string(), data: PushTokenRecordSchema }));
const AddedSchema = z.object({ id: z.string() });
const Anything = z.unknown();

/**
 * PushTokenStore over the reference server's stand-in document store (outside production
 * only), so that push registration runs end to end with no cloud service.
 */
export function httpDocumentPushTokenStore(client: HttpClient, collection: string): PushTokenStore {
  return {
    async findByUserAndDevice(userId, deviceId) {
      const found = await client.request({ method: 'GET', path: DEV_API_PATHS.devDocuments(collection), schema: EntriesSchema, query: { userId, deviceId } });
      return found.ok ? ok(found.value.map((entry) => ({ id: entry.id, record: entry.data }))) : found;
    },
    async add(record) {
      const added = await client.request({ method: 'POST', path: DEV_API_PATHS.devDocuments(collection), schema: AddedSchema, body: record });
      return added.ok ? ok(added.value.id) : added;
    },
    async update(id, record) {
      const updated = await client.request({ method: 'PUT', path: DEV_API_PATHS.devDocument(collection, id), schema: Anything, body: record });
      return updated.ok ? ok(undefined) : updated;
    },
    async remove(id) {
      const removed = await client.request({ method: 'DELETE', path: DEV_API_PATHS.devDocument(collection, id), schema: Anything });
      return removed.ok ? ok(undefined) : removed;
    },
  };
}
