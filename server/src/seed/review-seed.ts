import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { SEED } from './catalogue-generate.js';
import { createRandom, type Random } from './random.js';
import { insertBatches } from './rows-insert.js';
import { RATING_WEIGHTS, REVIEW_TEXTS, SEED_BUYER_NAMES } from './review-texts.js';

/** Share of products with reviews, and how many each gets at most. */
const REVIEWED_SHARE = 0.7;
const REVIEWS_MAX = 6;
const DAY_MS = 86_400_000;
/** Core's standard shipping option (SHIPPING_OPTIONS). */
const SEED_SHIPPING = 'standard';
/** The seed's reviews were written over the last months before this fixed day (same data every run). */
const SEED_REVIEWS_UNTIL = Date.UTC(2025, 4, 1);

const SEED_ADDRESS = {
  name: 'Khách hàng Modavi',
  phone: '+84 099 900 0000',
  type: 'home',
  city: 'Thành phố Hà Nội',
  city_code: '01',
  district: 'Quận Hoàn Kiếm',
  district_code: '002',
  ward: 'Phường Hàng Bạc',
  ward_code: '00037',
  detail: '1 Hàng Bạc',
  is_default: true,
};

const productFacts = (db: Db) =>
  typedDb(db)
    .selectFrom('products as p')
    .leftJoinLateral(
      (eb) =>
        eb.selectFrom('variants').select(['id', 'variant_name', 'sale_price']).whereRef('product_id', '=', 'p.id').orderBy('position').limit(1).as('v'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'p.id',
      'p.shop_id',
      'p.name',
      sql<string | null>`p.images->>0`.as('image'),
      eb.fn.coalesce('v.sale_price', 'p.sale_price').as('price'),
      'v.id as variant_id',
      'v.variant_name',
    ])
    .orderBy('p.position')
    .execute();

type ProductFact = Awaited<ReturnType<typeof productFacts>>[number];

/** One delivered order of one line per review: a review belongs to a bought line, as every review does. */
function reviewRows(random: Random, ids: Random, products: readonly ProductFact[], buyers: readonly string[]) {
  const orders: { id: string; owner_id: string; idempotency_key: string; at: string; subtotal: number; total: number }[] = [];
  const parts: Insertable<DB['order_shops']>[] = [];
  const lines: Insertable<DB['order_items']>[] = [];
  const reviews: Insertable<DB['reviews']>[] = [];
  for (const product of products) {
    if (!random.chance(REVIEWED_SHARE)) continue;
    for (const owner of random.sample(buyers, random.int(1, REVIEWS_MAX))) {
      const [orderId, partId, lineId, reviewId] = [ids.hexId(), ids.hexId(), ids.hexId(), ids.hexId()];
      const rating = random.pick(RATING_WEIGHTS);
      const at = new Date(SEED_REVIEWS_UNTIL - random.int(1, 180) * DAY_MS).toISOString();
      const money = { subtotal: product.price, discount: 0, shipping_fee: 0, shipping_discount: 0, cash_back: 0 };
      orders.push({ id: orderId, owner_id: owner, idempotency_key: `seed-review-${reviewId}`, at, subtotal: product.price, total: product.price });
      parts.push({ id: partId, order_id: orderId, shop_id: product.shop_id, position: 0, shipping_company: SEED_SHIPPING, voucher: 0, ...money, shop_total: product.price });
      lines.push({ id: lineId, order_id: orderId, order_shop_id: partId, position: 0, quantity: 1, product_id: product.id, variant_id: product.variant_id, name: product.name, variant_name: product.variant_name, image: product.image, unit_price: product.price });
      reviews.push({ id: reviewId, order_item_id: lineId, order_id: orderId, product_id: product.id, shop_id: product.shop_id, owner_id: owner, rating, content: random.pick(REVIEW_TEXTS[rating]), created_at: at });
    }
  }
  return { orders, parts, lines, reviews };
}

async function ordersInsert(db: Db, rows: ReturnType<typeof reviewRows>): Promise<void> {
  const typed = typedDb(db);
  const orders = rows.orders.map((order) => ({
    id: order.id,
    owner_id: order.owner_id,
    owner_kind: 'user' as const,
    idempotency_key: order.idempotency_key,
    request_hash: 'seed',
    address: JSON.stringify(SEED_ADDRESS),
    payment_method: 'CASH' as const,
    payment_status: 'paid' as const,
    status: 'delivered' as const,
    carrier_status: 'settled' as const,
    carrier_updated_at: order.at,
    is_international: false,
    subtotal: order.subtotal,
    discount: 0,
    shop_vouchers: 0,
    platform_vouchers: 0,
    shipping_fee: 0,
    shipping_discount: 0,
    cash_back: 0,
    total_order_payment: order.total,
    return_url: '/',
    created_at: order.at,
    updated_at: order.at,
  }));
  for (const batch of insertBatches(orders)) await typed.insertInto('orders').values(batch).execute();
  for (const batch of insertBatches(rows.parts)) await typed.insertInto('order_shops').values(batch).execute();
  for (const batch of insertBatches(rows.lines)) await typed.insertInto('order_items').values(batch).execute();
  for (const batch of insertBatches(rows.reviews)) await typed.insertInto('reviews').values(batch).execute();
}

/** The ratings the reviews give (ratingsRecompute's rule for all at once); no review, no rating. */
async function ratingsFromReviews(db: Db): Promise<void> {
  const typed = typedDb(db);
  await typed
    .updateTable('products as p')
    .set((eb) => ({
      rating: eb.selectFrom('reviews as r').select(sql<number>`round(avg(r.rating)::numeric, 1)::float8`.as('rating')).whereRef('r.product_id', '=', 'p.id'),
    }))
    .execute();
  await typed
    .updateTable('shops as s')
    .set((eb) => ({
      rating: eb.fn.coalesce(
        eb.selectFrom('reviews as r').select(sql<number>`round(avg(r.rating)::numeric, 1)::float8`.as('rating')).whereRef('r.shop_id', '=', 's.id'),
        sql<number>`0`,
      ),
    }))
    .execute();
}

/**
 * Reviews of the seed's products by the seed's buyers, each on a delivered order line, and the
 * ratings that follow from them (what ratingsRecompute keeps after every new review): a product
 * and its shop show one rating, the one their reviews give; a product nobody reviewed has none.
 */
export async function reviewSeedIfEmpty(db: Db): Promise<boolean> {
  const typed = typedDb(db);
  const existing = await typed
    .selectNoFrom((eb) => eb.exists(eb.selectFrom('reviews').select(sql.lit(1).as('one'))).$castTo<boolean>().as('present'))
    .executeTakeFirst();
  if (existing?.present) return false;
  const random = createRandom(SEED ^ 0x5e71);
  const ids = createRandom(SEED ^ 0x71d5);
  const buyers = SEED_BUYER_NAMES.map(() => ids.hexId());
  const users = SEED_BUYER_NAMES.map((name, index) => ({ id: buyers[index] ?? '', name }));
  for (const batch of insertBatches(users)) await typed.insertInto('users').values(batch).execute();
  const rows = reviewRows(random, ids, await productFacts(db), buyers);
  await ordersInsert(db, rows);
  await ratingsFromReviews(db);
  return true;
}
