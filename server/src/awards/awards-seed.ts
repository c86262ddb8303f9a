import { VIETNAM_UTC_OFFSET_INTERVAL_SQL } from '@modavi/core';
import type { Db } from '../db/db.js';

/** Nominees per category: enough for a podium and a short list on a phone. */
const NOMINEES_PER_CATEGORY = 6;

/**
 * The seeded edition's categories, each picking its nominees from the seeded catalogue with
 * SQL (shops by followers, products by sales): the page never names a shop or a category itself.
 */
const CATEGORIES: readonly { readonly key: string; readonly name: string; readonly nameEn: string; readonly kind: 'shop' | 'product'; readonly pick: string }[] = [
  {
    key: 'fashion-shop',
    name: 'Shop thời trang của năm',
    nameEn: 'Fashion shop of the year',
    kind: 'shop',
    pick: `SELECT s.id, s.followers AS score FROM shops s
            WHERE EXISTS (SELECT 1 FROM products p JOIN categories c ON c.id = p.category_id WHERE p.shop_id = s.id AND c.vertical = 'fashion' AND NOT p.hidden)
            ORDER BY s.followers DESC, s.id LIMIT ${NOMINEES_PER_CATEGORY}`,
  },
  {
    key: 'beauty-brand',
    name: 'Thương hiệu mỹ phẩm được yêu thích',
    nameEn: 'Favourite beauty brand',
    kind: 'shop',
    pick: `SELECT s.id, s.followers AS score FROM shops s
            WHERE EXISTS (SELECT 1 FROM products p JOIN categories c ON c.id = p.category_id WHERE p.shop_id = s.id AND c.vertical = 'beauty' AND NOT p.hidden)
            ORDER BY s.rating DESC, s.followers DESC, s.id LIMIT ${NOMINEES_PER_CATEGORY}`,
  },
  {
    key: 'hot-product',
    name: 'Sản phẩm hot của năm',
    nameEn: 'Hot product of the year',
    kind: 'product',
    pick: `SELECT p.id, p.sold AS score FROM products p WHERE NOT p.hidden ORDER BY p.sold DESC, p.id LIMIT ${NOMINEES_PER_CATEGORY}`,
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
  const [present] = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM awards_editions) AS present');
  if (present?.present) return;
  const [edition] = await db.query<{ id: string }>(
    // Vietnam has no daylight saving: its midnight is UTC+7's (core's vietnam-day), no time zone database needed.
    `WITH day AS (SELECT date_trunc('day', (now() AT TIME ZONE 'UTC') + interval '${VIETNAM_UTC_OFFSET_INTERVAL_SQL}') AS today)
     INSERT INTO awards_editions (id, year, name, voting_starts_at, voting_ends_at)
     SELECT 'awards-' || extract(year FROM today)::int, extract(year FROM today)::int, 'Modavi Awards ' || extract(year FROM today)::int,
            (today - make_interval(days => $1) - interval '${VIETNAM_UTC_OFFSET_INTERVAL_SQL}') AT TIME ZONE 'UTC',
            (today + make_interval(days => $2) - interval '${VIETNAM_UTC_OFFSET_INTERVAL_SQL}') AT TIME ZONE 'UTC'
       FROM day RETURNING id`,
    [SEED_VOTING_OPENED_DAYS_AGO, SEED_VOTING_OPEN_DAYS_AHEAD],
  );
  if (!edition) return;
  for (const [position, category] of CATEGORIES.entries()) {
    const categoryId = `${edition.id}-${category.key}`;
    await db.query('INSERT INTO awards_categories (id, edition_id, name, name_en, kind, position) VALUES ($1, $2, $3, $4, $5, $6)', [
      categoryId,
      edition.id,
      category.name,
      category.nameEn,
      category.kind,
      position,
    ]);
    const column = category.kind === 'shop' ? 'shop_id' : 'product_id';
    await db.query(
      `INSERT INTO awards_nominees (id, category_id, ${column}, votes, position)
       SELECT substr(md5($1 || picked.id), 1, 16), $1, picked.id, (picked.score / 10)::int, row_number() OVER ()
         FROM (${category.pick}) AS picked`,
      [categoryId],
    );
  }
}
