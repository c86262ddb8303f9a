import { vnd, voucherApplicability, voucherDiscount, type CheckoutDraftShop, type VoucherOffer } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { cartLineRows } from '../cart/cart-lines.js';
import { checkoutQuote, type QuoteBuyer } from './checkout-quote.js';
import { buyerFirstPurchase, buyerPhoneProven } from './first-purchase.js';
import { voucherUsage, vouchersListed } from './voucher-rows.js';

/** The owner's cart lines among `lineIds`, as checkout draft shops (lines of other owners are ignored). */
export async function cartSelectionShops(db: Db, ownerId: string, lineIds: readonly string[]): Promise<CheckoutDraftShop[]> {
  const wanted = new Set(lineIds);
  const shops = new Map<string, CheckoutDraftShop>();
  for (const row of await cartLineRows(db, ownerId)) {
    if (!wanted.has(row.id)) continue;
    const shop = shops.get(row.shop_id) ?? { shop_id: row.shop_id, items: [], shipping_company: null, seller_note: null };
    shop.items.push({ cart_line_id: row.id, product_id: row.product_id, variant_id: row.variant_id, quantity: row.quantity });
    shops.set(row.shop_id, shop);
  }
  return [...shops.values()];
}

/**
 * The vouchers listed to this visitor, each judged by core's voucherApplicability against the
 * selected cart lines priced as checkout prices them (promotions and shop discounts applied):
 * a shop's voucher against that shop's goods, the platform's against all of them. The amount
 * is what it would take off the goods; a free-ship voucher's depends on the address (0 here).
 * `saved` marks the vouchers in the buyer's wallet, which checkout lists first.
 */
export async function voucherOffers(db: Db, buyer: QuoteBuyer, cartLineIds: readonly string[], now: number): Promise<VoucherOffer[]> {
  const shops = await cartSelectionShops(db, buyer.ownerId, cartLineIds);
  const quote = await checkoutQuote(db, buyer, { shops, address: null, addressNamed: false, paymentMethod: null, voucherCodes: [] }, now, false);
  const vouchers = await vouchersListed(db, buyer.userId, now);
  const usage = await voucherUsage(db, buyer.ownerId, vouchers.map((voucher) => voucher._id));
  const isFirstPurchase = await buyerFirstPurchase(db, buyer, null);
  const firstPurchasePhoneProven = await buyerPhoneProven(db, buyer.userId);
  const saved = new Set(
    (await typedDb(db).selectFrom('voucher_saves').select('voucher_id').where('owner_id', '=', buyer.ownerId).execute()).map((row) => row.voucher_id),
  );
  const goodsOf = (shop: { subtotal: number; discount: number }) => Math.max(0, shop.subtotal - shop.discount);
  const allGoods = quote.shops.reduce((sum, shop) => sum + goodsOf(shop.payable), 0);
  return vouchers.map((voucher) => {
    const shop = voucher.shop_id ? quote.shops.find((candidate) => candidate.shop._id === voucher.shop_id) : undefined;
    const subtotal = voucher.shop_id ? (shop ? goodsOf(shop.payable) : 0) : allGoods;
    const used = usage.get(voucher._id) ?? { usedCount: 0, budgetUsed: 0, timesUsedByCustomer: 0 };
    const judged = voucherApplicability(voucher, {
      now,
      subtotal,
      productIds: (voucher.shop_id ? (shop ? [shop] : []) : quote.shops).flatMap((part) => part.lines.map((line) => line.fact.request.productId)),
      shopId: voucher.shop_id ? (shop ? voucher.shop_id : null) : null,
      userId: buyer.userId,
      isApp: buyer.isApp,
      isFirstPurchase,
      firstPurchasePhoneProven,
      isExpressShipping: false,
      ...used,
    });
    return {
      voucher,
      applicable: judged.ok,
      refusal: judged.ok ? null : { code: judged.error.code, params: judged.error.params ?? null },
      amount: judged.ok ? voucherDiscount(voucher, subtotal, 0, used.budgetUsed) : vnd(0),
      saved: saved.has(voucher._id),
    };
  });
}
