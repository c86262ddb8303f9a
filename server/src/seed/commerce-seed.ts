import { PAYMENT_METHODS, type PaymentMethod } from '@modavi/core';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { SEED } from './catalogue-generate.js';
import { createRandom, type Random } from './random.js';
import { insertBatches } from './rows-insert.js';
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

/** Shops in seed order (the feed's first product of each), so picks do not depend on id order. */
const shopFacts = (db: Db) =>
  typedDb(db)
    .selectFrom('shops as s')
    .innerJoin('products as p', 'p.shop_id', 's.id')
    .select(['s.id', 's.country'])
    .groupBy('s.id')
    .orderBy((eb) => eb.fn.min('p.position'))
    .execute();

type ShopFact = Awaited<ReturnType<typeof shopFacts>>[number];

/** Visible products with stock, in feed order, for promotions and specific-products vouchers. */
const productFacts = (db: Db) =>
  typedDb(db)
    .selectFrom('products as p')
    .select((eb) => [
      'p.id',
      'p.shop_id',
      'p.quantity',
      eb.selectFrom('variants as v').select(sql<number>`count(*)::int`.as('count')).whereRef('v.product_id', '=', 'p.id').as('variant_count'),
    ])
    .where('p.listed', '=', true)
    .where('p.quantity', '>=', 5)
    .orderBy('p.position')
    .execute();

type ProductFact = Awaited<ReturnType<typeof productFacts>>[number];

function paymentRows(random: Random, shops: readonly ShopFact[]) {
  const restricted = new Map(random.sample(shops, PAYMENT_RESTRICTIONS.length).map((shop, index) => [shop.id, PAYMENT_RESTRICTIONS[index] ?? []]));
  return shops.flatMap((shop) =>
    PAYMENT_METHODS.filter((method) => !(restricted.get(shop.id) ?? []).includes(method)).map((method) => ({ shop_id: shop.id, method })),
  );
}

function discountRows(random: Random, ids: Random, shops: readonly ShopFact[]) {
  return random.sample(shops, 6).map((shop, turn) => {
    const id = ids.hexId();
    if (turn % 3 === 0) return { id, shop_id: shop.id, type: 'price' as const, value: 15_000, max_discount_value: null, discount_by_range_price: '[]' };
    if (turn % 3 === 1) return { id, shop_id: shop.id, type: 'percent' as const, value: 5, max_discount_value: 40_000, discount_by_range_price: '[]' };
    // Tiered: the more the buyer spends at the shop, the more comes off.
    return {
      id,
      shop_id: shop.id,
      type: 'price' as const,
      value: 0,
      max_discount_value: null,
      discount_by_range_price: JSON.stringify([
        { from: 300_000, to: 699_999, value: 20_000 },
        { from: 700_000, to: null, value: 50_000 },
      ]),
    };
  });
}

/**
 * Promotion programs of three shops, running, with a few of their products each: small
 * promotion stocks and per-order and per-user limits so the spec's two promotion refusals
 * happen in real use. One upcoming and one ended program show the other statuses.
 */
function promotionRows(random: Random, ids: Random, shops: readonly ShopFact[], products: readonly ProductFact[]) {
  const programs: Insertable<DB['promotion_programs']>[] = [];
  const items: Insertable<DB['promotion_items']>[] = [];
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
  const typed = typedDb(db);
  const existing = await typed
    .selectNoFrom((eb) =>
      eb.exists(eb.selectFrom('reasons').select(sql.lit(1).as('one')).where('type', 'in', ['cancel', 'refund'])).$castTo<boolean>().as('present'),
    )
    .executeTakeFirst();
  if (existing?.present) return false;
  const data = createRandom(SEED ^ 0x0de5);
  const ids = createRandom(SEED ^ 0x1d5e);
  const shops = await shopFacts(db);
  const products = await productFacts(db);

  const reasons = REASON_SEEDS.map((reason, position) => ({ id: reason.id, type: reason.type, position, name_vi: reason.vi, name_en: reason.en }));
  for (const batch of insertBatches(reasons)) await typed.insertInto('reasons').values(batch).execute();
  for (const batch of insertBatches(paymentRows(data, shops))) await typed.insertInto('shop_payment_methods').values(batch).execute();
  const origins = shops.map((shop) => ({ shop_id: shop.id, province_code: shop.country === 'VN' ? data.pick(ORIGIN_PROVINCES) : null }));
  for (const batch of insertBatches(origins)) await typed.insertInto('shop_shipping_origins').values(batch).execute();
  for (const batch of insertBatches(discountRows(data, ids, shops))) await typed.insertInto('shop_discounts').values(batch).execute();
  const voucherShops = data.sample(shops, 12).map((shop) => ({
    id: shop.id,
    productIds: products.filter((product) => product.shop_id === shop.id).slice(0, 3).map((product) => product.id),
  }));
  const vouchers = voucherRows(data, ids, voucherShops).map((voucher) => ({
    id: voucher.id,
    shop_id: voucher.shop_id,
    name: voucher.name,
    code: voucher.code,
    kind: voucher.kind,
    scope: voucher.scope,
    product_ids: JSON.stringify(voucher.product_ids),
    display: voucher.display,
    saveable_count: voucher.saveable_count,
    usable_count: voucher.usable_count,
    discount_type: voucher.discount_type,
    value: voucher.value,
    max_discount: voucher.max_discount,
    min_order: voucher.min_order,
    max_budget: voucher.max_budget,
    start_time: voucher.start_time,
    end_time: voucher.end_time,
    per_customer_limit: voucher.per_customer_limit,
    app_only: voucher.app_only,
    first_purchase_only: voucher.first_purchase_only,
    position: voucher.position,
  }));
  for (const batch of insertBatches(vouchers)) await typed.insertInto('vouchers').values(batch).execute();
  const promotions = promotionRows(data, ids, shops, products);
  for (const batch of insertBatches(promotions.programs)) await typed.insertInto('promotion_programs').values(batch).execute();
  for (const batch of insertBatches(promotions.items)) await typed.insertInto('promotion_items').values(batch).execute();
  const inactive = inactiveShopIds(shops);
  await typed
    .updateTable('shops')
    .set({ last_active_at: sql<Date>`now() - make_interval(days => ${SEED_INACTIVE_DAYS})` })
    .where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${inactive}::text[]`)))
    .execute();
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
