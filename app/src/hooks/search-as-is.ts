/**
 * A route's `validateSearch` that keeps the address as it is, typed as the page reads it. The
 * page (and its loader) parse it with core's reader in their own chunks: a reader here would be
 * part of the route tree, i.e. of every buyer's first visit (its budget is 170 KB).
 */
export const searchAsIs =
  <T extends object>() =>
  (search: Record<string, unknown>): Partial<T> =>
    search as Partial<T>;
