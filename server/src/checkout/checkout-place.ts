import { randomBytes } from 'node:crypto';
import { GROUP_BUY_CASH_COUNTS_AS_PAID, ORDER_STATUS_ID, type CheckoutOrder, type OrderPlacement, type PaymentLink } from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import type { Session } from '../sessions/session-store.js';
import { ApiError } from '../http/api-error.js';
import { commerceError } from '../ordering/commerce-error.js';
import { orderJson } from '../ordering/order-store.js';
import { orderStep } from '../ordering/order-step.js';
import {
  paymentLatest,
  paymentLinkCreate,
  paymentLinkJson,
  PaymentLinkError,
  returnPathFor,
  type PaymentLinkOptions,
} from '../payments/payment-links.js';
import { orderBuyerKeys } from './first-purchase.js';
import { checkoutQuote, type Quote } from './checkout-quote.js';
import { groupBuyOrderLink, groupBuyShareCheck, type GroupBuyShare } from '../group-buy/group-buy-checkout.js';
import { roomMemberPaid } from '../group-buy/group-buy-rooms.js';
import type { CarrierPort } from '../carrier/carrier-port.js';
import { msTime } from '../db/time-sql.js';

export interface PlaceInput {
  readonly session: Session;
  readonly isApp: boolean;
  readonly idempotencyKey: string;
  /** Hash of the request body: the same key with other contents is refused. */
  readonly requestHash: string;
  readonly order: CheckoutOrder;
  readonly now: number;
  readonly payments: PaymentLinkOptions;
  /** Who quotes the shipping fees (the built-in tariff when not given). */
  readonly carrier?: CarrierPort;
  /** Called between writing the order and committing it: tests make it fail to prove the rollback. */
  readonly beforeCommit?: (db: Db) => Promise<void>;
}

export interface PlaceResult {
  readonly placement: OrderPlacement;
  /** The key had placed this order before: nothing new was written. */
  readonly replayed: boolean;
}

const newId = (): string => randomBytes(12).toString('hex');

/** PostgreSQL's unique_violation: a concurrent request with the same key committed first. */
const isKeyTaken = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505' &&
  String((error as { constraint?: unknown; message?: unknown }).constraint ?? (error as { message?: unknown }).message).includes(
    'orders_owner_idempotency_key',
  );

async function replay(db: Db, input: PlaceInput): Promise<PlaceResult | null> {
  const row = await typedDb(db)
    .selectFrom('orders')
    .select(['id', 'request_hash'])
    .where('owner_id', '=', input.session.ownerId)
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== input.requestHash) {
    throw commerceError('CHECKOUT.IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key placed an order with other contents.');
  }
  const order = await orderJson(db, row.id);
  if (!order) return null;
  const payment = await paymentLatest(db, row.id);
  return { placement: { order, payment: payment ? paymentLinkJson(payment, input.payments) : null }, replayed: true };
}

/** Takes the order's units from the stock and the promotions, and records its promotion and voucher uses. */
async function quoteTake(db: Db, orderId: string, ownerId: string, quote: Quote): Promise<void> {
  const typed = typedDb(db);
  const lines = quote.shops.flatMap((shop) => shop.lines);
  for (const line of lines) {
    const { productId, variantId, quantity } = line.fact.request;
    if (variantId) await typed.updateTable('variants').set((eb) => ({ quantity: eb('quantity', '-', quantity) })).where('id', '=', variantId).execute();
    await typed
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '-', quantity), sold: eb('sold', '+', quantity) }))
      .where('id', '=', productId)
      .execute();
  }
  const promotionUnits = new Map<string, number>();
  for (const line of lines) {
    if (line.promotion) promotionUnits.set(line.promotion.itemId, (promotionUnits.get(line.promotion.itemId) ?? 0) + line.fact.request.quantity);
  }
  for (const [itemId, units] of [...promotionUnits].sort(([a], [b]) => a.localeCompare(b))) {
    await typed.updateTable('promotion_items').set((eb) => ({ sold: eb('sold', '+', units) })).where('id', '=', itemId).execute();
    await typed.insertInto('promotion_usage').values({ promotion_item_id: itemId, order_id: orderId, owner_id: ownerId, quantity: units }).execute();
  }
  for (const outcome of quote.vouchers) {
    if (!outcome.applied || !outcome.voucher) continue;
    await typed.insertInto('voucher_usage').values({ voucher_id: outcome.voucher._id, order_id: orderId, owner_id: ownerId, amount: outcome.amount }).execute();
  }
}

