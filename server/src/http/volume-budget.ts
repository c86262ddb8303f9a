import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { ApiError, ERROR_CODES } from './api-error.js';

/** One budget to spend from: its key (who, what) and how much it holds per window. */
export interface BudgetLine {
  readonly key: string;
  readonly limit: number;
}

export type BudgetVerdict = { readonly ok: true } | { readonly ok: false; readonly retryAfterMs: number };

/**
 * Spends `amount` from each budget for the fixed window `now` falls in (`windowMs` long), in
 * the database, so every process of a deployment counts together (a library such as
 * rate-limiter-flexible has stores for PostgreSQL and Redis but none for the embedded PGlite).
 * Refused when any budget would go past its limit; what was asked is counted even then, so a
 * client that keeps pushing stays refused until the window ends. Old windows are swept as new
 * ones open.
 */
export async function budgetSpend(db: Db, lines: readonly BudgetLine[], amount: number, windowMs: number, now: number): Promise<BudgetVerdict> {
  if (lines.length === 0) return { ok: true };
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const typed = typedDb(db);
  const rows = await typed
    .insertInto('volume_budgets')
    .values([...new Set(lines.map((line) => line.key))].map((key) => ({ key, window_start: new Date(windowStart), used: amount })))
    .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet((eb) => ({ used: eb('volume_budgets.used', '+', eb.ref('excluded.used')) })))
    .returning(['key', 'used'])
    .execute();
  const usedOf = new Map(rows.map((row) => [row.key, Number(row.used)]));
  // A window's first spend sweeps the windows before the last one.
  if (rows.some((row) => Number(row.used) === amount)) {
    await typed.deleteFrom('volume_budgets').where('window_start', '<', new Date(windowStart - windowMs)).execute();
  }
  const refused = lines.some((line) => (usedOf.get(line.key) ?? 0) > line.limit);
  return refused ? { ok: false, retryAfterMs: windowStart + windowMs - now } : { ok: true };
}

/** Spends, or throws the catalogue's 429 `REQUEST.RATE_LIMITED` with the seconds to wait. */
export async function budgetSpendOrRefuse(c: Context, db: Db, lines: readonly BudgetLine[], amount: number, windowMs: number, now: number): Promise<void> {
  const verdict = await budgetSpend(db, lines, amount, windowMs, now);
  if (verdict.ok) return;
  c.header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
  throw new ApiError(429, ERROR_CODES.requestRateLimited, 'Too many requests from this client; wait before sending more.');
}

/**
 * A pseudonymous key for a client's address: stored with guests' events to tell places apart,
 * without keeping the address itself.
 */
export const clientKeyOf = (address: string): string => createHash('sha256').update(`modavi-client:${address}`).digest('hex').slice(0, 24);
