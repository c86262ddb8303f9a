import { describe, expect, it, vi } from 'vitest';
import { firestorePushTokenStore } from '@modavi/adapters/firebase';
import { pushTokenStoreContract } from './push-token-store.contract';

/**
 * No Firestore emulator runs on these machines (it downloads a Java server), so the adapter is
 * checked against a small in-memory Firestore that keeps Timestamps as Firestore does: the
 * contract then proves the adapter's queries and its time conversions both ways.
 */
const fake = vi.hoisted(() => {
  type Timestamp = { readonly seconds: number; toMillis(): number };
  type Where = { readonly field: string; readonly value: unknown };
  const collections = new Map<string, Map<string, Record<string, unknown>>>();
  let next = 0;
  const named = (name: string) => {
    const existing = collections.get(name);
    if (existing) return existing;
    const created = new Map<string, Record<string, unknown>>();
    collections.set(name, created);
    return created;
  };
  return {
    collections,
    module: {
      Timestamp: { fromMillis: (ms: number): Timestamp => ({ seconds: Math.floor(ms / 1000), toMillis: () => ms }) },
      getFirestore: () => ({ kind: 'firestore' }),
      collection: (_db: unknown, name: string) => ({ name }),
      doc: (_db: unknown, name: string, id: string) => ({ name, id }),
      where: (field: string, _op: string, value: unknown): Where => ({ field, value }),
      query: (collection: { name: string }, ...wheres: Where[]) => ({ name: collection.name, wheres }),
      async getDocs(query: { name: string; wheres: Where[] }) {
        const docs = [...named(query.name).entries()]
          .filter(([, data]) => query.wheres.every((where) => data[where.field] === where.value))
          .map(([id, data]) => ({ id, data: () => ({ ...data }) }));
        return { docs };
      },
      async addDoc(collection: { name: string }, data: Record<string, unknown>) {
        next += 1;
        const id = `doc-${next}`;
        named(collection.name).set(id, { ...data });
        return { id };
      },
      async updateDoc(ref: { name: string; id: string }, data: Record<string, unknown>) {
        const existing = named(ref.name).get(ref.id);
        if (!existing) throw new Error('not-found');
        named(ref.name).set(ref.id, { ...existing, ...data });
      },
      async deleteDoc(ref: { name: string; id: string }) {
        named(ref.name).delete(ref.id);
      },
    },
  };
});

vi.mock('firebase/firestore', () => fake.module);
vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: () => ({ kind: 'app' }) }));

let collectionSeq = 0;
pushTokenStoreContract('firestorePushTokenStore (in-memory Firestore)', async () =>
  firestorePushTokenStore({ firebase: { projectId: 'modavi-test' }, collection: `push_tokens_${(collectionSeq += 1)}` }),
);


describe('firestorePushTokenStore documents', () => {
  it('stores the record\'s times as Firestore Timestamps', async () => {
    const store = firestorePushTokenStore({ firebase: { projectId: 'modavi-test' }, collection: 'times' });
    await store.add({ createdAt: 5_000, updatedAt: 6_000, userId: 'u', deviceId: 'd', lastUsed: 7_000, os: 'Web', timestamp: 8_000, token: 't' });
    const [document] = [...(fake.collections.get('times')?.values() ?? [])];
    expect(typeof (document?.createdAt as { toMillis?: unknown }).toMillis).toBe('function');
    expect((document?.timestamp as { toMillis(): number }).toMillis()).toBe(8_000);
    expect(document?.token).toBe('t');
  });

  it('turns a failing Firestore call into a NETWORK gateway error instead of throwing', async () => {
    const store = firestorePushTokenStore({ firebase: { projectId: 'modavi-test' }, collection: 'missing' });
    const updated = await store.update('no-such-document', { createdAt: 1, updatedAt: 1, userId: 'u', deviceId: 'd', lastUsed: 1, os: 'Web', timestamp: 1, token: 't' });
    expect(updated).toEqual({ ok: false, error: expect.objectContaining({ code: 'NETWORK' }) });
  });
});
