import { awardsEditionCurrent, awardsRanks, type AwardsCategory, type AwardsEdition, type AwardsNomineeKind } from '@modavi/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { epochMs } from '../db/time-sql.js';

/** An edition's voting window in epoch ms, as core's awardsEditionCurrent reads it. */
const votingWindow = (eb: ExpressionBuilder<DB & { e: DB['awards_editions'] }, 'e'>) =>
  [
    epochMs(eb.ref('e.voting_starts_at')).as('startsMs'),
    epochMs(eb.ref('e.voting_ends_at')).as('endsMs'),
  ] as const;

const editionsSelect = (db: Db) =>
  typedDb(db)
    .selectFrom('awards_editions as e')
    .select((eb) => ['e.id', 'e.year', 'e.name', ...votingWindow(eb)]);

type EditionRow = Awaited<ReturnType<ReturnType<typeof editionsSelect>['executeTakeFirstOrThrow']>>;

/** The edition the page shows now (core's awardsEditionCurrent), without its categories. */
export async function awardsEditionShown(db: Db, nowMs: number): Promise<EditionRow | null> {
  const editions = await editionsSelect(db).execute();
  return awardsEditionCurrent(editions, nowMs);
}

/** An edition with its categories in order and each category's nominees, most votes first, ranked. */
export async function awardsEditionRead(db: Db, edition: EditionRow, open: boolean): Promise<AwardsEdition> {
  const typed = typedDb(db);
  const categories = await typed
    .selectFrom('awards_categories')
    .select(['id', 'name', 'name_en', 'kind'])
    .where('edition_id', '=', edition.id)
    .orderBy('position')
    .execute();
  // A nominee is a shop or a product: exactly one of the two ids is set (the table's CHECK).
  const nominees = await typed
    .selectFrom('awards_nominees as n')
    .innerJoin('awards_categories as c', 'c.id', 'n.category_id')
    .leftJoin('shops as s', 's.id', 'n.shop_id')
    .leftJoin('products as p', 'p.id', 'n.product_id')
    .select([
      'n.id',
      'n.category_id',
      sql<AwardsNomineeKind>`CASE WHEN n.shop_id IS NULL THEN 'product' ELSE 'shop' END`.as('kind'),
      sql<string>`coalesce(n.shop_id, n.product_id)`.as('target_id'),
      sql<string>`coalesce(s.name, p.name)`.as('name'),
      sql<string | null>`CASE WHEN n.shop_id IS NULL THEN p.images->>0 ELSE s.avatar END`.as('image'),
      'n.votes',
    ])
    .where('c.edition_id', '=', edition.id)
    .orderBy('n.votes', 'desc')
    .orderBy('n.position')
    .execute();
  const withNominees = categories.map((category): AwardsCategory => {
    const own = nominees.filter((nominee) => nominee.category_id === category.id);
    const ranks = awardsRanks(own.map((nominee) => nominee.votes));
    return {
      ...category,
      nominees: own.map(({ category_id: _category, ...nominee }, index) => ({ ...nominee, rank: ranks[index] ?? 1 })),
    };
  });
  return {
    id: edition.id,
    year: edition.year,
    name: edition.name,
    voting_starts_at: new Date(edition.startsMs).toISOString(),
    voting_ends_at: new Date(edition.endsMs).toISOString(),
    open,
    categories: withNominees,
  };
}

/** The edition a nominee belongs to (its window decides whether a vote is taken). */
export async function awardsNomineeEdition(db: Db, nomineeId: string): Promise<{ startsMs: number; endsMs: number } | null> {
  const row = await typedDb(db)
    .selectFrom('awards_nominees as n')
    .innerJoin('awards_categories as c', 'c.id', 'n.category_id')
    .innerJoin('awards_editions as e', 'e.id', 'c.edition_id')
    .select(votingWindow)
    .where('n.id', '=', nomineeId)
    .executeTakeFirst();
  return row ?? null;
}
