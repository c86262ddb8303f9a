import { PushTokenRecordSchema, err, gatewayError, ok, type PushTokenRecord, type PushTokenStore } from '@modavi/core';
import type { FirebaseOptions } from 'firebase/app';
import type * as FirestoreApi from 'firebase/firestore';

export interface FirestorePushTokenStoreConfig {
  readonly firebase: FirebaseOptions;
  /** From core's pushTokenCollection (staging or production by API base address). */
  readonly collection: string;
}

type FirestoreModule = typeof FirestoreApi;
type TimestampLike = { toMillis(): number };

const TIME_FIELDS = ['createdAt', 'updatedAt', 'lastUsed', 'timestamp'] as const;

/** The document as Firestore keeps it: the spec's record with its times as Timestamps. */
function toDocument(firestore: FirestoreModule, record: PushTokenRecord): Record<string, unknown> {
  const document: Record<string, unknown> = { ...record };
  for (const field of TIME_FIELDS) document[field] = firestore.Timestamp.fromMillis(record[field]);
  return document;
}

const millis = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && typeof (value as TimestampLike).toMillis === 'function' ? (value as TimestampLike).toMillis() : value;

/** A stored document back into core's record; one that does not parse is left out, not fatal. */
function fromDocument(data: Record<string, unknown>): PushTokenRecord | null {
  const plain: Record<string, unknown> = { ...data };
  for (const field of TIME_FIELDS) plain[field] = millis(plain[field]);
  const parsed = PushTokenRecordSchema.safeParse(plain);
  return parsed.success ? parsed.data : null;
}

const failed = (cause: unknown) => err(gatewayError('NETWORK', { detail: `firestore: ${String(cause)}` }));

/**
 * PushTokenStore over Cloud Firestore. Firestore is imported on first use only (about 140 KB
 * gzip when eager); every error becomes a GatewayError value, since push errors are
 * console-only (spec section 8).
 */
export function firestorePushTokenStore(config: FirestorePushTokenStoreConfig): PushTokenStore {
  let opened: Promise<{ firestore: FirestoreModule; db: FirestoreApi.Firestore }> | null = null;
  const open = () =>
    (opened ??= Promise.all([import('firebase/app'), import('firebase/firestore')]).then(([app, firestore]) => {
      const existing = app.getApps()[0];
      return { firestore, db: firestore.getFirestore(existing ?? app.initializeApp(config.firebase)) };
    }));

  return {
    async findByUserAndDevice(userId, deviceId) {
      try {
        const { firestore, db } = await open();
        const snapshot = await firestore.getDocs(
          firestore.query(firestore.collection(db, config.collection), firestore.where('userId', '==', userId), firestore.where('deviceId', '==', deviceId)),
        );
        return ok(
          snapshot.docs.flatMap((document) => {
            const record = fromDocument(document.data());
            return record ? [{ id: document.id, record }] : [];
          }),
        );
      } catch (cause) {
        return failed(cause);
      }
    },
    async add(record) {
      try {
        const { firestore, db } = await open();
        const added = await firestore.addDoc(firestore.collection(db, config.collection), toDocument(firestore, record));
        return ok(added.id);
      } catch (cause) {
        return failed(cause);
      }
    },
    async update(id, record) {
      try {
        const { firestore, db } = await open();
        await firestore.updateDoc(firestore.doc(db, config.collection, id), toDocument(firestore, record));
        return ok(undefined);
      } catch (cause) {
        return failed(cause);
      }
    },
    async remove(id) {
      try {
        const { firestore, db } = await open();
        await firestore.deleteDoc(firestore.doc(db, config.collection, id));
        return ok(undefined);
      } catch (cause) {
        return failed(cause);
      }
    },
  };
}
