import { DAY_MS, HOUR_MS, vietnamDayStart } from '@modavi/core';
import type { Db } from '../db/db.js';
import { SEED } from '../seed/catalogue-generate.js';
import { createRandom, type Random } from '../seed/random.js';
import { rowsInsert } from '../seed/rows-insert.js';
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

interface SeedProduct {
  readonly id: string;
  readonly shop_id: string;
  readonly name: string;
  readonly price: number;
}

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
  readonly orders: object[];
  readonly parts: object[];
  readonly items: object[];
  readonly payments: object[];
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
  rows.orders.push({
    id: orderId, idempotency_key: orderId, address: SEED_ADDRESS, payment_method: cash ? 'CASH' : 'MOMO', payment_status: cash ? 'pending' : 'paid',
    subtotal, discount, platform_vouchers: platformGoods + platformShipping, shipping_fee: shippingFee, shipping_discount: platformShipping,
    total_order_payment: payable, at: iso(placedAt),
  });
  rows.parts.push({
    id: partId, order_id: orderId, shop_id: shopId, subtotal, discount, shipping_fee: shippingFee, shop_total: shopTotal, handled_at: iso(placedAt + 2 * HOUR_MS),
  });
  for (const [position, line] of lines.entries()) {
    rows.items.push({ id: line.id, order_id: orderId, order_shop_id: partId, position, product_id: line.product.id, name: line.product.name, quantity: line.quantity, unit_price: line.product.price });
  }
  if (!cash) rows.payments.push({ id: ids.hexId(), order_id: orderId, amount: payable, at: iso(placedAt + 5 * 60_000) });
  return { id: orderId, partId, shopId, placedAt, deliveredAt: placedAt + random.int(1, 4) * DAY_MS, cash };
}

async function rowsWrite(db: Db, rows: SeedRows): Promise<void> {
  await db.query(
    `INSERT INTO orders (id, owner_id, owner_kind, idempotency_key, request_hash, address, payment_method, payment_status, status, carrier_status,
       carrier_updated_at, is_international, subtotal, discount, shop_vouchers, platform_vouchers, shipping_fee, shipping_discount, cash_back,
       total_order_payment, return_url, created_at, updated_at)
     SELECT r.id, 'seed-income-buyer', 'guest', r.idempotency_key, 'seed', r.address, r.payment_method, r.payment_status, 'shipping', 'delivering', r.at, false,
       r.subtotal, r.discount, 0, r.platform_vouchers, r.shipping_fee, r.shipping_discount, 0, r.total_order_payment, '/', r.at, r.at
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, idempotency_key text, address jsonb, payment_method text, payment_status text, subtotal int, discount int,
       platform_vouchers int, shipping_fee int, shipping_discount int, total_order_payment int, at timestamptz)`,
    [JSON.stringify(rows.orders)],
  );
  await db.query(
    `INSERT INTO order_shops (id, order_id, shop_id, position, shipping_company, subtotal, discount, voucher, shipping_fee, shipping_discount, cash_back, shop_total,
       confirmed_at, handed_over_at)
     SELECT r.id, r.order_id, r.shop_id, 0, 'standard', r.subtotal, r.discount, 0, r.shipping_fee, 0, 0, r.shop_total, r.handled_at, r.handled_at
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, order_id text, shop_id text, subtotal int, discount int, shipping_fee int, shop_total int, handled_at timestamptz)`,
    [JSON.stringify(rows.parts)],
  );
  await rowsInsert(
    db,
    'order_items',
    [['id', 'text'], ['order_id', 'text'], ['order_shop_id', 'text'], ['position', 'int'], ['product_id', 'text'], ['name', 'text'], ['quantity', 'int'], ['unit_price', 'int']],
    rows.items,
  );
  await db.query(
    `INSERT INTO payments (id, order_id, method, gateway, amount, status, return_url, created_at, settled_at)
     SELECT r.id, r.order_id, 'MOMO', 'momo', r.amount, 'paid', '/', r.at, r.at FROM jsonb_to_recordset($1::jsonb) AS r(id text, order_id text, amount int, at timestamptz)`,
    [JSON.stringify(rows.payments)],
  );
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
  await db.query(`UPDATE orders SET status = $2, carrier_status = $3, payment_status = 'paid', carrier_updated_at = to_timestamp($4::float8 / 1000) WHERE id = $1`, [
    order.id,
    confirmed ? 'delivered' : 'shipping',
    confirmed ? 'settled' : 'delivered',
    confirmed ? settledAt : order.deliveredAt,
  ]);
  await incomeOnOrderStep(db, { carrier_status: 'delivering' }, { id: order.id, carrier_status: 'delivered' }, order.deliveredAt);
  if (confirmed) await incomeOnOrderStep(db, { carrier_status: 'delivered' }, { id: order.id, carrier_status: 'settled' }, settledAt);
}

