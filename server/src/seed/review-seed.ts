import type { Db } from '../db/db.js';
import { SEED } from './catalogue-generate.js';
import { createRandom, type Random } from './random.js';
import { rowsInsert, type Columns } from './rows-insert.js';
import { RATING_WEIGHTS, REVIEW_TEXTS, SEED_BUYER_NAMES } from './review-texts.js';

interface ProductFact {
  readonly id: string;
  readonly shop_id: string;
  readonly name: string;
  readonly image: string | null;
  readonly price: number;
  readonly variant_id: string | null;
  readonly variant_name: string | null;
}

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

const productFacts = (db: Db): Promise<ProductFact[]> =>
  db.query<ProductFact>(
    `SELECT p.id, p.shop_id, p.name, p.images->>0 AS image, coalesce(v.sale_price, p.sale_price) AS price, v.id AS variant_id, v.variant_name
       FROM products p LEFT JOIN LATERAL (SELECT id, variant_name, sale_price FROM variants WHERE product_id = p.id ORDER BY position LIMIT 1) v ON true
      ORDER BY p.position`,
  );

/** One delivered order of one line per review: a review belongs to a bought line, as every review does. */
function reviewRows(random: Random, ids: Random, products: readonly ProductFact[], buyers: readonly string[]) {
  const orders: object[] = [];
  const parts: object[] = [];
  const lines: object[] = [];
  const reviews: object[] = [];
  for (const product of products) {
    if (!random.chance(REVIEWED_SHARE)) continue;
    for (const owner of random.sample(buyers, random.int(1, REVIEWS_MAX))) {
      const [orderId, partId, lineId, reviewId] = [ids.hexId(), ids.hexId(), ids.hexId(), ids.hexId()];
      const rating = random.pick(RATING_WEIGHTS);
      const at = new Date(SEED_REVIEWS_UNTIL - random.int(1, 180) * DAY_MS).toISOString();
      const money = { subtotal: product.price, discount: 0, shipping_fee: 0, shipping_discount: 0, cash_back: 0 };
      orders.push({ id: orderId, owner_id: owner, idempotency_key: `seed-review-${reviewId}`, at, ...money, total: product.price });
      parts.push({ id: partId, order_id: orderId, shop_id: product.shop_id, position: 0, shipping_company: SEED_SHIPPING, voucher: 0, ...money, shop_total: product.price });
      lines.push({ id: lineId, order_id: orderId, order_shop_id: partId, position: 0, quantity: 1, product_id: product.id, variant_id: product.variant_id, name: product.name, variant_name: product.variant_name, image: product.image, unit_price: product.price });
      reviews.push({ id: reviewId, order_item_id: lineId, order_id: orderId, product_id: product.id, shop_id: product.shop_id, owner_id: owner, rating, content: random.pick(REVIEW_TEXTS[rating]), created_at: at });
    }
  }
  return { orders, parts, lines, reviews };
}

async function ordersInsert(db: Db, rows: ReturnType<typeof reviewRows>): Promise<void> {
  await db.query(
    `INSERT INTO orders (id, owner_id, owner_kind, idempotency_key, request_hash, address, payment_method, payment_status, status, carrier_status,
                         carrier_updated_at, is_international, subtotal, discount, shop_vouchers, platform_vouchers, shipping_fee, shipping_discount,
                         cash_back, total_order_payment, return_url, created_at, updated_at)
     SELECT r.id, r.owner_id, 'user', r.idempotency_key, 'seed', $2::jsonb, 'CASH', 'paid', 'delivered', 'settled',
            r.at, false, r.subtotal, 0, 0, 0, 0, 0, 0, r.total, '/', r.at, r.at
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, owner_id text, idempotency_key text, at timestamptz, subtotal int, total int)`,
    [JSON.stringify(rows.orders), JSON.stringify(SEED_ADDRESS)],
  );
  const money: Columns = [['subtotal', 'int'], ['discount', 'int'], ['shipping_fee', 'int'], ['shipping_discount', 'int'], ['cash_back', 'int']];
  await rowsInsert(db, 'order_shops', [['id', 'text'], ['order_id', 'text'], ['shop_id', 'text'], ['position', 'int'], ['shipping_company', 'text'], ['voucher', 'int'], ['shop_total', 'int'], ...money], rows.parts);
  await rowsInsert(
    db,
    'order_items',
    [['id', 'text'], ['order_id', 'text'], ['order_shop_id', 'text'], ['position', 'int'], ['product_id', 'text'], ['variant_id', 'text'], ['name', 'text'], ['variant_name', 'text'], ['image', 'text'], ['quantity', 'int'], ['unit_price', 'int']],
    rows.lines,
  );
  await rowsInsert(
    db,
    'reviews',
    [['id', 'text'], ['order_item_id', 'text'], ['order_id', 'text'], ['product_id', 'text'], ['shop_id', 'text'], ['owner_id', 'text'], ['rating', 'smallint'], ['content', 'text'], ['created_at', 'timestamptz']],
    rows.reviews,
  );
}

/** The ratings the reviews give (ratingsRecompute's rule for all at once); no review, no rating. */
async function ratingsFromReviews(db: Db): Promise<void> {
  await db.query(`UPDATE products p SET rating = (SELECT round(avg(r.rating)::numeric, 1)::float8 FROM reviews r WHERE r.product_id = p.id)`);
  await db.query(`UPDATE shops s SET rating = coalesce((SELECT round(avg(r.rating)::numeric, 1)::float8 FROM reviews r WHERE r.shop_id = s.id), 0)`);
}

/**
 * Reviews of the seed's products by the seed's buyers, each on a delivered order line, and the
 * ratings that follow from them (what ratingsRecompute keeps after every new review): a product
 * and its shop show one rating, the one their reviews give; a product nobody reviewed has none.
 */
export async function reviewSeedIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM reviews) AS present');
  if (existing?.present) return false;
  const random = createRandom(SEED ^ 0x5e71);
  const ids = createRandom(SEED ^ 0x71d5);
  const buyers = SEED_BUYER_NAMES.map(() => ids.hexId());
  await rowsInsert(db, 'users', [['id', 'text'], ['name', 'text']], SEED_BUYER_NAMES.map((name, index) => ({ id: buyers[index], name })));
  const rows = reviewRows(random, ids, await productFacts(db), buyers);
  await ordersInsert(db, rows);
  await ratingsFromReviews(db);
  return true;
}
