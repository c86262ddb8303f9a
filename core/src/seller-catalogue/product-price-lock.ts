import { ok, err } from '../shared/result.js';
import { issue, type Validation } from '../shared/validation.js';
import { DAY_MS } from '../format/epoch-ms.js';

/**
 * Spec 5 and 9: "price cannot change within 14 days; at most 3 changes". Read as one rate
 * limit: at most 3 price changes in any 14-day span. The other reading (a 14-day lock after
 * each change and 3 changes for the product's whole life) would freeze a price for good after
 * the third change, which no seller could work with; the two clauses fit together as a span.
 */
export const PRODUCT_PRICE_LOCK = { windowDays: 14, changesMax: 3 } as const;

export interface ProductPriceUpdate {
  readonly previousPrice: number;
  readonly nextPrice: number;
  /** When earlier price changes happened (epoch ms), in any order. */
  readonly changedAt: readonly number[];
  /** Now (epoch ms), from the Clock. */
  readonly now: number;
}

/**
 * Whether the seller may change the price now. An unchanged price always passes. Otherwise it
 * is refused with 'PRODUCT.CANNOT_UPDATE_PRICE' when the span already holds the maximum, with
 * `unlockAt`: when the oldest change in the span leaves it. On success, how many changes remain
 * in the span after this one.
 */
export function productPriceUpdateCheck(update: ProductPriceUpdate): Validation<{ readonly remaining: number }> {
  const { windowDays, changesMax } = PRODUCT_PRICE_LOCK;
  const windowMs = windowDays * DAY_MS;
  const recent = update.changedAt.filter((at) => Number.isFinite(at) && at > update.now - windowMs).sort((a, b) => a - b);
  const changing = update.previousPrice !== update.nextPrice;
  if (!changing) return ok({ remaining: Math.max(0, changesMax - recent.length) });
  if (recent.length < changesMax) return ok({ remaining: changesMax - recent.length - 1 });
  const leaving = recent[recent.length - changesMax] ?? update.now;
  return err([
    issue('sale_price', 'PRODUCT.CANNOT_UPDATE_PRICE', { max: changesMax, days: windowDays, unlockAt: leaving + windowMs }),
  ]);
}

/**
 * How the lock stands now, for the price field's note: how many changes the span still allows,
 * and when the next change is allowed again if none is left (null while one is).
 */
export function productPriceLockState(changedAt: readonly number[], now: number): { readonly remaining: number; readonly nextChangeAt: number | null } {
  const check = productPriceUpdateCheck({ previousPrice: 0, nextPrice: 1, changedAt, now });
  if (check.ok) return { remaining: check.value.remaining + 1, nextChangeAt: null };
  const unlockAt = check.error[0]?.params?.['unlockAt'];
  return { remaining: 0, nextChangeAt: typeof unlockAt === 'number' ? unlockAt : now };
}

/** The prices a product sells at: its own, or its variants' (keyed by their option names). */
export interface ProductPriceSet {
  readonly sale_price: number;
  readonly variants: readonly { readonly options: readonly string[]; readonly price: number }[];
}

/**
 * Whether an edit changes a price buyers already saw: the product's own price when it has no
 * variants, otherwise the price of any variant that existed before. A new variant brings a
 * new price, not a change; a product's "from" price follows its variants and is not counted twice.
 */
export function productPricesDiffer(before: ProductPriceSet, after: ProductPriceSet): boolean {
  if (before.variants.length === 0 && after.variants.length === 0) return before.sale_price !== after.sale_price;
  const old = new Map(before.variants.map((variant) => [variant.options.join('\u0000'), variant.price]));
  return after.variants.some((variant) => {
    const price = old.get(variant.options.join('\u0000'));
    return price !== undefined && price !== variant.price;
  });
}
