import * as z from 'zod/mini';

/**
 * An amount in Vietnamese dong. Branded so it cannot be mixed with a percentage or a
 * quantity by accident; VND has no minor unit in practice, but the API may send decimals. zod/mini keeps the first-visit bundle small; its numbers are
 * finite by definition.
 */
export const VndSchema = z.number().brand<'Vnd'>();
export type Vnd = z.infer<typeof VndSchema>;

/** Builds a Vnd from a plain number; non-finite input becomes 0 so totals never turn into NaN. */
export const vnd = (amount: number): Vnd => (Number.isFinite(amount) ? amount : 0) as Vnd;

export const vndAdd = (a: Vnd, b: Vnd): Vnd => vnd(a + b);
export const vndTimes = (a: Vnd, times: number): Vnd => vnd(a * times);
