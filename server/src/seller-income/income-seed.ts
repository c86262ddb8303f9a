import { DAY_MS, HOUR_MS, vietnamDayStart } from '@modavi/core';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { DB } from '../db/schema.generated.js';
import { epochMs, msTime } from '../db/time-sql.js';
import { SEED } from '../seed/catalogue-generate.js';
import { createRandom, type Random } from '../seed/random.js';
import { incomePayableSweep } from './income-payable-sweep.js';
import { incomeOnOrderStep, incomeOnRefundStep } from './income-writer.js';
import { payoutsMake } from './payout-make.js';
import { payoutMarkPaid } from './payout-settle.js';

/** How many of the seed's shops earn income, how far back, and how many orders each. */
const INCOME_SEED_SHOPS = 3;
const INCOME_SEED_DAYS = 28;
const INCOME_SEED_ORDERS = 10;
/** Each shop's settlement: weekly (fee-free payment in its first year), per order (the payment fee shows), weekly. */
const SEED_SETTLEMENTS = ['weekly', 'per_order', 'weekly'] as const;
const SEED_BANKS = [
  { bank_name: 'Vietcombank', account_number: '0071000123456', account_holder: 'CONG TY TNHH THOI TRANG AN NHIEN', branch: 'Hoàn Kiếm' },
  { bank_name: 'Techcombank', account_number: '19034567890123', account_holder: 'NGUYEN THI MAI', branch: '' },
  { bank_name: 'MB Bank', account_number: '0801234567', account_holder: 'TRAN VAN HUNG', branch: 'Quận 1' },
] as const;
const SEED_ADDRESS = { name: 'Khách hàng Modavi', phone: '+84 099 900 0001', city: 'Thành phố Hà Nội', city_code: '01', detail: '12 Hàng Bài' };

/** A shop's products an order of the seed buys. */
const seedProducts = (db: Db, shopId: string) =>
  typedDb(db)
    .selectFrom('products as p')
    .select(['p.id', 'p.shop_id', 'p.name', 'p.sale_price as price'])
    .where('p.shop_id', '=', shopId)
    .where('p.sale_price', '>', 0)
    .orderBy('p.position')
    .limit(8)
    .execute();

type SeedProduct = Awaited<ReturnType<typeof seedProducts>>[number];

interface SeedOrder {
  readonly id: string;
  readonly partId: string;
  readonly shopId: string;
  readonly placedAt: number;
  readonly deliveredAt: number;
  readonly cash: boolean;
}