/** A completed return of one line of a delivered order: the shop is charged, the order closed in return/refund. */
async function returnComplete(db: Db, ids: Random, order: SeedOrder): Promise<void> {
  const [item] = await db.query<{ id: string; unit_price: number }>('SELECT id, unit_price FROM order_items WHERE order_id = $1 ORDER BY position LIMIT 1', [order.id]);
  if (!item) return;
  const refundId = ids.hexId();
  const at = order.deliveredAt + 2 * DAY_MS;
  await db.query(`UPDATE orders SET status = 'return_refund' WHERE id = $1`, [order.id]);
  await db.query(
    `INSERT INTO refunds (id, order_id, owner_id, reason, amount, status, history, created_at, updated_at, shop_id)
     VALUES ($1, $2, 'seed-income-buyer', 'Sản phẩm không đúng kích cỡ', $3, 'admin_completed', '[]'::jsonb, to_timestamp($4::float8 / 1000), to_timestamp($5::float8 / 1000), $6)`,
    [refundId, order.id, item.unit_price, order.deliveredAt + DAY_MS, at, order.shopId],
  );
  await db.query('INSERT INTO refund_items (refund_id, order_item_id, quantity) VALUES ($1, $2, 1)', [refundId, item.id]);
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
  const [existing] = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM income_lines) AS present');
  if (existing?.present) return false;
  const random = createRandom(SEED ^ 0x1c0e);
  const ids = createRandom(SEED ^ 0x28a1);
  const shops = await db.query<{ id: string }>(
    `SELECT s.id FROM shops s JOIN products p ON p.shop_id = s.id WHERE s.country = 'VN' AND s.owner_user_id IS NULL GROUP BY s.id ORDER BY min(p.position) LIMIT $1`,
    [INCOME_SEED_SHOPS],
  );
  const today = vietnamDayStart(now);
  const start = today - INCOME_SEED_DAYS * DAY_MS;
  const rows: SeedRows = { orders: [], parts: [], items: [], payments: [] };
  const orders: SeedOrder[] = [];
  for (const [index, shop] of shops.entries()) {
    const bank = SEED_BANKS[index % SEED_BANKS.length] ?? SEED_BANKS[0];
    await db.query(
      `INSERT INTO shop_payment_accounts (shop_id, bank_name, account_number, account_holder, branch, settlement) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (shop_id) DO NOTHING`,
      [shop.id, bank.bank_name, bank.account_number, bank.account_holder, bank.branch, SEED_SETTLEMENTS[index % SEED_SETTLEMENTS.length]],
    );
    const products = await db.query<SeedProduct>(
      `SELECT p.id, p.shop_id, p.name, p.sale_price AS price FROM products p WHERE p.shop_id = $1 AND p.sale_price > 0 ORDER BY p.position LIMIT 8`,
      [shop.id],
    );
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
  const payouts = await db.query<{ id: string; created_ms: number }>(
    `SELECT id, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms FROM payouts p
     WHERE created_at < (SELECT max(created_at) FROM payouts q WHERE q.shop_id = p.shop_id) ORDER BY created_at, id`,
  );
  for (const [n, payout] of payouts.entries()) await payoutMarkPaid(db, payout.id, `FT${String(26_000_000 + n * 7919).padStart(10, '0')}`, payout.created_ms + 4 * HOUR_MS);
  return true;
}