/** Writes the order's shops and lines as the quote priced them, and its totals. */
async function quoteWrite(db: Db, orderId: string, quote: Quote): Promise<void> {
  const typed = typedDb(db);
  let position = 0;
  for (const [index, shop] of quote.shops.entries()) {
    const shopPartId = newId();
    const money = shop.payable;
    await typed
      .insertInto('order_shops')
      .values({
        id: shopPartId,
        order_id: orderId,
        shop_id: shop.shop._id,
        position: index,
        shipping_company: shop.option,
        seller_note: shop.sellerNote,
        subtotal: money.subtotal,
        discount: money.discount,
        voucher: money.voucher,
        shipping_fee: money.shippingFee,
        shipping_discount: money.shippingDiscount,
        cash_back: money.cashBack,
        shop_total: money.payable,
      })
      .execute();
    for (const line of shop.lines) {
      const fact = line.fact;
      await typed
        .insertInto('order_items')
        .values({
          id: newId(),
          order_id: orderId,
          order_shop_id: shopPartId,
          position,
          product_id: fact.request.productId,
          variant_id: fact.request.variantId,
          name: fact.productName,
          variant_name: fact.variantName,
          image: fact.image,
          quantity: fact.request.quantity,
          unit_price: line.unitPrice,
          original_price: line.promotion ? fact.salePrice : fact.salePriceOriginal,
          promotion_item_id: line.promotion?.itemId ?? null,
        })
        .execute();
      position += 1;
    }
  }
  const total = quote.payable;
  await typed
    .updateTable('orders')
    .set({
      is_international: quote.isInternational,
      subtotal: total.subtotal,
      discount: total.discount,
      shop_vouchers: total.shopVouchers,
      platform_vouchers: total.platformVouchers,
      shipping_fee: total.shippingFee,
      shipping_discount: total.shippingDiscount,
      cash_back: total.cashBack,
      total_order_payment: total.payable,
    })
    .where('id', '=', orderId)
    .execute();
}

/** A group-buy share's terms, checked under the room's lock; the first refusal is the answer. */
async function groupBuyShareTake(db: Db, input: PlaceInput): Promise<GroupBuyShare | null> {
  const roomId = input.order.group_buy_room_id;
  if (!roomId) return null;
  const userId = input.session.kind === 'user' ? input.session.ownerId : null;
  const checked = await groupBuyShareCheck(db, { roomId, userId, shops: input.order.shops, voucherCodes: input.order.voucher_codes }, input.now, true);
  const first = checked.issues[0];
  if (first || !checked.share) throw commerceError(first?.code ?? 'GROUP_BUY.NOT_FOUND', `${first?.field}: ${first?.code}`);
  return checked.share;
}

/**
 * Places an order in ONE transaction: claims the idempotency key (the order row goes in
 * first, so a second request with the same key waits on it and then gets this order), prices
 * the draft with its stock, promotion and voucher rows locked, refuses on the first issue with
 * its code, takes stock and promotion units, records voucher uses, writes shops and lines,
 * removes the bought cart lines, approves a cash-on-delivery order at once or opens the
 * online payment. Any failure rolls everything back: no half-written order, the cart as it was.
 */
