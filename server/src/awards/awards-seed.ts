import { VIETNAM_UTC_OFFSET_INTERVAL_SQL } from '@modavi/core';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb, type TypedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';

/** Nominees per category: enough for a podium and a short list on a phone. */
const NOMINEES_PER_CATEGORY = 6;

/** A nominee candidate: the shop's or product's id and the figure its starting votes come from. */
type NomineePick = (typed: TypedDb) => SelectQueryBuilder<DB & { s: DB['shops']; p: DB['products'] }, 's' | 'p', { id: string; score: number }>;

/** Shops selling in a vertical (a visible product of one of its categories). */
const shopsSelling = (typed: TypedDb, vertical: 'fashion' | 'beauty') =>
  typed
    .selectFrom('shops as s')
    .select(['s.id', 's.followers as score'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('products as p')
          .innerJoin('categories as c', 'c.id', 'p.category_id')
          .select(sql.lit(1).as('one'))
          .whereRef('p.shop_id', '=', 's.id')
          .where('c.vertical', '=', vertical)
          .where('p.hidden', '=', false),
      ),
    );

/**
 * The seeded edition's categories, each picking its nominees from the seeded catalogue with a
 * query (shops by followers, products by sales): the page never names a shop or a category itself.
 */
const CATEGORIES: readonly { readonly key: string; readonly name: string; readonly nameEn: string; readonly kind: 'shop' | 'product'; readonly pick: NomineePick }[] = [
  {
    key: 'fashion-shop',
    name: 'Shop thời trang của năm',
    nameEn: 'Fashion shop of the year',
    kind: 'shop',
    pick: (typed) => shopsSelling(typed, 'fashion').orderBy('s.followers', 'desc').orderBy('s.id').limit(NOMINEES_PER_CATEGORY),
  },
  {
    key: 'beauty-brand',
    name: 'Thương hiệu mỹ phẩm được yêu thích',
    nameEn: 'Favourite beauty brand',
    kind: 'shop',
    pick: (typed) => shopsSelling(typed, 'beauty').orderBy('s.rating', 'desc').orderBy('s.followers', 'desc').orderBy('s.id').limit(NOMINEES_PER_CATEGORY),
  },
  {
    key: 'hot-product',
    name: 'Sản phẩm hot của năm',
    nameEn: 'Hot product of the year',
    kind: 'product',
    pick: (typed) =>
      typed.selectFrom('products as p').select(['p.id', 'p.sold as score']).where('p.hidden', '=', false).orderBy('p.sold', 'desc').orderBy('p.id').limit(NOMINEES_PER_CATEGORY),
  },
];

/** Days the seeded edition has been open, and days it stays open, counted from the day the data is seeded. */
const SEED_VOTING_OPENED_DAYS_AGO = 30;
const SEED_VOTING_OPEN_DAYS_AHEAD = 60;

/**
 * Seeds this year's edition once (no edition yet): open from 30 days before the seeding to 60
 * days after, at midnight in Vietnam, so a fresh server always has an event to vote in. Its
 * counts start from the shops' followers and the products' sales (tenths), like the catalogue's
 * own demo figures.
 */
export async function awardsSeedIfEmpty(db: Db): Promise<void> {
  const typed = typedDb(db);
  const present = await typed
    .selectNoFrom((eb) => eb.exists(eb.selectFrom('awards_editions').select(sql.lit(1).as('one'))).$castTo<boolean>().as('present'))
    .executeTakeFirst();
  if (present?.present) return;
  // Vietnam has no daylight saving: its midnight is UTC+7's (core's vietnam-day), no time zone database needed.
  const offset = sql.lit(VIETNAM_UTC_OFFSET_INTERVAL_SQL);
  const edition = await typed
    .with('day', (qc) => qc.selectNoFrom(sql<Date>`date_trunc('day', (now() AT TIME ZONE 'UTC') + interval ${offset})`.as('today')))
    .insertInto('awards_editions')
    .columns(['id', 'year', 'name', 'voting_starts_at', 'voting_ends_at'])
    .expression((eb) =>
      eb
        .selectFrom('day')
        .select([
          sql<string>`'awards-' || extract(year FROM today)::int`.as('id'),
          sql<number>`extract(year FROM today)::int`.as('year'),
          sql<string>`'Modavi Awards ' || extract(year FROM today)::int`.as('name'),
          sql<Date>`(today - make_interval(days => ${SEED_VOTING_OPENED_DAYS_AGO}) - interval ${offset}) AT TIME ZONE 'UTC'`.as('voting_starts_at'),
          sql<Date>`(today + make_interval(days => ${SEED_VOTING_OPEN_DAYS_AHEAD}) - interval ${offset}) AT TIME ZONE 'UTC'`.as('voting_ends_at'),
        ]),
    )
    .returning('id')
    .executeTakeFirst();
  if (!edition) return;
  for (const [position, category] of CATEGORIES.entries()) {
    const categoryId = `${edition.id}-${category.key}`;
    await typed
      .insertInto('awards_categories')
      .values({ id: categoryId, edition_id: edition.id, name: category.name, name_en: category.nameEn, kind: category.kind, position })
      .execute();
    const column = category.kind === 'shop' ? 'shop_id' : 'product_id';
    await typed
      .insertInto('awards_nominees')
      .columns(['id', 'category_id', column, 'votes', 'position'])
      .expression((eb) =>
        eb
          .selectFrom(category.pick(typed).as('picked'))
          .select([
            sql<string>`substr(md5(${categoryId} || picked.id), 1, 16)`.as('id'),
            sql<string>`${categoryId}`.as('category_id'),
            'picked.id as target_id',
            sql<number>`(picked.score / 10)::int`.as('votes'),
            sql<number>`row_number() OVER ()`.as('position'),
          ]),
      )
      .execute();
  }
}
