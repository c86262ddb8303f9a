/**
 * The address book keeps exactly one default address while it has any (spec: a default flag).
 * Decides which address is the default after a change: the one just chosen, else the current
 * default if it is still there, else the newest remaining (the list is newest first). Empty
 * list: none. Never throws.
 */
export function addressDefaultPick(
  ids: readonly string[],
  current: string | null,
  chosen: string | null = null,
): string | null {
  if (chosen !== null && ids.includes(chosen)) return chosen;
  if (current !== null && ids.includes(current)) return current;
  return ids[0] ?? null;
}

/** Sanity bound on one buyer's address book, so a script cannot fill the table. */
export const ADDRESS_BOOK_MAX = 30;
