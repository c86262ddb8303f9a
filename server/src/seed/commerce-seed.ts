import { PAYMENT_METHODS, type PaymentMethod } from '@modavi/core';
import type { Db } from '../db/db.js';
import { SEED } from './catalogue-generate.js';
import { createRandom, type Random } from './random.js';
import { rowsInsert } from './rows-insert.js';
import { REASON_SEEDS } from './reason-data.js';
import { SEED_EXPIRED_FROM, SEED_EXPIRED_UNTIL, SEED_RUNNING_FROM, SEED_RUNNING_UNTIL, voucherRows } from './voucher-seed.js';

/** Provinces seeded shops in Vietnam ship from: Hà Nội, TP. Hồ Chí Minh, Đà Nẵng (weighted). */
const ORIGIN_PROVINCES = ['01', '79', '01', '79', '48'] as const;

/** What the few shops with narrower payment settings refuse, so every checkout refusal is reachable. */
const PAYMENT_RESTRICTIONS: readonly (readonly PaymentMethod[])[] = [
  ['MOMO', 'VNPAY', 'ONEPAY', 'BANK_CARD', 'MASTERCARD_VISA', 'BANK_CARD_ONEPAY', 'MASTERCARD_VISA_ONEPAY'],
  ['ONEPAY', 'BANK_CARD_ONEPAY', 'MASTERCARD_VISA_ONEPAY'],
  ['CASH'],
  ['MOMO'],
  ['BANK_CARD', 'MASTERCARD_VISA'],
];

interface ShopFact {
  readonly id: string;
  readonly country: 'VN' | 'KR';
}

interface ProductFact {
  readonly id: string;
  readonly shop_id: string;
  readonly variant_count: number;
  readonly quantity: number;
}

/** Shops in seed order (the feed's first product of each), so picks do not depend on id order. */
const shopFacts = (db: Db): Promise<ShopFact[]> =>
  db.query<ShopFact>(
    `SELECT s.id, s.country FROM shops s JOIN products p ON p.shop_id = s.id GROUP BY s.id ORDER BY min(p.position)`,
  );

/** Visible products with stock, in feed order, for promotions and specific-products vouchers. */
const productFacts = (db: Db): Promise<ProductFact[]> =>
  db.query<ProductFact>(
    `SELECT p.id, p.shop_id, p.quantity, (SELECT count(*)::int FROM variants v WHERE v.product_id = p.id) AS variant_count
     FROM products p WHERE p.listed AND p.quantity >= 5 ORDER BY p.position`,
  );

function paymentRows(random: Random, shops: readonly ShopFact[]) {
  const restricted = new Map(random.sample(shops, PAYMENT_RESTRICTIONS.length).map((shop, index) => [shop.id, PAYMENT_RESTRICTIONS[index] ?? []]));
  return shops.flatMap((shop) =>
    PAYMENT_METHODS.filter((method) => !(restricted.get(shop.id) ?? []).includes(method)).map((method) => ({ shop_id: shop.id, method })),
  );
}

function discountRows(random: Random, ids: Random, shops: readonly ShopFact[]) {
  return random.sample(shops, 6).map((shop, turn) => {
    const id = ids.hexId();
    if (turn % 3 === 0) return { id, shop_id: shop.id, type: 'price', value: 15_000, max_discount_value: null, discount_by_range_price: [] };
    if (turn % 3 === 1) return { id, shop_id: shop.id, type: 'percent', value: 5, max_discount_value: 40_000, discount_by_range_price: [] };
    // Tiered: the more the buyer spends at the shop, the more comes off.
    return {
      id,
      shop_id: shop.id,
      type: 'price',
      value: 0,
      max_discount_value: null,
      discount_by_range_price: [
        { from: 300_000, to: 699_999, value: 20_000 },
        { from: 700_000, to: null, value: 50_000 },
      ],
    };
  });
}

/**
 * Promotion programs of three shops, running, with a few of their products each: small
 * promotion stocks and per-order and per-user limits so the spec's two promotion refusals
 * happen in real use. One upcoming and one ended program show the other statuses.
 */
function promotionRows(random: Random, ids: Random, shops: readonly ShopFact[], products: readonly ProductFact[]) {
  const programs: object[] = [];
  const items: object[] = [];
  const chosen = random.sample(
    shops.filter((shop) => products.some((product) => product.shop_id === shop.id)),
    5,
  );
  chosen.forEach((shop, turn) => {
    const id = ids.hexId();
    const upcoming = turn === 3;
    const ended = turn === 4;
    programs.push({
      id,
      shop_id: shop.id,
      name: ended ? 'Flash sale tháng trước' : upcoming ? 'Flash sale cuối tuần' : `Flash sale giờ vàng ${turn + 1}`,
      description: 'Giá sốc trong thời gian có hạn, số lượng khuyến mãi có hạn.',
      start_time: ended ? SEED_EXPIRED_FROM : upcoming ? '2099-06-01T00:00:00Z' : SEED_RUNNING_FROM,
      end_time: ended ? SEED_EXPIRED_UNTIL : SEED_RUNNING_UNTIL,
    });
    const own = products.filter((product) => product.shop_id === shop.id).slice(0, 4);
    for (const product of own) {
      items.push({
        id: ids.hexId(),
        program_id: id,
        product_id: product.id,
        variant_id: null,
        discount_percent: random.pick([15, 20, 25, 30, 40]),
        max_discount: random.chance(0.5) ? 150_000 : null,
        purchase_limit_per_order: 2,
        product_limit: random.int(3, 12),
        order_limit_per_user: random.pick([1, 2]),
      });
    }
  });
  return { programs, items };
}