/** The rows of the seeded orders, inserted together (one statement per table). */
interface SeedRows {
  readonly orders: Insertable<DB['orders']>[];
  readonly parts: Insertable<DB['order_shops']>[];
  readonly items: Insertable<DB['order_items']>[];
  readonly payments: Insertable<DB['payments']>[];
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** One single-shop order on its way: its lines, the shop's discount on some, a platform voucher and free shipping on others. */
function orderRows(rows: SeedRows, random: Random, ids: Random, products: readonly SeedProduct[], placedAt: number): SeedOrder {
  const [orderId, partId] = [ids.hexId(), ids.hexId()];
  const lines = random.sample(products, random.int(1, 2)).map((product) => ({ product, quantity: random.int(1, 2), id: ids.hexId() }));
  const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const discount = random.chance(0.3) ? Math.min(subtotal, 20_000) : 0;
  const shippingFee = random.pick([22_000, 30_000, 35_000]);
  const platformShipping = random.chance(0.4) ? 15_000 : 0;
  const platformGoods = random.chance(0.3) ? Math.min(subtotal - discount, 30_000) : 0;
  const cash = random.chance(0.7);
  const shopTotal = subtotal - discount + shippingFee;
  const payable = shopTotal - platformGoods - platformShipping;
  const shopId = lines[0]?.product.shop_id ?? '';
  const at = iso(placedAt);
  rows.orders.push({
    id: orderId, owner_id: 'seed-income-buyer', owner_kind: 'guest', idempotency_key: orderId, request_hash: 'seed', address: JSON.stringify(SEED_ADDRESS),
    payment_method: cash ? 'CASH' : 'MOMO', payment_status: cash ? 'pending' : 'paid', status: 'shipping', carrier_status: 'delivering', carrier_updated_at: at,
    is_international: false, subtotal, discount, shop_vouchers: 0, platform_vouchers: platformGoods + platformShipping, shipping_fee: shippingFee,
    shipping_discount: platformShipping, cash_back: 0, total_order_payment: payable, return_url: '/', created_at: at, updated_at: at,
  });
  const handledAt = iso(placedAt + 2 * HOUR_MS);
  rows.parts.push({
    id: partId, order_id: orderId, shop_id: shopId, position: 0, shipping_company: 'standard', subtotal, discount, voucher: 0, shipping_fee: shippingFee,
    shipping_discount: 0, cash_back: 0, shop_total: shopTotal, confirmed_at: handledAt, handed_over_at: handledAt,
  });
  for (const [position, line] of lines.entries()) {
    rows.items.push({ id: line.id, order_id: orderId, order_shop_id: partId, position, product_id: line.product.id, name: line.product.name, quantity: line.quantity, unit_price: line.product.price });
  }
  if (!cash) {
    const paidAt = iso(placedAt + 5 * 60_000);
    rows.payments.push({ id: ids.hexId(), order_id: orderId, method: 'MOMO', gateway: 'momo', amount: payable, status: 'paid', return_url: '/', created_at: paidAt, settled_at: paidAt });
  }
  return { id: orderId, partId, shopId, placedAt, deliveredAt: placedAt + random.int(1, 4) * DAY_MS, cash };
}

async function rowsWrite(db: Db, rows: SeedRows): Promise<void> {
  const typed = typedDb(db);
  if (rows.orders.length > 0) await typed.insertInto('orders').values(rows.orders).execute();
  if (rows.parts.length > 0) await typed.insertInto('order_shops').values(rows.parts).execute();
  if (rows.items.length > 0) await typed.insertInto('order_items').values(rows.items).execute();
  if (rows.payments.length > 0) await typed.insertInto('payments').values(rows.payments).execute();
}

/**
 * The carrier's delivery, and a day later the buyer's receipt with the carrier's settlement of the
 * cash (reconciled and settled at once, so the seeded orders rest in states the carrier simulator
 * does not move); an order delivered within the last day waits for its receipt. Written through
 * the ledger's own writer.
 */
async function orderDeliver(db: Db, order: SeedOrder, now: number): Promise<void> {
  const settledAt = order.deliveredAt + DAY_MS;
  const confirmed = settledAt < now;
  await typedDb(db)
    .updateTable('orders')
    .set({
      status: confirmed ? 'delivered' : 'shipping',
      carrier_status: confirmed ? 'settled' : 'delivered',
      payment_status: 'paid',
      carrier_updated_at: msTime(confirmed ? settledAt : order.deliveredAt),
    })
    .where('id', '=', order.id)
    .execute();
  await incomeOnOrderStep(db, { carrier_status: 'delivering' }, { id: order.id, carrier_status: 'delivered' }, order.deliveredAt);
  if (confirmed) await incomeOnOrderStep(db, { carrier_status: 'delivered' }, { id: order.id, carrier_status: 'settled' }, settledAt);
}

/** A completed return of one line of a delivered order: the shop is charged, the order closed in return/refund. */
async function returnComplete(db: Db, ids: Random, order: SeedOrder): Promise<void> {
  const typed = typedDb(db);
  const item = await typed.selectFrom('order_items').select(['id', 'unit_price']).where('order_id', '=', order.id).orderBy('position').limit(1).executeTakeFirst();
  if (!item) return;
  const refundId = ids.hexId();
  const at = order.deliveredAt + 2 * DAY_MS;
  await typed.updateTable('orders').set({ status: 'return_refund' }).where('id', '=', order.id).execute();
  await typed
    .insertInto('refunds')
    .values({
      id: refundId,
      order_id: order.id,
      owner_id: 'seed-income-buyer',
      reason: 'Sản phẩm không đúng kích cỡ',
      amount: item.unit_price,
      status: 'admin_completed',
      history: '[]',
      created_at: msTime(order.deliveredAt + DAY_MS),
      updated_at: msTime(at),
      shop_id: order.shopId,
    })
    .execute();
  await typed.insertInto('refund_items').values({ refund_id: refundId, order_item_id: item.id, quantity: 1 }).execute();
  await incomeOnRefundStep(db, refundId, 'shop_received', 'admin_completed', at);
}

/**
 * A few weeks of income for three of the seed's shops, written by the ledger's own functions as
 * the events would have written them: ten orders each delivered over the last four weeks (cash remitted
 * by the carrier, MoMo settled at once), one completed return, then the payout job replayed on
 * each day since (lines payable after their return window, payouts on the shops' schedules).
 * Every payout but each shop's latest is marked paid with a bank reference; the latest stays
 * processing. Amounts and ids are the same on every run; the days follow the day the seed runs,
 * so the lines in their return window are still pending when the seed is looked at.
 */
export async function incomeSeedIfEmpty(db: Db, now: number = Date.now()): Promise<boolean> {
  const typed = typedDb(db);
  const existing = await typed
    .selectNoFrom((eb) => eb.exists(eb.selectFrom('income_lines').select(sql.lit(1).as('one'))).$castTo<boolean>().as('present'))
    .executeTakeFirst();
  if (existing?.present) return false;
  const random = createRandom(SEED ^ 0x1c0e);
  const ids = createRandom(SEED ^ 0x28a1);
  const shops = await typed
    .selectFrom('shops as s')
    .innerJoin('products as p', 'p.shop_id', 's.id')
    .select('s.id')
    .where('s.country', '=', 'VN')
    .where('s.owner_user_id', 'is', null)
    .groupBy('s.id')
    .orderBy(sql`min(p.position)`)
    .limit(INCOME_SEED_SHOPS)
    .execute();
  const today = vietnamDayStart(now);
  const start = today - INCOME_SEED_DAYS * DAY_MS;
  const rows: SeedRows = { orders: [], parts: [], items: [], payments: [] };
  const orders: SeedOrder[] = [];
  for (const [index, shop] of shops.entries()) {
    const bank = SEED_BANKS[index % SEED_BANKS.length] ?? SEED_BANKS[0];
    await typed
      .insertInto('shop_payment_accounts')
      .values({
        shop_id: shop.id,
        bank_name: bank.bank_name,
        account_number: bank.account_number,
        account_holder: bank.account_holder,
        branch: bank.branch,
        settlement: SEED_SETTLEMENTS[index % SEED_SETTLEMENTS.length] ?? SEED_SETTLEMENTS[0],
      })
      .onConflict((oc) => oc.column('shop_id').doNothing())
      .execute();
    const products = await seedProducts(db, shop.id);
    if (products.length === 0) continue;
    for (let n = 0; n < INCOME_SEED_ORDERS; n += 1) {
      // Placed over the period's days but its last five, so every order is delivered by now (none left for the carrier simulator to move).
      const placedAt = start + Math.floor((n * (INCOME_SEED_DAYS - 5) * DAY_MS) / (INCOME_SEED_ORDERS - 1)) + random.int(8, 21) * HOUR_MS;
      orders.push(orderRows(rows, random, ids, products, placedAt));
    }
  }
  await rowsWrite(db, rows);
  for (const order of orders) await orderDeliver(db, order, now);
  // One completed return, of the first shop's third order.
  const returned = orders[2];
  if (returned && returned.deliveredAt + 2 * DAY_MS < now) await returnComplete(db, ids, returned);
  // The job, as it would have run each day at 09:00 in Vietnam.
  for (let day = start + 9 * HOUR_MS; day <= now; day += DAY_MS) {
    await incomePayableSweep(db, day);
    await payoutsMake(db, day);
  }
  await incomePayableSweep(db, now);
  const payouts = await typed
    .selectFrom('payouts as p')
    .select((eb) => ['p.id', epochMs(eb.ref('p.created_at')).as('created_ms')])
    .where((eb) => eb('p.created_at', '<', eb.selectFrom('payouts as q').select(sql<Date>`max(q.created_at)`.as('at')).whereRef('q.shop_id', '=', 'p.shop_id')))
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  for (const [n, payout] of payouts.entries()) await payoutMarkPaid(db, payout.id, `FT${String(26_000_000 + n * 7919).padStart(10, '0')}`, payout.created_ms + 4 * HOUR_MS);
  return true;
}
