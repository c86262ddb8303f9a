/**
 * `true` when two unions name the same members, `never` otherwise: a compile-time check that
 * a machine's events and its role table list the same steps (`const ok: SameKeys<A, B> = true`).
 */
export type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : never;
