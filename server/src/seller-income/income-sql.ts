import { expressionBuilder, sql, type Expression } from 'kysely';
import type { DB } from '../db/schema.generated.js';

const eb = expressionBuilder<DB, never>();

/** A line's payouts that are not failed (a failed payout takes nothing). */
const linePayouts = (lineId: Expression<string | null>) =>
  eb.selectFrom('payout_lines as pl').innerJoin('payouts as p', 'p.id', 'pl.payout_id').where('pl.order_shop_id', '=', lineId).where('p.status', '<>', 'failed');

/**
 * What is still owed of a line (`lineId`: its order_shop_id): its entries less what payouts not
 * failed took of it. A line a payout took in full owes 0; a refund after its payout makes it owe
 * a negative amount, which the next payout settles.
 */
export const lineOwed = (lineId: Expression<string | null>) =>
  sql<number>`(
  ${eb.selectFrom('income_entries as e').select(sql`coalesce(sum(e.amount), 0)`.as('s')).where('e.order_shop_id', '=', lineId)}
  - ${linePayouts(lineId).select(sql`coalesce(sum(pl.amount), 0)`.as('s'))})::int`;

/** The payout that last took the line and is not failed: its id and status ('id:status'). */
export const linePayout = (lineId: Expression<string | null>) =>
  linePayouts(lineId)
    .select(sql<string | null>`p.id || ':' || p.status`.as('payout'))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(1)
    .$asScalar();