/**
 * Seeds what checkout and orders need (reasons, shop payment and shipping settings, discounts,
 * vouchers, promotion programs) once, over the seeded catalogue. Its own random streams keep
 * the catalogue's untouched. Runs in the seed's transaction; does nothing when the buyer's reasons
 * exist (the sellers' come with migration 043).
 */
export async function commerceSeedIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.query<{ present: boolean }>("SELECT EXISTS (SELECT 1 FROM reasons WHERE type IN ('cancel', 'refund')) AS present");
  if (existing?.present) return false;
  const data = createRandom(SEED ^ 0x0de5);
  const ids = createRandom(SEED ^ 0x1d5e);
  const shops = await shopFacts(db);
  const products = await productFacts(db);

  await rowsInsert(
    db,
    'reasons',
    [['id', 'text'], ['type', 'text'], ['position', 'integer'], ['name_vi', 'text'], ['name_en', 'text']],
    REASON_SEEDS.map((reason, position) => ({ id: reason.id, type: reason.type, position, name_vi: reason.vi, name_en: reason.en })),
  );
  await rowsInsert(db, 'shop_payment_methods', [['shop_id', 'text'], ['method', 'text']], paymentRows(data, shops));
  await rowsInsert(
    db,
    'shop_shipping_origins',
    [['shop_id', 'text'], ['province_code', 'text']],
    shops.map((shop) => ({ shop_id: shop.id, province_code: shop.country === 'VN' ? data.pick(ORIGIN_PROVINCES) : null })),
  );
  await rowsInsert(
    db,
    'shop_discounts',
    [['id', 'text'], ['shop_id', 'text'], ['type', 'text'], ['value', 'integer'], ['max_discount_value', 'integer'], ['discount_by_range_price', 'jsonb']],
    discountRows(data, ids, shops),
  );
  const voucherShops = data.sample(shops, 12).map((shop) => ({
    id: shop.id,
    productIds: products.filter((product) => product.shop_id === shop.id).slice(0, 3).map((product) => product.id),
  }));
  await rowsInsert(
    db,
    'vouchers',
    [
      ['id', 'text'], ['shop_id', 'text'], ['name', 'text'], ['code', 'text'], ['kind', 'text'], ['scope', 'text'], ['product_ids', 'jsonb'],
      ['display', 'text'], ['saveable_count', 'integer'], ['usable_count', 'integer'], ['discount_type', 'text'], ['value', 'integer'],
      ['max_discount', 'integer'], ['min_order', 'integer'], ['max_budget', 'integer'], ['start_time', 'timestamptz'],
      ['end_time', 'timestamptz'], ['per_customer_limit', 'integer'], ['app_only', 'boolean'], ['first_purchase_only', 'boolean'],
      ['position', 'integer'],
    ],
    voucherRows(data, ids, voucherShops),
  );
  const promotions = promotionRows(data, ids, shops, products);
  await rowsInsert(
    db,
    'promotion_programs',
    [['id', 'text'], ['shop_id', 'text'], ['name', 'text'], ['description', 'text'], ['start_time', 'timestamptz'], ['end_time', 'timestamptz']],
    promotions.programs,
  );
  await rowsInsert(
    db,
    'promotion_items',
    [
      ['id', 'text'], ['program_id', 'text'], ['product_id', 'text'], ['variant_id', 'text'], ['discount_percent', 'integer'],
      ['max_discount', 'integer'], ['purchase_limit_per_order', 'integer'], ['product_limit', 'integer'], ['order_limit_per_user', 'integer'],
    ],
    promotions.items,
  );
  await db.query(`UPDATE shops SET last_active_at = now() - make_interval(days => $2) WHERE id = ANY($1::text[])`, [
    inactiveShopIds(shops),
    SEED_INACTIVE_DAYS,
  ]);
  return true;
}

/**
 * Sellers the seed leaves inactive (the buyers' 'inactive more than 7 days' warning): every
 * SEED_INACTIVE_SHOP_STRIDE-th shop in seed order. By position, not by a random draw, so the
 * other seeded data keep their values.
 */
export const SEED_INACTIVE_SHOP_STRIDE = 9;
export const SEED_INACTIVE_DAYS = 12;
const inactiveShopIds = (shops: readonly ShopFact[]): string[] =>
  shops.filter((_, index) => index % SEED_INACTIVE_SHOP_STRIDE === SEED_INACTIVE_SHOP_STRIDE - 1).map((shop) => shop.id);
