import type { KeyValueStore } from '@modavi/core';

/** KeyValueStore kept in a Map: for tests and for runtimes without Web Storage. */
export function memoryKeyValueStore(initial: Record<string, string> = {}): KeyValueStore {
  const entries = new Map(Object.entries(initial));
  return {
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  };
}
