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
