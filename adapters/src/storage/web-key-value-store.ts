import type { KeyValueStore } from '@modavi/core';

/**
 * KeyValueStore over a Web Storage object. Storage can throw (quota, privacy mode); a failed
 * read is treated as absent and a failed write is dropped, since what is stored here is a cache
 * of preferences, never the only copy of user data.
 */
export function webStorageKeyValueStore(storage: Storage | undefined): KeyValueStore {
  return {
    get(key) {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage?.setItem(key, value);
      } catch {
        /* see above */
      }
    },
    remove(key) {
      try {
        storage?.removeItem(key);
      } catch {
        /* see above */
      }
    },
  };
}

export const localStorageKeyValueStore = (): KeyValueStore =>
  webStorageKeyValueStore(typeof localStorage === 'undefined' ? undefined : localStorage);

export const sessionStorageKeyValueStore = (): KeyValueStore =>
  webStorageKeyValueStore(typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
