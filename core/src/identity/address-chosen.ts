/**
 * Which address of the address book an order goes to: the buyer's own choice while it is still
 * in the book, otherwise the default address, otherwise the first one; null for an empty book.
 */
export function addressChosen<T extends { readonly _id: string; readonly is_default: boolean }>(
  book: readonly T[],
  choice: string | null,
): T | null {
  return book.find((address) => address._id === choice) ?? book.find((address) => address.is_default) ?? book[0] ?? null;
}
