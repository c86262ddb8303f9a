import { textFold } from '../format/text.js';
import { SEARCH_QUERY_LENGTH_MAX } from './search-params.js';

/** How many recent searches the overlay keeps and shows. */
export const RECENT_SEARCHES_MAX = 10;

const same = (a: string, b: string) => textFold(a).replace(/\s+/g, ' ') === textFold(b).replace(/\s+/g, ' ');

/**
 * The list after searching for `query`: it moves to the front, an earlier search that differs
 * only in accents, case or spacing ('Áo sơ mi' and 'ao so mi') is replaced by it, blank
 * queries change nothing, and the oldest fall off past `max`.
 */
export function recentSearchesAdd(list: readonly string[], query: string, max: number = RECENT_SEARCHES_MAX): string[] {
  const entry = query.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_LENGTH_MAX);
  if (entry === '') return [...list];
  return [entry, ...list.filter((item) => !same(item, entry))].slice(0, max);
}

/** The list without `query` (the "remove" button next to one entry). */
export function recentSearchesRemove(list: readonly string[], query: string): string[] {
  return list.filter((item) => item !== query);
}

/**
 * The stored list (JSON text from a key-value store) read defensively: anything that is not
 * a list of non-blank strings is ignored, so a corrupted entry never breaks the search box.
 */
export function recentSearchesRead(stored: string | null, max: number = RECENT_SEARCHES_MAX): string[] {
  if (stored === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .reduce<string[]>((list, item) => (list.some((kept) => same(kept, item)) ? list : [...list, item.trim()]), [])
    .slice(0, max);
}
