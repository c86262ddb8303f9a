import { recentSearchesAdd, recentSearchesRead, recentSearchesRemove, type KeyValueStore } from '@modavi/core';

/**
 * Local-storage key of the search overlay's recent searches. Ours: the spec lists no key for
 * them; they describe the device's use, so they are not in STORAGE_KEYS' logout list either.
 */
export const RECENT_SEARCHES_KEY = 'recentSearches';

/** The overlay's recent searches on this device, read and written through core's rules. */
export const recentSearchesStore = (store: KeyValueStore) => ({
  list: (): string[] => recentSearchesRead(store.get(RECENT_SEARCHES_KEY)),
  add(query: string): string[] {
    const next = recentSearchesAdd(recentSearchesRead(store.get(RECENT_SEARCHES_KEY)), query);
    store.set(RECENT_SEARCHES_KEY, JSON.stringify(next));
    return next;
  },
  remove(query: string): string[] {
    const next = recentSearchesRemove(recentSearchesRead(store.get(RECENT_SEARCHES_KEY)), query);
    store.set(RECENT_SEARCHES_KEY, JSON.stringify(next));
    return next;
  },
  clear(): string[] {
    store.remove(RECENT_SEARCHES_KEY);
    return [];
  },
});