export async function checkoutPlace(db: Db, input: PlaceInput): Promise<PlaceResult> {
  const earlier = await replay(db, input);
  if (earlier) return earlier;
  const { session, order, now } = input;
  let placed: { orderId: string; payment: PaymentLink | null };
  try {
    placed = await db.transaction(async (tx) => {
      const orderId = newId();
      const keys = await orderBuyerKeys(tx, session.kind === 'user' ? session.ownerId : null, order.address);
      const placedAt = msTime(now);
      await typedDb(tx)
        .insertInto('orders')
        .values({
          id: orderId,
          owner_id: session.ownerId,
          owner_kind: session.kind,
          idempotency_key: input.idempotencyKey,
          request_hash: input.requestHash,
          address: JSON.stringify(order.address),
          payment_method: order.payment_method,
          payment_status: 'pending',
          status: 'pending_approval',
          status_history: JSON.stringify([{ status_id: ORDER_STATUS_ID.pending_approval, action_time: now }]),
          is_international: false,
          subtotal: 0,
          discount: 0,
          shop_vouchers: 0,
          platform_vouchers: 0,
          shipping_fee: 0,
          shipping_discount: 0,
          cash_back: 0,
          total_order_payment: 0,
          return_url: returnPathFor(order.return_url, orderId),
          created_at: placedAt,
          updated_at: placedAt,
          buyer_phone_key: keys.buyer_phone_key,
          delivery_phone_key: keys.delivery_phone_key,
          delivery_place_key: keys.delivery_place_key,
        })
        .execute();
      const share = await groupBuyShareTake(tx, input);
      const quote = await checkoutQuote(
        tx,
        { ownerId: session.ownerId, userId: session.kind === 'user' ? session.ownerId : null, isApp: input.isApp, placingOrderId: orderId },
        {
          shops: order.shops,
          address: order.address,
          addressNamed: order.address_id !== null,
          paymentMethod: order.payment_method,
          voucherCodes: order.voucher_codes,
          gateways: input.payments.gateways,
          groupBuy: share,
          ...(input.carrier ? { carrier: input.carrier } : {}),
        },
        now,
        true,
      );
      const first = quote.issues[0];
      if (first) throw commerceError(first.code, `${first.field}: ${first.code}`);
      await quoteTake(tx, orderId, session.ownerId, quote);
      await quoteWrite(tx, orderId, quote);
      if (share) await groupBuyOrderLink(tx, share, orderId);
      const cartLineIds = quote.shops.flatMap((shop) => shop.lines.flatMap((line) => (line.fact.request.cartLineId ? [line.fact.request.cartLineId] : [])));
      await typedDb(tx).deleteFrom('cart_lines').where('owner_id', '=', session.ownerId).where('id', '=', sql<string>`ANY(${cartLineIds}::text[])`).execute();
      let payment: PaymentLink | null = null;
      if (order.payment_method === 'CASH') {
        // Nothing to wait for: the platform approves a cash-on-delivery order as it is placed.
        const approved = await orderStep(tx, orderId, { type: 'order.approve', role: 'system' }, now);
        if (!approved.ok) throw new Error(`approving a new order failed: ${approved.error}`);
        if (share && GROUP_BUY_CASH_COUNTS_AS_PAID) await roomMemberPaid(tx, share.roomId, share.userId, now);
      } else {
        payment = await paymentLinkCreate(
          tx,
          { id: orderId, method: order.payment_method, amount: quote.payable.payable, returnUrl: returnPathFor(order.return_url, orderId) },
          input.payments,
        );
      }
      await input.beforeCommit?.(tx);
      return { orderId, payment };
    });
  } catch (error) {
    if (isKeyTaken(error)) {
      const again = await replay(db, input);
      if (again) return again;
    }
    if (error instanceof ApiError) throw error;
    if (error instanceof PaymentLinkError) throw commerceError('CHECKOUT.PAYMENT_LINK_FAILED', error.message);
    // The driver's text names tables and values: it goes to the log, the client gets the code.
    throw commerceError('CHECKOUT.ORDER_CREATE_FAILED', 'The order could not be written.', error);
  }
  const created = await orderJson(db, placed.orderId);
  if (!created) throw commerceError('CHECKOUT.ORDER_CREATE_FAILED', 'The order vanished after it was written.');
  return { placement: { order: created, payment: placed.payment }, replayed: false };
}
