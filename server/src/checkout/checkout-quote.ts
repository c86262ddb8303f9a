import {
  SHIPPING_OPTION_DEFAULT,
  cartPayable,
  checkoutCommonPaymentMethods,
  checkoutPaymentMethodsSync,
  PAYMENT_METHODS,
  paymentMethodsOffered,
  type PaymentGateway,
  shippingOptionOf,
  vnd,
  voucherApplicability,
  voucherCodeNormalize,
  voucherDiscount,
  voucherSlot,
  type Address,
  type AppliedVoucher,
  type CartLine,
  type CartPayable,
  type CartShopGroup,
  type CheckoutDraftShop,
  orderIsInternational,
  type CheckoutIssue,
  type PaymentMethod,
  type Refusal,
  type ShippingOption,
  type ShippingQuote,
  type ShopPayable,
  type ShopPricing,
  type ShopSummary,
  type Voucher,
  type VoucherContext,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { provinceRegion } from '../carrier/provinces.js';
import type { ShippingDestination, ShippingOrigin } from '../carrier/shipping-fee.js';
import type { CarrierPort, FeeRequest } from '../carrier/carrier-port.js';
import { TARIFF_CARRIER } from '../carrier/tariff-carrier.js';
import { checkoutLines, type LineFact, type LineRequest } from './checkout-lines.js';
import { checkoutPromotions, type LinePromotion } from './checkout-promotions.js';
import { shopSettings, type ShopSettings } from './shop-settings.js';
import { buyerFirstPurchase, buyerPhoneProven } from './first-purchase.js';
import { voucherUsage, vouchersByCode, type VoucherUsage } from './voucher-rows.js';

/** Who is checking out. */
export interface QuoteBuyer {
  readonly ownerId: string;
  /** The account, for vouchers meant for some users; null for a guest. */
  readonly userId: string | null;
  /** The companion mobile app (spec: some vouchers need it); the web is not. */
  readonly isApp: boolean;
  /** The order being placed in this transaction, left out of the buyer's history. */
  readonly placingOrderId?: string | null;
}

/** What to price: the draft's shops and items, where to, how to pay, which codes. */
export interface QuoteRequest {
  readonly shops: readonly CheckoutDraftShop[];
  readonly address: Address | null;
  /** An address book id was given without the address itself. */
  readonly addressNamed: boolean;
  readonly paymentMethod: PaymentMethod | null;
  readonly voucherCodes: readonly string[];
  /** The gateways the deployment can verify callbacks of (all three when not given): the others' methods are not available. */
  readonly gateways?: readonly PaymentGateway[];
  /** A group-buy share (server/src/group-buy): the room's product sells at the group price, no promotion. */
  readonly groupBuy?: { readonly productId: string; readonly unitPrice: number } | null;
  /** Who quotes the shipping fees (carrierOf the settings); the built-in tariff when not given. */
  readonly carrier?: CarrierPort;
}

export interface QuoteLine {
  readonly fact: LineFact;
  readonly promotion: LinePromotion | null;
  readonly unitPrice: number;
}

export interface QuoteShop {
  readonly shop: ShopSummary;
  readonly sellerNote: string | null;
  readonly lines: readonly QuoteLine[];
  readonly option: ShippingOption;
  readonly quotes: readonly ShippingQuote[];
  readonly settings: ShopSettings;
  readonly payable: ShopPayable;
}

/** A voucher code and what became of it. */
export interface QuoteVoucher {
  readonly code: string;
  readonly voucher: Voucher | null;
  readonly applied: boolean;
  readonly refusal: Refusal<string> | null;
  /** What it took off (or pays back, for cash back). */
  readonly amount: number;
}

export interface Quote {
  readonly shops: readonly QuoteShop[];
  readonly vouchers: readonly QuoteVoucher[];
  readonly payable: CartPayable;
  readonly paymentMethods: readonly PaymentMethod[];
  readonly isInternational: boolean;
  /** Everything that would refuse the order as it stands, most basic first. */
  readonly issues: readonly CheckoutIssue[];
}

const issueOf = (field: string, code: string, params?: Refusal<string>['params']): CheckoutIssue =>
  params ? { field, code, params } : { field, code };

function destinationOf(address: Address | null): ShippingDestination | null {
  if (!address) return null;
  if (address.is_overseas) return { overseas: true };
  return { overseas: false, provinceCode: address.city_code ?? '' };
}

/** One shop's parcel as the carrier prices it: its weight, a packed size (largest length and width, heights stacked) and the goods' worth. */
function feeRequest(origin: ShippingOrigin, address: Address, lines: readonly QuoteLine[], grams: number): FeeRequest {
  const size = lines.map((line) => line.fact.size);
  return {
    origin,
    destination: address,
    grams,
    size: {
      length: Math.max(0, ...size.map((one) => one.length)),
      width: Math.max(0, ...size.map((one) => one.width)),
      height: lines.reduce((sum, line) => sum + line.fact.size.height * line.fact.request.quantity, 0),
    },
    value: lines.reduce((sum, line) => sum + line.unitPrice * line.fact.request.quantity, 0),
  };
}

function cartLineOf(line: LineFact, unitPrice: number, index: number): CartLine {
  const price = vnd(unitPrice);
  const original = line.salePriceOriginal === null ? null : vnd(line.salePriceOriginal);
  return {
    _id: line.request.cartLineId ?? `line-${index}`,
    product: {
      _id: line.request.productId,
      name: line.productName,
      images: line.image ? [line.image] : [],
      sale_price: price,
      sale_price_original: original,
      variant:
        line.request.variantId === null
          ? null
          : { _id: line.request.variantId, variant_name: line.variantName ?? '', sale_price: price, sale_price_original: original, quantity: line.stock },
    },
    quantity: line.request.quantity,
    sale_price: price,
    price,
    price_original: original,
    variant_id: line.request.variantId,
    is_selected: true,
    store_quantity: line.stock,
  };
}

/**
 * Prices a checkout draft the way placing it would: lines as the catalogue sells them now,
 * running promotions and their limits, the delivery address and each shop's shipping option
 * and fee, the payment method against every shop's settings, the voucher codes against core's
 * voucherApplicability, and the totals with core's cartPayable. The preview shows the result;
 * placing an order runs it with `lock` inside its transaction and refuses on the first issue.
 */
export async function checkoutQuote(db: Db, buyer: QuoteBuyer, request: QuoteRequest, now: number, lock: boolean): Promise<Quote> {
  const issues: CheckoutIssue[] = [];
  const requests: LineRequest[] = request.shops.flatMap((shop, s) =>
    shop.items.map((item, i) => ({
      field: `shops.${s}.items.${i}`,
      shopId: shop.shop_id,
      cartLineId: item.cart_line_id ?? null,
      productId: item.product_id,
      variantId: item.variant_id ?? null,
      quantity: item.quantity,
    })),
  );
  if (requests.length === 0) issues.push(issueOf('shops', 'CHECKOUT.PRODUCTS_REQUIRED'));
  request.shops.forEach((shop, s) => {
    // One part per shop, as the cart groups them: a second would price and ship the shop twice.
    if (request.shops.findIndex((other) => other.shop_id === shop.shop_id) !== s) issues.push(issueOf(`shops.${s}.shop_id`, 'CHECKOUT.DRAFT_INVALID'));
  });
  const found = await checkoutLines(db, buyer.ownerId, requests, lock);
  issues.push(...found.issues);
  const promoted = await checkoutPromotions(db, buyer.ownerId, found.lines, now, lock);
  issues.push(...promoted.issues);

  const destination = destinationOf(request.address);
  if (request.address === null) {
    issues.push(issueOf('address', request.addressNamed ? 'CHECKOUT.ADDRESS_INVALID' : 'CHECKOUT.ADDRESS_REQUIRED'));
  } else if (destination && !destination.overseas && provinceRegion(destination.provinceCode) === null) {
    issues.push(issueOf('address.city_code', 'CHECKOUT.ADDRESS_INVALID'));
  }
  const deliverable = destination !== null && issues.every((found) => !found.field.startsWith('address'));

  const settings = await shopSettings(db, request.shops.map((shop) => shop.shop_id));
  const shops: Omit<QuoteShop, 'payable'>[] = [];
  for (const [s, draftShop] of request.shops.entries()) {
    const shopSetting = settings.get(draftShop.shop_id);
    const lines = found.lines.flatMap((fact, index): QuoteLine[] => {
      if (fact.request.shopId !== draftShop.shop_id) return [];
      const share = request.groupBuy && request.groupBuy.productId === fact.request.productId ? request.groupBuy : null;
      const promotion = share ? null : (promoted.promotions.get(index) ?? null);
      return [{ fact, promotion, unitPrice: share?.unitPrice ?? promotion?.unitPrice ?? fact.salePrice }];
    });
    const first = lines[0];
    if (!shopSetting || !first) continue;
    // No choice yet: the default, or the first option the shop ships with when it does not offer the default.
    const named = shippingOptionOf(draftShop.shipping_company);
    const unchosen = named === SHIPPING_OPTION_DEFAULT && !(typeof draftShop.shipping_company === 'string' && draftShop.shipping_company.trim() !== '');
    const option = unchosen && !shopSetting.shippingOptions.includes(named) ? (shopSetting.shippingOptions[0] ?? named) : named;
    if (option === null) issues.push(issueOf(`shops.${s}.shipping_company`, 'CHECKOUT.DRAFT_INVALID'));
    const grams = lines.reduce((sum, line) => sum + line.fact.weight * line.fact.request.quantity, 0);
    // An option the shop does not ship with (its shipping settings) is shown refused, as one the address rules out.
    const fees = deliverable && request.address ? await (request.carrier ?? TARIFF_CARRIER).quote(db, feeRequest(shopSetting.origin, request.address, lines, grams)) : [];
    const quotes = fees.map((quote) =>
      quote.available && !shopSetting.shippingOptions.includes(quote.option) ? { ...quote, available: false, refusal_code: 'SHOP.SHIPPING_OPTION_NOT_OFFERED' } : quote,
    );
    const chosen = quotes.find((quote) => quote.option === (option ?? 'standard'));
    if (chosen && !chosen.available) issues.push(issueOf(`shops.${s}.shipping_company`, chosen.refusal_code ?? 'CHECKOUT.SHIPPING_NOT_AVAILABLE_AT_ADDRESS'));
    shops.push({
      shop: first.fact.shop,
      sellerNote: draftShop.seller_note?.trim() || null,
      lines,
      option: option ?? 'standard',
      quotes,
      settings: shopSetting,
    });
  }

  // Core's rule, as the product page and the order detail read it: a shop's origin null is Korea.
  const isInternational = orderIsInternational(shops.map((shop) => shop.settings.origin === null), destination?.overseas ?? false);
  // Cash on delivery stops at the border: no carrier collects it abroad.
  const offered = request.gateways ? paymentMethodsOffered(request.gateways) : PAYMENT_METHODS;
  const available = isInternational ? offered.filter((method) => method !== 'CASH') : offered;
  const shopMethods = shops.map((shop) => ({ shop_id: shop.shop._id, payment_methods: shop.settings.paymentMethods }));
  if (request.paymentMethod === null) issues.push(issueOf('payment_method', 'CHECKOUT.PAYMENT_METHOD_REQUIRED'));
  else {
    const synced = checkoutPaymentMethodsSync(shopMethods, request.paymentMethod, available);
    if (!synced.ok) issues.push(issueOf('payment_method', synced.error.code, { shops: synced.error.shop_ids.join(',') }));
  }

  const groups: CartShopGroup[] = shops.map((shop) => ({
    shop: shop.shop,
    items: shop.lines.map((line, index) => cartLineOf(line.fact, line.unitPrice, index)),
  }));
  const cart = { valid: groups, invalid: [] };
  const feeOf = (shop: Omit<QuoteShop, 'payable'>): number => {
    const chosen = shop.quotes.find((quote) => quote.option === shop.option && quote.available);
    return chosen?.fee ?? shop.quotes.find((quote) => quote.option === 'standard')?.fee ?? 0;
  };
  const pricing = (shopVouchers: ReadonlyMap<string, AppliedVoucher>, platformVouchers: readonly AppliedVoucher[]) => ({
    shops: Object.fromEntries(
      shops.map((shop): [string, ShopPricing] => [
        shop.shop._id,
        { discounts: shop.settings.discounts, shippingFee: feeOf(shop), shopVoucher: shopVouchers.get(shop.shop._id) ?? null },
      ]),
    ),
    platformVouchers,
  });

  // Vouchers: the shops' first (they work on what the shop's discount leaves), then the
  // platform's on what the shops leave, as cartPayable applies them.
  const codes = [...new Set(request.voucherCodes.map(voucherCodeNormalize).filter((code) => code !== ''))];
  const vouchers = await vouchersByCode(db, codes, lock);
  const usage = await voucherUsage(db, buyer.ownerId, [...vouchers.values()].map((voucher) => voucher._id));
  // Only a first-purchase voucher asks (voucherApplicability): no code, no look-up of earlier orders.
  const isFirstPurchase = vouchers.size > 0 && (await buyerFirstPurchase(db, buyer, request.address));
  const firstPurchasePhoneProven = vouchers.size > 0 && (await buyerPhoneProven(db, buyer.userId));
  const anyExpress = shops.some((shop) => shop.option === 'express');
  const usageOf = (voucher: Voucher): VoucherUsage => usage.get(voucher._id) ?? { usedCount: 0, budgetUsed: 0, timesUsedByCustomer: 0 };
  const contextOf = (voucher: Voucher, subtotal: number, shopId: string | null, productIds: readonly string[], express: boolean): VoucherContext => ({
    now,
    subtotal,
    productIds,
    shopId,
    userId: buyer.userId,
    isApp: buyer.isApp,
    isFirstPurchase,
    firstPurchasePhoneProven,
    isExpressShipping: express,
    ...usageOf(voucher),
  });

  const outcomes = new Map<string, { voucher: Voucher | null; refusal: Refusal<string> | null }>();
  const taken = new Set<string>();
  const decide = (code: string, voucher: Voucher, context: VoucherContext) => {
    const judged = voucherApplicability(voucher, context);
    if (!judged.ok) outcomes.set(code, { voucher, refusal: judged.error });
    else if (taken.has(voucherSlot(voucher))) outcomes.set(code, { voucher, refusal: { code: 'VOUCHER.NOT_COMBINABLE' } });
    else {
      taken.add(voucherSlot(voucher));
      outcomes.set(code, { voucher, refusal: null });
    }
  };
  for (const code of codes) if (!vouchers.has(code)) outcomes.set(code, { voucher: null, refusal: { code: 'VOUCHER.NOT_FOUND' } });

  const bare = cartPayable(cart, pricing(new Map(), []));
  const shopVouchers = new Map<string, AppliedVoucher>();
  for (const code of codes) {
    const voucher = vouchers.get(code);
    if (!voucher?.shop_id) continue;
    const index = shops.findIndex((shop) => shop.shop._id === voucher.shop_id);
    const shop = shops[index];
    const shopPayable = bare.shops[index];
    const goods = shopPayable ? shopPayable.subtotal - shopPayable.discount : 0;
    const productIds = shop ? shop.lines.map((line) => line.fact.request.productId) : [];
    decide(code, voucher, contextOf(voucher, goods, shop ? voucher.shop_id : null, productIds, shop?.option === 'express'));
    if (outcomes.get(code)?.refusal === null) shopVouchers.set(voucher.shop_id, { voucher, budgetUsed: usageOf(voucher).budgetUsed });
  }
  const afterShops = cartPayable(cart, pricing(shopVouchers, []));
  const goodsLeft = afterShops.shops.reduce((sum, shop) => sum + Math.max(0, shop.subtotal - shop.discount - shop.voucher), 0);
  const shippingLeft = afterShops.shops.reduce((sum, shop) => sum + Math.max(0, shop.shippingFee - shop.shippingDiscount), 0);
  const allProducts = found.lines.map((line) => line.request.productId);
  const platformVouchers: AppliedVoucher[] = [];
  for (const code of codes) {
    const voucher = vouchers.get(code);
    if (!voucher || voucher.shop_id) continue;
    decide(code, voucher, contextOf(voucher, goodsLeft, null, allProducts, anyExpress));
    if (outcomes.get(code)?.refusal === null) platformVouchers.push({ voucher, budgetUsed: usageOf(voucher).budgetUsed });
  }
  const payable = cartPayable(cart, pricing(shopVouchers, platformVouchers));

  const amountOf = (voucher: Voucher): number => {
    if (!voucher.shop_id) return voucherDiscount(voucher, goodsLeft, shippingLeft, usageOf(voucher).budgetUsed);
    const shop = payable.shops.find((candidate) => candidate.shopId === voucher.shop_id);
    if (!shop) return 0;
    return voucher.kind === 'shipping' ? shop.shippingDiscount : voucher.kind === 'cash_back' ? shop.cashBack : shop.voucher;
  };
  const quoteVouchers = codes.map((code, index): QuoteVoucher => {
    const outcome = outcomes.get(code) ?? { voucher: null, refusal: { code: 'VOUCHER.NOT_FOUND' } };
    if (outcome.refusal) {
      const refusal = outcome.refusal;
      issues.push(issueOf(`voucher_codes.${index}`, refusal.code, refusal.params));
    }
    const applied = outcome.refusal === null && outcome.voucher !== null;
    return { code, voucher: outcome.voucher, applied, refusal: outcome.refusal, amount: applied && outcome.voucher ? amountOf(outcome.voucher) : 0 };
  });

  return {
    shops: shops.map((shop, index) => ({ ...shop, payable: payable.shops[index] as ShopPayable })),
    vouchers: quoteVouchers,
    payable,
    paymentMethods: checkoutCommonPaymentMethods(shopMethods, available),
    isInternational,
    issues,
  };
}
